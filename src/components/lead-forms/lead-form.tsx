/**
 * The frame of every lead form: the form element, the honeypot first, the form's own fields, the
 * server's human check, the form's notices, then the submit button (busy while sending). Each
 * form supplies its name, fields, notices and button texts; the frame keeps them in one order.
 */
import { useId, type ReactNode, type Ref } from 'react';
import { FORM_POST_PATHS, type LeadFormPostName } from '@cloud-consulting/domain/form-posts';
import { PlainPostFields, plainPost } from '../../ui/form/plain-post';
import { useMounted } from '../../services/use-mounted';
import type { FieldValues, SubmitHandler } from 'react-hook-form';
import { SubmitButton } from '../../ui/form/submit-button';
import { HumanCheck } from '../human-check/human-check';
import { Honeypot } from './honeypot';
import type { LeadFormState } from './use-lead-form';

export interface LeadFormProps<V extends FieldValues> {
  lead: LeadFormState<V>;
  /** Accessible name of the form. */
  name: string;
  onValid: SubmitHandler<V>;
  /** The form's fields, between the honeypot and the human check. */
  children: ReactNode;
  /** Messages between the human check and the submit button. */
  notices?: ReactNode;
  submitLabel: string;
  busyLabel: string;
  /** Disables the button, e.g. until the human check has passed. */
  submitDisabled?: boolean;
  submitRef?: Ref<HTMLButtonElement>;
  /** Parts after the button inside the form, e.g. the result dialog. */
  after?: ReactNode;
  /** The form itself, focusable (tabIndex -1) to take focus back from a dialog. */
  formRef?: Ref<HTMLFormElement>;
  /** The provider's plain-form route for this form, used when scripts do not run. */
  postTo?: LeadFormPostName;
  /** Fields the form's script adds to the body, sent as hidden inputs without scripts. */
  hiddenFields?: Record<string, string>;
  /**
   * A hook saying why Submit waits (null: it does not), e.g. for a date and the human check. It
   * runs in the button's own part, so what it watches (a field's value) re-renders that part
   * only, not the whole form. The reason shows above the button and describes it; the built page
   * says it too (the form does not grow when it goes live) but hidden without scripts, whose
   * Submit works.
   */
  useSubmitReason?: () => string | null;
}

const noReason = () => null;

interface SubmitPartProps {
  label: string;
  busyLabel: string;
  busy: boolean;
  disabled?: boolean;
  submitRef?: Ref<HTMLButtonElement>;
  useReason: () => string | null;
}

function SubmitPart({ label, busyLabel, busy, disabled, submitRef, useReason }: SubmitPartProps) {
  const mounted = useMounted();
  const reason = useReason();
  const reasonId = useId();
  return (
    <>
      {reason && (
        <p
          id={reasonId}
          data-testid="submit-reason"
          data-script-only=""
          sx={{ color: 'mutedText', mb: 0 }}
        >
          {reason}
        </p>
      )}
      <div sx={{ mt: 3 }}>
        <SubmitButton
          ref={submitRef}
          label={label}
          busyLabel={busyLabel}
          busy={busy}
          disabled={mounted && (disabled || reason !== null)}
          describedBy={mounted && reason ? reasonId : undefined}
        />
      </div>
    </>
  );
}

export function LeadForm<V extends FieldValues>({
  lead,
  name,
  onValid,
  children,
  notices,
  submitLabel,
  busyLabel,
  submitDisabled,
  submitRef,
  after,
  formRef,
  postTo,
  hiddenFields = {},
  useSubmitReason = noReason,
}: LeadFormProps<V>) {
  const { honeypot, humanCheck, submitting, onSubmit } = lead;
  return (
    <form
      ref={formRef}
      {...(postTo ? plainPost(FORM_POST_PATHS.lead(postTo)) : { method: 'post' })}
      tabIndex={formRef ? -1 : undefined}
      aria-label={name}
      noValidate
      onSubmit={onSubmit(onValid)}
      sx={{ position: 'relative' }}
    >
      <Honeypot ref={honeypot} />
      <PlainPostFields values={hiddenFields} />
      {children}
      <HumanCheck {...humanCheck.props} />
      {notices}
      <SubmitPart
        label={submitLabel}
        busyLabel={busyLabel}
        busy={submitting}
        disabled={submitDisabled}
        submitRef={submitRef}
        useReason={useSubmitReason}
      />
      {after}
    </form>
  );
}
