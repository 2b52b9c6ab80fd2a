import { LEAD_NOTE_MAX_LENGTH, LEAD_NOTE_MESSAGES, leadNoteProblem } from '../src/lead-notes';

describe('leadNoteProblem', () => {
  it.each<[string, string | null]>([
    ['Called, demo booked for Tuesday', null],
    ['', LEAD_NOTE_MESSAGES.empty],
    ['   \n\t', LEAD_NOTE_MESSAGES.empty],
    ['x'.repeat(LEAD_NOTE_MAX_LENGTH), null],
    [`  ${'x'.repeat(LEAD_NOTE_MAX_LENGTH)}  `, null],
    ['x'.repeat(LEAD_NOTE_MAX_LENGTH + 1), LEAD_NOTE_MESSAGES.tooLong],
    // Characters, not UTF-16 units: an emoji counts once.
    ['😀'.repeat(LEAD_NOTE_MAX_LENGTH), null],
  ])('answers the problem of %p', (text, problem) => {
    expect(leadNoteProblem(text)).toBe(problem);
  });

  it('names the limit in its message', () => {
    expect(LEAD_NOTE_MESSAGES.tooLong).toBe('A note can have at most 5000 characters.');
  });
});
