/**
 * A sales person's note on a lead (who called whom, what was agreed): notes are added, never
 * edited, so the lead keeps its history. Here: the longest text and the problem with a text.
 */

export const LEAD_NOTE_MAX_LENGTH = 5000;
export const LEAD_NOTE_MESSAGES = {
  empty: 'A note needs some text.',
  tooLong: `A note can have at most ${LEAD_NOTE_MAX_LENGTH} characters.`,
} as const;

/** The problem with a note's text, or null; spaces around it do not count. */
export function leadNoteProblem(text: string): string | null {
  const trimmed = text.trim();
  if (trimmed === '') return LEAD_NOTE_MESSAGES.empty;
  return [...trimmed].length > LEAD_NOTE_MAX_LENGTH ? LEAD_NOTE_MESSAGES.tooLong : null;
}
