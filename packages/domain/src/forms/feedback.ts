/** The feedback widget's submission ("Share Your Feedback"), and which sections each type shows. */
import Joi from 'joi';
import { FEEDBACK_SERVICE_CATEGORIES } from '../catalogues';
import {
  EMAIL_MAX_LENGTH,
  LONG_TEXT_MAX_LENGTH,
  RATING_MAX,
  RATING_NONE,
  TITLE_MAX_LENGTH,
} from '../constants';
import { EMAIL_PATTERN } from '../patterns';
import {
  MAX_WORDS_CODE,
  MISSING_CODES,
  messagesFor,
  maxWords,
  validateForm,
  type FieldErrors,
} from './shared';
import {
  DELIVERY_MODES,
  FEEDBACK_MESSAGES,
  FEEDBACK_TYPES,
  type FeedbackValues,
} from './feedback-rules';
import { maxLengthMessage } from './generic';

// Named, not `export *`: the server loads the domain package as CommonJS, where Node sees only named exports.
export {
  DELIVERY_MODES,
  FEEDBACK_MESSAGES,
  FEEDBACK_TYPES,
  feedbackFailureAlert,
  feedbackSections,
  feedbackSubmitState,
} from './feedback-rules';
export type { DeliveryMode, FeedbackType, FeedbackValues } from './feedback-rules';

const M = FEEDBACK_MESSAGES;

export const feedbackSchema = Joi.object<FeedbackValues>({
  type: Joi.string()
    .valid(...FEEDBACK_TYPES)
    .required()
    .messages(messagesFor([...MISSING_CODES, 'any.only'], M.type)),
  category: Joi.string()
    .valid(...FEEDBACK_SERVICE_CATEGORIES, '')
    .allow(null)
    .optional()
    .messages(messagesFor(['any.only', 'string.base'], M.category)),
  subject: Joi.string()
    .pattern(/\S/)
    .max(TITLE_MAX_LENGTH)
    .required()
    .messages(messagesFor([...MISSING_CODES, 'string.pattern.base', 'string.max'], M.required)),
  message: maxWords(Joi.string().max(LONG_TEXT_MAX_LENGTH).pattern(/\S/))
    .required()
    .messages({
      ...messagesFor([...MISSING_CODES, 'string.pattern.base'], M.required),
      'string.max': maxLengthMessage('Message', LONG_TEXT_MAX_LENGTH),
      [MAX_WORDS_CODE]: M.messageWords,
    }),
  email: Joi.string()
    .max(EMAIL_MAX_LENGTH)
    .pattern(EMAIL_PATTERN)
    .required()
    .messages({
      ...messagesFor(MISSING_CODES, M.required),
      ...messagesFor(['string.max', 'string.pattern.base'], M.email),
    }),
  rating: Joi.number()
    .integer()
    .min(RATING_NONE)
    .max(RATING_MAX)
    .default(RATING_NONE)
    .messages(messagesFor(['number.base', 'number.integer', 'number.min', 'number.max'], M.rating)),
  deliveryMode: Joi.string()
    .valid(...DELIVERY_MODES, '')
    .allow(null)
    .optional()
    .messages(messagesFor(['any.only', 'string.base'], M.deliveryMode)),
});

/** Validates a feedback submission with the schema; the widget imports this only on submit. */
export const validateFeedback = (
  values: unknown,
): { value: FeedbackValues; errors: null } | { value: null; errors: FieldErrors } =>
  validateForm<FeedbackValues>(feedbackSchema, values);
