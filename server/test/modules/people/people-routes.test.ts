import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { INVITATION_TTL_MS, LAST_OWNER_MESSAGE } from '@cloud-consulting/domain/admin-roles';
import type { FastifyInstance } from 'fastify';
import { ADMIN_TOKEN, build, engine, freshDatabase, testClock, testConfig } from '../../helper.js';
import { PASSWORD, addPerson, asPerson, signIn, uniqueEmail, type SignedIn } from './fixtures.js';

const config = { adminToken: ADMIN_TOKEN };
const limits = testConfig().rateLimits;

async function invite(app: FastifyInstance, owner: SignedIn, email: string, role = 'editor') {
  const res = await app.inject({
    method: 'POST',
    url: '/admin/api/people/invitations',
    headers: asPerson(owner),
    payload: { email, role },
  });
  assert.equal(res.statusCode, 201, res.body);
  const mails = await app.mailer.list({ unsentOnly: false, limit: 50 });
  const mail = mails.find((m) => m.Recipient === email)!;
  const link = /(http\S+\/admin\/invite)#([\w-]+)/.exec(mail.Body)!;
  return { link: link[1]!, token: link[2]! };
}

const accept = (app: FastifyInstance, token: string, password = PASSWORD) =>
  app.inject({
    method: 'POST',
    url: '/admin/api/invitations/accept',
    payload: { token, name: 'New Person', password },
  });

describe(`people and invitations on ${engine}`, () => {
  it('an owner invites by mail; the link makes an account once and signs it in', async (t) => {
    const app = await build(t, { config });
    const owner = await signIn(app, (await addPerson(app, { role: 'owner' })).email);
    const email = uniqueEmail('invited');
    const { link, token } = await invite(app, owner, email, 'moderator');
    assert.equal(link, 'http://localhost:80/admin/invite');
    const { rows } = await app.db.query<{ token_hash: string }>(
      'SELECT token_hash FROM admin_invitations',
    );
    assert.notEqual(rows[0]!.token_hash, token, 'stored hashed');

    assert.equal((await accept(app, token, 'too short')).statusCode, 400);
    const accepted = await accept(app, token);
    assert.equal(accepted.statusCode, 201, accepted.body);
    assert.equal(accepted.json().role, 'moderator');
    assert.ok(
      accepted.cookies.some((c) => c.name === 'admin_session'),
      'signed in',
    );
    assert.equal((await accept(app, token)).statusCode, 400, 'single use');
    assert.equal((await signIn(app, email)).csrf.length, 43);

    const list = await app.inject({
      method: 'GET',
      url: '/admin/api/people',
      headers: asPerson(owner),
    });
    assert.deepEqual(
      list.json().map((p: { role: string }) => p.role),
      ['owner', 'moderator'],
    );
  });

  it('a bogus token is refused with 400 before any password is hashed', async (t) => {
    const app = await build(t, { config });
    const owner = await signIn(app, (await addPerson(app, { role: 'owner' })).email);
    const { token } = await invite(app, owner, uniqueEmail('hashing'));
    let hashes = 0;
    const hashPassword = app.accounts.hashPassword;
    app.accounts.hashPassword = async (password) => {
      hashes += 1;
      return hashPassword(password);
    };
    const bogus = await accept(app, 'not-a-token-at-all');
    assert.equal(bogus.statusCode, 400, bogus.body);
    assert.equal(bogus.json().errors[0].field, 'token');
    assert.equal(hashes, 0, 'no hash for a bogus token');
    assert.equal((await accept(app, token)).statusCode, 201);
    assert.equal(hashes, 1, 'one hash for the real one');
  });

  it('answers 429 after the sign-in budget of acceptances from one address', async (t) => {
    const app = await build(t, { config: { ...config, rateLimits: { ...limits, signIns: 3 } } });
    for (let i = 0; i < 3; i += 1) {
      assert.equal((await accept(app, `bogus-${i}`)).statusCode, 400);
    }
    const refused = await accept(app, 'bogus-4');
    assert.equal(refused.statusCode, 429, refused.body);
    assert.ok(Number(refused.headers['retry-after']) > 0);
  });

  it('an invitation expires after 72 hours', async (t) => {
    const clock = testClock();
    const app = await build(t, { config, now: clock.now });
    const owner = await signIn(app, (await addPerson(app, { role: 'owner' })).email);
    const { token } = await invite(app, owner, uniqueEmail('late'));
    clock.advance(INVITATION_TTL_MS);
    const res = await accept(app, token);
    assert.equal(res.statusCode, 400);
    assert.match(res.json().message, /expired/);
  });

  it('refuses an invitation for an email that already has an account', async (t) => {
    const app = await build(t, { config });
    const owner = await addPerson(app, { role: 'owner' });
    const session = await signIn(app, owner.email);
    const res = await app.inject({
      method: 'POST',
      url: '/admin/api/people/invitations',
      headers: asPerson(session),
      payload: { email: owner.email.toUpperCase(), role: 'sales' },
    });
    assert.equal(res.statusCode, 409);
  });

  it('never demotes, disables or removes the last active owner', async (t) => {
    const app = await build(t, { config });
    const first = await addPerson(app, { role: 'owner' });
    const session = await signIn(app, first.email);
    const call = (method: 'PATCH' | 'DELETE', id: number, payload?: object) =>
      app.inject({ method, url: `/admin/api/people/${id}`, headers: asPerson(session), payload });
    for (const res of [
      await call('PATCH', first.id, { role: 'editor' }),
      await call('PATCH', first.id, { disabled: true }),
      await call('DELETE', first.id),
    ]) {
      assert.equal(res.statusCode, 409);
      assert.equal(res.json().message, LAST_OWNER_MESSAGE);
    }
    const second = await addPerson(app, { role: 'editor' });
    assert.equal((await call('PATCH', second.id, { role: 'owner' })).json().role, 'owner');
    assert.equal((await call('PATCH', first.id, { role: 'editor' })).statusCode, 200);
  });

  it('disabling a person ends their sessions; removing them too', async (t) => {
    const app = await build(t, { config });
    const owner = await signIn(app, (await addPerson(app, { role: 'owner' })).email);
    const editor = await addPerson(app, { role: 'editor' });
    const theirs = await signIn(app, editor.email);
    const me = () =>
      app.inject({ method: 'GET', url: '/admin/api/session', headers: asPerson(theirs) });
    assert.equal((await me()).statusCode, 200);
    const patch = await app.inject({
      method: 'PATCH',
      url: `/admin/api/people/${editor.id}`,
      headers: asPerson(owner),
      payload: { disabled: true },
    });
    assert.ok(patch.json().disabledAt);
    assert.equal((await me()).statusCode, 401);
    const removed = await app.inject({
      method: 'DELETE',
      url: `/admin/api/people/${editor.id}`,
      headers: asPerson(owner),
    });
    assert.equal(removed.statusCode, 204);
  });

  it('creates the first owner from ADMIN_EMAIL and ADMIN_PASSWORD only while nobody has an account', async (t) => {
    const db = await freshDatabase(t, { migrated: true });
    const email = uniqueEmail('first');
    const app = await build(t, { db, config: { firstOwner: { email, password: PASSWORD } } });
    assert.equal((await signIn(app, email)).csrf.length, 43);
    await app.close();
    const other = uniqueEmail('second');
    const again = await build(t, {
      db,
      config: { firstOwner: { email: other, password: PASSWORD } },
    });
    const { rows } = await again.db.query<{ email: string }>('SELECT email FROM people');
    assert.deepEqual(
      rows.map((r) => r.email),
      [email],
    );
  });
});
