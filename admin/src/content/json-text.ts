/**
 * A JSON field edited as text: the text an editor types becomes the value it stands for, or,
 * while it is not JSON yet, a marker carrying the text and the parser's reason (validation
 * shows the reason; the form never sends it).
 */
export interface InvalidJson {
  invalidJson: true;
  text: string;
  reason: string;
}

export function isInvalidJson(value: unknown): value is InvalidJson {
  return typeof value === 'object' && value !== null && (value as InvalidJson).invalidJson === true;
}

/** The value of a JSON text: null when empty, the parsed value, or the invalid marker. */
export function parseJsonText(text: string): unknown {
  if (text.trim() === '') return null;
  try {
    return JSON.parse(text);
  } catch (error) {
    return { invalidJson: true, text, reason: (error as Error).message };
  }
}

/** The text that shows a value: indented JSON, or the text being typed when it is not JSON. */
export function jsonText(value: unknown): string {
  if (isInvalidJson(value)) return value.text;
  if (value === null || value === undefined) return '';
  return JSON.stringify(value, null, 2);
}
