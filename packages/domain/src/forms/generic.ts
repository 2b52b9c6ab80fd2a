/**
 * The generic form's messages ('{label} is required', ...) and a joi field builder that speaks
 * them, used by every form that has no messages of its own.
 */
import Joi from 'joi';
import { LONG_TEXT_MAX_LENGTH, WORD_LIMIT } from '../constants';
import { MAX_WORDS_CODE, MISSING_CODES, messagesFor, maxWords } from './shared';

export const GENERIC_FORM_MESSAGES = {
  textareaWordLimit: `One or more textarea fields exceed the ${WORD_LIMIT} word limit`,
  submitFailed: 'Failed to submit form',
  networkError: 'Network error occurred',
  noSubmissionMethod: 'No submission method provided',
} as const;

export const requiredMessage = (label: string): string => `${label} is required`;
export const formatMessage = (label: string): string => `${label} format is invalid`;
export const minLengthMessage = (label: string, n: number): string =>
  `${label} must be at least ${n} characters`;
/** Mirrors the minimum-length message. */
export const maxLengthMessage = (label: string, n: number): string =>
  `${label} must be at most ${n} characters`;

export interface GenericFieldOptions {
  label: string;
  required?: boolean;
  pattern?: RegExp;
  /** A rule of its own instead of a pattern (the phone's, which also normalises). */
  rule?: (schema: Joi.StringSchema) => Joi.StringSchema;
  min?: number;
  max?: number;
  /** Textareas: limited to 500 words with the generic textarea message. */
  words?: number;
  trim?: boolean;
}

/**
 * A joi string field whose every error uses the generic form's wording for its label. Every
 * field has a character cap: LONG_TEXT_MAX_LENGTH unless the caller sets a tighter one.
 */
export function genericField(options: GenericFieldOptions): Joi.StringSchema {
  const {
    label,
    required = false,
    pattern,
    rule,
    min,
    max = LONG_TEXT_MAX_LENGTH,
    words,
    trim = false,
  } = options;
  let schema = Joi.string();
  if (trim) schema = schema.trim();
  if (min !== undefined) schema = schema.min(min);
  schema = schema.max(max);
  if (pattern) schema = schema.pattern(pattern);
  if (rule) schema = rule(schema);
  if (words !== undefined) schema = maxWords(schema, words);
  schema = schema.messages({
    ...messagesFor(MISSING_CODES, requiredMessage(label)),
    'string.pattern.base': formatMessage(label),
    ...(min !== undefined ? { 'string.min': minLengthMessage(label, min) } : {}),
    'string.max': maxLengthMessage(label, max),
    ...(words !== undefined ? { [MAX_WORDS_CODE]: GENERIC_FORM_MESSAGES.textareaWordLimit } : {}),
  });
  return required ? schema.required() : schema.allow('', null).optional();
}
