import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import {
  SESSION_ABSOLUTE_MS,
  SESSION_IDLE_MS,
  SIGN_IN_REFUSED,
} from '@cloud-consulting/domain/admin-roles';
import {
  ADMIN_TOKEN,
  asAdmin,
  build,
  engine,
  freshDatabase,
  testClock,
  testConfig,
} from '../../helper.js';
import { PASSWORD, addPerson, asPerson, signIn, signInRequest, uniqueEmail } from './fixtures.js';

const HOUR = 60 * 60_000;
const limits = () => testConfig().rateLimits;
const config = { adminToken: ADMIN_TOKEN };
const whoAmI = (app: Awaited<ReturnType<typeof build>>, cookie: string) =>
  app.inject({ method: 'GET', url: '/admin/api/session', headers: { cookie } });

describe(`admin sessions on ${engine}`, () => {
  describe('POST /admin/api/session', () => {
    it('signs in with an httpOnly, SameSite=Strict cookie and answers who and the CSRF token', async (t) => {
      const app = await build(t, { config });
      const person = await addPerson(app, { role: 'editor' });
      await signInRequest(app, person.email);
      const started = performance.now();
      const res = await signInRequest(app, person.email.toUpperCase());
      t.diagnostic(`a second sign-in took ${Math.round(performance.now() - started)} ms`);
      assert.equal(res.statusCode, 200);
      const cookie = res.cookies.find((c) => c.name === 'admin_session')!;
      assert.equal(cookie.httpOnly, true);
      assert.equal(cookie.sameSite, 'Strict');
      assert.equal(cookie.path, '/admin/api');
      assert.equal(cookie.secure, undefined, 'plain HTTP: not Secure');
      assert.ok(cookie.value.length >= 43, '256 random bits');
      const body = res.json();
      assert.deepEqual(
        { id: body.id, email: body.email, role: body.role },
        { id: person.id, email: person.email, role: 'editor' },
      );
      assert.match(body.csrfToken, /^[\w-]{43}$/);
      const { rows } = await app.db.query<{ id: string }>('SELECT id FROM admin_sessions');
      assert.ok(!rows.some((r) => r.id === cookie.value), 'the token itself is not stored');
    });

    it('marks the cookie Secure when the call came over HTTPS through a trusted proxy', async (t) => {
      const app = await build(t, { config: { ...config, trustedProxies: ['127.0.0.1'] } });
      const person = await addPerson(app, { role: 'sales' });
      const res = await signInRequest(app, person.email, PASSWORD, {
        'x-forwarded-proto': 'https',
      });
      assert.equal(res.cookies.find((c) => c.name === 'admin_session')!.secure, true);
    });

    it('gives one answer for a wrong password, an unknown email and a locked account; the lock ends after 15 minutes', async (t) => {
      const clock = testClock();
      const app = await build(t, { config, now: clock.now });
      const person = await addPerson(app, { role: 'owner' });
      const refused = { message: SIGN_IN_REFUSED, error: 'Unauthorized' };
      const unknown = await signInRequest(app, uniqueEmail('nobody'));
      assert.equal(unknown.statusCode, 401);
      assert.deepEqual(unknown.json(), refused);
      for (let i = 0; i < 5; i++) {
        clock.advance(60_000);
        const wrong = await signInRequest(app, person.email, 'not the password');
        assert.equal(wrong.statusCode, 401);
        assert.deepEqual(wrong.json(), refused);
      }
      const locked = await signInRequest(app, person.email);
      assert.equal(locked.statusCode, 401, 'the right password while locked');
      assert.deepEqual(locked.json(), refused);
      clock.advance(15 * 60_000 - 1);
      assert.equal((await signInRequest(app, person.email)).statusCode, 401, 'still locked');
      clock.advance(1);
      assert.equal((await signInRequest(app, person.email)).statusCode, 200, 'lock over');
    });

    it('locks out only the address the wrong passwords came from: the owner still signs in from elsewhere', async (t) => {
      const clock = testClock();
      const app = await build(t, {
        config: { ...config, trustedProxies: ['127.0.0.1'] },
        now: clock.now,
      });
      const person = await addPerson(app, { role: 'owner' });
      const from = (address: string) => ({ 'x-forwarded-for': address });
      for (let i = 0; i < 5; i++) {
        clock.advance(60_000);
        const wrong = await signInRequest(
          app,
          person.email,
          'not the password',
          from('203.0.113.5'),
        );
        assert.equal(wrong.statusCode, 401);
      }
      const attacker = await signInRequest(app, person.email, PASSWORD, from('203.0.113.5'));
      assert.equal(attacker.statusCode, 401, 'the guessing address is locked out');
      const owner = await signInRequest(app, person.email, PASSWORD, from('198.51.100.7'));
      assert.equal(owner.statusCode, 200, 'the owner, from another address, is not');
      const again = await signInRequest(app, person.email, PASSWORD, from('203.0.113.5'));
      assert.equal(
        again.statusCode,
        401,
        'a sign-in elsewhere does not unlock the guessing address',
      );
    });

    it('refuses sign-ins from one address past its budget a minute, whichever accounts it tries', async (t) => {
      const app = await build(t, {
        config: { ...config, rateLimits: { ...limits(), signIns: 3 } },
      });
      const person = await addPerson(app, { role: 'editor' });
      for (let i = 0; i < 3; i++) {
        const res = await signInRequest(app, uniqueEmail(`guess${i}`), 'not the password');
        assert.equal(res.statusCode, 401);
      }
      const fourth = await signInRequest(app, person.email);
      assert.equal(fourth.statusCode, 429, 'even the right password, from this address');
      assert.match(fourth.json().message, /^Too many requests\. Please try again in /);
      assert.ok(Number(fourth.headers['retry-after']) > 0);
      const elsewhere = await signInRequest(app, person.email, PASSWORD, {
        'x-forwarded-for': '203.0.113.9',
      });
      assert.equal(elsewhere.statusCode, 429, 'a forwarded address is not believed untrusted');
    });

    it('refuses a disabled person with the same answer', async (t) => {
      const app = await build(t, { config });
      const person = await addPerson(app, { role: 'editor' });
      await app.db.query('UPDATE people SET disabled_at = now() WHERE id = $1', [person.id]);
      const res = await signInRequest(app, person.email);
      assert.equal(res.statusCode, 401);
      assert.equal(res.json().message, SIGN_IN_REFUSED);
    });
  });

  describe('session lifetime', () => {
    it('ends a session unused for 12 hours', async (t) => {
      const clock = testClock();
      const app = await build(t, { config, now: clock.now });
      const session = await signIn(app, (await addPerson(app, { role: 'moderator' })).email);
      clock.advance(SESSION_IDLE_MS - 60_000);
      assert.equal((await whoAmI(app, session.cookie)).statusCode, 200);
      clock.advance(SESSION_IDLE_MS - 60_000);
      assert.equal((await whoAmI(app, session.cookie)).statusCode, 200, 'use moved it on');
      clock.advance(SESSION_IDLE_MS);
      assert.equal((await whoAmI(app, session.cookie)).statusCode, 401);
    });

    it('ends a session 7 days after sign-in however much it is used', async (t) => {
      const clock = testClock();
      const app = await build(t, { config, now: clock.now });
      const session = await signIn(app, (await addPerson(app, { role: 'sales' })).email);
      const start = clock.now();
      while (clock.now() + 11 * HOUR < start + SESSION_ABSOLUTE_MS) {
        clock.advance(11 * HOUR);
        assert.equal((await whoAmI(app, session.cookie)).statusCode, 200);
      }
      clock.set(start + SESSION_ABSOLUTE_MS);
      assert.equal((await whoAmI(app, session.cookie)).statusCode, 401);
    });

    it('DELETE /admin/api/session signs out: the cookie no longer works', async (t) => {
      const app = await build(t, { config });
      const session = await signIn(app, (await addPerson(app, { role: 'editor' })).email);
      const out = await app.inject({
        method: 'DELETE',
        url: '/admin/api/session',
        headers: asPerson(session),
      });
      assert.equal(out.statusCode, 204);
      assert.equal(out.cookies.find((c) => c.name === 'admin_session')!.value, '');
      assert.equal((await whoAmI(app, session.cookie)).statusCode, 401);
    });

    it('keeps sessions across a restart of the app on the same database', async (t) => {
      const db = await freshDatabase(t, { migrated: true });
      const first = await build(t, { db, config });
      const session = await signIn(first, (await addPerson(first, { role: 'owner' })).email);
      await first.close();
      const second = await build(t, { db, config });
      const res = await whoAmI(second, session.cookie);
      assert.equal(res.statusCode, 200);
      assert.equal(res.json().role, 'owner');
    });
  });

  describe('CSRF', () => {
    it('refuses a write made with the cookie without the X-CSRF-Token header, accepts it with', async (t) => {
      const app = await build(t, { config });
      const session = await signIn(app, (await addPerson(app, { role: 'editor' })).email);
      const write = (headers: Record<string, string>) =>
        app.inject({
          method: 'POST',
          url: '/admin/api/faq',
          headers,
          payload: { question: 'Who?', answer: 'Us.' },
        });
      const without = await write({ cookie: session.cookie });
      assert.equal(without.statusCode, 403);
      assert.match(without.json().message, /X-CSRF-Token/);
      const wrong = await write({ cookie: session.cookie, 'x-csrf-token': 'x'.repeat(43) });
      assert.equal(wrong.statusCode, 403);
      assert.equal((await write(asPerson(session))).statusCode, 201);
    });
  });

  describe('bearer token', () => {
    it('still works for automation, with owner rights and no CSRF token', async (t) => {
      const app = await build(t, { config });
      const me = await app.inject({ method: 'GET', url: '/admin/api/session', headers: asAdmin });
      assert.deepEqual(me.json(), {
        id: null,
        email: null,
        name: 'automation',
        role: 'owner',
        csrfToken: null,
      });
      const people = await app.inject({
        method: 'GET',
        url: '/admin/api/people',
        headers: asAdmin,
      });
      assert.equal(people.statusCode, 200);
      const write = await app.inject({
        method: 'POST',
        url: '/admin/api/faq',
        headers: asAdmin,
        payload: { question: 'Who?', answer: 'Us.' },
      });
      assert.equal(write.statusCode, 201);
    });
  });
});
