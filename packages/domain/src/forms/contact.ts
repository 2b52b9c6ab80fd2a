/**
 * Contact form ("Get in Touch"): the customer request the contact page, the IT consultation
 * and partnership forms post to /api/customer_requests.
 */
import Joi from 'joi';
import {
  CHOICE_MAX_LENGTH,
  COMPANY_MAX_LENGTH,
  EMAIL_MAX_LENGTH,
  FIELD_MAX_LENGTH,
  FIELD_MIN_LENGTH,
  LONG_TEXT_MAX_LENGTH,
  LONG_TEXT_MIN_LENGTH,
  TITLE_MAX_LENGTH,
  URL_MAX_LENGTH,
} from '../constants';
import {
  EMAIL_PATTERN,
  NAME_PATTERN,
  PLACE_PATTERN,
  ROLE_PATTERN,
  URL_PATTERN,
  ZIP_PATTERN,
} from '../patterns';
import { MAX_WORDS_CODE, MISSING_CODES, messagesFor, maxWords } from './shared';

export const CONTACT_MESSAGES = {
  nameMin: 'Name must be at least 2 characters.',
  nameFormat: 'Invalid name format.',
  roleRequired: 'Role is required.',
  roleFormat: 'Invalid role format.',
  companyRequired: 'Company name is required.',
  companyTooLong: `Company name must be at most ${COMPANY_MAX_LENGTH} characters.`,
  url: 'Invalid URL format.',
  email: 'Please enter a valid email address.',
  cityRequired: 'City is required.',
  cityFormat: 'Invalid city name.',
  stateRequired: 'State/Province is required.',
  stateFormat: 'Invalid state name.',
  country: 'Invalid country name.',
  zip: 'Invalid zip/postal code.',
  industry: 'Please select an industry.',
  inquiryTitle: 'Please select an inquiry type.',
  messageMin: 'Message must be at least 10 characters.',
  messageTooLong: `Message must be at most ${LONG_TEXT_MAX_LENGTH} characters.`,
  messageWords: 'Maximum 500 words allowed.',
  captcha: 'Please complete the CAPTCHA verification.',
} as const;

/** The source label the contact page sends. */
export const CONTACT_PAGE_SOURCE = 'ContactUs Page';

/** Fields without a required mark: everything else in the form carries one. */
export const CONTACT_OPTIONAL_FIELDS = ['companyUrl', 'zipCode'] as const;

const M = CONTACT_MESSAGES;

/** A 2-100 character field whose missing/too-short and format errors have their own wording. */
function boundedField(pattern: RegExp, missing: string, format: string): Joi.StringSchema {
  return Joi.string()
    .min(FIELD_MIN_LENGTH)
    .max(FIELD_MAX_LENGTH)
    .pattern(pattern)
    .required()
    .messages({
      ...messagesFor([...MISSING_CODES, 'string.min'], missing),
      ...messagesFor(['string.max', 'string.pattern.base'], format),
    });
}

export interface ContactFormValues {
  name: string;
  role: string;
  companyName: string;
  companyUrl?: string;
  email: string;
  city: string;
  state: string;
  country: string;
  zipCode?: string;
  industry: string;
  inquiryTitle: string;
  message: string;
  source?: string;
}

export const contactFormSchema = Joi.object<ContactFormValues>({
  name: boundedField(NAME_PATTERN, M.nameMin, M.nameFormat),
  role: boundedField(ROLE_PATTERN, M.roleRequired, M.roleFormat),
  companyName: Joi.string()
    .min(FIELD_MIN_LENGTH)
    .max(COMPANY_MAX_LENGTH)
    .required()
    .messages({
      ...messagesFor([...MISSING_CODES, 'string.min'], M.companyRequired),
      'string.max': M.companyTooLong,
    }),
  // Blank optional fields are sent as '' (the payload rule), so '' is accepted as "not given".
  companyUrl: Joi.string()
    .max(URL_MAX_LENGTH)
    .pattern(URL_PATTERN)
    .allow('')
    .default('')
    .messages({
      ...messagesFor(['string.base', 'string.max', 'string.pattern.base'], M.url),
    }),
  email: Joi.string()
    .max(EMAIL_MAX_LENGTH)
    .pattern(EMAIL_PATTERN)
    .required()
    .messages(messagesFor([...MISSING_CODES, 'string.max', 'string.pattern.base'], M.email)),
  city: boundedField(PLACE_PATTERN, M.cityRequired, M.cityFormat),
  state: boundedField(PLACE_PATTERN, M.stateRequired, M.stateFormat),
  country: boundedField(PLACE_PATTERN, M.country, M.country),
  zipCode: Joi.string()
    .pattern(ZIP_PATTERN)
    .allow('')
    .default('')
    .messages(messagesFor(['string.base', 'string.pattern.base'], M.zip)),
  // Chosen from a list: a longer value is no choice the form offers, so it gets the same message.
  industry: Joi.string()
    .max(CHOICE_MAX_LENGTH)
    .required()
    .messages(messagesFor([...MISSING_CODES, 'string.max'], M.industry)),
  inquiryTitle: Joi.string()
    .max(TITLE_MAX_LENGTH)
    .required()
    .messages(messagesFor([...MISSING_CODES, 'string.max'], M.inquiryTitle)),
  message: maxWords(Joi.string().min(LONG_TEXT_MIN_LENGTH).max(LONG_TEXT_MAX_LENGTH))
    .required()
    .messages({
      ...messagesFor([...MISSING_CODES, 'string.min'], M.messageMin),
      'string.max': M.messageTooLong,
      [MAX_WORDS_CODE]: M.messageWords,
    }),
  source: Joi.string().max(FIELD_MAX_LENGTH).default(CONTACT_PAGE_SOURCE),
});
