/**
 * Joi building blocks shared by the form schemas. Every schema is used twice: by
 * @hookform/resolvers/joi in the browser and by the server with
 * `validate(body, { abortEarly: false, stripUnknown: true })`, so messages are plain strings
 * (no quoted labels) and nothing here reads a browser or Node global.
 */
import Joi from 'joi';
import { countWords, normalizePhone, wordLimitMessage } from '../patterns';
import { WORD_LIMIT } from '../constants';

/** The joi error codes a text field can raise, so one message can cover "missing" in all forms. */
export const MISSING_CODES = ['any.required', 'string.empty', 'string.base'] as const;

/** Gives the same message for every listed joi error code. */
export function messagesFor(codes: readonly string[], message: string): Record<string, string> {
  return Object.fromEntries(codes.map((code) => [code, message]));
}

/** Joi error code raised by {@link maxWords}; its template can use {#limit} and {#count}. */
export const MAX_WORDS_CODE = 'string.maxWords';

/**
 * A joi string rule limiting the number of words. The default message is
 * 'Maximum N words allowed. Current: M.'; schemas override it with `.messages()` where a form
 * words it differently.
 */
export function maxWords(schema: Joi.StringSchema, limit: number = WORD_LIMIT): Joi.StringSchema {
  return schema
    .custom((value: string, helpers) => {
      const count = countWords(value);
      return count > limit
        ? helpers.error(MAX_WORDS_CODE, { limit, count, text: wordLimitMessage(limit, count) })
        : value;
    }, `at most ${limit} words`)
    .messages({ [MAX_WORDS_CODE]: '{#text}' });
}

/**
 * A phone field's rule: any notation {@link normalizePhone} accepts, the value replaced by its
 * stored form; anything else fails as a pattern ('string.pattern.base'), so each form's phone
 * message applies.
 */
export function phoneRule(schema: Joi.StringSchema): Joi.StringSchema {
  return schema.custom((value: string, helpers) => {
    const phone = normalizePhone(value);
    return phone ?? helpers.error('string.pattern.base');
  }, 'a phone number');
}

/** Validation options the server uses for request bodies: every error, unknown keys dropped. */
export const SERVER_VALIDATION_OPTIONS: Joi.ValidationOptions = {
  abortEarly: false,
  stripUnknown: true,
};

/** Field name to first message, the shape forms and API error bodies both use. */
export type FieldErrors = Record<string, string>;

/**
 * Runs a schema the way the server does and returns either the cleaned value or one message per
 * field (the first one joi reports), so handlers and tests read errors without joi internals.
 */
export function validateForm<T>(
  schema: Joi.Schema<T>,
  input: unknown,
  options: Joi.ValidationOptions = {},
): { value: T; errors: null } | { value: null; errors: FieldErrors } {
  const result = schema.validate(input, { ...SERVER_VALIDATION_OPTIONS, ...options });
  if (!result.error) return { value: result.value as T, errors: null };
  const errors: FieldErrors = {};
  for (const detail of result.error.details) {
    const key = detail.path.join('.') || '_';
    if (!(key in errors)) errors[key] = detail.message;
  }
  return { value: null, errors };
}

interface RuleDescription {
  name: string;
  args?: { limit?: unknown };
}

interface FieldDescription {
  type?: string;
  rules?: RuleDescription[];
  whens?: { then?: FieldDescription; otherwise?: FieldDescription }[];
}

/** A described string's cap, or the largest cap of a conditional field's branches. */
function capOf(described: FieldDescription): number | undefined {
  if (described.whens) {
    const caps = described.whens
      .flatMap((when) => [when.then, when.otherwise])
      .map((branch) => (branch ? capOf(branch) : undefined))
      .filter((cap): cap is number => cap !== undefined);
    return caps.length > 0 ? Math.max(...caps) : undefined;
  }
  if (described.type !== 'string') return undefined;
  const limits = (described.rules ?? [])
    .filter((rule) => rule.name === 'max' || rule.name === 'length')
    .map((rule) => rule.args?.limit)
    .filter((limit): limit is number => typeof limit === 'number');
  return limits.length > 0 ? Math.min(...limits) : undefined;
}

/**
 * The most characters a schema lets a field hold (its `max` rule; for a field that depends on
 * another, the largest of its branches), for the form's `maxLength`, so a browser stops typing
 * where the server would refuse. Undefined for a field with no cap, a field the schema does not
 * name, or a schema that is not an object.
 */
export function maxLengthOf(schema: Joi.Schema, field: string): number | undefined {
  try {
    return capOf(schema.extract(field).describe() as FieldDescription);
  } catch {
    return undefined;
  }
}
