/**
 * Names are data: a hostile first name is refused with the rule's message and never mailed; a
 * subscriber without a name is greeted neutrally; MAIL_FROM takes a display name; a lead's
 * notification answers to the visitor (Reply-To). Headers are read back with mailparser.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { FastifyInstance } from 'fastify';
import { simpleParser } from 'mailparser';
import { FIRST_NAME_MESSAGES } from '@cloud-consulting/domain/first-name';
import { engine, noRateLimits, withKey } from '../../helper.js';
import { buildSuiteAppWithInbox } from '../mail/test-inbox.js';
import { contactRequest } from '../leads/fixtures.js';

const HOSTILE = 'Bob,\n\nYour account will be closed. Keep it at http://evil.example/login';
const FROM = 'Contoso Cloud <news@contoso.example>';

describe(`first names and senders on ${engine}`, () => {
  let suite: Awaited<ReturnType<typeof buildSuiteAppWithInbox>>;
  let app: FastifyInstance;

  before(async () => {
    suite = await buildSuiteAppWithInbox({
      config: {
        rateLimits: noRateLimits,
        requireHumanCheck: false,
        mailFrom: FROM,
        salesEmail: 'sales@contoso.example',
      },
    });
    ({ app } = suite);
  });
  after(() => suite.close());

  let client = 0;
  const post = (url: string, body: unknown) =>
    app.inject({
      method: 'POST',
      url,
      headers: { ...withKey, 'content-type': 'application/json' },
      payload: JSON.stringify(body),
      remoteAddress: `10.1.0.${(client += 1)}`,
    });
  const mailsTo = async (address: string) => {
    await app.mailer.idle();
    return suite.inbox.received.filter((m) => m.to.includes(address));
  };

  it('refuses a hostile first name with the rule’s message and mails nothing', async () => {
    const res = await post('/api/newsletter/subscribe', {
      email: 'victim@example.com',
      firstName: HOSTILE,
    });
    assert.equal(res.statusCode, 400);
    assert.equal(res.json().error, FIRST_NAME_MESSAGES.invalid);
    const long = await post('/api/newsletter/subscribe', {
      email: 'victim@example.com',
      firstName: 'a'.repeat(51),
    });
    assert.equal(long.statusCode, 400);
    assert.equal(long.json().error, FIRST_NAME_MESSAGES.tooLong);
    assert.deepEqual(await mailsTo('victim@example.com'), []);
    const { rows } = await app.db.query(
      `SELECT 1 FROM newsletter_subscribers WHERE email = 'victim@example.com'`,
    );
    assert.equal(rows.length, 0);
  });

  it('greets a name of any script, from the display name MAIL_FROM gives', async () => {
    const res = await post('/api/newsletter/subscribe', {
      email: 'zoe@example.com',
      firstName: ' Zoë-Алёна ',
    });
    assert.equal(res.statusCode, 200);
    const [mail] = await mailsTo('zoe@example.com');
    assert.ok(mail);
    const parsed = await simpleParser(mail.raw);
    assert.match(parsed.text ?? '', /^Hello Zoë-Алёна,/);
    assert.deepEqual(parsed.from?.value, [
      { name: 'Contoso Cloud', address: 'news@contoso.example' },
    ]);
  });

  it('greets neutrally without a name', async () => {
    const res = await post('/api/newsletter/subscribe', {
      email: 'anon@example.com',
      firstName: '',
    });
    assert.equal(res.statusCode, 200);
    const [mail] = await mailsTo('anon@example.com');
    assert.ok(mail);
    assert.match((await simpleParser(mail.raw)).text ?? '', /^Hello,\n/);
  });

  it('sends a lead notification to sales with Reply-To the visitor', async () => {
    const res = await post('/api/customer_requests', contactRequest);
    assert.equal(res.statusCode, 201);
    const [mail] = await mailsTo('sales@contoso.example');
    assert.ok(mail);
    const parsed = await simpleParser(mail.raw);
    assert.deepEqual(parsed.replyTo?.value, [{ address: contactRequest.email, name: '' }]);
    assert.equal(parsed.from?.value[0]?.address, 'news@contoso.example');
  });
});
