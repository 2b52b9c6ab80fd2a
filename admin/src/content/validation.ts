/**
 * What a content field's value lacks, in a sentence an editor can act on: the same limits the
 * admin API checks (required, length in characters as the server counts them, pattern, whole
 * numbers, choices, JSON), said before the request goes out.
 */
import type { FieldSpec } from './fields';
import { isInvalidJson } from './json-text';

/** Characters as the API counts them (code points: an emoji is one). */
export const characterCount = (text: string): number => [...text].length;

const isEmpty = (value: unknown) =>
  value === null || value === undefined || (typeof value === 'string' && value.trim() === '');

function lengthProblem(label: string, text: string, max: number | undefined): string | null {
  if (max === undefined) return null;
  const count = characterCount(text);
  return count > max ? `${label} can be at most ${max} characters; it has ${count}.` : null;
}

function listProblem(spec: FieldSpec, value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (!Array.isArray(value)) return `${spec.label} must be a list of texts.`;
  for (const [index, item] of value.entries()) {
    const name = `${spec.label}: item ${index + 1}`;
    if (isEmpty(item)) return `${name} is empty; fill it in or remove it.`;
    const tooLong = lengthProblem(name, String(item), spec.itemMaxLength);
    if (tooLong) return tooLong;
  }
  return null;
}

function textProblem(spec: FieldSpec, value: unknown): string | null {
  if (value === null || value === undefined) return null;
  const text = String(value);
  const tooLong = lengthProblem(spec.label, text, spec.maxLength);
  if (tooLong) return tooLong;
  // An empty optional text is sent as null when the API takes null; otherwise it must match.
  if (spec.pattern && !(text === '' && spec.nullable)) {
    if (!new RegExp(spec.pattern.source).test(text)) return spec.pattern.message;
  }
  return null;
}

/** The message for a field's value, or null when the API will take it. */
export function fieldProblem(spec: FieldSpec, value: unknown): string | null {
  if (spec.readOnly) return null;
  if (spec.required && isEmpty(value)) return `${spec.label} is required.`;
  switch (spec.kind) {
    case 'number':
      if (value === null || value === undefined || value === '') {
        return spec.nullable ? null : `${spec.label} needs a whole number.`;
      }
      return Number.isInteger(value) ? null : `${spec.label} must be a whole number.`;
    case 'boolean':
      return null;
    case 'list':
      return listProblem(spec, value);
    case 'json':
      return isInvalidJson(value) ? `${spec.label} is not valid JSON: ${value.reason}` : null;
    case 'choice':
      if (isEmpty(value)) return null;
      return spec.choices?.some((choice) => choice.id === value)
        ? null
        : `${spec.label} must be one of: ${(spec.choices ?? []).map((c) => c.name).join(', ')}.`;
    default:
      return textProblem(spec, value);
  }
}

/** Every field's message, by field name (empty when the record may be sent). */
export function recordProblems(
  fields: readonly FieldSpec[],
  record: Readonly<Record<string, unknown>>,
): Record<string, string> {
  const problems: Record<string, string> = {};
  for (const spec of fields) {
    const problem = fieldProblem(spec, record[spec.name]);
    if (problem) problems[spec.name] = problem;
  }
  return problems;
}

/**
 * The body of a create: writable fields only, and no empty value the API would refuse (an
 * optional field that takes no null is left for the server's default).
 */
export function createBody(
  fields: readonly FieldSpec[],
  values: Readonly<Record<string, unknown>>,
): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const spec of fields) {
    if (spec.readOnly || !(spec.name in values)) continue;
    const value = values[spec.name];
    if ((value === null || value === undefined) && !spec.nullable) continue;
    body[spec.name] = value;
  }
  return body;
}

/**
 * A new record's starting values: on, empty lists, and the API's own default (0) for a number
 * it takes no null for, so the form shows what a create would store.
 */
export function createDefaults(fields: readonly FieldSpec[]): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const spec of fields) {
    if (spec.name === 'isActive') values[spec.name] = true;
    else if (spec.kind === 'list') values[spec.name] = [];
    else if (spec.kind === 'number' && !spec.nullable) values[spec.name] = 0;
  }
  return values;
}
