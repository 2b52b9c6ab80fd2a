import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { FastifyInstance } from 'fastify';
import { PASSWORD_PERSONAL, PASSWORD_TOO_COMMON } from '@cloud-consulting/domain/password-strength';
import { ADMIN_TOKEN, build, engine } from '../../helper.js';
import { PASSWORD, addPerson, asPerson, signIn, uniqueEmail, type SignedIn } from './fixtures.js';

const config = { adminToken: ADMIN_TOKEN };

async function invite(app: FastifyInstance, owner: SignedIn, email: string, role = 'editor') {
  const res = await app.inject({
    method: 'POST',
    url: '/admin/api/people/invitations',
    headers: asPerson(owner),
    payload: { email, role },
  });
  assert.equal(res.statusCode, 201, res.body);
  return { id: res.json().id as number, token: await latestToken(app, email) };
}

async function latestToken(app: FastifyInstance, email: string): Promise<string> {
  const mails = await app.mailer.list({ unsentOnly: false, limit: 50 });
  const mail = mails.filter((m) => m.Recipient === email).sort((a, b) => b.Id - a.Id)[0]!;
  return /\/admin\/invite#([\w-]+)/.exec(mail.Body)![1]!;
}

const accept = (app: FastifyInstance, token: string, password = PASSWORD) =>
  app.inject({
    method: 'POST',
    url: '/admin/api/invitations/accept',
    payload: { token, name: 'Nora Newcomer', password },
  });

const lookUp = (app: FastifyInstance, token: string) =>
  app.inject({ method: 'POST', url: '/admin/api/invitations/lookup', payload: { token } });

const pending = async (app: FastifyInstance, as: SignedIn) => {
  const res = await app.inject({
    method: 'GET',
    url: '/admin/api/people/invitations',
    headers: asPerson(as),
  });
  assert.equal(res.statusCode, 200, res.body);
  return res.json() as Array<{ id: number; email: string; role: string; invitedBy: string }>;
};

describe(`pending invitations on ${engine}`, () => {
  it('owners list the invitations nobody accepted yet, with who invited', async (t) => {
    const app = await build(t, { config });
    const owner = await signIn(app, (await addPerson(app, { role: 'owner' })).email);
    const first = uniqueEmail('first');
    const second = uniqueEmail('second');
    await invite(app, owner, first, 'moderator');
    const { token } = await invite(app, owner, second, 'sales');
    assert.deepEqual(
      (await pending(app, owner)).map((i) => [i.email, i.role, i.invitedBy]),
      [
        [second, 'sales', 'A owner'],
        [first, 'moderator', 'A owner'],
      ],
    );
    assert.equal((await accept(app, token)).statusCode, 201);
    assert.deepEqual(
      (await pending(app, owner)).map((i) => i.email),
      [first],
      'accepted ones leave the list',
    );
  });

  it('the join page learns the address and role of a token, and nothing of a bogus one', async (t) => {
    const app = await build(t, { config });
    const owner = await signIn(app, (await addPerson(app, { role: 'owner' })).email);
    const email = uniqueEmail('joining');
    const { token } = await invite(app, owner, email, 'moderator');
    const found = await lookUp(app, token);
    assert.equal(found.statusCode, 200, found.body);
    assert.equal(found.json().email, email);
    assert.equal(found.json().role, 'moderator');
    const bogus = await lookUp(app, 'not-a-token');
    assert.equal(bogus.statusCode, 400);
    assert.equal(bogus.json().errors[0].field, 'token');
  });

  it('refuses weak passwords at acceptance: common ones and ones made of the name', async (t) => {
    const app = await build(t, { config });
    const owner = await signIn(app, (await addPerson(app, { role: 'owner' })).email);
    const { token } = await invite(app, owner, uniqueEmail('weak'));
    const common = await accept(app, token, 'password1234');
    assert.equal(common.statusCode, 400);
    assert.deepEqual(common.json().errors, [{ field: 'password', message: PASSWORD_TOO_COMMON }]);
    const personal = await accept(app, token, 'newcomer of the year');
    assert.deepEqual(personal.json().errors, [{ field: 'password', message: PASSWORD_PERSONAL }]);
    assert.equal((await accept(app, token)).statusCode, 201, 'the token still works after');
  });

  it('resending mails a new link; the old one stops working', async (t) => {
    const app = await build(t, { config });
    const owner = await signIn(app, (await addPerson(app, { role: 'owner' })).email);
    const email = uniqueEmail('resent');
    const { id, token: old } = await invite(app, owner, email);
    const res = await app.inject({
      method: 'POST',
      url: `/admin/api/people/invitations/${id}/resend`,
      headers: asPerson(owner),
    });
    assert.equal(res.statusCode, 200, res.body);
    const fresh = await latestToken(app, email);
    assert.notEqual(fresh, old);
    assert.equal((await accept(app, old)).statusCode, 400, 'the old link');
    assert.equal((await accept(app, fresh)).statusCode, 201, 'the new link');
    const afterAccept = await app.inject({
      method: 'POST',
      url: `/admin/api/people/invitations/${id}/resend`,
      headers: asPerson(owner),
    });
    assert.equal(afterAccept.statusCode, 404, 'an accepted invitation is not resent');
  });

  it('a revoked invitation leaves the list and its link stops working', async (t) => {
    const app = await build(t, { config });
    const owner = await signIn(app, (await addPerson(app, { role: 'owner' })).email);
    const { id, token } = await invite(app, owner, uniqueEmail('revoked'));
    const revoke = () =>
      app.inject({
        method: 'DELETE',
        url: `/admin/api/people/invitations/${id}`,
        headers: asPerson(owner),
      });
    assert.equal((await revoke()).statusCode, 204);
    assert.deepEqual(await pending(app, owner), []);
    assert.equal((await lookUp(app, token)).statusCode, 400);
    const res = await accept(app, token);
    assert.equal(res.statusCode, 400);
    assert.equal(res.json().errors[0].field, 'token');
    assert.equal((await revoke()).statusCode, 404, 'only once');
  });

  it('only owners list, resend and revoke', async (t) => {
    const app = await build(t, { config });
    const owner = await signIn(app, (await addPerson(app, { role: 'owner' })).email);
    const { id } = await invite(app, owner, uniqueEmail('guarded'));
    for (const role of ['editor', 'moderator', 'sales'] as const) {
      const as = asPerson(await signIn(app, (await addPerson(app, { role })).email));
      const calls = [
        { method: 'GET' as const, url: '/admin/api/people/invitations' },
        { method: 'POST' as const, url: `/admin/api/people/invitations/${id}/resend` },
        { method: 'DELETE' as const, url: `/admin/api/people/invitations/${id}` },
      ];
      for (const call of calls) {
        const res = await app.inject({ ...call, headers: as });
        assert.equal(res.statusCode, 403, `${role}: ${call.method} ${call.url}`);
      }
    }
    assert.equal((await pending(app, owner)).length, 1, 'still pending');
  });
});
