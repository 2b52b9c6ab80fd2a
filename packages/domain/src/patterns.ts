/**
 * The shared field patterns of every form. Length bounds are part of each pattern so a value
 * can be checked with one test, and are also exported for inputs' maxLength attributes.
 * "Letters" are Unicode letters (\p{L}), so names like "José" or "Zoë" are accepted.
 */
import {
  EMAIL_MAX_LENGTH,
  FIELD_MAX_LENGTH,
  FIELD_MIN_LENGTH,
  PHONE_MAX_DIGITS,
  PHONE_MIN_DIGITS,
  WORD_LIMIT,
  ZIP_MAX_LENGTH,
  ZIP_MIN_LENGTH,
} from './constants';

const bounds = `{${FIELD_MIN_LENGTH},${FIELD_MAX_LENGTH}}`;

/** Letters, space, comma, period, apostrophe, hyphen; 2 to 100 characters. */
export const NAME_PATTERN = new RegExp(`^[\\p{L} ,.'-]${bounds}$`, 'u');

/** Letters, digits and & ( ) , . ' / - space; 2 to 100 characters. */
export const ROLE_PATTERN = new RegExp(`^[\\p{L}\\d&(),.'/ -]${bounds}$`, 'u');

/** City, state and country: letters, space, period, apostrophe, hyphen; 2 to 100 characters. */
export const PLACE_PATTERN = new RegExp(`^[\\p{L} .'-]${bounds}$`, 'u');

/** Letters, digits, space, hyphen; 3 to 15 characters. */
export const ZIP_PATTERN = new RegExp(`^[A-Za-z\\d -]{${ZIP_MIN_LENGTH},${ZIP_MAX_LENGTH}}$`);

/** Optional +, an optional bracketed 1 to 4 digit prefix, then 5 to 20 digits, spaces or hyphens. */
export const PHONE_PATTERN = new RegExp(
  `^\\+?(?:\\(\\d{1,4}\\))?[\\d -]{${PHONE_MIN_DIGITS},${PHONE_MAX_DIGITS}}$`,
);

/** Optional http(s) scheme, a dotted host, an optional path. */
export const URL_PATTERN =
  /^(?:https?:\/\/)?(?:[A-Za-z\d](?:[A-Za-z\d-]*[A-Za-z\d])?\.)+[A-Za-z]{2,}(?::\d{1,5})?(?:[/?#]\S*)?$/;

/** local@domain with a top-level domain of at least two letters. */
export const EMAIL_PATTERN =
  /^[A-Za-z\d._%+'-]+@(?:[A-Za-z\d](?:[A-Za-z\d-]*[A-Za-z\d])?\.)+[A-Za-z]{2,}$/;

export const isValidName = (value: string): boolean => NAME_PATTERN.test(value);
export const isValidRole = (value: string): boolean => ROLE_PATTERN.test(value);
export const isValidPlace = (value: string): boolean => PLACE_PATTERN.test(value);
export const isValidZip = (value: string): boolean => ZIP_PATTERN.test(value);
/**
 * The common ways people write a number besides PHONE_PATTERN's: a country code before a bracketed
 * area code ('+1 (206) 555-0147'), dots or spaces between groups ('206.555.0147').
 */
const PHONE_NOTATION = /^\+?(?:\d{1,4}[ .-]?)?(?:\(\d{1,4}\)[ .-]?)?\d[\d .-]*$/;

/**
 * A phone number as stored: E.164 ('+' and the digits) when it has a '+' or is a US number (10
 * digits, or 11 starting with 1); otherwise its digits. Null when it is no phone number: neither
 * notation, or not 5 to 20 digits.
 */
export function normalizePhone(value: string): string | null {
  const text = value.trim();
  if (!PHONE_PATTERN.test(text) && !PHONE_NOTATION.test(text)) return null;
  const digits = text.replace(/\D/g, '');
  if (digits.length < PHONE_MIN_DIGITS || digits.length > PHONE_MAX_DIGITS) return null;
  if (text.startsWith('+')) return `+${digits}`;
  if (digits.length === 10) return `+1${digits}`;
  if (digits.length === 11 && digits.startsWith('1')) return `+${digits}`;
  return digits;
}

export const isValidPhone = (value: string): boolean => normalizePhone(value) !== null;
export const isValidUrl = (value: string): boolean => URL_PATTERN.test(value);
export const isValidEmail = (value: string): boolean =>
  value.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(value);

/** Words are runs of non-space characters; an empty or blank text has none. */
export function countWords(text: string | null | undefined): number {
  const trimmed = (text ?? '').trim();
  return trimmed === '' ? 0 : trimmed.split(/\s+/).length;
}

/** The word-limit message, shared by every long text field. */
export function wordLimitMessage(max: number, current: number): string {
  return `Maximum ${max} words allowed. Current: ${current}.`;
}

/**
 * Checks a text against a word limit. Returns the word-limit message when the text is over the
 * limit, or null when it fits, so callers can show the result directly.
 */
export function wordLimit(
  text: string | null | undefined,
  max: number = WORD_LIMIT,
): string | null {
  const current = countWords(text);
  return current > max ? wordLimitMessage(max, current) : null;
}
