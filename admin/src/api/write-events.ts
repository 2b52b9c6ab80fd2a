/**
 * Every successful change the app sends (create, update, delete, publish, restore, ...) is told
 * here with the time it was saved, so the site status bar can follow the rebuild that includes
 * it ("Saved, live in about N s", then "Live").
 */
export interface SavedChange {
  /** The time the app sent the change; the provider's builds/status compares with it. */
  savedAt: string;
  method: string;
  path: string;
}

type Listener = (change: SavedChange) => void;
const listeners = new Set<Listener>();

export function onSaved(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function announceSaved(change: SavedChange): void {
  for (const listener of listeners) listener(change);
}
