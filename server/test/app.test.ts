import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { readFile } from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../src/db/client.js';
import {
  build,
  buildSuiteApp,
  engine,
  freshDatabase,
  freshSchemaName,
  testConfig,
  withKey,
} from './helper.js';
import { buildApp } from '../src/app.js';

const seedSettings = JSON.parse(
  await readFile(path.join(testConfig().contentDir, 'site-settings.json'), 'utf8'),
) as Record<string, unknown>;

describe(`provider server on ${engine}`, () => {
  // One app and database for the file; a test that needs another app builds it on this database.
  let app: FastifyInstance;
  let db: Database;
  let close: () => Promise<void>;
  before(async () => ({ app, db, close } = await buildSuiteApp()));
  after(() => close());

  describe('X-API-Key guard', () => {
    it('answers 401 with a JSON error when the key is missing', async () => {
      const res = await app.inject({ method: 'GET', url: '/api/site-settings' });
      assert.equal(res.statusCode, 401);
      assert.match(String(res.headers['content-type']), /application\/json/);
      assert.equal(res.json().error, 'Unauthorized');
    });

    it('answers 401 when the key is wrong', async () => {
      const res = await app.inject({
        method: 'GET',
        url: '/api/site-settings',
        headers: { 'x-api-key': 'not-the-key' },
      });
      assert.equal(res.statusCode, 401);
    });

    it('does not ask for a key on /health', async () => {
      const res = await app.inject({ method: 'GET', url: '/health' });
      assert.equal(res.statusCode, 200);
      assert.deepEqual(res.json(), { status: 'ok' });
    });
  });

  describe('GET /api/site-settings', () => {
    it('answers 200 with the settings seeded from content/site-settings.json', async () => {
      const res = await app.inject({ method: 'GET', url: '/api/site-settings', headers: withKey });
      assert.equal(res.statusCode, 200);
      assert.deepEqual(res.json(), seedSettings);
    });

    it('answers what the database holds, not the seed file', async (t) => {
      // An app of its own: the shared one may hold the settings in its response cache.
      const app = await build(t, { db });
      await db.query(
        `UPDATE site_settings SET settings = jsonb_set(settings, '{SiteName}', '"Changed"')`,
      );
      const res = await app.inject({ method: 'GET', url: '/api/site-settings', headers: withKey });
      assert.equal(res.json().SiteName, 'Changed');
    });
  });

  describe('GET /ready', () => {
    it('answers 503 before migrations and 200 once the database is prepared', async (t) => {
      const app = await build(t, { db, prepare: false });
      const before = await app.inject({ method: 'GET', url: '/ready' });
      assert.equal(before.statusCode, 503);
      assert.deepEqual(before.json(), { ready: false });
      const api = await app.inject({ method: 'GET', url: '/api/site-settings', headers: withKey });
      assert.equal(api.statusCode, 503);
      assert.equal(api.headers['retry-after'], '1');

      await app.prepareDatabase();
      const after = await app.inject({ method: 'GET', url: '/ready' });
      assert.equal(after.statusCode, 200);
      assert.deepEqual(after.json(), { ready: true });
    });
  });

  describe('seed', () => {
    it('is idempotent: two starts on the same database leave one settings row', async (t) => {
      const dataDir = await mkdtemp(path.join(tmpdir(), 'provider-seed-'));
      t.after(() => rm(dataDir, { recursive: true, force: true }));
      const schema = freshSchemaName();
      for (let start = 1; start <= 2; start += 1) {
        const db = await freshDatabase(t, { schema, dataDir });
        const app = await buildApp(testConfig(), { db, logger: false });
        const { rows } = await db.query<{ n: number }>(
          'SELECT count(*)::int AS n FROM site_settings',
        );
        assert.equal(rows[0]?.n, 1, `start ${start}`);
        await app.close();
      }
    });
  });

  describe('errors', () => {
    it('answers 404 JSON for an unknown route', async () => {
      const res = await app.inject({ method: 'GET', url: '/api/nothing-here', headers: withKey });
      assert.equal(res.statusCode, 404);
      assert.deepEqual(res.json(), { message: 'Not found' });
    });

    it('sends security headers', async () => {
      const res = await app.inject({ method: 'GET', url: '/health' });
      assert.equal(res.headers['x-content-type-options'], 'nosniff');
      assert.ok(res.headers['content-security-policy']);
    });
  });
});
