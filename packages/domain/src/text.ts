/** Text shown to visitors that comes from elsewhere: server messages, emails, field lists. */
import { SERVER_MESSAGE_MAX_LENGTH } from './constants';

/** Signs that a message was written for developers, not visitors. */
const INTERNALS: readonly RegExp[] = [
  // SQL: upper-case statements, or phrases no visitor message contains ("select a product from
  // the list" must stay readable).
  /\b(?:SELECT|INSERT|UPDATE|DELETE)\b[\s\S]*\b(?:FROM|INTO|SET|WHERE)\b/,
  /\b(?:insert into|delete from|drop table|alter table|create table|select \*)/i,
  /\b(?:syntax error|sqlstate|relation "|duplicate key|violates|constraint|pg_|postgres)/i,
  /\bat\s+\S+\s+\(?\S*:\d+:\d+\)?/, // stack frame "at fn (file.js:1:2)"
  /\b(?:Error|Exception):\s*\S[\s\S]*\n\s*at\s/,
  /\bTraceback\b|\bstack\s*trace\b/i,
  /(?:^|[\s(])(?:\/[\w.-]+){2,}/, // /usr/src/app/...
  /\b[A-Za-z]:\\[\w\\. -]+/, // C:\path\...
  /\bnode_modules\b/,
  /^\s*[[{][\s\S]*[\]}]\s*$/, // JSON-like
];

export const DEFAULT_SERVER_MESSAGE = 'Something went wrong. Please try again later.';

/**
 * A server message made safe to show: HTML stripped, whitespace collapsed, at most 200
 * characters. Empty messages and ones that look like internals (SQL, stack traces, file paths,
 * JSON) become the fallback, so a visitor never reads a leak.
 */
export function displayServerMessage(
  raw: unknown,
  fallback: string = DEFAULT_SERVER_MESSAGE,
): string {
  if (typeof raw !== 'string') return fallback;
  if (INTERNALS.some((pattern) => pattern.test(raw))) return fallback;
  const text = raw
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .replace(/ ([.,!?;:])/g, '$1')
    .trim();
  if (!text || INTERNALS.some((pattern) => pattern.test(text))) return fallback;
  return text.length > SERVER_MESSAGE_MAX_LENGTH
    ? text.slice(0, SERVER_MESSAGE_MAX_LENGTH).trimEnd()
    : text;
}

/** 'jane@example.com' to 'j*****@example.com'; anything that is not an email is returned empty. */
export function maskEmail(email: string | null | undefined): string {
  const value = (email ?? '').trim();
  const at = value.indexOf('@');
  if (at < 1) return '';
  return `${value[0]}*****${value.slice(at)}`;
}

/** The contact form's field labels, used when the server lists missing fields. */
export const REQUIRED_FIELD_LABELS: Readonly<Record<string, string>> = {
  name: 'Full Name',
  email: 'Email',
  role: 'Role',
  companyName: 'Company Name',
  city: 'City',
  state: 'State/Province',
  country: 'Country',
  inquiryTitle: 'Inquiry Type',
  message: 'Message',
};

/** 'Please fill in the following required fields: Full Name, Email'. Unknown names show as is. */
export function requiredFieldsMessage(fields: readonly string[]): string {
  const labels = fields.map((field) => REQUIRED_FIELD_LABELS[field] ?? field);
  return `Please fill in the following required fields: ${labels.join(', ')}`;
}

export const CONTACT_RESULT_MESSAGES = {
  failedDefault: 'Failed to submit request',
  unknown: 'Unknown error occurred',
  modalFailureTitle: 'Submission Failed',
  modalFailure: 'Sorry, there was an error submitting your request. Please try again.',
  modalFailureHint: 'If the problem persists, please contact us directly.',
  toastFailure: 'Failed to send message',
  modalSuccess: 'Your inquiry has been submitted successfully.',
  modalSuccessPromise: 'We will contact you within 1 to 2 business days.',
  toastSuccess: 'Your message has been sent!',
  /** The alert mode's prefix of a failure message. */
  alertFailurePrefix: 'Error: ',
  /**
   * The success alert's wording. Only the contact modal shows it, and the contact modal's
   * promise is 1 to 2 business days (its header says so): one promise per form.
   */
  alertSuccess: 'Thank you for your message! We will get back to you within 1 to 2 business days.',
} as const;

/**
 * The contact form's failure text from a customer_requests answer: the list of missing fields
 * when the server gives one, else its error, else the default.
 */
export function contactFailureMessage(
  response: { error?: unknown; required?: unknown } | null,
): string {
  if (!response) return CONTACT_RESULT_MESSAGES.unknown;
  if (Array.isArray(response.required) && response.required.length > 0) {
    return requiredFieldsMessage(response.required.map(String));
  }
  return displayServerMessage(response.error, CONTACT_RESULT_MESSAGES.failedDefault);
}

export const NEWSLETTER_RESULT_MESSAGES = {
  verify: {
    noToken: 'Invalid verification link. No token provided.',
    failedDefault: 'An error occurred while verifying your subscription. Please try again later.',
    successDefault: 'Your newsletter subscription has been successfully verified!',
    successToast: 'Newsletter subscription verified!',
    failedToast: 'Verification failed',
    successTitle: 'Verification Successful!',
    failedTitle: 'Verification Failed',
  },
  unsubscribe: {
    noToken: 'Invalid unsubscribe link. No token provided.',
    failedDefault: 'An error occurred while unsubscribing. Please try again later.',
    successDefault: 'You have been successfully unsubscribed from our newsletter.',
    successToast: 'Successfully unsubscribed',
    failedToast: 'Unsubscribe failed',
    successTitle: 'Unsubscribed Successfully',
    failedTitle: 'Unsubscribe Failed',
  },
} as const;

export interface NewsletterResultResponse {
  message?: string;
  email?: string;
  subscription?: { Email?: string } | null;
  alreadyUnsubscribed?: boolean;
  alreadyVerified?: boolean;
  error?: string;
}

/** The email a verify or unsubscribe answer names, masked for display. */
export const newsletterResultEmail = (
  response: NewsletterResultResponse | null | undefined,
): string => maskEmail(response?.subscription?.Email ?? response?.email);
