import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { FastifyInstance } from 'fastify';
import { computeAnswer, HUMAN_CHECK_MESSAGES } from '@cloud-consulting/domain/human-check';
import { CONTACT_MESSAGES } from '@cloud-consulting/domain/forms/contact';
import { FEEDBACK_MESSAGES } from '@cloud-consulting/domain/forms/feedback';
import type { Database } from '../../../src/db/client.js';
import { HUMAN_CHECK_SERVER_MESSAGES as S } from '../../../src/modules/human-check/service.js';
import {
  anyPostId,
  buildSuiteApp,
  engine,
  noRateLimits,
  post,
  testClock,
  withKey,
} from '../../helper.js';
import { contactRequest, demoCustomer, demoRequest, feedback } from '../leads/fixtures.js';

/** The answer to '7 + 3', '9 - 2' or '4 × 5'. */
function solve(question: string): number {
  const [a, op, b] = question.split(' ');
  return computeAnswer(Number(a), Number(b), op as '+' | '-' | '×');
}

describe(`human check on ${engine}`, () => {
  let app: FastifyInstance;
  let db: Database;
  let close: () => Promise<void>;
  const clock = testClock();
  before(async () => {
    ({ app, db, close } = await buildSuiteApp({
      now: clock.now,
      config: { rateLimits: noRateLimits },
    }));
  });
  after(() => close());

  const issue = async () => {
    const res = await app.inject({ method: 'GET', url: '/api/human-check', headers: withKey });
    assert.equal(res.statusCode, 200);
    return res.json() as { challenge: string; question: string; formToken: string };
  };
  const answered = async (wait = 2500) => {
    const check = await issue();
    clock.advance(wait);
    return { challenge: check.challenge, answer: String(solve(check.question)) };
  };

  it('GET /api/human-check answers a question, its challenge and a form token', async () => {
    const check = await issue();
    assert.match(check.question, /^\d+ [+\-×] \d+$/);
    assert.match(check.challenge, /^\d+\.[a-z0-9]{16}\.\S+$/);
    assert.ok(check.formToken);
  });

  it('accepts a right answer once; the same challenge again is refused', async () => {
    const humanCheck = await answered();
    const first = await post(app, '/api/feedback', { ...feedback, humanCheck });
    assert.equal(first.statusCode, 201);
    const again = await post(app, '/api/feedback', { ...feedback, humanCheck });
    assert.equal(again.statusCode, 400);
    assert.equal(again.json().error, S.used);
  });

  it("refuses a missing check with the form's own message", async () => {
    const res = await post(app, '/api/feedback', feedback);
    assert.equal(res.statusCode, 400);
    assert.equal(res.json().error, FEEDBACK_MESSAGES.captcha);
    const contact = await post(app, '/api/customer_requests', contactRequest);
    assert.equal(contact.json().error, CONTACT_MESSAGES.captcha);
  });

  it('refuses a wrong answer, a non-number and a forged challenge', async () => {
    const { challenge, answer } = await answered();
    const wrong = await post(app, '/api/feedback', {
      ...feedback,
      humanCheck: { challenge, answer: String(Number(answer) + 1) },
    });
    assert.equal(wrong.json().error, HUMAN_CHECK_MESSAGES.incorrect);
    const nan = await post(app, '/api/feedback', {
      ...feedback,
      humanCheck: { challenge, answer: 'ten' },
    });
    assert.equal(nan.json().error, HUMAN_CHECK_MESSAGES.notANumber);
    const forged = await post(app, '/api/feedback', {
      ...feedback,
      humanCheck: { challenge: `${clock.now() + 60000}.abcdefghijklmnop.forged`, answer: '3' },
    });
    assert.equal(forged.statusCode, 400);
  });

  it('refuses an answer sent under 2 seconds after issue', async () => {
    const humanCheck = await answered(1500);
    const res = await post(app, '/api/feedback', { ...feedback, humanCheck });
    assert.equal(res.statusCode, 400);
    assert.equal(res.json().error, S.tooFast);
  });

  it('refuses an expired challenge (30 minutes)', async () => {
    const humanCheck = await answered(30 * 60 * 1000 + 1);
    const res = await post(app, '/api/feedback', { ...feedback, humanCheck });
    assert.equal(res.json().error, HUMAN_CHECK_MESSAGES.expired);
  });

  it('refuses a filled honeypot field even with a right answer', async () => {
    const humanCheck = await answered();
    const res = await post(app, '/api/feedback', { ...feedback, humanCheck, website: 'http://x' });
    assert.equal(res.statusCode, 400);
    assert.equal(res.json().error, S.honeypot);
  });

  it('lets the demo step pass with the token of the customer step', async () => {
    const customer = await post(app, '/api/customer_requests', {
      ...demoCustomer,
      humanCheck: await answered(),
    });
    assert.equal(customer.statusCode, 201);
    const { Id } = customer.json().data.customer;
    const { rows } = await db.query<{ id: number }>(
      'SELECT id FROM products WHERE is_active LIMIT 1',
    );
    const demo = await post(app, '/api/product-demo', {
      ...demoRequest(rows[0]!.id, Id),
      customerToken: customer.json().data.customerToken,
    });
    assert.equal(demo.statusCode, 201);
    const otherCustomer = await post(app, '/api/product-demo', {
      ...demoRequest(rows[0]!.id, Id + 1),
      customerToken: customer.json().data.customerToken,
    });
    assert.equal(otherCustomer.statusCode, 400);
  });

  describe('comment form token', () => {
    const comment = async (extra: Record<string, unknown>) =>
      post(app, `/api/blog/${await anyPostId(db)}/comments`, {
        content: 'Thanks for the write-up.',
        authorName: 'Jane Doe',
        guestId: 'g',
        ...extra,
      });

    it('accepts a comment with a form token, once', async () => {
      const { formToken } = await issue();
      clock.advance(3000);
      assert.equal((await comment({ formToken })).statusCode, 201);
      const again = await comment({ formToken });
      assert.equal(again.json().error, S.used);
    });

    it('refuses a missing, forged, too fast or expired token, and a filled honeypot', async () => {
      assert.equal((await comment({})).json().error, S.formToken);
      const { formToken } = await issue();
      assert.equal((await comment({ formToken: `${formToken}x` })).json().error, S.formToken);
      assert.equal((await comment({ formToken })).json().error, S.tooFast);
      clock.advance(2 * 60 * 60 * 1000 + 1);
      assert.equal((await comment({ formToken })).json().error, S.formToken);
      const fresh = (await issue()).formToken;
      clock.advance(3000);
      assert.equal((await comment({ formToken: fresh, website: 'x' })).json().error, S.honeypot);
    });
  });
});
