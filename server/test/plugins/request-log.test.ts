import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { Writable } from 'node:stream';
import type { Database } from '../../src/db/client.js';
import { API_KEY, build, engine, suiteDatabase, withKey } from '../helper.js';

/** A logger at info level whose lines the test reads. */
function capture() {
  const lines: { msg: string; reqId?: string; res?: { statusCode: number } }[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  return { lines, logger: { level: 'info', stream } };
}

const requestLines = (lines: ReturnType<typeof capture>['lines']) =>
  lines.filter((l) => l.msg === 'incoming request' || l.msg === 'request completed');

describe(`request log on ${engine}`, () => {
  // Each test builds an app with its own logger, on one database.
  let db: Database;
  let close: () => Promise<void>;
  before(async () => ({ db, close } = await suiteDatabase()));
  after(() => close());

  it('logs no line for a successful cached read, but logs its failures and other requests', async (t) => {
    const { lines, logger } = capture();
    const app = await build(t, { db, logger });
    lines.length = 0;
    for (let i = 0; i < 3; i += 1) {
      const ok = await app.inject({ method: 'GET', url: '/api/blog/tags', headers: withKey });
      assert.equal(ok.statusCode, 200);
    }
    assert.deepEqual(requestLines(lines), []);

    const refused = await app.inject({ method: 'GET', url: '/api/blog/tags' });
    assert.equal(refused.statusCode, 401);
    const missing = await app.inject({ method: 'GET', url: '/api/blog/999999', headers: withKey });
    assert.equal(missing.statusCode, 404);
    const health = await app.inject({ method: 'GET', url: '/health' });
    assert.equal(health.statusCode, 200);
    const completed = requestLines(lines)
      .filter((l) => l.msg === 'request completed')
      .map((l) => l.res?.statusCode);
    assert.deepEqual(completed, [401, 404, 200]);
  });

  it('logs every cached read with LOG_CACHED_READS=true', async (t) => {
    const { lines, logger } = capture();
    const app = await build(t, { db, logger, config: { logCachedReads: true } });
    lines.length = 0;
    await app.inject({ method: 'GET', url: '/api/blog/tags', headers: { 'x-api-key': API_KEY } });
    assert.deepEqual(
      requestLines(lines).map((l) => l.msg),
      ['incoming request', 'request completed'],
    );
  });
});
