import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { FastifyInstance } from 'fastify';
import { computeAnswer, HUMAN_CHECK_MESSAGES } from '@cloud-consulting/domain/human-check';
import { CONTACT_MESSAGES } from '@cloud-consulting/domain/forms/contact';
import { NEWSLETTER_BAND_MESSAGES } from '@cloud-consulting/domain/forms/newsletter-band';
import { FORM_POST_TEXT } from '@cloud-consulting/domain/form-posts';
import { CONTACT_RESULT_MESSAGES, NEWSLETTER_RESULT_MESSAGES } from '@cloud-consulting/domain/text';
import type { Database } from '../../../src/db/client.js';
import { buildSuiteApp, engine, noRateLimits, testClock } from '../../helper.js';
import { contactRequest } from '../leads/fixtures.js';

/** A form as a browser without scripts sends it. */
const encoded = (fields: Record<string, string>) => new URLSearchParams(fields).toString();

/** The value of a hidden input of an answer page. */
function hidden(html: string, name: string): string | undefined {
  const match = new RegExp(`<input type="hidden" name="${name}" value="([^"]*)">`).exec(html);
  return match?.[1]
    ?.replace(/&amp;/g, '&')
    .replace(/&#39;/g, "'")
    .replace(/&quot;/g, '"');
}

/** Every hidden input of an answer page, decoded. */
function hiddenFields(html: string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [, name] of html.matchAll(/<input type="hidden" name="([^"]+)"/g)) {
    fields[name!] = hidden(html, name!)!;
  }
  return fields;
}

function solve(html: string): string {
  const match = /what is (\d+) ([+\-×]) (\d+)\?/.exec(html);
  assert.ok(match, 'the page asks the question');
  return String(computeAnswer(Number(match[1]), Number(match[3]), match[2] as '+' | '-' | '×'));
}

describe(`forms sent without scripts on ${engine}`, () => {
  let app: FastifyInstance;
  let db: Database;
  let close: () => Promise<void>;
  const clock = testClock();
  before(async () => {
    ({ app, db, close } = await buildSuiteApp({
      now: clock.now,
      config: {
        rateLimits: { ...noRateLimits, forms: 12 },
        publicSiteUrl: 'https://www.example.com',
      },
    }));
  });
  after(() => close());

  const send = (url: string, fields: Record<string, string>) =>
    app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: encoded(fields),
    });
  const leadsFrom = async (email: string) =>
    Number(
      (await db.query<{ n: string }>('SELECT count(*) AS n FROM leads WHERE email = $1', [email]))
        .rows[0]!.n,
    );

  describe('POST /forms/customer-request', () => {
    it('asks the human check on a plain page, carrying what was typed; stores nothing yet', async () => {
      const fields = { ...contactRequest, email: 'ask@contoso.com', returnTo: '/contact-us' };
      const res = await send('/forms/customer-request', fields);
      assert.equal(res.statusCode, 200);
      assert.match(res.headers['content-type'] as string, /^text\/html/);
      assert.match(res.body, /<form method="post" action="\/forms\/customer-request">/);
      assert.match(res.body, /Verification: what is \d+ [+\-×] \d+\?/);
      const carried = hiddenFields(res.body);
      assert.equal(carried.name, contactRequest.name);
      assert.equal(carried.message, contactRequest.message);
      assert.equal(carried.returnTo, '/contact-us');
      assert.ok(carried.humanCheckChallenge);
      assert.ok(carried.idempotencyKey);
      assert.match(res.body, /href="https:\/\/www\.example\.com\/contact-us"/);
      assert.equal(await leadsFrom('ask@contoso.com'), 0);
    });

    it('stores the request once the question is answered and answers a page saying so', async () => {
      const email = 'stored@contoso.com';
      const asked = await send('/forms/customer-request', {
        ...contactRequest,
        email,
        returnTo: '/contact-us',
      });
      clock.advance(3000);
      const fields = { ...hiddenFields(asked.body), humanCheckAnswer: solve(asked.body) };
      const res = await send('/forms/customer-request', fields);
      assert.equal(res.statusCode, 201, res.body);
      assert.match(res.body, new RegExp(`<h1 class="ok">${FORM_POST_TEXT.successTitle}</h1>`));
      assert.ok(res.body.includes(CONTACT_RESULT_MESSAGES.modalSuccess));
      assert.equal(await leadsFrom(email), 1);
      // The browser sending the same page again (a reload) stores nothing more.
      const again = await send('/forms/customer-request', fields);
      assert.equal(again.statusCode, 201);
      assert.equal(await leadsFrom(email), 1);
    });

    it('lists the field errors in words and stores nothing', async () => {
      const asked = await send('/forms/customer-request', {
        ...contactRequest,
        email: 'not an address',
        name: '',
      });
      clock.advance(3000);
      const res = await send('/forms/customer-request', {
        ...hiddenFields(asked.body),
        humanCheckAnswer: solve(asked.body),
      });
      assert.equal(res.statusCode, 400);
      assert.match(res.body, new RegExp(FORM_POST_TEXT.failureTitle));
      assert.ok(res.body.includes(`<li>${CONTACT_MESSAGES.email}</li>`), res.body);
      assert.ok(res.body.includes('<li>'), 'the name error is listed too');
      assert.equal(await leadsFrom('not an address'), 0);
    });

    it('asks a new question after a wrong answer, saying it was wrong', async () => {
      const asked = await send('/forms/customer-request', {
        ...contactRequest,
        email: 'w@contoso.com',
      });
      clock.advance(3000);
      const wrong = String(Number(solve(asked.body)) + 1);
      const res = await send('/forms/customer-request', {
        ...hiddenFields(asked.body),
        humanCheckAnswer: wrong,
      });
      assert.equal(res.statusCode, 400);
      assert.ok(res.body.includes(HUMAN_CHECK_MESSAGES.incorrect));
      assert.notEqual(
        hidden(res.body, 'humanCheckChallenge'),
        hidden(asked.body, 'humanCheckChallenge'),
      );
      assert.equal(await leadsFrom('w@contoso.com'), 0);
    });

    it('links back only to a page of the site', async () => {
      const res = await send('/forms/customer-request', {
        ...contactRequest,
        returnTo: '//evil.example/phish',
      });
      assert.match(res.body, /href="https:\/\/www\.example\.com\/"/);
    });
  });

  describe('POST /forms/newsletter', () => {
    it('subscribes and answers a page; a bad address is named in words', async () => {
      const ok = await send('/forms/newsletter', {
        email: 'reader@contoso.com',
        returnTo: '/blog',
      });
      assert.equal(ok.statusCode, 200, ok.body);
      assert.match(ok.body, /<h1 class="ok">/);
      const { rows } = await db.query('SELECT 1 FROM newsletter_subscribers WHERE email = $1', [
        'reader@contoso.com',
      ]);
      assert.equal(rows.length, 1);
      const bad = await send('/forms/newsletter', { email: 'nope' });
      assert.equal(bad.statusCode, 400);
      assert.ok(bad.body.includes(NEWSLETTER_BAND_MESSAGES.invalid));
    });
  });

  describe('POST /forms/newsletter/verify/:token', () => {
    it('answers the failed verification page for an unknown token', async () => {
      const res = await send(`/forms/newsletter/verify/${'a'.repeat(43)}`, {});
      assert.equal(res.statusCode, 404);
      assert.ok(res.body.includes(NEWSLETTER_RESULT_MESSAGES.verify.failedTitle));
    });
  });

  it('never answers a form sent with GET: what was typed stays out of addresses', async () => {
    const res = await app.inject({
      method: 'GET',
      url: `/forms/customer-request?${encoded(contactRequest)}`,
    });
    assert.equal(res.statusCode, 404);
  });

  it('answers a plain page with 429 once the forms limit is spent', async () => {
    let last = await send('/forms/customer-request', contactRequest);
    for (let i = 0; i < 12 && last.statusCode !== 429; i += 1) {
      last = await send('/forms/customer-request', contactRequest);
    }
    assert.equal(last.statusCode, 429);
    assert.match(last.headers['content-type'] as string, /^text\/html/);
    assert.match(last.body, /Too many requests\. Please try again in/);
  });
});
