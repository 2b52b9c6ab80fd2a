/** SQL for the single site settings row. Functions take the caller's transaction, or run on their own. */
import type { Queryable } from '../../db/client.js';

export type SiteSettings = Record<string, unknown>;

export function createSiteSettingsRepository(db: Queryable) {
  return {
    async get(tx: Queryable = db): Promise<SiteSettings | null> {
      const { rows } = await tx.query<{ settings: SiteSettings }>(
        'SELECT settings FROM site_settings WHERE id = 1',
      );
      return rows[0]?.settings ?? null;
    },
    /** The settings, locked until the caller's transaction ends; null when there are none yet. */
    async lock(tx: Queryable): Promise<SiteSettings | null> {
      const { rows } = await tx.query<{ settings: SiteSettings }>(
        'SELECT settings FROM site_settings WHERE id = 1 FOR UPDATE',
      );
      return rows[0]?.settings ?? null;
    },
    async insertIfMissing(settings: SiteSettings): Promise<void> {
      await db.query(
        'INSERT INTO site_settings (id, settings) VALUES (1, $1) ON CONFLICT (id) DO NOTHING',
        [JSON.stringify(settings)],
      );
    },
    async replace(settings: SiteSettings, tx: Queryable = db): Promise<void> {
      await tx.query(
        `INSERT INTO site_settings (id, settings) VALUES (1, $1)
         ON CONFLICT (id) DO UPDATE SET settings = EXCLUDED.settings, updated_at = now()`,
        [JSON.stringify(settings)],
      );
    },
  };
}
