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
import { contactFormSchema, type ContactFormValues } from '@cloud-consulting/domain/forms/contact';
import {
  CONTACT_RESULT_MESSAGES as R,
  REQUIRED_FIELD_LABELS as L,
} from '@cloud-consulting/domain/text';
import { useToast } from '../../services/toast-context';
import { Dialog } from '../../ui/dialog';
import { FormAlert } from '../../ui/form/form-alert';
import { SelectField } from '../../ui/form/select-field';
import { TextField } from '../../ui/form/text-field';
import { AddressFields } from './address-fields';
import { LeadForm } from './lead-form';
import { useCustomerRequest, type RequestOutcome } from './use-customer-request';
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
  const { field } = lead;
  // The result dialog gives focus back here: the button lost it while disabled during sending.
  const submitButton = useRef<HTMLButtonElement>(null);
  const [outcome, setOutcome] = useState<RequestOutcome | null>(null);

  useEffect(() => {
    if (feedback !== 'modal' || !outcome) return undefined;
    const timer = setTimeout(() => setOutcome(null), CONTACT_FEEDBACK_MODAL_MS);
    return () => clearTimeout(timer);
  }, [feedback, outcome]);

  const show = (next: RequestOutcome | null) => {
    if (feedback !== 'toast' || !next) setOutcome(next);
    else
      toast(
        next.ok
          ? { title: R.toastSuccess, variant: 'success' }
          : { title: R.toastFailure, description: next.message, variant: 'error' },
      );
  };
  const { onValid, captchaError } = useCustomerRequest({ lead, source, show, onSuccess });

  return (
    <LeadForm
      lead={lead}
      name={name}
      postTo="customer-request"
      hiddenFields={{ source }}
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
