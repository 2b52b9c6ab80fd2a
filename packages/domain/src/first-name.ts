/**
 * A visitor's first name is data, never text to pass on: it goes into a greeting of a mail sent
 * from the firm's own server, so a "name" holding a sentence and a link would be phishing under
 * the firm's name. A first name is letters of any script (with their combining marks), spaces,
 * hyphens and apostrophes, up to 50 characters; anything else is refused, and a greeting that
 * meets a stored name outside the rule greets without it.
 */
import Joi from 'joi';

export const FIRST_NAME_MAX_LENGTH = 50;

/** Letters and marks of any script; spaces, hyphens and apostrophes between them. */
export const FIRST_NAME_PATTERN = /^[\p{L}\p{M}]+(?:[ '’-]+[\p{L}\p{M}]+)*[’']?$/u;

export const FIRST_NAME_MESSAGES = {
  invalid: 'Please enter your first name using letters, spaces, hyphens or apostrophes only.',
  tooLong: `Please keep your first name to ${FIRST_NAME_MAX_LENGTH} characters or fewer.`,
} as const;

/** What is wrong with a (trimmed) first name, or null when it is a name. */
export function firstNameProblem(name: string): string | null {
  if (!FIRST_NAME_PATTERN.test(name)) return FIRST_NAME_MESSAGES.invalid;
  if (name.length > FIRST_NAME_MAX_LENGTH) return FIRST_NAME_MESSAGES.tooLong;
  return null;
}

/** The name to greet with, or null to greet neutrally: no name, or one outside the rule. */
export function greetingName(name: string | null | undefined): string | null {
  const trimmed = name?.trim() ?? '';
  return trimmed !== '' && firstNameProblem(trimmed) === null ? trimmed : null;
}

/** "Hello Ada," or, when unsure of the name, "Hello,". */
export const greeting = (name: string | null | undefined): string => {
  const known = greetingName(name);
  return known ? `Hello ${known},` : 'Hello,';
};

/** The optional first name of a subscribe form: trimmed, empty allowed, else a name by the rule. */
export function firstNameField() {
  return Joi.string()
    .trim()
    .pattern(FIRST_NAME_PATTERN)
    .max(FIRST_NAME_MAX_LENGTH)
    .allow('', null)
    .optional()
    .messages({
      'string.max': FIRST_NAME_MESSAGES.tooLong,
      'string.pattern.base': FIRST_NAME_MESSAGES.invalid,
      'string.base': FIRST_NAME_MESSAGES.invalid,
    });
}
