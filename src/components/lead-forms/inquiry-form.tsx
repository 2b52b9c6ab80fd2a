/**
 * The inquiry form the contact page, the IT consultation and partnership methods and the contact
 * modal share: the contact form's fields and messages (the shared contact form rules), the
 * server's human check, a honeypot, and one customer request per submission with its
 * Idempotency-Key.
 * Feedback by mode: a modal (closing after 5 s), an inline alert or a toast. On failure the form
 * keeps what was typed.
 */
import { useEffect, useRef, useState } from 'react';
import { INDUSTRIES } from '@cloud-consulting/domain/catalogues';
import { CONTACT_FEEDBACK_MODAL_MS } from '@cloud-consulting/domain/constants';
import {
  CONTACT_MESSAGES,
  contactFormSchema,
  type ContactFormValues,
} from '@cloud-consulting/domain/forms/contact';
import { API_PATHS } from '@cloud-consulting/domain/api-paths';
import {
  CONTACT_RESULT_MESSAGES as R,
  REQUIRED_FIELD_LABELS as L,
  contactFailureMessage,
} from '@cloud-consulting/domain/text';
import { ApiError } from '../../services/api-client';
import type { LeadResult } from '../../services/lead-api';
import { useToast } from '../../services/toast-context';
import { Dialog } from '../../ui/dialog';
import { FormAlert } from '../../ui/form/form-alert';
import { SelectField } from '../../ui/form/select-field';
import { TextField } from '../../ui/form/text-field';
import { AddressFields } from './address-fields';
import { LeadForm } from './lead-form';
import { useLeadForm } from './use-lead-form';

export type FeedbackMode = 'modal' | 'alert' | 'toast';

export interface InquiryFormProps {
  /** The source label stored with the request, e.g. 'ContactUs Page'. */
  source: string;
  inquiryTypes: readonly string[];
  feedback: FeedbackMode;
  /** Called after a stored request (the contact modal closes itself later). */
  onSuccess?(): void;
  submitLabel?: string;
  busyLabel?: string;
  /** Accessible name of the form. */
  name: string;
}

type Outcome = { ok: true } | { ok: false; message: string };

const EMPTY: ContactFormValues = {
  name: '',
  role: '',
  companyName: '',
  companyUrl: '',
  email: '',
  city: '',
  state: '',
  country: '',
  zipCode: '',
  industry: '',
  inquiryTitle: '',
  message: '',
};

export function InquiryForm({
  source,
  inquiryTypes,
  feedback,
  onSuccess,
  submitLabel = 'Send Message',
  busyLabel = 'Sending...',
  name,
}: InquiryFormProps) {
  const { toast } = useToast();
  const lead = useLeadForm<ContactFormValues>({
    schema: contactFormSchema,
    defaultValues: EMPTY,
  });
  const { api, field } = lead;
  // The result dialog gives focus back here: the button lost it while disabled during sending.
  const submitButton = useRef<HTMLButtonElement>(null);
  const [captchaError, setCaptchaError] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  useEffect(() => {
    if (feedback !== 'modal' || !outcome) return undefined;
    const timer = setTimeout(() => setOutcome(null), CONTACT_FEEDBACK_MODAL_MS);
    return () => clearTimeout(timer);
  }, [feedback, outcome]);

  const show = (next: Outcome) => {
    if (feedback === 'toast') {
      toast(
        next.ok
          ? { title: R.toastSuccess, variant: 'success' }
          : { title: R.toastFailure, description: next.message, variant: 'error' },
      );
    } else setOutcome(next);
  };

  const onValid = async (values: ContactFormValues) => {
    const guard = lead.guard();
    if (!guard) {
      setCaptchaError(CONTACT_MESSAGES.captcha);
      return;
    }
    setCaptchaError(null);
    setOutcome(null);
    const body = {
      ...values,
      companyUrl: values.companyUrl ?? '',
      zipCode: values.zipCode ?? '',
      source,
      ...guard,
    };
    await lead.submit(body, async (key) => {
      try {
        const response = await api.submit(API_PATHS.customerRequests, body, key);
        if (response?.success === false) {
          show({ ok: false, message: contactFailureMessage(response) });
          return;
        }
        lead.clear();
        show({ ok: true });
        onSuccess?.();
      } catch (error) {
        const message =
          error instanceof ApiError
            ? contactFailureMessage((error.body as LeadResult | null) ?? {})
            : R.unknown;
        show({ ok: false, message });
      }
    });
  };

  return (
    <LeadForm
      lead={lead}
      name={name}
      onValid={onValid}
      submitLabel={submitLabel}
      busyLabel={busyLabel}
      submitRef={submitButton}
      notices={
        <>
          {captchaError && <FormAlert tone="error">{captchaError}</FormAlert>}
          {feedback === 'alert' && outcome && (
            <FormAlert tone={outcome.ok ? 'success' : 'error'}>
              {outcome.ok ? R.alertSuccess : `${R.alertFailurePrefix}${outcome.message}`}
            </FormAlert>
          )}
        </>
      }
      after={
        feedback === 'modal' && (
          <Dialog
            open={outcome !== null}
            onClose={() => setOutcome(null)}
            title={outcome?.ok ? 'Thank You!' : R.modalFailureTitle}
            testId="inquiry-feedback"
            returnFocusRef={submitButton}
          >
            {outcome?.ok ? (
              <>
                <p>{R.modalSuccess}</p>
                <p>{R.modalSuccessPromise}</p>
              </>
            ) : (
              <>
                <p>{R.modalFailure}</p>
                {outcome && <p>{outcome.message}</p>}
                <p>{R.modalFailureHint}</p>
              </>
            )}
          </Dialog>
        )
      }
    >
      <div sx={{ display: 'grid', gridTemplateColumns: ['1fr', '1fr 1fr'], columnGap: 3 }}>
        <TextField label={L.name} required autoComplete="name" {...field('name')} />
        <TextField label={L.role} required autoComplete="organization-title" {...field('role')} />
        <TextField
          label={L.companyName}
          required
          autoComplete="organization"
          {...field('companyName')}
        />
        <TextField label="Company Website" type="url" autoComplete="url" {...field('companyUrl')} />
        <TextField label={L.email} required type="email" autoComplete="email" {...field('email')} />
        <AddressFields
          stateLabel={L.state}
          city={field('city')}
          state={field('state')}
          country={field('country')}
          zipCode={field('zipCode')}
        />
        <SelectField
          label="Industry"
          required
          placeholder="Select an industry"
          options={INDUSTRIES}
          {...field('industry')}
        />
      </div>
      <SelectField
        label={L.inquiryTitle}
        required
        placeholder="Select an inquiry type"
        options={inquiryTypes}
        {...field('inquiryTitle')}
      />
      <TextField label={L.message} required multiline {...field('message')} />
    </LeadForm>
  );
}
