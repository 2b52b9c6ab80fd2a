/**
 * `npm run seed [-- --posts N]`: applies migrations, seeds the content of content/ when the
 * database is empty, and optionally adds N generated blog posts (for benchmarks). Uses the same
 * configuration as the server (DATABASE_URL or the embedded database in DATA_DIR); stop the
 * server first when using the embedded database, which one process opens at a time.
 */
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.js';
import { openDatabase } from './client.js';
import { migrate } from './migrate.js';
import { seedIfEmpty } from './seed.js';
import { seedSamplePosts } from '../modules/blog/sample-posts.js';

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { posts: { type: 'string', default: '0' } } });
  const posts = Number(values.posts);
  if (!Number.isInteger(posts) || posts < 0) throw new Error('--posts must be a whole number');
  const config = loadConfig();
  const db = await openDatabase({
    databaseUrl: config.databaseUrl,
    schema: config.databaseSchema,
    dataDir: config.dataDir,
  });
  try {
    const applied = await migrate(db);
    await seedIfEmpty(db, config.contentDir);
    const added = posts > 0 ? await seedSamplePosts(db, posts) : 0;
    const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM blog_posts');
    console.log(
      `seed: ${db.kind}, ${applied.length} migration(s) applied, ${added} generated post(s) added, ` +
        `${rows[0]?.n ?? 0} post(s) in total`,
    );
  } finally {
    await db.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
