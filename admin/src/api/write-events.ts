/**
 * Every successful change the app sends that waits for a site build is told here with the time
 * it was saved, so the site status bar can follow the rebuild that includes it ("Saved, live in
 * about N s", then "Live"); a save that waits for none (a draft) is told with what to say.
 */
import { createSignal } from '../shared/signal';

export interface SavedChange {
  /** The time the app sent the change; the provider's builds/status compares with it. */
  savedAt: string;
  method: string;
  path: string;
  /** Set when the change asked for no build: what the bar says instead of following one. */
  offSite?: string;
}

const saved = createSignal<SavedChange>();

export const onSaved = saved.listen;
export const announceSaved = saved.tell;
