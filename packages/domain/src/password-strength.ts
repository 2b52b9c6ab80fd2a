/**
 * Whether a new password is good enough: long enough, not one of the passwords attackers try
 * first (a common word padded with digits, one character repeated, a keyboard or counting run),
 * and not made of the person's own name or email address. Pure rule, shared by the provider
 * (which refuses) and the editor app (which says why next to the field before sending).
 */
import { COMMON_PASSWORDS } from './common-passwords';

export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_TOO_SHORT = `The password must have at least ${PASSWORD_MIN_LENGTH} characters.`;
export const PASSWORD_TOO_COMMON =
  'This password is one of the most common ones: attackers try it first. Choose another, for example three or four unrelated words.';
export const PASSWORD_REPETITIVE =
  'The password must not be one character or a short pattern repeated, or a run such as 123456789 or abcdefgh.';
export const PASSWORD_PERSONAL = 'The password must not contain your name or email address.';

/** Who the password is for: parts of these are refused inside it. */
export interface PasswordOwner {
  email?: string | null;
  name?: string | null;
}

/** Name and email parts this long or longer are refused inside a password. */
const PERSONAL_PART_MIN = 4;

/** Rows people type along: a run of one of them (or its reverse) is no secret. */
const RUNS = [
  'abcdefghijklmnopqrstuvwxyz',
  '01234567890123456789',
  'qwertyuiop',
  'asdfghjkl',
  'zxcvbnm',
  'qwertzuiop',
  'azertyuiop',
  '1qaz2wsx3edc4rfv5tgb6yhn7ujm8ik9ol0p',
];

/** Look-alike digits and symbols read as the letters they stand for (p@ssw0rd is password). */
const LOOK_ALIKES: Readonly<Record<string, string>> = {
  '0': 'o',
  '1': 'i',
  '3': 'e',
  '4': 'a',
  '5': 's',
  '7': 't',
  '8': 'b',
  '@': 'a',
  $: 's',
  '!': 'i',
};

/** The password's core: lower case, without the digits, symbols and spaces around it. */
function coreOf(password: string): string {
  return password
    .toLowerCase()
    .replace(/^[^\p{L}]+|[^\p{L}]+$/gu, '')
    .replace(/[\s_.-]+/g, '');
}

const unLeet = (text: string) => [...text].map((c) => LOOK_ALIKES[c] ?? c).join('');

/** True when the text is one short piece (up to a quarter of it) said over and over. */
function isRepeated(text: string): boolean {
  const chars = [...text];
  for (let size = 1; size <= chars.length / 4; size += 1) {
    if (chars.length % size !== 0) continue;
    const piece = chars.slice(0, size).join('');
    if (piece.repeat(chars.length / size) === text) return true;
  }
  return false;
}

/** True when the text is a stretch of one of the typing runs, forwards or backwards. */
function isRun(text: string): boolean {
  const reversed = [...text].reverse().join('');
  return RUNS.some((run) => run.includes(text) || run.includes(reversed));
}

/** Parts of the name and email address long enough to be refused inside a password. */
function personalParts(owner: PasswordOwner): string[] {
  const email = (owner.email ?? '').trim().toLowerCase();
  const local = email.split('@')[0] ?? '';
  const parts = [
    email,
    local,
    ...local.split(/[^\p{L}\p{N}]+/u),
    ...(owner.name ?? '').toLowerCase().split(/[^\p{L}\p{N}]+/u),
  ];
  return [...new Set(parts)].filter((part) => [...part].length >= PERSONAL_PART_MIN);
}

/**
 * The problem with a new password, or null when it is acceptable; `owner` (the person it is
 * for) adds the check on their name and email. Counts characters, not bytes.
 */
export function passwordProblem(password: string, owner: PasswordOwner = {}): string | null {
  if ([...password].length < PASSWORD_MIN_LENGTH) return PASSWORD_TOO_SHORT;
  const lower = password.toLowerCase();
  const compact = lower.replace(/[\s_.-]+/g, '');
  if (isRepeated(compact) || isRun(compact)) return PASSWORD_REPETITIVE;
  const core = coreOf(password);
  if (isRepeated(core)) return PASSWORD_REPETITIVE;
  if (COMMON_PASSWORDS.has(core) || COMMON_PASSWORDS.has(unLeet(core))) {
    return PASSWORD_TOO_COMMON;
  }
  const plain = unLeet(compact);
  if (personalParts(owner).some((part) => compact.includes(part) || plain.includes(part))) {
    return PASSWORD_PERSONAL;
  }
  return null;
}
