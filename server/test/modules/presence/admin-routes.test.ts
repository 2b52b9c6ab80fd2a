import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { FastifyInstance } from 'fastify';
import type { Role } from '@cloud-consulting/domain/admin-roles';
import { hashPassword } from '../../../src/modules/people/passwords.js';
import { ADMIN_TOKEN, asAdmin, build, engine } from '../../helper.js';
import { PASSWORD, asPerson, signIn, uniqueEmail, type SignedIn } from '../people/fixtures.js';

const START = Date.parse('2026-11-29T10:00:00Z');

/** An app whose clock the test moves. */
async function appWithClock(t: Parameters<typeof build>[0]) {
  const clock = { now: START };
  const app = await build(t, { config: { adminToken: ADMIN_TOKEN }, now: () => clock.now });
  return { app, clock };
}

async function person(app: FastifyInstance, name: string, role: Role): Promise<SignedIn> {
  const email = uniqueEmail(role);
  await app.accounts.repo.insert({
    email,
    name,
    role,
    passwordHash: await hashPassword(PASSWORD),
    createdAt: new Date(app.now()),
  });
  return signIn(app, email);
}

const beat = (app: FastifyInstance, who: SignedIn, path = 'posts/7') =>
  app.inject({ method: 'PUT', url: `/admin/api/presence/${path}`, headers: asPerson(who) });

const othersOn = async (app: FastifyInstance, who: SignedIn, path = 'posts/7') => {
  const res = await beat(app, who, path);
  assert.equal(res.statusCode, 200, res.body);
  return res.json().others as string[];
};

const openPosts = async (app: FastifyInstance, who: SignedIn) => {
  const res = await app.inject({
    method: 'GET',
    url: '/admin/api/presence/posts',
    headers: asPerson(who),
  });
  assert.equal(res.statusCode, 200, res.body);
  return res.json().records as Record<string, string[]>;
};

describe(`PUT /admin/api/presence/:resource/:id on ${engine}`, () => {
  it('tells each person who else has the post open, by name, never themselves', async (t) => {
    const { app } = await appWithClock(t);
    const dana = await person(app, 'Dana Lee', 'editor');
    const sam = await person(app, 'Sam Roe', 'owner');
    assert.deepEqual(await othersOn(app, dana), []);
    assert.deepEqual(await othersOn(app, sam), ['Dana Lee']);
    assert.deepEqual(await othersOn(app, dana), ['Sam Roe']);
    // Another post is another record.
    assert.deepEqual(await othersOn(app, dana, 'posts/8'), []);
  });

  it('forgets a person 45 s after their last heartbeat, and keeps one who beats', async (t) => {
    const { app, clock } = await appWithClock(t);
    const dana = await person(app, 'Dana Lee', 'editor');
    const sam = await person(app, 'Sam Roe', 'editor');
    await othersOn(app, dana);
    clock.now += 30_000;
    assert.deepEqual(await othersOn(app, sam), ['Dana Lee']);
    clock.now += 15_000;
    // Dana's last heartbeat is 45 s old: her tab closed without saying so.
    assert.deepEqual(await othersOn(app, sam), []);
    assert.deepEqual(await openPosts(app, sam), {});
  });

  it('forgets a person at once when they leave the screen', async (t) => {
    const { app } = await appWithClock(t);
    const dana = await person(app, 'Dana Lee', 'editor');
    const sam = await person(app, 'Sam Roe', 'editor');
    await othersOn(app, dana);
    const left = await app.inject({
      method: 'DELETE',
      url: '/admin/api/presence/posts/7',
      headers: asPerson(dana),
    });
    assert.equal(left.statusCode, 204, left.body);
    assert.deepEqual(await othersOn(app, sam), []);
  });

  it('forgets a person who signs out', async (t) => {
    const { app } = await appWithClock(t);
    const dana = await person(app, 'Dana Lee', 'editor');
    const sam = await person(app, 'Sam Roe', 'editor');
    await othersOn(app, dana);
    const out = await app.inject({
      method: 'DELETE',
      url: '/admin/api/session',
      headers: asPerson(dana),
    });
    assert.ok(out.statusCode < 300, out.body);
    assert.deepEqual(await othersOn(app, sam), []);
  });

  it('covers content records and the site settings for those who edit content', async (t) => {
    const { app } = await appWithClock(t);
    const dana = await person(app, 'Dana Lee', 'editor');
    const sam = await person(app, 'Sam Roe', 'owner');
    await othersOn(app, dana, 'services/3');
    await othersOn(app, dana, 'site-settings/settings');
    assert.deepEqual(await othersOn(app, sam, 'services/3'), ['Dana Lee']);
    assert.deepEqual(await othersOn(app, sam, 'site-settings/settings'), ['Dana Lee']);
  });

  it('refuses roles that may not edit the record, in words, and shows them nobody', async (t) => {
    const { app } = await appWithClock(t);
    const dana = await person(app, 'Dana Lee', 'editor');
    await othersOn(app, dana);
    for (const role of ['moderator', 'sales'] as const) {
      const other = await person(app, `A ${role}`, role);
      const res = await beat(app, other);
      assert.equal(res.statusCode, 403, res.body);
      assert.match(res.json().message, /may not edit this kind of record/);
      const list = await app.inject({
        method: 'GET',
        url: '/admin/api/presence/posts',
        headers: asPerson(other),
      });
      assert.equal(list.statusCode, 403);
      assert.doesNotMatch(list.body, /Dana Lee/);
    }
  });

  it('answers 404 for a kind of record nobody edits, 400 for a malformed id, 401 signed out', async (t) => {
    const { app } = await appWithClock(t);
    const dana = await person(app, 'Dana Lee', 'owner');
    const unknown = await beat(app, dana, 'leads/1');
    assert.equal(unknown.statusCode, 404);
    assert.match(unknown.json().message, /no such kind of record/);
    const malformed = await beat(app, dana, 'posts/a.b');
    assert.equal(malformed.statusCode, 400);
    const anonymous = await app.inject({ method: 'PUT', url: '/admin/api/presence/posts/7' });
    assert.equal(anonymous.statusCode, 401);
    const automation = await app.inject({
      method: 'PUT',
      url: '/admin/api/presence/posts/7',
      headers: asAdmin,
    });
    assert.equal(automation.statusCode, 403);
    assert.match(automation.json().message, /person signed in/);
  });

  it('leaves heartbeats out of the audit log and asks for no site build', async (t) => {
    const { app } = await appWithClock(t);
    const dana = await person(app, 'Dana Lee', 'editor');
    const res = await beat(app, dana);
    assert.equal(res.headers['x-site-rebuild'], undefined);
    const audit = await app.inject({ method: 'GET', url: '/admin/api/audit', headers: asAdmin });
    assert.equal(audit.statusCode, 200, audit.body);
    const actions = (audit.json().entries as Array<{ resource: string }>).map((e) => e.resource);
    assert.ok(!actions.some((r) => r.includes('presence')), actions.join(', '));
  });
});

describe(`GET /admin/api/presence/:resource on ${engine}`, () => {
  it('lists the posts someone else has open, with their names', async (t) => {
    const { app } = await appWithClock(t);
    const dana = await person(app, 'Dana Lee', 'editor');
    const sam = await person(app, 'Sam Roe', 'editor');
    await othersOn(app, dana, 'posts/7');
    await othersOn(app, sam, 'posts/9');
    assert.deepEqual(await openPosts(app, sam), { '7': ['Dana Lee'] });
    assert.deepEqual(await openPosts(app, dana), { '9': ['Sam Roe'] });
  });
});
