/**
 * Forms sent without scripts. Every lead form and the newsletter form carry method="post" and an
 * action on the provider (never GET: what a visitor types must not end up in an address, and so
 * in server and proxy logs). The provider reads the flat fields back into the body its JSON
 * routes take, stores the submission the same way and answers a plain page.
 */
import { API_PATHS } from './api-paths';
import type { LeadKind } from './lead-kinds';

/** Where forms sent without scripts go on the provider (outside /api: no key header there). */
export const FORM_POST_PREFIX = '/forms';

/** The lead forms a page can send without scripts, each with the JSON route it stands for. */
export const LEAD_FORM_POSTS = {
  'customer-request': { kind: 'customer_request', apiPath: API_PATHS.customerRequests },
  'product-inquiry': { kind: 'product_inquiry', apiPath: API_PATHS.productInquiry },
  'training-request': { kind: 'training_request', apiPath: API_PATHS.trainingSubmit },
} as const satisfies Record<string, { kind: LeadKind; apiPath: string }>;

export type LeadFormPostName = keyof typeof LEAD_FORM_POSTS;

export const isLeadFormPostName = (name: string): name is LeadFormPostName =>
  Object.hasOwn(LEAD_FORM_POSTS, name);

export const FORM_POST_PATHS = {
  lead: (name: LeadFormPostName) => `${FORM_POST_PREFIX}/${name}`,
  newsletter: `${FORM_POST_PREFIX}/newsletter`,
  newsletterVerify: (token: string) =>
    `${FORM_POST_PREFIX}/newsletter/verify/${encodeURIComponent(token)}`,
  newsletterUnsubscribe: (token: string) =>
    `${FORM_POST_PREFIX}/newsletter/unsubscribe/${encodeURIComponent(token)}`,
} as const;

/** Names of the fields a form sent without scripts carries besides its own. */
export const FORM_POST_FIELDS = {
  /** The site page the form was on, for the answer's link back. */
  returnTo: 'returnTo',
  challenge: 'humanCheckChallenge',
  answer: 'humanCheckAnswer',
  idempotencyKey: 'idempotencyKey',
} as const;

/** Check boxes: a browser sends 'on' (or the input's value) when ticked, nothing when not. */
const BOOLEAN_FIELDS: ReadonlySet<string> = new Set(['newsletter', 'privacyConsent']);
const TRUE_VALUES: ReadonlySet<string> = new Set(['on', 'true', '1', 'yes']);

/** A path on the site to link back to: one that starts with a single '/', else the home page. */
export function safeReturnPath(value: unknown): string {
  if (typeof value !== 'string') return '/';
  const path = value.trim();
  if (!/^\/(?![/\\])/.test(path) || path.length > 500 || /[\s<>"']/.test(path)) return '/';
  return path;
}

export interface FormPostBody {
  /** The body the JSON route takes. */
  body: Record<string, unknown>;
  /** The fields as sent, less the human check and the link back: carried to a next step. */
  carried: Record<string, string>;
  returnTo: string;
  idempotencyKey: string | undefined;
}

/**
 * Reads the flat fields of a form sent without scripts: the human check's two fields become
 * `humanCheck: { challenge, answer }`, ticked check boxes become true, the rest stays text.
 */
export function formPostBody(fields: Record<string, unknown>): FormPostBody {
  const body: Record<string, unknown> = {};
  const carried: Record<string, string> = {};
  for (const [name, raw] of Object.entries(fields)) {
    const value = Array.isArray(raw) ? raw.at(-1) : raw;
    if (typeof value !== 'string') continue;
    if (Object.values(FORM_POST_FIELDS).includes(name as never)) continue;
    carried[name] = value;
    body[name] = BOOLEAN_FIELDS.has(name) ? TRUE_VALUES.has(value.trim().toLowerCase()) : value;
  }
  for (const name of BOOLEAN_FIELDS) if (name in fields && !(name in body)) body[name] = false;
  const text = (name: string) => {
    const value = fields[name];
    return typeof value === 'string' ? value : undefined;
  };
  const challenge = text(FORM_POST_FIELDS.challenge);
  const answer = text(FORM_POST_FIELDS.answer);
  if (challenge) body.humanCheck = { challenge, answer: answer ?? '' };
  const key = text(FORM_POST_FIELDS.idempotencyKey);
  return {
    body,
    carried,
    returnTo: safeReturnPath(fields[FORM_POST_FIELDS.returnTo]),
    idempotencyKey: key && key.trim() ? key.trim() : undefined,
  };
}

/** The words of the provider's answer pages. */
export const FORM_POST_TEXT = {
  successTitle: 'Thank you',
  failureTitle: 'Your form was not sent',
  fieldErrorsIntro: 'Please correct the following and send the form again:',
  questionTitle: 'One more step',
  questionIntro:
    'Please answer this question to show you are a person. What you typed is kept and sent with your answer.',
  questionLabel: (question: string) => `Verification: what is ${question}?`,
  send: 'Send',
  back: 'Back to the page you came from',
  tooMany: 'Too many requests. Please wait a minute and try again.',
  serverError: 'Something went wrong on our side. Please try again later.',
  verifyButton: 'Confirm my subscription',
  unsubscribeButton: 'Unsubscribe',
} as const;
