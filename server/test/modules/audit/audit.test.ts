import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { FastifyInstance } from 'fastify';
import { AUDIT_RANGE_MESSAGE } from '@cloud-consulting/domain/audit';
import {
  anyPostId,
  asAdmin,
  buildSuiteApp,
  engine,
  noRateLimits,
  post,
  testClock,
} from '../../helper.js';
import {
  addPerson,
  asPerson,
  signIn,
  signInRequest,
  uniqueEmail,
  type SignedIn,
} from '../people/fixtures.js';
import type { Database } from '../../../src/db/client.js';
import type { AuditEntry } from '../../../src/modules/audit/repository.js';

/** An entry as the JSON answer carries it: its time as text. */
type Entry = Omit<AuditEntry, 'at'> & { at: string };

interface Page {
  entries: Entry[];
  total: number;
  page: number;
  pageSize: number;
}

describe(`audit log on ${engine}`, () => {
  let app: FastifyInstance;
  let db: Database;
  let close: () => Promise<void>;
  const clock = testClock();
  let owner: SignedIn;
  let ownerEmail: string;

  before(async () => {
    ({ app, db, close } = await buildSuiteApp({
      now: clock.now,
      config: { requireHumanCheck: false, rateLimits: noRateLimits },
    }));
    ownerEmail = (await addPerson(app, { role: 'owner' })).email;
    owner = await signIn(app, ownerEmail);
  });
  after(() => close());

  /** The log as automation reads it (tests move the clock past sessions' ends), e.g. "actor=x". */
  async function read(query = '') {
    const res = await app.inject({
      method: 'GET',
      url: `/admin/api/audit?${query}`,
      headers: asAdmin,
    });
    assert.equal(res.statusCode, 200, res.body);
    return res.json() as Page;
  }

  /** The newest entry of an action, which the test has just caused. */
  async function newest(action: string): Promise<Entry> {
    const { entries } = await read(`action=${encodeURIComponent(action)}&pageSize=1`);
    assert.ok(entries[0], `an entry for ${action}`);
    return entries[0];
  }

  const at = () => new Date(clock.now()).toISOString();

  const call = (
    method: 'POST' | 'PATCH' | 'GET' | 'DELETE',
    url: string,
    headers: Record<string, string>,
    payload?: unknown,
  ) => app.inject({ method, url, headers, payload: payload as object });

  describe('what is recorded', () => {
    it('records a sign-in with the person as actor and the time', async () => {
      clock.advance(60_000);
      const person = await addPerson(app, { role: 'editor' });
      await signIn(app, person.email);
      const entry = await newest('sign in');
      assert.equal(entry.actor, person.email);
      assert.equal(entry.actorPersonId, person.id);
      assert.equal(entry.at, at());
      assert.equal(entry.method, 'POST');
      assert.equal(entry.resource, '/admin/api/session');
      assert.equal(entry.status, 200);
      assert.deepEqual(entry.details, {});
    });

    it('records a refused sign-in as anonymous with the email tried, never the password', async () => {
      clock.advance(60_000);
      const email = uniqueEmail('guess');
      const res = await signInRequest(app, email, 'a wrong password 123');
      assert.equal(res.statusCode, 401);
      const entry = await newest('sign in refused');
      assert.equal(entry.actor, 'anonymous');
      assert.equal(entry.actorPersonId, null);
      assert.equal(entry.status, 401);
      assert.equal(entry.at, at());
      assert.deepEqual(entry.details, { email });
      const { rows } = await db.query('SELECT * FROM audit_log');
      assert.doesNotMatch(JSON.stringify(rows), /a wrong password 123/);
    });

    it('records a sign-out', async () => {
      const person = await addPerson(app, { role: 'sales' });
      const session = await signIn(app, person.email);
      const res = await call('DELETE', '/admin/api/session', asPerson(session));
      assert.equal(res.statusCode, 204);
      const entry = await newest('sign out');
      assert.equal(entry.actor, person.email);
    });

    it('records a content change by the admin token as automation, with the fields sent', async () => {
      clock.advance(60_000);
      const services = (await call('GET', '/admin/api/services', asAdmin)).json();
      const id = services[0].id as number;
      const res = await call('PATCH', `/admin/api/services/${id}`, asAdmin, {
        href: '/contact-us',
      });
      assert.equal(res.statusCode, 200, res.body);
      const entry = await newest('PATCH /admin/api/services/:id');
      assert.equal(entry.actor, 'automation');
      assert.equal(entry.actorPersonId, null);
      assert.equal(entry.at, at());
      assert.equal(entry.resource, '/admin/api/services/:id');
      assert.equal(entry.recordId, String(id));
      assert.deepEqual(entry.details, { fields: ['href'] });
    });

    it('does not record a change that failed', async () => {
      const before = (await read()).total;
      const missing = await call('PATCH', '/admin/api/services/999999', asAdmin, { href: '/x' });
      assert.equal(missing.statusCode, 404);
      const invalid = await call('POST', '/admin/api/blog', asAdmin, { title: 'No content' });
      assert.equal(invalid.statusCode, 400);
      assert.equal((await read()).total, before);
    });

    it('records creating and publishing a post, each with the post id', async () => {
      clock.advance(60_000);
      const editor = await signIn(app, (await addPerson(app, { role: 'editor' })).email);
      const created = await call('POST', '/admin/api/blog', asPerson(editor), {
        title: 'Audit trail article',
        content: 'Who did what.',
        status: 'draft',
      });
      assert.equal(created.statusCode, 201, created.body);
      const id = String(created.json().id);
      const creation = await newest('create post');
      assert.equal(creation.recordId, id);
      assert.deepEqual(creation.details, { fields: ['content', 'status', 'title'] });

      clock.advance(1_000);
      const published = await call('POST', `/admin/api/blog/${id}/publish`, asPerson(editor));
      assert.equal(published.statusCode, 200, published.body);
      const entry = await newest('publish post');
      assert.equal(entry.recordId, id);
      assert.equal(entry.resource, '/admin/api/blog/:id/publish');
      assert.equal(entry.at, at());
      assert.match(entry.actor, /^editor-/);
    });

    it('records approving and rejecting a comment with the moderator as actor', async () => {
      const moderatorEmail = (await addPerson(app, { role: 'moderator' })).email;
      const moderator = await signIn(app, moderatorEmail);
      const postId = await anyPostId(db);
      const comment = async (content: string) => {
        const res = await post(app, `/api/blog/${postId}/comments`, {
          content,
          authorName: 'Jane Doe',
          guestId: 'guest-audit',
        });
        return String(res.json().comment.Id);
      };
      const first = await comment('A helpful article about audit logs.');
      const second = await comment('Another thought about audit logs.');
      for (const [id, action] of [
        [first, 'approve'],
        [second, 'reject'],
      ] as const) {
        const res = await call('POST', `/admin/api/comments/${id}/${action}`, asPerson(moderator));
        assert.equal(res.statusCode, 200, res.body);
        const entry = await newest(`${action} comment`);
        assert.equal(entry.actor, moderatorEmail);
        assert.equal(entry.recordId, id);
      }
    });

    it('records a role change with the new role, and a removal', async () => {
      const person = await addPerson(app, { role: 'editor' });
      const changed = await call('PATCH', `/admin/api/people/${person.id}`, asPerson(owner), {
        role: 'moderator',
      });
      assert.equal(changed.statusCode, 200, changed.body);
      const entry = await newest('change role');
      assert.equal(entry.actor, ownerEmail);
      assert.equal(entry.recordId, String(person.id));
      assert.deepEqual(entry.details, { role: 'moderator' });

      const removed = await call('DELETE', `/admin/api/people/${person.id}`, asPerson(owner));
      assert.equal(removed.statusCode, 204);
      assert.equal((await newest('remove person')).recordId, String(person.id));
    });

    it('records an invitation with the email and role invited', async () => {
      const email = uniqueEmail('invited');
      const res = await call('POST', '/admin/api/people/invitations', asPerson(owner), {
        email,
        role: 'sales',
      });
      assert.equal(res.statusCode, 201, res.body);
      const entry = await newest('invite person');
      assert.deepEqual(entry.details, { email, role: 'sales' });
      assert.equal(entry.recordId, String(res.json().id));
    });

    it('records a lead export with its row count, but not reading the leads', async () => {
      const salesEmail = (await addPerson(app, { role: 'sales' })).email;
      const sales = await signIn(app, salesEmail);
      const before = (await read('action=export%20leads')).total;
      const list = await call('GET', '/admin/api/leads', asPerson(sales));
      assert.equal(list.statusCode, 200);
      const exported = await call('GET', '/admin/api/leads/export.csv', asPerson(sales));
      assert.equal(exported.statusCode, 200);
      const rows = exported.body.trim().split('\r\n').length - 1;
      const entry = await newest('export leads');
      assert.equal(entry.actor, salesEmail);
      assert.equal(entry.method, 'GET');
      assert.deepEqual(entry.details, { rows, kind: null });
      assert.equal((await read('action=export%20leads')).total, before + 1);
      const reads = await read(`actor=${encodeURIComponent(salesEmail)}`);
      assert.deepEqual(
        reads.entries.map((e) => e.action),
        ['export leads', 'sign in'],
        'GET /admin/api/leads is not recorded',
      );
    });

    it('records a subscriber export and an erasure, and a rebuild asked for by an editor', async () => {
      const salesEmail = (await addPerson(app, { role: 'sales' })).email;
      const sales = await signIn(app, salesEmail);
      const exported = await call('GET', '/admin/api/subscribers/export.csv', asPerson(sales));
      assert.equal(exported.statusCode, 200);
      assert.equal((await newest('export subscribers')).actor, salesEmail);
      const missing = await call('DELETE', '/admin/api/subscribers/999999', asPerson(sales));
      assert.equal(missing.statusCode, 404);
      const { rows } = await app.db.query<{ id: number }>(
        `INSERT INTO newsletter_subscribers (email, source, status)
         VALUES ('erase.me@example.com', 'blog', 'verified') RETURNING id`,
      );
      const erased = await call('DELETE', `/admin/api/subscribers/${rows[0]!.id}`, asPerson(sales));
      assert.equal(erased.statusCode, 204, erased.body);
      const entry = await newest('erase subscriber');
      assert.equal(entry.actor, salesEmail);
      assert.equal(entry.recordId, String(rows[0]!.id));
      assert.equal(
        (await read(`action=erase%20subscriber&actor=${encodeURIComponent(salesEmail)}`)).total,
        1,
        'the refused erasure is not recorded',
      );
    });

    it("does not record the live preview's renders, which change nothing", async () => {
      const before = (await read()).total;
      for (const content of ['# Dra', '# Draft', '# Draft body']) {
        const res = await call('POST', '/admin/api/blog/render', asAdmin, { content });
        assert.equal(res.statusCode, 200, res.body);
      }
      assert.equal((await read()).total, before);
    });

    it('does not record reads, including reading the log', async () => {
      const before = (await read()).total;
      await call('GET', '/admin/api/blog', asAdmin);
      await call('GET', '/admin/api/people', asPerson(owner));
      await read();
      assert.equal((await read()).total, before);
    });
  });

  describe('GET /admin/api/audit', () => {
    it('answers 401 without an actor, 403 to editors, moderators and sales, 200 to owners', async () => {
      assert.equal((await call('GET', '/admin/api/audit', {})).statusCode, 401);
      for (const role of ['editor', 'moderator', 'sales'] as const) {
        const session = await signIn(app, (await addPerson(app, { role })).email);
        const res = await call('GET', '/admin/api/audit', asPerson(session));
        assert.equal(res.statusCode, 403, role);
      }
      assert.equal((await call('GET', '/admin/api/audit', asPerson(owner))).statusCode, 200);
      assert.equal((await call('GET', '/admin/api/audit', asAdmin)).statusCode, 200);
    });

    it('filters by actor (whatever its case), action and resource, newest first', async () => {
      const email = uniqueEmail('Filtered');
      await addPerson(app, { role: 'editor', email });
      const session = await signIn(app, email);
      clock.advance(1_000);
      const created = await call('POST', '/admin/api/faq', asPerson(session), {
        question: 'Who changed this?',
        answer: 'The audit log says.',
      });
      assert.equal(created.statusCode, 201, created.body);

      const byActor = await read(`actor=${encodeURIComponent(email.toUpperCase())}`);
      assert.deepEqual(
        byActor.entries.map((e) => e.action),
        ['POST /admin/api/faq', 'sign in'],
      );
      assert.equal(byActor.total, 2);
      assert.ok(byActor.entries[0]!.at > byActor.entries[1]!.at, 'newest first');

      const byAction = await read('action=sign%20in&pageSize=200');
      assert.ok(byAction.entries.length > 1);
      assert.ok(byAction.entries.every((e) => e.action === 'sign in'));
      assert.ok(byAction.entries.some((e) => e.actor === email));

      const byResource = await read(`resource=${encodeURIComponent('/admin/api/faq')}`);
      assert.ok(byResource.entries.length >= 1);
      assert.ok(byResource.entries.every((e) => e.resource === '/admin/api/faq'));
    });

    it('filters by a date range, bounds included', async () => {
      const email = uniqueEmail('ranged');
      await addPerson(app, { role: 'editor', email });
      clock.advance(24 * 60 * 60_000);
      const first = at();
      await signIn(app, email);
      clock.advance(60 * 60_000);
      const second = at();
      await signIn(app, email);
      clock.advance(60 * 60_000);
      await signIn(app, email);

      const actor = `actor=${encodeURIComponent(email)}`;
      assert.equal((await read(actor)).total, 3);
      const range = await read(`${actor}&from=${first}&to=${second}`);
      assert.deepEqual(
        range.entries.map((e) => e.at),
        [second, first],
      );
      assert.equal((await read(`${actor}&from=${second}`)).total, 2);
      assert.equal((await read(`${actor}&to=${first}`)).total, 1);
    });

    it('pages the log', async () => {
      const email = uniqueEmail('paged');
      await addPerson(app, { role: 'editor', email });
      for (let i = 0; i < 3; i++) {
        clock.advance(1_000);
        await signIn(app, email);
      }
      const actor = `actor=${encodeURIComponent(email)}`;
      const all = (await read(actor)).entries.map((e) => e.id);
      const second = await read(`${actor}&page=2&pageSize=2`);
      assert.deepEqual(
        second.entries.map((e) => e.id),
        all.slice(2),
      );
      assert.equal(second.total, 3);
      assert.equal(second.page, 2);
      assert.equal(second.pageSize, 2);
    });

    it('answers 400 to a range that ends before it starts, and to a malformed date', async () => {
      const backwards = await call(
        'GET',
        '/admin/api/audit?from=2026-03-02T00:00:00Z&to=2026-03-01T00:00:00Z',
        asAdmin,
      );
      assert.equal(backwards.statusCode, 400);
      assert.equal(backwards.json().message, AUDIT_RANGE_MESSAGE);
      const malformed = await call('GET', '/admin/api/audit?from=yesterday', asAdmin);
      assert.equal(malformed.statusCode, 400);
      assert.match(malformed.json().message, /from/);
    });
  });
});
