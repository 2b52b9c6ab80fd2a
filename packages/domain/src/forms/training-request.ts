/** Corporate training request, posted to /api/corporate-training/submit. */
import Joi from 'joi';
import {
  CHOICE_MAX_LENGTH,
  COMPANY_MAX_LENGTH,
  EMAIL_MAX_LENGTH,
  FIELD_MAX_LENGTH,
  FIELD_MIN_LENGTH,
  LONG_TEXT_MAX_LENGTH,
  LONG_TEXT_MIN_LENGTH,
  URL_MAX_LENGTH,
} from '../constants';
import { type CalendarDay, TRAINING_DATE_MESSAGES, trainingDateError } from '../dates';
import {
  EMAIL_PATTERN,
  NAME_PATTERN,
  PLACE_PATTERN,
  ROLE_PATTERN,
  URL_PATTERN,
  ZIP_PATTERN,
} from '../patterns';
import { dateRuleField } from './date-field';
import { MAX_WORDS_CODE, MISSING_CODES, messagesFor, maxWords, phoneRule } from './shared';

export const TRAINING_MESSAGES = {
  fullName: 'Invalid name format.',
  email: 'Please enter a valid email address.',
  company: 'Please enter your company name (2 to 150 characters).',
  companyUrl: 'Invalid URL.',
  phone: 'Invalid phone.',
  role: 'Invalid role format.',
  city: 'Invalid city.',
  state: 'Invalid state.',
  country: 'Invalid country.',
  zipCode: 'Invalid zip/postal code.',
  sessionType: 'Please select a session type.',
  trainingTopic: 'Please select a training topic.',
  trainingDuration: 'Please select a training duration.',
  detailsLength: 'Details must be 10 to 5000 characters.',
  detailsWords: 'Maximum 500 words allowed.',
  humanCheck: 'Please complete the human verification before submitting.',
  thankYou: 'Your corporate training request has been submitted successfully.',
  thankYouDetail:
    'We will get back to you within 1-2 business days with a customized proposal and scheduling options.',
} as const;

const M = TRAINING_MESSAGES;

/** Any failure of a field (missing, length, pattern) shows the field's one message. */
function field(schema: Joi.StringSchema, message: string): Joi.StringSchema {
  return schema.messages(
    messagesFor([...MISSING_CODES, 'string.min', 'string.max', 'string.pattern.base'], message),
  );
}

const bounded = (pattern: RegExp, message: string) =>
  field(
    Joi.string().min(FIELD_MIN_LENGTH).max(FIELD_MAX_LENGTH).pattern(pattern).required(),
    message,
  );

const optional = (pattern: RegExp, message: string) =>
  field(Joi.string().max(URL_MAX_LENGTH).pattern(pattern).allow('', null).optional(), message);

/** A lookup item's Name: chosen from a list, so any failure shows the "please select" message. */
const choice = (message: string) => field(Joi.string().max(CHOICE_MAX_LENGTH).required(), message);

export interface TrainingRequestValues {
  fullName: string;
  email: string;
  company: string;
  companyUrl?: string;
  phone?: string;
  role: string;
  city: string;
  state: string;
  country: string;
  zipCode?: string;
  /** The Name of the chosen lookup item, as are trainingTopic and trainingDuration. */
  sessionType: string;
  trainingTopic: string;
  trainingDuration: string;
  details: string;
  /** ISO datetime of the picked day; its date part is the day checked. */
  preferredDate: string;
  submittedAt?: string;
}

/** The training request schema for a given `today` (the 14-day lead time depends on it). */
export function createTrainingRequestSchema(
  today: CalendarDay,
): Joi.ObjectSchema<TrainingRequestValues> {
  return Joi.object<TrainingRequestValues>({
    fullName: bounded(NAME_PATTERN, M.fullName),
    email: field(Joi.string().max(EMAIL_MAX_LENGTH).pattern(EMAIL_PATTERN).required(), M.email),
    company: field(
      Joi.string().min(FIELD_MIN_LENGTH).max(COMPANY_MAX_LENGTH).required(),
      M.company,
    ),
    companyUrl: optional(URL_PATTERN, M.companyUrl),
    phone: field(phoneRule(Joi.string().max(URL_MAX_LENGTH)).allow('', null).optional(), M.phone),
    role: bounded(ROLE_PATTERN, M.role),
    city: bounded(PLACE_PATTERN, M.city),
    state: bounded(PLACE_PATTERN, M.state),
    country: bounded(PLACE_PATTERN, M.country),
    zipCode: optional(ZIP_PATTERN, M.zipCode),
    sessionType: choice(M.sessionType),
    trainingTopic: choice(M.trainingTopic),
    trainingDuration: choice(M.trainingDuration),
    details: maxWords(Joi.string().min(LONG_TEXT_MIN_LENGTH).max(LONG_TEXT_MAX_LENGTH))
      .required()
      .messages({
        ...messagesFor([...MISSING_CODES, 'string.min', 'string.max'], M.detailsLength),
        [MAX_WORDS_CODE]: M.detailsWords,
      }),
    preferredDate: dateRuleField(trainingDateError, today, TRAINING_DATE_MESSAGES.required),
    submittedAt: Joi.string().isoDate().optional().messages({
      'string.isoDate': 'submittedAt must be an ISO date and time.',
    }),
  });
}

/**
 * Why Submit is disabled, said next to it (the spec lets the form be sent only once a date is
 * picked and the human check has passed); null when it can be sent.
 */
export function trainingSubmitReason(dateChosen: boolean, verified: boolean): string | null {
  if (dateChosen && verified) return null;
  if (!dateChosen && !verified) {
    return 'To send your request, pick a preferred date and answer the verification question.';
  }
  return dateChosen
    ? 'To send your request, answer the verification question.'
    : 'To send your request, pick a preferred date.';
}
