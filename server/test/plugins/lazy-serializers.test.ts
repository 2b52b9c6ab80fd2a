/**
 * Response serializers are compiled on a route's first answer (plugins/lazy-serializers.ts):
 * every route's response schemas still compile (checked here, eagerly, as Fastify would at
 * start), a lazily compiled serializer writes exactly what the eager one writes, and it still
 * leaves out what the schema does not name.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { FastifyInstance } from 'fastify';
import { build, engine, suiteDatabase, withKey } from '../helper.js';
import type { Database } from '../../src/db/client.js';

const leaky = {
  schema: {
    response: {
      200: { type: 'object', properties: { title: { type: 'string' } }, required: ['title'] },
    },
  },
};
const broken = {
  schema: {
    response: { 200: { type: 'object', properties: { title: { $ref: 'nowhere#/missing' } } } },
  },
};

describe(`response serializers compiled on first use on ${engine}`, () => {
  let shared: Awaited<ReturnType<typeof suiteDatabase>>;
  let db: Database;
  before(async () => {
    shared = await suiteDatabase();
    db = shared.db;
  });
  after(() => shared.close());

  it("compiles every route's response schemas when asked to at start", async (t) => {
    const app = await build(t, { db, eagerSerializers: true });
    await app.ready();
    assert.ok(app.printRoutes().length > 0);
  });

  it('would have failed that start for a schema that cannot compile', async (t) => {
    const eager = await build(t, { db, eagerSerializers: true });
    eager.get('/broken', broken, async () => ({ title: 'x' }));
    await assert.rejects(async () => {
      await eager.ready();
    }, /nowhere/);
    // Lazily, the start succeeds and the route's first answer fails, in words.
    const lazy = await build(t, { db });
    lazy.get('/broken', broken, async () => ({ title: 'x' }));
    await lazy.ready();
    assert.equal((await lazy.inject({ method: 'GET', url: '/broken' })).statusCode, 500);
  });

  it('writes what the eager serializer writes, and only what the schema names', async (t) => {
    const apps: FastifyInstance[] = [];
    for (const eagerSerializers of [true, false]) {
      const app = await build(t, { db, eagerSerializers });
      app.get('/leaky', leaky, async () => ({ title: 'kept', secret: 'left out' }));
      apps.push(app);
    }
    const bodies = async (url: string) =>
      Promise.all(
        apps.map(async (app) => {
          const res = await app.inject({ method: 'GET', url, headers: withKey });
          assert.equal(res.statusCode, 200, `${url}: ${res.body}`);
          return res.body;
        }),
      );
    const [eagerLeaky, lazyLeaky] = await bodies('/leaky');
    assert.equal(lazyLeaky, '{"title":"kept"}');
    assert.equal(lazyLeaky, eagerLeaky);
    for (const url of [
      '/api/blog?limit=3',
      '/api/services-structured',
      '/api/site-settings',
      '/api/faq',
      '/health',
    ]) {
      const [eagerBody, lazyBody] = await bodies(url);
      assert.equal(lazyBody, eagerBody, url);
    }
  });
});
