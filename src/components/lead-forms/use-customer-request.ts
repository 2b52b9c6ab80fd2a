/**
 * Sending a customer request, shared by the contact form and an article's compact form: the
 * human check's proof and the honeypot with the values and the form's source, one request per
 * submission (its Idempotency-Key), then the outcome for the form to show. A stored request
 * empties the form; a failure keeps what was typed and says why (the missing fields when the
 * server names them).
 */
import { useState } from 'react';
import type { FieldValues } from 'react-hook-form';
import { API_PATHS } from '@cloud-consulting/domain/api-paths';
import { CONTACT_MESSAGES } from '@cloud-consulting/domain/forms/contact';
import { CONTACT_RESULT_MESSAGES as R, contactFailureMessage } from '@cloud-consulting/domain/text';
import { ApiError } from '../../services/api-client';
import type { LeadResult } from '../../services/lead-api';
import type { LeadFormState } from './use-lead-form';

export type RequestOutcome = { ok: true } | { ok: false; message: string };

export interface CustomerRequestOptions<V extends FieldValues> {
  lead: LeadFormState<V>;
  /** The source label stored with the request, e.g. 'ContactUs Page' or 'blog-post-12'. */
  source: string;
  /** Shows the outcome; called with null when a new submission starts. */
  show(outcome: RequestOutcome | null): void;
  /** Called after a stored request. */
  onSuccess?(): void;
}

export function useCustomerRequest<V extends FieldValues>({
  lead,
  source,
  show,
  onSuccess,
}: CustomerRequestOptions<V>) {
  const [captchaError, setCaptchaError] = useState<string | null>(null);

  const onValid = async (values: V) => {
    const guard = lead.guard();
    if (!guard) {
      setCaptchaError(CONTACT_MESSAGES.captcha);
      return;
    }
    setCaptchaError(null);
    show(null);
    const body = { ...values, source, ...guard };
    await lead.submit(body, async (key) => {
      try {
        const response = await lead.api.submit(API_PATHS.customerRequests, body, key);
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

  return { onValid, captchaError };
}
