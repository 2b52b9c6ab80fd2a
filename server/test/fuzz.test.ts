/**
 * 1,000 generated malformed or hostile bodies (wrong types, huge strings, SQL and HTML payloads,
 * unicode edge cases, prototype keys, deep nesting, broken JSON) across every public write
 * endpoint: no 5xx, nothing stored but valid submissions, and the server still healthy.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { FastifyInstance } from 'fastify';
import { validateForm } from '@cloud-consulting/domain/forms/shared';
import { feedbackSchema } from '@cloud-consulting/domain/forms/feedback';
import { productInquirySchema } from '@cloud-consulting/domain/forms/product-inquiry';
import type { Database } from '../src/db/client.js';
import { anyPostId, buildSuiteApp, engine, noRateLimits, testClock, withKey } from './helper.js';
import {
  contactRequest,
  demoCustomer,
  demoRequest,
  feedback,
  productInquiry,
  trainingRequest,
} from './modules/leads/fixtures.js';

const TOTAL = 1000;

/** Deterministic PRNG (mulberry32), so a failure can be replayed. */
function prng(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const HOSTILE_STRINGS = [
  "'; DROP TABLE leads; --",
  "1' OR '1'='1",
  "Robert'); DELETE FROM blog_comments WHERE ('1'='1",
  '$1::int; SELECT pg_sleep(5)',
  '<script>alert(document.cookie)</script>',
  '<img src=x onerror=alert(1)>',
  '"><svg/onload=alert(1)>',
  'javascript:alert(1)',
  '\u0000',
  'nul\u0000inside',
  '\uD800',
  'lone \uDC00 low',
  '\u202Egnp.exe',
  'zero\u200Bwidth\uFEFF',
  '👩‍👩‍👧‍👦🏳️‍🌈',
  'Z̴̡̢̛̗̘̙̜̝̞̟̠̀́̂̃̄̅̆̇̉̊̋̌alg͟o',
  '\r\nBcc: victim@example.com',
  '%00%0d%0a',
  '{{7*7}}${7*7}',
  '../../../../etc/passwd',
  ' ',
  '',
  'a'.repeat(5001),
  'word '.repeat(600),
  '१२३',
  'ＡＢＣ＠ｅｘａｍｐｌｅ．ｃｏｍ',
];

export function hostileValue(random: () => number, depth = 0): unknown {
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  switch (Math.floor(random() * 12)) {
    case 0:
      return pick([0, -1, 1.5, 2 ** 31, 2 ** 53, -(2 ** 63), 1e308, Number.MAX_SAFE_INTEGER]);
    case 1:
      return pick([true, false, null]);
    case 2:
      return depth < 3 ? [hostileValue(random, depth + 1), hostileValue(random, depth + 1)] : [];
    case 3:
      return depth < 3
        ? { nested: hostileValue(random, depth + 1), __proto__: { admin: true } }
        : {};
    case 4:
      return 'x'.repeat(Math.floor(random() * 70_000));
    default:
      return pick(HOSTILE_STRINGS);
  }
}

/** Half a surrogate pair: encodeURIComponent cannot encode it (a raw case covers its bytes). */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

interface Target {
  url: string;
  method?: 'POST' | 'GET';
  valid: Record<string, unknown>;
  kind?: string;
}

describe(`fuzz on ${engine}`, () => {
  let app: FastifyInstance;
  let db: Database;
  let close: () => Promise<void>;
  let targets: Target[];
  before(async () => {
    ({ app, db, close } = await buildSuiteApp({
      now: testClock().now,
      config: { requireHumanCheck: false, rateLimits: noRateLimits },
    }));
    const postId = await anyPostId(db);
    const { rows } = await db.query<{ id: number }>(
      'SELECT id FROM products WHERE is_active LIMIT 1',
    );
    const productId = rows[0]!.id;
    const customerId = (
      await app.inject({
        method: 'POST',
        url: '/api/customer_requests',
        headers: withKey,
        payload: demoCustomer,
      })
    ).json().data.customer.Id as number;
    const guest = { content: 'A fair comment.', authorName: 'Jane Doe', guestId: 'fuzz' };
    targets = [
      { url: `/api/blog/${postId}/comments`, valid: guest },
      { url: '/api/blog/comments/1/like', valid: { guestId: 'fuzz' } },
      { url: `/api/blog/${postId}/like`, valid: { guestId: 'fuzz' } },
      { url: `/api/blog/${postId}/bookmark`, valid: { guestId: 'fuzz' } },
      { url: `/api/blog/${postId}/share`, valid: { platform: 'linkedin', guestId: 'fuzz' } },
      { url: `/api/blog/${postId}/view`, valid: { guestId: 'fuzz' } },
      { url: '/api/newsletter/subscribe', valid: { email: 'fuzz@example.com' } },
      { url: '/api/consent/log', valid: { previous: 'denied', next: 'granted', reason: 'accept' } },
      { url: '/api/customer_requests', valid: contactRequest, kind: 'customer_request' },
      { url: '/api/product-demo', valid: demoRequest(productId, customerId), kind: 'product_demo' },
      { url: '/api/product-inquiry', valid: productInquiry(productId), kind: 'product_inquiry' },
      { url: '/api/corporate-training/submit', valid: trainingRequest, kind: 'training_request' },
      { url: '/api/corporate-training/request', valid: trainingRequest, kind: 'training_request' },
      { url: '/api/feedback', valid: feedback, kind: 'feedback' },
    ];
  });
  after(() => close());

  it(`answers ${TOTAL} hostile bodies without a 5xx and stores only valid submissions`, async () => {
    const random = prng(20260302);
    const statuses = new Map<number, number>();
    const stored = new Map<string, number>();
    const leadsBefore = (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM leads'))
      .rows[0]!.n;
    const started = performance.now();
    for (let i = 0; i < TOTAL; i += 1) {
      const target = targets[i % targets.length]!;
      let payload: string;
      const mode = random();
      if (mode < 0.1) {
        payload = ['{', '{"a":', '[1,2', 'null', '"text"', '{"content": "\\ud800"}', '{"a":1}}'][
          Math.floor(random() * 7)
        ]!;
      } else if (mode < 0.2) {
        let deep: unknown = 'bottom';
        for (let d = 0; d < 200; d += 1) deep = { d: deep };
        payload = JSON.stringify({ ...target.valid, deep });
      } else {
        const body: Record<string, unknown> = mode < 0.6 ? { ...target.valid } : {};
        const keys = [...Object.keys(target.valid), '__proto__', 'constructor', 'status', 'Id'];
        const edits = 1 + Math.floor(random() * 4);
        for (let e = 0; e < edits; e += 1) {
          body[keys[Math.floor(random() * keys.length)]!] = hostileValue(random);
        }
        payload = JSON.stringify(body);
      }
      const res = await app.inject({
        method: 'POST',
        url: target.url,
        headers: { ...withKey, 'content-type': 'application/json' },
        payload,
      });
      statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
      assert.ok(
        res.statusCode < 500,
        `${target.url} answered ${res.statusCode}: ${payload.slice(0, 300)}`,
      );
      assert.doesNotMatch(res.body, /node_modules|\bat \S+ \(|SQLSTATE|syntax error at/);
      if (res.statusCode < 300 && target.kind) {
        stored.set(target.kind, (stored.get(target.kind) ?? 0) + 1);
      }
    }
    const ms = performance.now() - started;

    // Nothing but valid submissions was stored: every stored payload passes its schema again,
    // and no stored text holds a control character or half a surrogate pair.
    const leadsAfter = (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM leads'))
      .rows[0]!.n;
    const accepted = [...stored.values()].reduce((a, b) => a + b, 0);
    assert.equal(leadsAfter - leadsBefore, accepted);
    const { rows } = await db.query<{ kind: string; payload: Record<string, unknown> }>(
      `SELECT kind, payload FROM leads WHERE kind IN ('feedback', 'product_inquiry')`,
    );
    for (const row of rows) {
      const schema = row.kind === 'feedback' ? feedbackSchema : productInquirySchema;
      assert.equal(validateForm(schema as never, row.payload).errors, null, JSON.stringify(row));
    }
    const texts = await db.query<{ t: string }>(
      `SELECT content AS t FROM blog_comments UNION ALL SELECT payload::text FROM leads
       UNION ALL SELECT email FROM newsletter_subscribers UNION ALL SELECT platform FROM blog_post_shares`,
    );
    // eslint-disable-next-line no-control-regex -- looking for stored control characters
    const garbage = /[\u0000-\u0008\u000B\u000C\u000E-\u001F]|\\u0000|\uFFFD/;
    assert.ok(texts.rows.every((r) => !garbage.test(r.t)));

    const ready = await app.inject({ method: 'GET', url: '/ready' });
    assert.equal(ready.statusCode, 200);
    const summary = [...statuses.entries()].sort(([a], [b]) => a - b).map(([s, n]) => `${s}: ${n}`);
    console.log(
      `# fuzz on ${engine}: ${TOTAL} bodies over ${targets.length} endpoints in ${ms.toFixed(0)} ms; ` +
        `statuses ${summary.join(', ')}; stored ${accepted} valid leads; 5xx: 0`,
    );
  });

  it('answers hostile tokens in the newsletter verify and unsubscribe addresses without a 5xx', async () => {
    const random = prng(20261123);
    const statuses = new Map<number, number>();
    for (let i = 0; i < 200; i += 1) {
      const value = hostileValue(random);
      const text = typeof value === 'string' && value !== '' ? value : JSON.stringify(value);
      // Besides hostile text: malformed escapes, as a mangled link would carry them.
      const raw = ['%ED%A0%80', '%E0%A4%A', '%', '%00', '..%2F..%2Fetc%2Fpasswd', 'a'.repeat(5000)];
      const token =
        i % 5 === 4
          ? raw[i % raw.length]!
          : encodeURIComponent(text.replace(LONE_SURROGATE, '\uFFFD'));
      const verify = i % 2 === 0;
      const res = await app.inject({
        method: verify ? 'GET' : 'POST',
        url: `/api/newsletter/${verify ? 'verify' : 'unsubscribe'}/${token}`,
        headers: { ...withKey, ...(verify ? {} : { 'content-type': 'application/json' }) },
        ...(verify ? {} : { payload: '{}' }),
      });
      statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
      assert.ok(res.statusCode < 500, `token ${token.slice(0, 80)} answered ${res.statusCode}`);
      assert.ok(res.statusCode >= 400, 'no hostile token is accepted');
      assert.doesNotMatch(res.body, /node_modules|\bat \S+ \(|SQLSTATE|syntax error at/);
    }
    const summary = [...statuses.entries()].sort(([a], [b]) => a - b).map(([s, n]) => `${s}: ${n}`);
    console.log(
      `# newsletter tokens on ${engine}: 200 hostile tokens; statuses ${summary.join(', ')}`,
    );
  });
});
