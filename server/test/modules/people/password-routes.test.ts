import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { FastifyInstance } from 'fastify';
import {
  PASSWORD_PERSONAL,
  PASSWORD_REPETITIVE,
  PASSWORD_TOO_COMMON,
} from '@cloud-consulting/domain/password-strength';
import { PASSWORD_RESET_TTL_MS } from '@cloud-consulting/domain/admin-roles';
import { ADMIN_TOKEN, asAdmin, build, engine, testClock, testConfig } from '../../helper.js';
import { PASSWORD, addPerson, asPerson, signIn, signInRequest, type SignedIn } from './fixtures.js';
import {
  CURRENT_PASSWORD_WRONG,
  RESET_INVALID,
} from '../../../src/modules/people/password-routes.js';

const config = { adminToken: ADMIN_TOKEN };
const NEW_PASSWORD = 'violet lantern harbour';

const changeOwn = (
  app: FastifyInstance,
  as: SignedIn,
  currentPassword: string,
  newPassword: string,
) =>
  app.inject({
    method: 'PUT',
    url: '/admin/api/session/password',
    headers: asPerson(as),
    payload: { currentPassword, newPassword },
  });

const whoAmI = (app: FastifyInstance, as: SignedIn) =>
  app.inject({ method: 'GET', url: '/admin/api/session', headers: asPerson(as) });

async function sendReset(app: FastifyInstance, owner: SignedIn, personId: number) {
  const res = await app.inject({
    method: 'POST',
    url: `/admin/api/people/${personId}/password-reset`,
    headers: asPerson(owner),
  });
  assert.equal(res.statusCode, 201, res.body);
  return res;
}

async function resetToken(app: FastifyInstance, email: string): Promise<string> {
  const mails = await app.mailer.list({ unsentOnly: false, limit: 50 });
  const mail = mails.filter((m) => m.Recipient === email && /reset-password/.test(m.Body)).at(0)!;
  return /\/admin\/reset-password#([\w-]+)/.exec(mail.Body)![1]!;
}

const acceptReset = (app: FastifyInstance, token: string, password = NEW_PASSWORD) =>
  app.inject({
    method: 'POST',
    url: '/admin/api/password-resets/accept',
    payload: { token, password },
  });

describe(`PUT /admin/api/session/password on ${engine}`, () => {
  it('refuses a wrong current password and weak new ones, each next to its field', async (t) => {
    const app = await build(t, { config });
    const person = await addPerson(app, { role: 'editor', email: 'mary.jones@example.com' });
    const session = await signIn(app, person.email);
    const wrong = await changeOwn(app, session, 'not the password', NEW_PASSWORD);
    assert.equal(wrong.statusCode, 400);
    assert.deepEqual(wrong.json().errors, [
      { field: 'currentPassword', message: CURRENT_PASSWORD_WRONG },
    ]);
    for (const [weak, message] of [
      ['aaaaaaaaaaaa', PASSWORD_REPETITIVE],
      ['password1234', PASSWORD_TOO_COMMON],
      ['jones-family-2024', PASSWORD_PERSONAL],
    ] as const) {
      const res = await changeOwn(app, session, PASSWORD, weak);
      assert.equal(res.statusCode, 400, weak);
      assert.deepEqual(res.json().errors, [{ field: 'newPassword', message }], weak);
    }
    assert.equal((await signInRequest(app, person.email)).statusCode, 200, 'password unchanged');
  });

  it('changes the password and ends the other sessions, keeping the current one', async (t) => {
    const app = await build(t, { config });
    const person = await addPerson(app, { role: 'moderator' });
    const here = await signIn(app, person.email);
    const elsewhere = await signIn(app, person.email);
    const other = await addPerson(app, { role: 'moderator' });
    const someoneElse = await signIn(app, other.email);

    const res = await changeOwn(app, here, PASSWORD, NEW_PASSWORD);
    assert.equal(res.statusCode, 204, res.body);
    assert.equal((await whoAmI(app, here)).statusCode, 200, 'this session goes on');
    assert.equal((await whoAmI(app, elsewhere)).statusCode, 401, 'the other session ended');
    assert.equal((await whoAmI(app, someoneElse)).statusCode, 200, "others' sessions untouched");
    assert.equal((await signInRequest(app, person.email)).statusCode, 401, 'old password');
    assert.equal((await signInRequest(app, person.email, NEW_PASSWORD)).statusCode, 200);
  });

  it('answers 404 to the admin token, which has no password', async (t) => {
    const app = await build(t, { config });
    const res = await app.inject({
      method: 'PUT',
      url: '/admin/api/session/password',
      headers: asAdmin,
      payload: { currentPassword: 'whatever it is', newPassword: NEW_PASSWORD },
    });
    assert.equal(res.statusCode, 404);
  });
});

describe(`password reset links on ${engine}`, () => {
  it('an owner mails a link; it sets the password once, ends every other session and signs in', async (t) => {
    const app = await build(t, { config });
    const owner = await signIn(app, (await addPerson(app, { role: 'owner' })).email);
    const person = await addPerson(app, { role: 'editor' });
    const theirs = await signIn(app, person.email);
    const sent = await sendReset(app, owner, person.id);
    assert.equal(sent.json().email, person.email);
    const token = await resetToken(app, person.email);
    const { rows } = await app.db.query<{ token_hash: string }>(
      'SELECT token_hash FROM admin_password_resets',
    );
    assert.equal(rows.length, 1);
    assert.notEqual(rows[0]!.token_hash, token, 'stored hashed');
    assert.equal(
      (await signInRequest(app, person.email)).statusCode,
      200,
      'old one works meanwhile',
    );

    const lookup = await app.inject({
      method: 'POST',
      url: '/admin/api/password-resets/lookup',
      payload: { token },
    });
    assert.equal(lookup.statusCode, 200, lookup.body);
    assert.equal(lookup.json().email, person.email);

    const weak = await acceptReset(app, token, 'aaaaaaaaaaaa');
    assert.equal(weak.statusCode, 400);
    assert.deepEqual(weak.json().errors, [{ field: 'password', message: PASSWORD_REPETITIVE }]);

    const done = await acceptReset(app, token);
    assert.equal(done.statusCode, 200, done.body);
    assert.equal(done.json().email, person.email);
    const cookie = done.cookies.find((c) => c.name === 'admin_session')!;
    const fresh = { cookie: `admin_session=${cookie.value}`, csrf: done.json().csrfToken };
    assert.equal((await whoAmI(app, fresh)).statusCode, 200, 'signed in by the reset');
    assert.equal((await whoAmI(app, theirs)).statusCode, 401, 'their other session ended');
    assert.equal((await whoAmI(app, owner)).statusCode, 200, "the owner's session untouched");
    assert.equal((await signInRequest(app, person.email)).statusCode, 401, 'old password');
    assert.equal((await signInRequest(app, person.email, NEW_PASSWORD)).statusCode, 200);

    const again = await acceptReset(app, token, 'another fine password');
    assert.equal(again.statusCode, 400, 'single use');
    assert.equal(again.json().message, RESET_INVALID);
  });

  it('a link expires after one hour, and a newer link replaces the older one', async (t) => {
    const clock = testClock();
    const app = await build(t, { config, now: clock.now });
    const owner = await signIn(app, (await addPerson(app, { role: 'owner' })).email);
    const person = await addPerson(app, { role: 'sales' });
    await sendReset(app, owner, person.id);
    const first = await resetToken(app, person.email);
    clock.advance(PASSWORD_RESET_TTL_MS);
    const late = await acceptReset(app, first);
    assert.equal(late.statusCode, 400);
    assert.equal(late.json().message, RESET_INVALID);

    await sendReset(app, owner, person.id);
    const second = await resetToken(app, person.email);
    assert.notEqual(second, first);
    clock.advance(60_000);
    await sendReset(app, owner, person.id);
    const third = await resetToken(app, person.email);
    assert.equal((await acceptReset(app, second)).statusCode, 400, 'replaced by a newer link');
    assert.equal((await acceptReset(app, third)).statusCode, 200);
  });

  it('looks a bogus token up before hashing any password, and spends the sign-in budget', async (t) => {
    const app = await build(t, {
      config: { ...config, rateLimits: { ...testConfig().rateLimits, signIns: 3 } },
    });
    let hashes = 0;
    const hashPassword = app.accounts.hashPassword;
    app.accounts.hashPassword = async (password) => {
      hashes += 1;
      return hashPassword(password);
    };
    for (let i = 0; i < 3; i += 1) {
      const res = await acceptReset(app, `bogus-${i}`);
      assert.equal(res.statusCode, 400, res.body);
      assert.equal(res.json().errors[0].field, 'token');
    }
    assert.equal(hashes, 0, 'no hash for a bogus token');
    const refused = await acceptReset(app, 'bogus-4');
    assert.equal(refused.statusCode, 429, refused.body);
  });

  it('only owners send reset links; a disabled person gets none', async (t) => {
    const app = await build(t, { config });
    const owner = await signIn(app, (await addPerson(app, { role: 'owner' })).email);
    const editor = await addPerson(app, { role: 'editor' });
    const editorSession = await signIn(app, editor.email);
    const target = await addPerson(app, { role: 'sales' });
    const byEditor = await app.inject({
      method: 'POST',
      url: `/admin/api/people/${target.id}/password-reset`,
      headers: asPerson(editorSession),
    });
    assert.equal(byEditor.statusCode, 403);
    await app.inject({
      method: 'PATCH',
      url: `/admin/api/people/${target.id}`,
      headers: asPerson(owner),
      payload: { disabled: true },
    });
    const disabled = await app.inject({
      method: 'POST',
      url: `/admin/api/people/${target.id}/password-reset`,
      headers: asPerson(owner),
    });
    assert.equal(disabled.statusCode, 409);
    const missing = await app.inject({
      method: 'POST',
      url: '/admin/api/people/999999/password-reset',
      headers: asPerson(owner),
    });
    assert.equal(missing.statusCode, 404);
  });
});
