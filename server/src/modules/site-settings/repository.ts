/** SQL for the single site settings row. */
import type { Queryable } from '../../db/client.js';

export type SiteSettings = Record<string, unknown>;

export function createSiteSettingsRepository(db: Queryable) {
  return {
    async get(): Promise<SiteSettings | null> {
      const { rows } = await db.query<{ settings: SiteSettings }>(
        'SELECT settings FROM site_settings WHERE id = 1',
      );
      return rows[0]?.settings ?? null;
    },
    async insertIfMissing(settings: SiteSettings): Promise<void> {
      await db.query(
        'INSERT INTO site_settings (id, settings) VALUES (1, $1) ON CONFLICT (id) DO NOTHING',
        [JSON.stringify(settings)],
      );
    },
    async replace(settings: SiteSettings): Promise<void> {
      await db.query(
        `INSERT INTO site_settings (id, settings) VALUES (1, $1)
         ON CONFLICT (id) DO UPDATE SET settings = EXCLUDED.settings, updated_at = now()`,
        [JSON.stringify(settings)],
      );
    },
  };
}
