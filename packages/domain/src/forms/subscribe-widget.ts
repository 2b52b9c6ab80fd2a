/** The compact and card subscribe widgets: first name optional, their own messages. */
import Joi from 'joi';
import { EMAIL_MAX_LENGTH, FIELD_MAX_LENGTH } from '../constants';
import { EMAIL_PATTERN } from '../patterns';
import { NEWSLETTER_DEFAULT_SOURCE, type NewsletterSubscribeValues } from './newsletter-band';
import { firstNameField } from '../first-name';
import { MISSING_CODES, messagesFor } from './shared';

export const SUBSCRIBE_WIDGET_MESSAGES = {
  required: 'Email address is required',
  invalid: 'Please enter a valid email address',
  failed: 'Failed to subscribe. Please try again.',
  confirm: 'Please check your email to confirm subscription!',
  subscribed: 'Successfully subscribed to newsletter!',
} as const;

const M = SUBSCRIBE_WIDGET_MESSAGES;

export const subscribeWidgetSchema = Joi.object<NewsletterSubscribeValues>({
  email: Joi.string()
    .max(EMAIL_MAX_LENGTH)
    .pattern(EMAIL_PATTERN)
    .required()
    .messages({
      ...messagesFor(MISSING_CODES, M.required),
      ...messagesFor(['string.max', 'string.pattern.base'], M.invalid),
    }),
  firstName: firstNameField(),
  source: Joi.string().max(FIELD_MAX_LENGTH).default(NEWSLETTER_DEFAULT_SOURCE),
});

/** The success toast, which depends on whether the server asks for email verification. */
export const subscribeSuccessMessage = (requiresVerification: boolean | undefined): string =>
  requiresVerification ? M.confirm : M.subscribed;

/** The failure toast: the server's error, else the widget's default. */
export const subscribeFailureMessage = (serverError?: string | null): string =>
  serverError && serverError.trim() !== '' ? serverError : M.failed;
