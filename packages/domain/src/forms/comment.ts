/** A blog comment: content, and for guests a name and an optional email. */
import Joi from 'joi';
import {
  COMMENT_MAX_LENGTH,
  EMAIL_MAX_LENGTH,
  FIELD_MAX_LENGTH,
  MAX_RECORD_ID,
  SOFT_CHECK_MIN_LENGTH,
  VISITOR_ID_MAX_LENGTH,
  WORD_LIMIT,
} from '../constants';
import { EMAIL_PATTERN, NAME_PATTERN, countWords } from '../patterns';
import { MAX_WORDS_CODE, MISSING_CODES, messagesFor, maxWords } from './shared';
import { COMMENT_MESSAGES } from './comment-messages';

// Named re-export: the messages live apart so the engagement bar can use them without joi.
export { COMMENT_MESSAGES };

const M = COMMENT_MESSAGES;

export interface CommentValues {
  content: string;
  authorName?: string;
  authorEmail?: string;
  parentId?: number | null;
  userId?: string | number | null;
  guestId?: string | null;
}

const id = Joi.alternatives()
  .try(Joi.string().max(VISITOR_ID_MAX_LENGTH), Joi.number().integer())
  .allow(null, '');

/** The form's message past the character cap (500 words rarely come near it). */
export const COMMENT_TOO_LONG = `Comment must be at most ${COMMENT_MAX_LENGTH} characters`;

/**
 * A registered user (userId given) posts without a name; anyone else is a guest and must give
 * one. Content may not be blank: whitespace alone counts as missing.
 */
export const commentSchema = Joi.object<CommentValues>({
  content: maxWords(Joi.string().max(COMMENT_MAX_LENGTH).pattern(/\S/))
    .required()
    .messages({
      ...messagesFor([...MISSING_CODES, 'string.pattern.base'], M.contentRequired),
      'string.max': COMMENT_TOO_LONG,
      [MAX_WORDS_CODE]: M.contentWords,
    }),
  authorName: Joi.when('userId', {
    is: Joi.exist().not(null, ''),
    then: Joi.string()
      .max(FIELD_MAX_LENGTH)
      .allow('', null)
      .optional()
      .messages({ 'string.max': M.nameFormat }),
    otherwise: Joi.string()
      .trim()
      .pattern(NAME_PATTERN)
      .required()
      .messages({
        ...messagesFor(MISSING_CODES, M.nameRequired),
        'string.pattern.base': M.nameFormat,
      }),
  }),
  authorEmail: Joi.string()
    .trim()
    .max(EMAIL_MAX_LENGTH)
    .pattern(EMAIL_PATTERN)
    .allow('', null)
    .optional()
    .messages(messagesFor(['string.base', 'string.max', 'string.pattern.base'], M.emailFormat)),
  parentId: Joi.number().integer().positive().max(MAX_RECORD_ID).allow(null).optional(),
  userId: id.optional(),
  guestId: id.optional(),
});

/** The live counter under the comment box, and whether posting is blocked by it. */
export function commentWordCounter(content: string): {
  label: string;
  exceeded: boolean;
  warning: string | null;
} {
  const count = countWords(content);
  const exceeded = count > WORD_LIMIT;
  return {
    label: `${count} / ${WORD_LIMIT} words`,
    exceeded,
    warning: exceeded ? M.wordLimitExceeded : null,
  };
}

/**
 * The browser's soft check: a hint for the writer, not moderation (the server moderates).
 * Profanity, violence words and common spam phrases, matched as whole words.
 */
export const SOFT_CHECK_TERMS: readonly string[] = [
  'fuck',
  'shit',
  'bitch',
  'asshole',
  'bastard',
  'kill',
  'murder',
  'bomb',
  'shoot',
  'buy now',
  'click here',
  'free money',
  'make money fast',
  'casino',
  'viagra',
];

const SOFT_CHECK_PATTERN = new RegExp(
  `\\b(?:${SOFT_CHECK_TERMS.map((term) => term.replace(/ /g, '\\s+')).join('|')})\\b`,
  'i',
);

/** True when the comment should show the 'Needs review' warning. */
export const needsReview = (content: string): boolean =>
  content.trim().length > SOFT_CHECK_MIN_LENGTH && SOFT_CHECK_PATTERN.test(content);

/** The message after a post, by the status the server answered. */
export const commentPostedMessage = (status: string | undefined): string =>
  status === 'pending_approval' ? M.pending : M.posted;
