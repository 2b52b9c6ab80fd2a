/**
 * Seeds an empty database from the content/ folder, so a fresh `npm start` shows a complete
 * site: site-settings.json, one <collection>.json per content collection (records in the API's
 * field names) and blog/*.md (front matter + markdown body). Each table is seeded only while it
 * is empty, in one transaction under an advisory lock, so running it on every start (or on
 * several replicas at once) never duplicates a row.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Database, Queryable } from './client.js';
import { createSiteSettingsRepository } from '../modules/site-settings/repository.js';
import { collections } from '@cloud-consulting/domain/content-collections/collections';
import { createCollectionRepository } from '../modules/content/repository.js';
import { createBlogRepository } from '../modules/blog/repository.js';
import { createBlogService } from '../modules/blog/service.js';
import { parsePostFile } from '@cloud-consulting/domain/post-file';

export { parsePostFile };

/** Arbitrary constant naming this project's seed lock. */
const SEED_LOCK_ID = 724_311;

async function readJson<T>(file: string): Promise<T | null> {
  try {
    return JSON.parse(await readFile(file, 'utf8')) as T;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

async function seedBlog(db: Database, tx: Queryable, contentDir: string): Promise<void> {
  if ((await createBlogRepository(db).count(tx)) > 0) return;
  const dir = path.join(contentDir, 'blog');
  let files: string[];
  try {
    files = (await readdir(dir)).filter((f) => f.endsWith('.md')).sort();
  } catch {
    return;
  }
  const service = createBlogService(db);
  for (const file of files) {
    const post = parsePostFile(await readFile(path.join(dir, file), 'utf8'), file);
    await service.create(post, tx);
  }
}

export async function seedIfEmpty(db: Database, contentDir: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [SEED_LOCK_ID]);
    const settings = await readJson<Record<string, unknown>>(
      path.join(contentDir, 'site-settings.json'),
    );
    if (settings) await createSiteSettingsRepository(tx).insertIfMissing(settings);
    for (const c of collections) {
      const records = await readJson<Array<Record<string, unknown>>>(
        path.join(contentDir, `${c.name}.json`),
      );
      const repo = createCollectionRepository(c, tx);
      if (!records?.length || (await repo.count()) > 0) continue;
      for (const record of records) await repo.create(record);
    }
    await seedBlog(db, tx, contentDir);
  });
}
