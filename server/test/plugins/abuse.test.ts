import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { FastifyInstance } from 'fastify';
import {
  acceptAllConsent,
  buildConsentRecord,
  CONSENT_VERSION,
} from '@cloud-consulting/domain/consent';
import type { Database } from '../../src/db/client.js';
import { hashAddress } from '../../src/plugins/visitor-writes.js';
import { anyPostId, buildSuiteApp, engine, withKey } from '../helper.js';

const comment = { content: 'Nice post, thanks.', authorName: 'Jane Doe', guestId: 'g' };

describe(`abuse protection on ${engine}`, () => {
  let app: FastifyInstance;
  let db: Database;
  let close: () => Promise<void>;
  let postId: number;
  before(async () => {
    ({ app, db, close } = await buildSuiteApp({
      config: {
        requireHumanCheck: false,
        trustedProxies: ['10.9.9.9'],
        corsOrigins: ['https://site.test'],
        ipHashSalt: 'salt-for-tests',
      },
    }));
    postId = await anyPostId(db);
  });
  after(() => close());

  const send = (
    url: string,
    body: unknown,
    options: { ip?: string; headers?: Record<string, string> } = {},
  ) =>
    app.inject({
      method: 'POST',
      url,
      headers: { ...withKey, 'content-type': 'application/json', ...options.headers },
      payload: typeof body === 'string' ? body : JSON.stringify(body),
      remoteAddress: options.ip ?? '127.0.0.1',
    });

  describe('rate limits', () => {
    it('answers 429 with Retry-After after 5 comments a minute from one address', async () => {
      const ip = '198.51.100.1';
      for (let i = 0; i < 5; i += 1) {
        assert.equal((await send(`/api/blog/${postId}/comments`, comment, { ip })).statusCode, 201);
      }
      const sixth = await send(`/api/blog/${postId}/comments`, comment, { ip });
      assert.equal(sixth.statusCode, 429);
      assert.ok(Number(sixth.headers['retry-after']) > 0);
      assert.equal(sixth.json().success, false);
      assert.match(sixth.json().error, /Too many requests/);
    });

    it('does not reset the limit for a spoofed X-Forwarded-For from an untrusted peer', async () => {
      const ip = '198.51.100.2';
      for (let i = 0; i < 5; i += 1) await send(`/api/blog/${postId}/comments`, comment, { ip });
      const spoofed = await send(`/api/blog/${postId}/comments`, comment, {
        ip,
        headers: { 'x-forwarded-for': '203.0.113.77' },
      });
      assert.equal(spoofed.statusCode, 429);
    });

    it('keys on X-Forwarded-For when the peer is a trusted proxy', async () => {
      const viaProxy = (client: string) =>
        send(`/api/blog/${postId}/comments`, comment, {
          ip: '10.9.9.9',
          headers: { 'x-forwarded-for': client },
        });
      for (let i = 0; i < 5; i += 1) assert.equal((await viaProxy('192.0.2.1')).statusCode, 201);
      assert.equal((await viaProxy('192.0.2.1')).statusCode, 429);
      assert.equal((await viaProxy('192.0.2.2')).statusCode, 201);
    });

    it('limits forms to 10, subscribe to 5 and likes to 60 a minute', async () => {
      const cases: Array<[string, unknown, number]> = [
        ['/api/consent/log', { previous: 'denied', next: 'granted', reason: 'accept' }, 10],
        ['/api/newsletter/subscribe', { email: 'x@' }, 5],
        [`/api/blog/${postId}/like`, { guestId: 'limit' }, 60],
      ];
      for (const [url, body, max] of cases) {
        const ip = `198.51.100.${max}`;
        for (let i = 0; i < max; i += 1)
          assert.notEqual((await send(url, body, { ip })).statusCode, 429);
        assert.equal((await send(url, body, { ip })).statusCode, 429, url);
      }
    });
  });

  describe('bodies', () => {
    it('answers 413 to a body over 64 KB', async () => {
      const res = await send(
        '/api/feedback',
        { message: 'x'.repeat(65 * 1024) },
        { ip: '198.51.100.20' },
      );
      assert.equal(res.statusCode, 413);
      assert.equal(res.json().success, false);
    });

    it('answers 400 to malformed JSON, without internals', async () => {
      const res = await send('/api/feedback', '{"type": ', { ip: '198.51.100.21' });
      assert.equal(res.statusCode, 400);
      assert.doesNotMatch(res.body, /at .*\.js|node_modules|SELECT/);
    });

    it('answers 400 to control characters and to a body that is not an object', async () => {
      const nul = await send(
        `/api/blog/${postId}/comments`,
        { ...comment, content: 'a\u0000b' },
        { ip: '198.51.100.22' },
      );
      assert.equal(nul.statusCode, 400);
      const list = await send('/api/feedback', [1, 2], { ip: '198.51.100.22' });
      assert.equal(list.statusCode, 400);
    });
  });

  describe('headers', () => {
    it('sets security headers and allows CORS only for CORS_ORIGINS', async () => {
      const ok = await app.inject({
        method: 'OPTIONS',
        url: '/api/feedback',
        headers: {
          origin: 'https://site.test',
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'content-type,x-api-key,idempotency-key',
        },
      });
      assert.equal(ok.headers['access-control-allow-origin'], 'https://site.test');
      const other = await app.inject({
        method: 'OPTIONS',
        url: '/api/feedback',
        headers: { origin: 'https://evil.test', 'access-control-request-method': 'POST' },
      });
      assert.equal(other.headers['access-control-allow-origin'], undefined);
      const res = await app.inject({ method: 'GET', url: '/api/client-info', headers: withKey });
      assert.equal(res.headers['x-content-type-options'], 'nosniff');
      assert.ok(res.headers['content-security-policy']);
    });
  });

  describe('consent log and client info', () => {
    it('GET /api/client-info answers the salted SHA-256 of the address, stable per address', async () => {
      const get = (ip: string) =>
        app.inject({ method: 'GET', url: '/api/client-info', headers: withKey, remoteAddress: ip });
      const a = (await get('192.0.2.10')).json().ipHash;
      assert.equal(a, hashAddress('salt-for-tests', '192.0.2.10'));
      assert.match(a, /^[0-9a-f]{64}$/);
      assert.equal((await get('192.0.2.10')).json().ipHash, a);
      assert.notEqual((await get('192.0.2.11')).json().ipHash, a);
    });

    it('POST /api/consent/log stores previous, next, reason, time and the hash, never the address', async () => {
      const ip = '192.0.2.55';
      const record = { necessary: true, analytics: true, marketing: false, functional: true };
      const res = await send(
        '/api/consent/log',
        { previous: null, next: record, reason: 'customize', extra: 1 },
        { ip },
      );
      assert.equal(res.statusCode, 201);
      const { rows } = await db.query<Record<string, unknown>>(
        'SELECT previous, next, reason, ip_hash, created_at FROM consent_log ORDER BY id DESC LIMIT 1',
      );
      assert.deepEqual(rows[0]!.next, record);
      assert.equal(rows[0]!.reason, 'customize');
      assert.equal(rows[0]!.ip_hash, hashAddress('salt-for-tests', ip));
      assert.ok(!JSON.stringify(rows).includes(ip));
      const bad = await send('/api/consent/log', { next: 'granted', reason: 'because' }, { ip });
      assert.equal(bad.statusCode, 400);
    });

    it('POST /api/consent/log stores a full record as the site sends it, consent version included', async () => {
      const previous = acceptAllConsent(new Date('2026-11-01T10:00:00.000Z'));
      const next = buildConsentRecord(
        { analytics: true, marketing: true, functional: false },
        new Date('2026-11-02T10:00:00.000Z'),
      );
      const res = await send(
        '/api/consent/log',
        { previous, next, reason: 'customize' },
        { ip: '192.0.2.56' },
      );
      assert.equal(res.statusCode, 201);
      const { rows } = await db.query<Record<string, unknown>>(
        'SELECT previous, next FROM consent_log ORDER BY id DESC LIMIT 1',
      );
      assert.deepEqual(rows[0]!.previous, previous);
      assert.deepEqual(rows[0]!.next, { ...next, version: CONSENT_VERSION });
    });
  });
});

describe(`overload on ${engine}`, () => {
  it('answers 503 with Retry-After while the event loop is blocked, then recovers', async () => {
    const { app, close } = await buildSuiteApp({
      config: { maxEventLoopDelayMs: 100, pressureSampleIntervalMs: 100 },
    });
    try {
      await new Promise((r) => setTimeout(r, 250));
      // Block the loop, wait for the plugin's next sample to see the lag, then ask. A sample may
      // land between the two, so try a few times.
      let busy = await app.inject({ method: 'GET', url: '/health' });
      for (let attempt = 0; attempt < 5 && busy.statusCode !== 503; attempt += 1) {
        const end = Date.now() + 600;
        while (Date.now() < end) {
          // Busy: simulate a saturated process.
        }
        for (let i = 0; i < 50 && !app.isUnderPressure(); i += 1) {
          await new Promise((r) => setTimeout(r, 1));
        }
        busy = await app.inject({ method: 'GET', url: '/api/client-info', headers: withKey });
      }
      assert.equal(busy.statusCode, 503);
      assert.equal(busy.headers['retry-after'], '10');
      assert.match(busy.json().message, /busy/);
      let calm = 503;
      for (let i = 0; i < 100 && calm === 503; i += 1) {
        await new Promise((r) => setTimeout(r, 50));
        calm = (await app.inject({ method: 'GET', url: '/api/client-info', headers: withKey }))
          .statusCode;
      }
      assert.equal(calm, 200);
    } finally {
      await close();
    }
  });
});
