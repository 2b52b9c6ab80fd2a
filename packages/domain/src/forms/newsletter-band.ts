/**
 * The newsletter band under the blog list. Its email is trimmed; its messages differ from the
 * subscribe widget's. The server's /api/newsletter/subscribe uses this schema too (trimmed,
 * source defaulting to 'blog').
 */
import Joi from 'joi';
import { EMAIL_MAX_LENGTH, FIELD_MAX_LENGTH } from '../constants';
import { EMAIL_PATTERN } from '../patterns';
import { firstNameField } from '../first-name';
import { MISSING_CODES, messagesFor } from './shared';

export const NEWSLETTER_DEFAULT_SOURCE = 'blog';

/**
 * The example address shown in the band's hint.
 */
export const NEWSLETTER_EXAMPLE_EMAIL = 'name@company.com';

export const NEWSLETTER_BAND_MESSAGES = {
  required: 'Email is required.',
  invalid: `Enter a valid business email (e.g. ${NEWSLETTER_EXAMPLE_EMAIL}).`,
  requiredToast: {
    title: 'Email required',
    description: 'Please enter a professional email to subscribe.',
  },
  invalidToast: {
    title: 'Invalid email',
    description: `Enter a valid business email (e.g. ${NEWSLETTER_EXAMPLE_EMAIL}).`,
  },
  failedToast: {
    title: 'Subscription failed',
    description: 'Unable to process subscription. Please try again shortly.',
  },
  successToast: {
    title: 'Subscription received',
    description: 'Check your inbox for a quick confirmation — welcome aboard!',
  },
} as const;

const M = NEWSLETTER_BAND_MESSAGES;

export interface NewsletterSubscribeValues {
  email: string;
  firstName?: string;
  source: string;
}

export const newsletterBandSchema = Joi.object<NewsletterSubscribeValues>({
  email: Joi.string()
    .trim()
    .max(EMAIL_MAX_LENGTH)
    .pattern(EMAIL_PATTERN)
    .required()
    .messages({
      ...messagesFor(MISSING_CODES, M.required),
      ...messagesFor(['string.max', 'string.pattern.base'], M.invalid),
    }),
  firstName: firstNameField(),
  source: Joi.string().trim().max(FIELD_MAX_LENGTH).default(NEWSLETTER_DEFAULT_SOURCE),
});

/** The band's failure toast description: the server's message, else the default text. */
export const newsletterBandFailure = (serverMessage?: string | null): string =>
  serverMessage && serverMessage.trim() !== '' ? serverMessage : M.failedToast.description;
