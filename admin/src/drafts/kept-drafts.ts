/**
 * What a person typed and has not saved, kept in this browser (localStorage) per record, so a
 * reload, a closed tab or a crash loses nothing: the form offers it back the next time the
 * record is opened. Pure apart from the storage calls, which fail quietly (a private window, a
 * full storage): keeping a draft is a help, never a reason to stop someone typing.
 */

export interface KeptDraft {
  values: Record<string, unknown>;
  /** When it was kept (ISO 8601). */
  keptAt: string;
}

const PREFIX = 'editor-draft:';

export const draftKey = (resource: string, id: unknown): string =>
  `${PREFIX}${resource}:${id === undefined || id === null ? 'new' : String(id)}`;

export function readDraft(key: string, storage: Storage | undefined = globalThis.localStorage) {
  try {
    const raw = storage?.getItem(key);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<KeptDraft>;
    if (!parsed.values || typeof parsed.values !== 'object' || typeof parsed.keptAt !== 'string') {
      return null;
    }
    return parsed as KeptDraft;
  } catch {
    return null;
  }
}

export function keepDraft(
  key: string,
  values: Record<string, unknown>,
  now: Date = new Date(),
  storage: Storage | undefined = globalThis.localStorage,
): void {
  try {
    storage?.setItem(key, JSON.stringify({ values, keptAt: now.toISOString() }));
  } catch {
    // storage full or refused: the form still holds the text
  }
}

export function forgetDraft(
  key: string,
  storage: Storage | undefined = globalThis.localStorage,
): void {
  try {
    storage?.removeItem(key);
  } catch {
    // nothing kept, nothing to forget
  }
}

/** The form's `fields` of `values`, as kept. */
export function pickFields(
  values: Readonly<Record<string, unknown>>,
  fields: readonly string[],
): Record<string, unknown> {
  return Object.fromEntries(fields.filter((f) => f in values).map((f) => [f, values[f]]));
}

/** The fields of a kept draft that differ from the saved record: what offering it brings back. */
export function unsavedFields(
  draft: KeptDraft,
  record: Readonly<Record<string, unknown>> | undefined,
): string[] {
  return Object.keys(draft.values).filter(
    (f) => JSON.stringify(draft.values[f] ?? null) !== JSON.stringify(record?.[f] ?? null),
  );
}
