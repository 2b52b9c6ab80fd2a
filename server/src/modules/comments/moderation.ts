/**
 * Server moderation of a comment: decides published, pending_approval (flagged or not) or
 * rejected. The browser's soft word list (the shared comment form rules) sends a comment to review;
 * abuse (threats, slurs), many soft-list words at once, link spam and spam phrases with a link
 * are rejected. Flagged means a moderator should look before anyone else sees it (the site then
 * does not show it locally as "Pending Review").
 */
import { COMMENT_LONGEST_WORD } from '@cloud-consulting/domain/constants';
import {
  COMMENT_MESSAGES,
  SOFT_CHECK_TERMS,
  needsReview,
} from '@cloud-consulting/domain/forms/comment';

export type CommentStatus = 'published' | 'pending_approval';

export type ModerationResult =
  | { decision: CommentStatus; flagged: boolean; reasons: string[] }
  | { decision: 'rejected'; message: string; reasons: string[] };

export const MODERATION_MESSAGES = {
  abusive: COMMENT_MESSAGES.inappropriate,
  tooManyLinks: 'Your comment contains too many links.',
  spam: 'Your comment looks like advertising.',
} as const;

/** Clearly abusive: threats and slurs. Matched as whole words, case-insensitive. */
const ABUSIVE_TERMS = [
  'kill yourself',
  'kys',
  'i will kill you',
  "i'll kill you",
  'go die',
  'you should die',
  'rape',
  'nigger',
  'faggot',
  'retard',
  'cunt',
];
/** Phrases that are advertising when a link comes with them (a subset of the soft list). */
const SPAM_PHRASES = ['buy now', 'click here', 'free money', 'make money fast', 'casino', 'viagra'];

const LINK = /\b(?:https?:\/\/|www\.)[^\s]+/gi;
const MAX_LINKS = 2;
/** This many distinct soft-list words in one comment is abuse, not an accident. */
const MAX_SOFT_TERMS = 3;

const termPattern = (term: string) =>
  new RegExp(
    `(?<![\\p{L}\\d])${term.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/ /g, '\\s+')}(?![\\p{L}\\d])`,
    'iu',
  );
const ABUSIVE = ABUSIVE_TERMS.map(termPattern);
const SOFT = SOFT_CHECK_TERMS.map(termPattern);
const SPAM = SPAM_PHRASES.map(termPattern);

export function moderateComment(content: string): ModerationResult {
  const reasons: string[] = [];
  if (ABUSIVE.some((p) => p.test(content))) {
    return { decision: 'rejected', message: MODERATION_MESSAGES.abusive, reasons: ['abusive'] };
  }
  const softHits = SOFT.filter((p) => p.test(content)).length;
  if (softHits >= MAX_SOFT_TERMS) {
    return { decision: 'rejected', message: MODERATION_MESSAGES.abusive, reasons: ['word list'] };
  }
  const links = content.match(LINK)?.length ?? 0;
  if (links > MAX_LINKS) {
    return { decision: 'rejected', message: MODERATION_MESSAGES.tooManyLinks, reasons: ['links'] };
  }
  if (links > 0 && SPAM.some((p) => p.test(content))) {
    return { decision: 'rejected', message: MODERATION_MESSAGES.spam, reasons: ['spam'] };
  }
  let flagged = false;
  if (needsReview(content)) {
    reasons.push('word list');
    flagged = true;
  }
  if (/(.)\1{14,}/u.test(content)) {
    reasons.push('repeated characters');
    flagged = true;
  }
  // Links are exempt: a long address is a link, counted above.
  const longWord = content
    .replace(LINK, ' ')
    .split(/\s+/)
    .some((word) => word.length > COMMENT_LONGEST_WORD);
  if (longWord) {
    reasons.push('long word');
    flagged = true;
  }
  if (links > 0) reasons.push('links');
  const letters = content.replace(/[^\p{L}]/gu, '');
  if (letters.length > 20 && letters.replace(/[^\p{Lu}]/gu, '').length / letters.length > 0.7) {
    reasons.push('shouting');
  }
  return { decision: reasons.length > 0 ? 'pending_approval' : 'published', flagged, reasons };
}
