import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { engine, freshDatabase, testConfig } from '../helper.js';
import { LEAD_KINDS } from '@cloud-consulting/domain/lead-kinds';
import type { Database } from '../../src/db/client.js';
import { migrate, listMigrations, syncLeadKinds } from '../../src/db/migrate.js';
import { seedIfEmpty, parsePostFile } from '../../src/db/seed.js';
import { samplePost, seedSamplePosts } from '../../src/modules/blog/sample-posts.js';

const contentDir = testConfig().contentDir;

describe(`migrations and seed on ${engine}`, () => {
  it('applies every numbered migration once; a second run applies none', async (t) => {
    const db = await freshDatabase(t);
    const files = await listMigrations();
    // No number twice: two branches that both add a migration meet here and renumber one,
    // rather than both applying in an order nobody planned.
    const numbers = files.map((f) => f.slice(0, 3));
    assert.equal(new Set(numbers).size, numbers.length, files.join(', '));
    assert.equal((await migrate(db)).length, files.length);
    assert.deepEqual(await migrate(db), []);
  });

  it('seeds every table from content/ once, whatever the number of runs', async (t) => {
    const db = await freshDatabase(t);
    await migrate(db);
    await seedIfEmpty(db, contentDir);
    const count = async (table: string) =>
      (await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`)).rows[0]!.n;
    const tables = [
      'menu_sections',
      'page_sections',
      'page_seo',
      'faq_items',
      'technologies',
      'services',
      'products',
      'industries',
      'core_expertise',
      'training_topics',
      'training_lookups',
      'generated_images',
      'blog_posts',
      'blog_tags',
    ];
    const before = Object.fromEntries(
      await Promise.all(tables.map(async (t) => [t, await count(t)])),
    );
    for (const table of tables) assert.ok(before[table] > 0, `${table} is seeded`);
    const markdown = (await readdir(path.join(contentDir, 'blog'))).filter((f) =>
      f.endsWith('.md'),
    );
    assert.equal(before.blog_posts, markdown.length);
    assert.equal(before.industries, 14);
    assert.equal(before.technologies, 20);
    await seedIfEmpty(db, contentDir);
    for (const table of tables) assert.equal(await count(table), before[table], table);
  });

  it('parses front matter: tags with colours, featured flag, date and images', () => {
    const post = parsePostFile(
      [
        '---',
        "title: 'A: title'",
        'publishedOn: 2025-02-03T04:05:06.000Z',
        'featured: true',
        'imageUrl: /uploads/images/blog/ai.svg',
        'tags:',
        '  - name: Azure',
        "    color: '#0078d4'",
        '  - Data',
        '---',
        '',
        'Body with `code`.',
      ].join('\n'),
      '07-a-title.md',
    );
    assert.equal(post.Title, 'A: title');
    assert.equal(post.Slug, 'a-title');
    assert.equal(post.PublishedOn, '2025-02-03T04:05:06.000Z');
    assert.equal(post.Featured, true);
    assert.equal(post.IsActive, true);
    assert.deepEqual(post.Tags, [{ Name: 'Azure', Color: '#0078d4' }, { Name: 'Data' }]);
    assert.equal(post.Content, 'Body with `code`.');
  });

  it('generates the same sample posts each run and adds none the second time', async (t) => {
    assert.deepEqual(samplePost(7), samplePost(7));
    assert.match(samplePost(7).Content, /```bash/);
    const db = await freshDatabase(t);
    await migrate(db);
    assert.equal(await seedSamplePosts(db, 30), 30);
    assert.equal(await seedSamplePosts(db, 30), 0);
    const { rows } = await db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM blog_posts WHERE featured',
    );
    assert.equal(rows[0]!.n, 1);
  });
});

describe(`lead kinds constraint on ${engine}`, () => {
  const kindCheck = async (db: Database) =>
    (
      await db.query<{ definition: string }>(
        `SELECT pg_get_constraintdef(oid) AS definition FROM pg_constraint
         WHERE conrelid = 'leads'::regclass AND conname = 'leads_kind_check'`,
      )
    ).rows[0]!.definition;
  const insertKind = (db: Database, kind: string) =>
    db.query(`INSERT INTO leads (kind, source, payload) VALUES ($1, 'Test', '{}'::jsonb)`, [kind]);

  it('follows the shared LEAD_KINDS after migrating, and leaves a matching one alone', async (t) => {
    const db = await freshDatabase(t);
    await migrate(db);
    assert.equal(await syncLeadKinds(db), false);
    // A database whose constraint lists an older set of kinds, as if one was added since.
    await db.exec(`ALTER TABLE leads DROP CONSTRAINT leads_kind_check;
      ALTER TABLE leads ADD CONSTRAINT leads_kind_check CHECK (kind IN ('feedback'))`);
    await assert.rejects(insertKind(db, 'product_demo'));
    assert.deepEqual(await migrate(db), []);
    for (const kind of LEAD_KINDS) await insertKind(db, kind);
    await assert.rejects(insertKind(db, 'not_a_kind'));
    const definition = await kindCheck(db);
    assert.equal(await syncLeadKinds(db), false);
    assert.equal(await kindCheck(db), definition);
  });
});
