/**
 * Product inquiry ("Get Product Information"), posted to /api/product-inquiry. Its values are
 * trimmed. Each error has a title and a description: the field shows the description,
 * the toast shows "Title: description" ({@link productInquiryErrorText}).
 */
import Joi from 'joi';
import {
  COMPANY_MAX_LENGTH,
  EMAIL_MAX_LENGTH,
  FIELD_MAX_LENGTH,
  FIELD_MIN_LENGTH,
  LONG_TEXT_MAX_LENGTH,
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
import { MAX_RECORD_ID } from '../constants';
import { maxLengthMessage } from './generic';
import { MAX_WORDS_CODE, MISSING_CODES, messagesFor, maxWords, phoneRule } from './shared';

export const INQUIRY_COMPANY_SIZES = ['1-10', '11-50', '51-200', '201-1000', '1000+'] as const;
export const INQUIRY_INDUSTRIES = [
  'technology',
  'healthcare',
  'finance',
  'education',
  'retail',
  'manufacturing',
  'consulting',
  'government',
  'non-profit',
  'other',
] as const;
export const INQUIRY_BUDGETS = [
  'under-1k',
  '1k-5k',
  '5k-15k',
  '15k-50k',
  '50k-100k',
  '100k+',
  'not-sure',
] as const;
export const INQUIRY_TIMELINES = [
  'asap',
  '1-3months',
  '3-6months',
  '6-12months',
  'planning',
] as const;

/** What the Budget select shows for each stored value. */
export const INQUIRY_BUDGET_LABELS: Record<(typeof INQUIRY_BUDGETS)[number], string> = {
  'under-1k': 'Under $1,000',
  '1k-5k': '$1,000 - $5,000',
  '5k-15k': '$5,000 - $15,000',
  '15k-50k': '$15,000 - $50,000',
  '50k-100k': '$50,000 - $100,000',
  '100k+': '$100,000 or more',
  'not-sure': 'Not sure yet',
};

/** What the Timeline select shows for each stored value. */
export const INQUIRY_TIMELINE_LABELS: Record<(typeof INQUIRY_TIMELINES)[number], string> = {
  asap: 'As soon as possible',
  '1-3months': '1-3 months',
  '3-6months': '3-6 months',
  '6-12months': '6-12 months',
  planning: 'Just planning',
};

/** A select's options: the stored values with the labels people read. */
export const labelledOptions = <V extends string>(
  values: readonly V[],
  labels: Record<V, string>,
): { value: V; label: string }[] => values.map((value) => ({ value, label: labels[value] }));

export interface ErrorText {
  title: string;
  description: string;
}

/** Titles and descriptions of the form's errors. */
export const PRODUCT_INQUIRY_ERRORS = {
  name: { title: 'Invalid Name', description: 'Please enter a valid full name' },
  role: { title: 'Invalid Role', description: 'Please enter a valid role/title' },
  city: { title: 'Invalid City', description: 'Please enter a valid city' },
  state: { title: 'Invalid State', description: 'Please enter a valid state/province' },
  country: { title: 'Invalid Country', description: 'Please enter a valid country' },
  zipCode: { title: 'Invalid Zip', description: 'Please enter a valid zip/postal code' },
  companyUrl: { title: 'Invalid URL', description: 'Company URL format looks invalid' },
  phone: { title: 'Invalid Phone', description: 'Phone number format is invalid' },
  message: { title: 'Message Too Long', description: 'Maximum 500 words allowed.' },
  privacyConsent: {
    title: 'Privacy Consent Required',
    description: 'Please agree to our privacy policy to continue',
  },
  interestedProductId: {
    title: 'Product Selection Required',
    description: "Please select a product you're interested in",
  },
  humanCheck: {
    title: 'Math Verification Required',
    description: "Please complete the math verification to prove you're human",
  },
  email: { title: 'Invalid Email', description: 'Please enter a valid email address' },
  companyName: { title: 'Company Name Required', description: 'Please enter your company name' },
  industry: { title: 'Industry Required', description: 'Please select your industry' },
  companySize: { title: 'Invalid Company Size', description: 'Please select a company size' },
  budget: { title: 'Invalid Budget', description: 'Please select a budget range' },
  timeline: { title: 'Invalid Timeline', description: 'Please select a timeline' },
} as const satisfies Record<string, ErrorText>;

export type ProductInquiryErrorField = keyof typeof PRODUCT_INQUIRY_ERRORS;

export const PRODUCT_INQUIRY_TOASTS = {
  failed: {
    title: 'Submission Failed',
    description:
      'There was an error submitting your inquiry. Please try again or contact us directly.',
  },
  success: {
    title: 'Inquiry Submitted Successfully!',
    description: 'Thank you for your interest. Our team will contact you within 24 hours.',
  },
} as const satisfies Record<string, ErrorText>;

/** 'Title: description', the one-line form of each error, e.g. 'Invalid Zip: Please enter ...'. */
export const productInquiryErrorText = (field: ProductInquiryErrorField): string =>
  `${PRODUCT_INQUIRY_ERRORS[field].title}: ${PRODUCT_INQUIRY_ERRORS[field].description}`;

const E = PRODUCT_INQUIRY_ERRORS;
const ANY_STRING_ERROR = [
  ...MISSING_CODES,
  'string.min',
  'string.max',
  'string.pattern.base',
  'any.only',
];
const msg = (field: ProductInquiryErrorField) =>
  messagesFor(ANY_STRING_ERROR, E[field].description);

const required = (pattern: RegExp, field: ProductInquiryErrorField, max = FIELD_MAX_LENGTH) =>
  Joi.string()
    .trim()
    .min(FIELD_MIN_LENGTH)
    .max(max)
    .pattern(pattern)
    .required()
    .messages(msg(field));
const optional = (pattern: RegExp, field: ProductInquiryErrorField) =>
  Joi.string()
    .trim()
    .max(URL_MAX_LENGTH)
    .pattern(pattern)
    .allow('', null)
    .optional()
    .messages(msg(field));
const choice = (values: readonly string[], field: ProductInquiryErrorField) =>
  Joi.string()
    .trim()
    .valid(...values, '')
    .optional()
    .messages(msg(field));

export interface ProductInquiryValues {
  name: string;
  email: string;
  role: string;
  companyName: string;
  companyUrl?: string;
  phone?: string;
  city: string;
  state: string;
  country: string;
  zipCode?: string;
  industry: (typeof INQUIRY_INDUSTRIES)[number];
  interestedProductId: number;
  companySize?: string;
  budget?: string;
  timeline?: string;
  message?: string;
  newsletter: boolean;
  privacyConsent: true;
}

export const productInquirySchema = Joi.object<ProductInquiryValues>({
  name: required(NAME_PATTERN, 'name'),
  email: Joi.string()
    .trim()
    .max(EMAIL_MAX_LENGTH)
    .pattern(EMAIL_PATTERN)
    .required()
    .messages(msg('email')),
  role: required(ROLE_PATTERN, 'role'),
  companyName: Joi.string()
    .trim()
    .min(FIELD_MIN_LENGTH)
    .max(COMPANY_MAX_LENGTH)
    .required()
    .messages(msg('companyName')),
  companyUrl: optional(URL_PATTERN, 'companyUrl'),
  phone: phoneRule(Joi.string().trim().max(URL_MAX_LENGTH))
    .allow('', null)
    .optional()
    .messages(msg('phone')),
  city: required(PLACE_PATTERN, 'city'),
  state: required(PLACE_PATTERN, 'state'),
  country: required(PLACE_PATTERN, 'country'),
  zipCode: optional(ZIP_PATTERN, 'zipCode'),
  industry: Joi.string()
    .trim()
    .valid(...INQUIRY_INDUSTRIES)
    .required()
    .messages(msg('industry')),
  interestedProductId: Joi.number()
    .integer()
    .positive()
    .max(MAX_RECORD_ID)
    .required()
    .messages(
      messagesFor(
        ['any.required', 'number.base', 'number.integer', 'number.positive', 'number.max'],
        E.interestedProductId.description,
      ),
    ),
  companySize: choice(INQUIRY_COMPANY_SIZES, 'companySize'),
  budget: choice(INQUIRY_BUDGETS, 'budget'),
  timeline: choice(INQUIRY_TIMELINES, 'timeline'),
  message: maxWords(
    Joi.string().trim().max(LONG_TEXT_MAX_LENGTH).allow('', null).optional(),
  ).messages({
    'string.max': maxLengthMessage('Message', LONG_TEXT_MAX_LENGTH),
    [MAX_WORDS_CODE]: E.message.description,
  }),
  newsletter: Joi.boolean().default(false),
  privacyConsent: Joi.boolean()
    .valid(true)
    .required()
    .messages(
      messagesFor(['any.required', 'any.only', 'boolean.base'], E.privacyConsent.description),
    ),
});
