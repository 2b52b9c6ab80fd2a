import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { FastifyInstance } from 'fastify';
import { CONTACT_MESSAGES } from '@cloud-consulting/domain/forms/contact';
import { DEMO_MESSAGES } from '@cloud-consulting/domain/forms/demo-customer';
import { FEEDBACK_MESSAGES } from '@cloud-consulting/domain/forms/feedback';
import { PRODUCT_INQUIRY_ERRORS } from '@cloud-consulting/domain/forms/product-inquiry';
import { TRAINING_MESSAGES } from '@cloud-consulting/domain/forms/training-request';
import { CONTACT_RESULT_MESSAGES } from '@cloud-consulting/domain/text';
import type { Database } from '../../../src/db/client.js';
import { canonicalJson } from '../../../src/modules/leads/idempotency.js';
import {
  asAdmin,
  buildSuiteApp,
  engine,
  noRateLimits,
  post,
  rebuildRequestCount,
  testClock,
} from '../../helper.js';
import {
  contactRequest,
  demoCustomer,
  demoRequest,
  feedback,
  productInquiry,
  trainingRequest,
} from './fixtures.js';

const SALES = 'sales@firm.test';

describe(`lead endpoints on ${engine}`, () => {
  let app: FastifyInstance;
  let db: Database;
  let close: () => Promise<void>;
  let productId: number;
  const clock = testClock();
  before(async () => {
    ({ app, db, close } = await buildSuiteApp({
      now: clock.now,
      config: { requireHumanCheck: false, rateLimits: noRateLimits, salesEmail: SALES },
    }));
    const { rows } = await db.query<{ id: number }>(
      'SELECT id FROM products WHERE is_active ORDER BY id LIMIT 1',
    );
    productId = rows[0]!.id;
  });
  after(() => close());

  const count = async (sql: string, params: unknown[] = []) =>
    (await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${sql}`, params)).rows[0]!.n;

  describe('POST /api/customer_requests', () => {
    it('stores the customer and the request, mails sales, answers data.customer.Id', async () => {
      const res = await post(app, '/api/customer_requests', contactRequest);
      assert.equal(res.statusCode, 201);
      const body = res.json();
      assert.equal(body.success, true);
      assert.equal(body.message, CONTACT_RESULT_MESSAGES.modalSuccess);
      const id = body.data.customer.Id as number;
      assert.equal(await count('customers WHERE id = $1', [id]), 1);
      const lead = await db.query<{ payload: Record<string, unknown>; ip_hash: string }>(
        'SELECT payload, ip_hash FROM leads WHERE id = $1',
        [body.data.requestId],
      );
      assert.equal(lead.rows[0]!.payload.inquiryTitle, contactRequest.inquiryTitle);
      assert.match(lead.rows[0]!.ip_hash, /^[0-9a-f]{64}$/);
      const mail = await db.query<{ recipient: string; subject: string }>(
        `SELECT recipient, subject FROM outbox WHERE kind = 'lead_customer_request'
         ORDER BY id DESC LIMIT 1`,
      );
      assert.equal(mail.rows[0]!.recipient, SALES);
      assert.match(mail.rows[0]!.subject, /Jane Doe/);
    });

    it('answers 400 with required: [...] naming every blank field', async () => {
      const res = await post(app, '/api/customer_requests', {
        email: '',
        source: 'ContactUs Page',
      });
      assert.equal(res.statusCode, 400);
      assert.equal(res.json().success, false);
      assert.deepEqual(res.json().required.sort(), [
        'city',
        'companyName',
        'country',
        'email',
        'industry',
        'inquiryTitle',
        'message',
        'name',
        'role',
        'state',
      ]);
    });

    it('answers field messages of the contact form for invalid values', async () => {
      const res = await post(app, '/api/customer_requests', {
        ...contactRequest,
        name: 'J0hn!',
        message: 'short',
      });
      assert.equal(res.statusCode, 400);
      assert.equal(res.json().errors.name, CONTACT_MESSAGES.nameFormat);
      assert.equal(res.json().errors.message, CONTACT_MESSAGES.messageMin);
      assert.deepEqual(res.json().required, []);
    });

    it("stores an article's compact request: name, email, message, the article's source", async () => {
      const res = await post(app, '/api/customer_requests', {
        name: 'Ana Reader',
        email: 'ana@reader.test',
        companyName: '',
        message: 'We want APIM in front of our partner APIs.',
        inquiryTitle: 'Talk to an expert',
        source: 'blog-post-12',
      });
      assert.equal(res.statusCode, 201);
      const lead = await db.query<{ source: string; payload: Record<string, unknown> }>(
        'SELECT source, payload FROM leads WHERE id = $1',
        [res.json().data.requestId],
      );
      assert.equal(lead.rows[0]!.source, 'blog-post-12');
      assert.equal(lead.rows[0]!.payload.inquiryTitle, 'Talk to an expert');
      assert.equal(lead.rows[0]!.payload.message, 'We want APIM in front of our partner APIs.');
    });

    it("refuses an article's compact request without a message, and a made-up source", async () => {
      const blank = await post(app, '/api/customer_requests', {
        name: 'Ana Reader',
        email: 'ana@reader.test',
        source: 'blog-sidebar-3',
      });
      assert.equal(blank.statusCode, 400);
      assert.deepEqual(blank.json().required, ['message']);
      // Any other source is held to the contact form's eleven fields.
      const other = await post(app, '/api/customer_requests', {
        name: 'Ana Reader',
        email: 'ana@reader.test',
        message: 'We want APIM in front of our partner APIs.',
        source: 'blog-post-x',
      });
      assert.equal(other.statusCode, 400);
      assert.ok(other.json().required.includes('role'));
    });

    it('accepts the demo modal customer step, which has no state or country', async () => {
      const res = await post(app, '/api/customer_requests', demoCustomer);
      assert.equal(res.statusCode, 201);
      assert.ok(res.json().data.customer.Id > 0);
    });
  });

  describe('POST /api/product-demo', () => {
    it('stores a demo for an existing customer and product', async () => {
      const customer = (await post(app, '/api/customer_requests', demoCustomer)).json().data
        .customer;
      const res = await post(app, '/api/product-demo', demoRequest(productId, customer.Id));
      assert.equal(res.statusCode, 201);
      assert.equal(res.json().message, DEMO_MESSAGES.success);
      assert.equal(res.json().data.CustomerId, customer.Id);
    });

    it('answers 400 for a missing customerId, an unknown customer or product; stores nothing', async () => {
      const leadsBefore = await count('leads');
      const mailsBefore = await count('outbox');
      const { customerId: _omit, ...noCustomer } = demoRequest(productId, 1);
      const cases = [
        noCustomer,
        demoRequest(productId, 999999),
        demoRequest(productId, 2 ** 40),
        demoRequest(999999, 1),
      ];
      for (const body of cases) {
        const res = await post(app, '/api/product-demo', body);
        assert.equal(res.statusCode, 400, JSON.stringify(body));
        assert.ok(res.json().error);
      }
      assert.equal(await count('leads'), leadsBefore);
      assert.equal(await count('outbox'), mailsBefore);
    });

    it('refuses a weekend date with the demo message', async () => {
      const res = await post(app, '/api/product-demo', {
        ...demoRequest(productId, 1),
        preferredDate: '2026-03-21',
      });
      assert.equal(res.statusCode, 400);
      assert.equal(
        res.json().errors.preferredDate,
        'Weekends are not available for demos. Please select a weekday.',
      );
    });
  });

  describe('POST /api/product-inquiry', () => {
    it('stores an inquiry', async () => {
      const res = await post(app, '/api/product-inquiry', productInquiry(productId));
      assert.equal(res.statusCode, 201);
      assert.equal(res.json().success, true);
    });

    it('answers 400 with error for a missing consent or an unknown product', async () => {
      const noConsent = await post(app, '/api/product-inquiry', {
        ...productInquiry(productId),
        privacyConsent: false,
      });
      assert.equal(noConsent.statusCode, 400);
      assert.equal(noConsent.json().error, PRODUCT_INQUIRY_ERRORS.privacyConsent.description);
      const unknown = await post(app, '/api/product-inquiry', productInquiry(999999));
      assert.equal(unknown.statusCode, 400);
      assert.equal(unknown.json().error, PRODUCT_INQUIRY_ERRORS.interestedProductId.description);
    });
  });

  describe('POST /api/corporate-training/submit and /request', () => {
    it('stores a training request on both paths', async () => {
      for (const url of ['/api/corporate-training/submit', '/api/corporate-training/request']) {
        const res = await post(app, url, trainingRequest);
        assert.equal(res.statusCode, 201, url);
        assert.equal(res.json().message, TRAINING_MESSAGES.thankYou);
      }
    });

    it('refuses a date under 14 days away', async () => {
      const res = await post(app, '/api/corporate-training/submit', {
        ...trainingRequest,
        preferredDate: '2026-03-05',
      });
      assert.equal(res.statusCode, 400);
      assert.ok(res.json().errors.preferredDate);
    });
  });

  describe('POST /api/feedback', () => {
    it('answers success and message', async () => {
      const res = await post(app, '/api/feedback', feedback);
      assert.equal(res.statusCode, 201);
      assert.equal(res.json().success, true);
      assert.match(res.json().message, /24 hours/);
    });

    it('answers 400 with the messages of the feedback form', async () => {
      const res = await post(app, '/api/feedback', { ...feedback, subject: '', email: 'x@' });
      assert.equal(res.statusCode, 400);
      assert.equal(res.json().errors.subject, FEEDBACK_MESSAGES.required);
      assert.equal(res.json().errors.email, FEEDBACK_MESSAGES.email);
    });
  });

  describe('Idempotency-Key', () => {
    const key = (k: string) => ({ 'idempotency-key': k });

    it('answers the first result to a retry and stores one lead', async () => {
      const before = await count('leads');
      const first = await post(app, '/api/feedback', feedback, key('retry-1'));
      const retry = await post(app, '/api/feedback', feedback, key('retry-1'));
      assert.equal(first.statusCode, 201);
      assert.equal(retry.statusCode, 201);
      assert.deepEqual(retry.json(), first.json());
      assert.equal(retry.headers['idempotent-replayed'], 'true');
      assert.equal(await count('leads'), before + 1);
    });

    it('answers 422 to the same key with a different body', async () => {
      await post(app, '/api/feedback', feedback, key('retry-2'));
      const other = await post(
        app,
        '/api/feedback',
        { ...feedback, subject: 'Other' },
        key('retry-2'),
      );
      assert.equal(other.statusCode, 422);
      assert.ok(other.json().error);
    });

    it('answers 409 while the first request with the key is in flight', async () => {
      const hash = (await import('node:crypto'))
        .createHash('sha256')
        .update(canonicalJson(feedback))
        .digest('hex');
      await db.query(
        `INSERT INTO idempotency_keys (scope, key, request_hash, created_at) VALUES ($1, $2, $3, $4)`,
        ['/feedback', 'busy', hash, new Date(clock.now())],
      );
      const res = await post(app, '/api/feedback', feedback, key('busy'));
      assert.equal(res.statusCode, 409);
      assert.equal(res.headers['retry-after'], '1');
    });

    it('stores one lead when the same key arrives ten times at once', async () => {
      const before = await count('leads');
      const results = await Promise.all(
        Array.from({ length: 10 }, () => post(app, '/api/feedback', feedback, key('storm'))),
      );
      assert.ok(results.every((r) => r.statusCode === 201 || r.statusCode === 409));
      assert.ok(results.some((r) => r.statusCode === 201));
      assert.equal(await count('leads'), before + 1);
    });

    it('releases the key when the first attempt was refused, so a corrected form goes through', async () => {
      const bad = await post(app, '/api/feedback', { ...feedback, email: '' }, key('fix-me'));
      assert.equal(bad.statusCode, 400);
      const good = await post(app, '/api/feedback', feedback, key('fix-me'));
      assert.equal(good.statusCode, 201);
    });

    it('refuses a key that is not 1 to 255 visible characters', async () => {
      const res = await post(app, '/api/feedback', feedback, key('x'.repeat(256)));
      assert.equal(res.statusCode, 400);
    });
  });

  describe('admin leads', () => {
    it('lists leads by kind and exports CSV with formulas neutralised, without a rebuild', async () => {
      const requestsBefore = await rebuildRequestCount(app.db);
      await post(app, '/api/customer_requests', {
        ...contactRequest,
        message: '=HYPERLINK("http://evil.example") please call us back',
      });
      const list = await app.inject({
        method: 'GET',
        url: '/admin/api/leads?kind=customer_request&pageSize=5',
        headers: asAdmin,
      });
      assert.equal(list.statusCode, 200);
      assert.ok(list.json().total >= 1);
      assert.ok(list.json().leads.every((l: { kind: string }) => l.kind === 'customer_request'));
      const csv = await app.inject({
        method: 'GET',
        url: '/admin/api/leads/export.csv?kind=customer_request',
        headers: asAdmin,
      });
      assert.equal(csv.statusCode, 200);
      assert.match(String(csv.headers['content-type']), /text\/csv/);
      assert.match(csv.body, /^"Lead id","Kind","Received \(UTC\)"/);
      assert.match(csv.body, /"'=HYPERLINK\(""http:\/\/evil.example""\) please call us back"/);
      assert.equal(await rebuildRequestCount(app.db), requestsBefore, 'no rebuild is asked for');
    });
  });
});
