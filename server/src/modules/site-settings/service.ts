/**
 * Site settings writes that keep history: replacing the settings keeps the object it replaced
 * (as one version of the record 'site-settings' 1) in the same transaction; restoring a version
 * puts that object back, itself a change that keeps a version.
 */
import {
  fromAdminSiteSettings,
  toAdminSiteSettings,
} from '@cloud-consulting/domain/admin-site-settings';
import type { Database, Queryable } from '../../db/client.js';
import { createRevisionStore, withDifferences } from '../revisions/store.js';
import { createSiteSettingsRepository, type SiteSettings } from './repository.js';

const KEY = { collection: 'site-settings', recordId: 1 };

/**
 * Settings as editors compare them: the fields they edit, the linkedin URL under one spelling
 * (a version may hold it under another spelling than the settings now).
 */
const comparable = (settings: SiteSettings): SiteSettings =>
  fromAdminSiteSettings(toAdminSiteSettings(settings), null);

/** `now` is the app's clock (ms): it stamps when a version was replaced. */
export function createSiteSettingsService(db: Database, now: () => number = Date.now) {
  const repo = createSiteSettingsRepository(db);
  const store = createRevisionStore(db, now);

  /**
   * Replaces the settings in q with what `next` makes of the settings now (null the first
   * time), keeping the ones replaced.
   */
  async function replace(
    q: Queryable,
    next: (previous: SiteSettings | null) => SiteSettings,
    actor: string,
  ) {
    const before = await repo.lock(q);
    const settings = next(before);
    await repo.replace(settings, q);
    if (before) await store.keep(q, KEY, before, (await repo.get(q))!, actor);
    return settings;
  }

  return {
    replace: (next: (previous: SiteSettings | null) => SiteSettings, actor: string) =>
      db.transaction((q) => replace(q, next, actor)),

    /** The settings' kept versions, newest first (the single record always exists). */
    revisions: (_id: number) => store.list(KEY),

    /** One version with its differences from the settings now; null when there is none. */
    async revision(_id: number, version: number) {
      const found = await store.find(KEY, version);
      if (!found) return null;
      const fields = comparable(found.fields);
      return withDifferences({ ...found, fields }, comparable((await repo.get()) ?? {}));
    },

    /** Puts a version's settings back; null when there is no such version. */
    async restore(_id: number, version: number, actor: string) {
      return db.transaction(async (q) => {
        const found = await store.find(KEY, version, q);
        return found ? replace(q, () => found.fields, actor) : null;
      });
    },
  };
}
