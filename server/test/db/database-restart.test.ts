/**
 * The provider while PostgreSQL goes away and comes back: its connections killed by the server
 * (pg_terminate_backend, error 57P01) and the server unreachable for a while (a TCP proxy on
 * loopback between the app and PostgreSQL, stopped and started again). The machine's own
 * PostgreSQL cluster is never restarted: other suites use it at the same time.
 */
import { describe, it, type TestContext } from 'node:test';
import assert from 'node:assert/strict';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import { ADMIN_TOKEN, asAdmin, build, databaseUrl, engine, freshSchemaName } from '../helper.js';
import { DatabaseUnavailableError, isConnectionError, openDatabase } from '../../src/db/client.js';
import {
  directQuery,
  missingAcknowledged,
  outage,
  sentWhileDown,
  startProxy,
  terminateBackends,
  writeLoad,
} from './postgres-outage.js';

/** FAQ writes to the app in process. */
function appWrites(app: FastifyInstance) {
  return async (question: string) => {
    const res = await app.inject({
      method: 'POST',
      url: '/admin/api/faq',
      headers: asAdmin,
      payload: { question, answer: 'Yes' },
    });
    return { status: res.statusCode, retryAfter: res.headers['retry-after'] as string | undefined };
  };
}

/** The app on a fresh schema, reaching PostgreSQL through the proxy. */
async function appBehindProxy(t: TestContext) {
  const proxy = await startProxy(new URL(databaseUrl!));
  const schema = freshSchemaName();
  const db = await openDatabase({ databaseUrl: proxy.url, schema, dataDir: 'memory://' });
  t.after(async () => {
    await db.close();
    await proxy.close();
    await directQuery(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
  });
  const app = await build(t, { db, config: { adminToken: ADMIN_TOKEN } });
  return { app, proxy, schema };
}

describe('database connection errors', () => {
  it('tells lost or refused connections from query errors', () => {
    const coded = (code: string, message = 'x') => Object.assign(new Error(message), { code });
    for (const error of [
      coded('57P01', 'terminating connection due to administrator command'),
      coded('08006'),
      coded('ECONNREFUSED'),
      new Error('Connection terminated unexpectedly'),
      new Error('timeout exceeded when trying to connect'),
    ]) {
      assert.equal(isConnectionError(error), true, error.message);
    }
    for (const error of [coded('23505'), coded('42P01'), new Error('boom'), 'text']) {
      assert.equal(isConnectionError(error), false, String(error));
    }
  });
});

describe(
  `the provider while PostgreSQL restarts on ${engine}`,
  { skip: engine !== 'postgres' },
  () => {
    it('survives its backends being terminated under write load and loses no acknowledged write', async (t) => {
      const { app, proxy, schema } = await appBehindProxy(t);
      const load = writeLoad(t, 4, 'terminate', appWrites(app));
      await sleep(300);
      const terminated: number[] = [];
      for (let round = 0; round < 3; round += 1) {
        terminated.push(await terminateBackends(proxy));
        await sleep(200);
      }
      await sleep(300);
      await load.stop();
      const statuses = load.answers.map((a) => a.status);
      const unexpected = statuses.filter((s) => s !== 201 && s !== 503);
      const refused = load.answers.filter((a) => a.status === 503);
      t.diagnostic(
        `writes: ${statuses.length}, 201: ${statuses.filter((s) => s === 201).length}, ` +
          `503: ${refused.length}, backends terminated per round: ${terminated.join(', ')}`,
      );
      assert.ok(
        terminated.some((n) => n > 0),
        'the app had backends to terminate',
      );
      assert.deepEqual(unexpected, [], 'no answer other than 201 or 503');
      assert.ok(
        refused.every((a) => a.retryAfter === '1'),
        '503 carries Retry-After',
      );
      // The last writes, after the terminations, succeed again on new connections.
      assert.equal(load.answers.at(-1)!.status, 201);
      assert.deepEqual(await missingAcknowledged(schema, load.answers), []);
      const ready = await app.inject({ method: 'GET', url: '/ready' });
      assert.equal(ready.statusCode, 200);
    });

    it('answers 503 with Retry-After while PostgreSQL is unreachable and serves again within 2 s', async (t) => {
      const { app, proxy, schema } = await appBehindProxy(t);
      const load = writeLoad(t, 4, 'outage', appWrites(app));
      await sleep(300);
      const { downAt, upAt, recoveredAt, seen } = await outage(proxy, load, async () => ({
        ready: await app.inject({ method: 'GET', url: '/ready' }),
        read: await app.inject({ method: 'GET', url: '/admin/api/faq', headers: asAdmin }),
      }));
      const { ready: readyWhileDown, read: readWhileDown } = seen;

      assert.equal(readyWhileDown.statusCode, 503);
      assert.equal(readyWhileDown.headers['retry-after'], '1');
      assert.equal(readWhileDown.statusCode, 503);
      assert.equal(readWhileDown.headers['retry-after'], '1');
      assert.deepEqual(readWhileDown.json(), {
        message: 'The service is temporarily unavailable. Please try again shortly.',
      });
      const during = sentWhileDown(load.answers, downAt, upAt);
      const errors = load.answers.filter((a) => a.status >= 500);
      const firstFailure = load.answers.find((a) => a.status !== 201)?.at ?? downAt;
      const lastFailure = [...load.answers].reverse().find((a) => a.status !== 201)?.at ?? downAt;
      t.diagnostic(
        `outage seen by clients: ${lastFailure - firstFailure} ms (proxy down ${upAt - downAt} ms); ` +
          `answers during it: ${during.length}, 5xx: ${errors.length} ` +
          `(all 503: ${errors.every((a) => a.status === 503)}); ` +
          `first 201 ${recoveredAt === undefined ? 'never' : `${recoveredAt - upAt} ms`} after the database was back`,
      );
      assert.ok(during.length > 0, 'writes were sent while the database was down');
      assert.deepEqual(
        during.filter((a) => a.status !== 503),
        [],
        'every write sent while the database was down is answered 503',
      );
      assert.ok(errors.every((a) => a.status === 503 && a.retryAfter === '1'));
      assert.ok(recoveredAt !== undefined && recoveredAt - upAt < 2000, 'serves within 2 s');
      assert.deepEqual(await missingAcknowledged(schema, load.answers), []);
      const ready = await app.inject({ method: 'GET', url: '/ready' });
      assert.equal(ready.statusCode, 200);
    });

    it('lets a transaction that lost its connection fail with DatabaseUnavailableError', async (t) => {
      const { app, proxy } = await appBehindProxy(t);
      const failed = app.db.transaction(async (tx) => {
        await tx.query('SELECT 1');
        await proxy.stop();
        await tx.query('SELECT 1');
      });
      await assert.rejects(failed, DatabaseUnavailableError);
      await proxy.start();
      assert.deepEqual((await app.db.query('SELECT 1 AS one')).rows, [{ one: 1 }]);
    });
  },
);
