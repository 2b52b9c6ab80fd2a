import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import Fastify, { type FastifyInstance } from 'fastify';
import { ROLES, type ActionFamily, type Role } from '@cloud-consulting/domain/admin-roles';
import { collections } from '@cloud-consulting/domain/content-collections/collections';
import { registerAdminAuth } from '../../src/plugins/admin-auth.js';
import { createMemoryCounterStore } from '../../src/plugins/rate-limits.js';
import type { Accounts } from '../../src/modules/people/accounts.js';
import { ADMIN_TOKEN, asAdmin, build, buildSuiteApp, engine, testConfig } from '../helper.js';
import { addPerson, asPerson, signIn, type SignedIn } from '../modules/people/fixtures.js';

/** What each role may do, written out here so a change of the shared rule shows in this test. */
const allowed: Record<Role, ActionFamily[]> = {
  owner: [
    'content',
    'posts',
    'media',
    'publish',
    'comments',
    'leads',
    'subscribers',
    'people',
    'audit',
    'rebuild',
  ],
  editor: ['content', 'posts', 'media', 'publish', 'rebuild'],
  moderator: ['comments'],
  sales: ['leads', 'subscribers'],
};

/** The family each admin path belongs to, by its first segment. A new path must be added here. */
const familyOfSegment: Record<string, string> = {
  'site-settings': 'content',
  ...Object.fromEntries(collections.map((c) => [c.name, 'content'])),
  blog: 'posts',
  'blog-tags': 'posts',
  'blog-authors': 'posts',
  uploads: 'media',
  media: 'media',
  comments: 'comments',
  leads: 'leads',
  subscribers: 'subscribers',
  outbox: 'audit',
  people: 'people',
  audit: 'audit',
  builds: 'rebuild',
};
const expectedAccess = (method: string, url: string) => {
  if (url === '/admin/api/session') return method === 'POST' ? 'anyone' : 'signed-in';
  // Invitation and reset links' pages, for people not signed in (their token is the key).
  if (/^\/admin\/api\/(invitations|password-resets)\/(accept|lookup)$/.test(url)) return 'anyone';
  // Everyone signed in sets their own preferences and password.
  if (/^\/admin\/api\/session\/(preferences|password)$/.test(url)) return 'signed-in';
  // Who has a record open: any person signed in, the route checks the record's own family.
  if (url.startsWith('/admin/api/presence/')) return 'signed-in';
  // The builder's reports are signed with the rebuild secret, checked by the route itself.
  if (url === '/admin/api/builds/report') return 'anyone';
  // Changing a post's status is publishing; its revisions and previews are post work.
  if (/^\/admin\/api\/blog\/:id\/(publish|unpublish|archive|schedule)$/.test(url)) return 'publish';
  // Sending a post to the newsletter, or calling a send off, is publishing too; previewing it,
  // testing it and following a send are post work.
  if (method === 'POST' && url === '/admin/api/blog/:id/newsletter') return 'publish';
  if (url === '/admin/api/newsletter-sends/:id') return method === 'DELETE' ? 'publish' : 'posts';
  // A digest likewise: sending it is publishing, previewing and testing it post work.
  if (url === '/admin/api/newsletter-digest') return method === 'POST' ? 'publish' : 'posts';
  if (url === '/admin/api/newsletter-digest/test') return 'posts';
  return familyOfSegment[url.split('/')[3]!];
};

const concrete = (url: string) => url.replace(/:[a-zA-Z]+/g, '999999');

describe(`admin authorization on ${engine}`, () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  const sessions = {} as Record<Role, SignedIn>;
  before(async () => {
    ({ app, close } = await buildSuiteApp());
    for (const role of ROLES) {
      const person = await addPerson(app, { role });
      sessions[role] = await signIn(app, person.email);
    }
  });
  after(() => close());

  const routes = () =>
    app.adminRoutes.filter(
      (r) => r.method !== 'HEAD' && !(r.method === 'DELETE' && r.url === '/admin/api/session'),
    );

  it('gives every admin route the family its path belongs to', () => {
    assert.ok(app.adminRoutes.length > 30, 'the admin routes are listed');
    for (const route of app.adminRoutes) {
      assert.equal(
        route.access,
        expectedAccess(route.method, route.url),
        `${route.method} ${route.url}`,
      );
    }
  });

  it('answers 401 without an actor, 403 to a role that may not, and lets the others through', async (t) => {
    for (const route of routes()) {
      if (route.access === 'anyone') continue;
      const url = concrete(route.url);
      const payload = route.method === 'GET' ? undefined : {};
      const call = (headers: Record<string, string>) =>
        app.inject({ method: route.method as 'GET', url, headers, payload });
      await t.test(`${route.method} ${route.url} (${route.access})`, async () => {
        assert.equal((await call({})).statusCode, 401, 'no actor');
        const automation = await call(asAdmin);
        assert.ok(![401, 403].includes(automation.statusCode), `automation: ${automation.body}`);
        for (const role of ROLES) {
          const res = await call(asPerson(sessions[role]));
          const may =
            route.access === 'signed-in' || allowed[role].includes(route.access as ActionFamily);
          if (may) assert.ok(![401, 403].includes(res.statusCode), `${role}: ${res.body}`);
          else {
            assert.equal(res.statusCode, 403, role);
            assert.match(res.json().message, new RegExp(`The ${role} role may not do this`));
          }
        }
      });
    }
  });

  it('documents 401 and 403 and both ways of signing in on every guarded admin route', async () => {
    const doc = (await app.inject({ method: 'GET', url: '/docs/openapi.json' })).json();
    const faq = doc.paths['/admin/api/faq'].post;
    assert.match(JSON.stringify(faq.responses['401']), /Error/);
    assert.match(JSON.stringify(faq.responses['403']), /Error/);
    assert.deepEqual(faq.security, [{ adminSession: [] }, { adminToken: [] }]);
    assert.ok(doc.components.securitySchemes.adminSession);
    // Signing in needs no credential: an empty list says so to clients.
    assert.deepEqual(doc.paths['/admin/api/session'].post.security, []);
  });

  it('refuses to start with an admin route that declares no family', async () => {
    const bare = Fastify();
    bare.decorate('adminRoutes', []);
    await assert.rejects(async () => {
      await bare.register(async (admin) => {
        registerAdminAuth(admin, {
          accounts: {} as Accounts,
          isReady: () => true,
          failedTokens: { counters: createMemoryCounterStore(), max: 10 },
        });
        admin.get('/forgotten', async () => 'x');
      });
      await bare.ready();
    }, /declares no config.access/);
  });
});

describe(`wrong bearer tokens on ${engine}`, () => {
  it('answer 401 up to the budget, then 429 from that address, even with the right token', async (t) => {
    const app = await build(t, {
      config: {
        adminToken: ADMIN_TOKEN,
        rateLimits: { ...testConfig().rateLimits, failedTokens: 3 },
      },
    });
    const call = (token: string, address = '203.0.113.7') =>
      app.inject({
        url: '/admin/api/leads',
        headers: { authorization: `Bearer ${token}` },
        remoteAddress: address,
      });
    for (let i = 0; i < 3; i += 1) assert.equal((await call(`guess-${i}`)).statusCode, 401);
    const refused = await call('guess-3');
    assert.equal(refused.statusCode, 429, refused.body);
    assert.ok(Number(refused.headers['retry-after']) > 0);
    assert.equal((await call(ADMIN_TOKEN)).statusCode, 429, 'the budget is spent for this address');
    assert.equal((await call(ADMIN_TOKEN, '198.51.100.9')).statusCode, 200, 'another address');
    assert.equal((await call('guess', '198.51.100.9')).statusCode, 401);
  });

  it('leaves the right token alone however often it is used', async (t) => {
    const app = await build(t, {
      config: {
        adminToken: ADMIN_TOKEN,
        rateLimits: { ...testConfig().rateLimits, failedTokens: 2 },
      },
    });
    for (let i = 0; i < 5; i += 1) {
      const res = await app.inject({ url: '/admin/api/leads', headers: asAdmin });
      assert.equal(res.statusCode, 200);
    }
  });
});
