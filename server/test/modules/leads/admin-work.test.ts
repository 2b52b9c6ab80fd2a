import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { FastifyInstance } from 'fastify';
import { DATE_RANGE_MESSAGE, inDateRange } from '@cloud-consulting/domain/date-range';
import { LEAD_NOTE_MESSAGES } from '@cloud-consulting/domain/lead-notes';
import type { Database } from '../../../src/db/client.js';
import {
  asAdmin,
  buildSuiteApp,
  engine,
  noRateLimits,
  post,
  rebuildRequestCount,
  testClock,
} from '../../helper.js';
import { addPerson, asPerson, signIn, type SignedIn } from '../people/fixtures.js';
import { contactRequest } from './fixtures.js';

interface ListedLead {
  id: number;
  status: string;
  ownerId: number | null;
  ownerName: string | null;
}

/** How the sales team works leads: filters, status, owner, notes and the CSV export. */
describe(`admin lead work on ${engine}`, () => {
  let app: FastifyInstance;
  let db: Database;
  let close: () => Promise<void>;
  const clock = testClock();
  let sales: SignedIn;
  let salesPerson: { id: number; email: string; name: string };
  let editor: SignedIn;
  let colleague: { id: number; name: string };

  before(async () => {
    ({ app, db, close } = await buildSuiteApp({
      now: clock.now,
      config: { requireHumanCheck: false, rateLimits: noRateLimits },
    }));
    salesPerson = await addPerson(app, { role: 'sales' });
    sales = await signIn(app, salesPerson.email);
    editor = await signIn(app, (await addPerson(app, { role: 'editor' })).email);
    colleague = await addPerson(app, { role: 'sales' });
  });
  after(() => close());

  /** A contact request from `source`, stored as received at `createdAt`. */
  async function contactLead(source: string, createdAt: string, extra: object = {}) {
    const res = await post(app, '/api/customer_requests', { ...contactRequest, source, ...extra });
    assert.equal(res.statusCode, 201, res.body);
    const id = res.json().data.requestId as number;
    await db.query('UPDATE leads SET created_at = $2 WHERE id = $1', [id, createdAt]);
    return id;
  }
  const get = (url: string, headers: Record<string, string> = asAdmin) =>
    app.inject({ method: 'GET', url, headers });
  const patch = (id: number, body: unknown, headers: Record<string, string> = asAdmin) =>
    app.inject({
      method: 'PATCH',
      url: `/admin/api/leads/${id}`,
      headers,
      payload: body as object,
    });
  const addNote = (id: number, text: string, headers: Record<string, string> = asAdmin) =>
    app.inject({
      method: 'POST',
      url: `/admin/api/leads/${id}/notes`,
      headers,
      payload: { text },
    });
  const idsOf = (res: { json(): { leads: ListedLead[] } }) => res.json().leads.map((l) => l.id);

  describe('GET /admin/api/leads filters', () => {
    const times = [
      '2001-02-28T23:59:59.999Z',
      '2001-03-01T00:00:00.000Z',
      '2001-03-15T12:00:00.000Z',
      '2001-03-31T23:59:59.999Z',
      '2001-04-01T00:00:00.000Z',
    ];
    let ids: number[];
    before(async () => {
      ids = [];
      for (const time of times) ids.push(await contactLead('Range Test Page', time));
    });

    it('keeps leads created from "from" (included) to "to" (excluded), newest first', async () => {
      const res = await get(
        '/admin/api/leads?source=Range%20Test%20Page&from=2001-03-01&to=2001-04-01T00:00:00Z',
      );
      assert.equal(res.statusCode, 200);
      const expected = ids
        .filter((_, i) =>
          inDateRange(new Date(times[i]!), new Date('2001-03-01'), new Date('2001-04-01')),
        )
        .reverse();
      assert.deepEqual(idsOf(res), expected);
      assert.deepEqual(expected, [ids[3], ids[2], ids[1]]);
      assert.equal(res.json().total, 3);
    });

    it('leaves an open end unbounded', async () => {
      const since = await get(
        '/admin/api/leads?source=range%20test%20page&from=2001-03-15T12:00:00Z',
      );
      assert.deepEqual(idsOf(since), [ids[4], ids[3], ids[2]]);
      const until = await get('/admin/api/leads?source=Range%20Test%20Page&to=2001-03-01');
      assert.deepEqual(idsOf(until), [ids[0]]);
    });

    it('answers 400 when "from" is not before "to", or is no date', async () => {
      const empty = await get('/admin/api/leads?from=2001-04-01&to=2001-03-01');
      assert.equal(empty.statusCode, 400);
      assert.equal(empty.json().message, DATE_RANGE_MESSAGE);
      const bad = await get('/admin/api/leads?from=last%20week');
      assert.equal(bad.statusCode, 400);
      assert.match(bad.json().message, /from/);
    });

    it('filters by source whatever its case, and by kind', async () => {
      const other = await contactLead('Other Test Page', '2001-03-10T00:00:00Z');
      const bySource = await get('/admin/api/leads?source=OTHER%20TEST%20PAGE');
      assert.deepEqual(idsOf(bySource), [other]);
      const wrongKind = await get('/admin/api/leads?source=Other%20Test%20Page&kind=feedback');
      assert.deepEqual(idsOf(wrongKind), []);
    });
  });

  describe('PATCH /admin/api/leads/:id', () => {
    it('sets the status and owner a sales person chooses, without a rebuild', async () => {
      const id = await contactLead('Work Test Page', '2002-01-01T00:00:00Z');
      assert.equal((await get(`/admin/api/leads/${id}`)).json().status, 'new');
      const requestsBefore = await rebuildRequestCount(app.db);
      const res = await patch(id, { status: 'contacted', ownerId: colleague.id }, asPerson(sales));
      assert.equal(res.statusCode, 200, res.body);
      assert.deepEqual(
        { status: res.json().status, ownerId: res.json().ownerId, ownerName: res.json().ownerName },
        { status: 'contacted', ownerId: colleague.id, ownerName: colleague.name },
      );
      // A change of status alone keeps the owner; ownerId null leaves the lead to nobody.
      assert.equal((await patch(id, { status: 'won' })).json().ownerId, colleague.id);
      const freed = (await patch(id, { ownerId: null })).json();
      assert.deepEqual([freed.status, freed.ownerId, freed.ownerName], ['won', null, null]);
      assert.equal(await rebuildRequestCount(app.db), requestsBefore);
    });

    it('answers 400 with a clear message for an unknown or disabled owner, changing nothing', async () => {
      const id = await contactLead('Work Test Page', '2002-01-02T00:00:00Z');
      const unknown = await patch(id, { status: 'lost', ownerId: 999999 });
      assert.equal(unknown.statusCode, 400);
      assert.equal(
        unknown.json().message,
        'ownerId 999999 is not an active person with an account',
      );
      const gone = await addPerson(app, { role: 'sales' });
      await db.query('UPDATE people SET disabled_at = now() WHERE id = $1', [gone.id]);
      assert.equal((await patch(id, { ownerId: gone.id })).statusCode, 400);
      const lead = (await get(`/admin/api/leads/${id}`)).json();
      assert.deepEqual([lead.status, lead.ownerId], ['new', null]);
    });

    it('answers 400 for an unknown status, an unknown field or an empty change', async () => {
      const id = await contactLead('Work Test Page', '2002-01-03T00:00:00Z');
      for (const body of [{ status: 'closed' }, { priority: 'high' }, {}]) {
        const res = await patch(id, body);
        assert.equal(res.statusCode, 400, JSON.stringify(body));
      }
      assert.match((await patch(id, { status: 'closed' })).json().message, /status/);
    });

    it('answers 404 for a lead that does not exist', async () => {
      const res = await patch(2147483647, { status: 'won' });
      assert.equal(res.statusCode, 404);
      assert.equal(res.json().message, 'Lead not found');
    });

    it('is refused to an editor', async () => {
      const id = await contactLead('Work Test Page', '2002-01-04T00:00:00Z');
      assert.equal((await patch(id, { status: 'won' }, asPerson(editor))).statusCode, 403);
      assert.equal((await get(`/admin/api/leads/${id}`)).json().status, 'new');
    });

    it('lets the list be filtered by status and by owner, or by no owner', async () => {
      const a = await contactLead('Owner Test Page', '2003-01-01T00:00:00Z');
      const b = await contactLead('Owner Test Page', '2003-01-02T00:00:00Z');
      const c = await contactLead('Owner Test Page', '2003-01-03T00:00:00Z');
      await patch(a, { status: 'qualified', ownerId: salesPerson.id });
      await patch(b, { status: 'qualified', ownerId: colleague.id });
      const q = '/admin/api/leads?source=Owner%20Test%20Page';
      assert.deepEqual(idsOf(await get(`${q}&status=qualified`)), [b, a]);
      assert.deepEqual(idsOf(await get(`${q}&status=new`)), [c]);
      assert.deepEqual(idsOf(await get(`${q}&owner=${colleague.id}`)), [b]);
      assert.deepEqual(idsOf(await get(`${q}&owner=none`)), [c]);
      assert.deepEqual(idsOf(await get(`${q}&owner=${salesPerson.id}&status=new`)), []);
      assert.equal((await get(`${q}&owner=nobody`)).statusCode, 400);
    });
  });

  describe('notes', () => {
    it('adds notes with their author and time; the lead reads them oldest first', async () => {
      const id = await contactLead('Notes Test Page', '2004-01-01T00:00:00Z');
      const requestsBefore = await rebuildRequestCount(app.db);
      const first = await addNote(id, '  Called, left a message.  ', asPerson(sales));
      assert.equal(first.statusCode, 201, first.body);
      assert.deepEqual(
        { text: first.json().text, author: first.json().author, at: first.json().createdAt },
        {
          text: 'Called, left a message.',
          author: salesPerson.email,
          at: new Date(clock.now()).toISOString(),
        },
      );
      clock.advance(60_000);
      assert.equal((await addNote(id, 'Demo booked.')).statusCode, 201);
      const lead = await get(`/admin/api/leads/${id}`, asPerson(sales));
      assert.equal(lead.statusCode, 200);
      assert.equal(lead.json().id, id);
      assert.equal(lead.json().email, contactRequest.email);
      assert.deepEqual(
        lead.json().notes.map((n: { text: string; author: string }) => [n.text, n.author]),
        [
          ['Called, left a message.', salesPerson.email],
          ['Demo booked.', 'automation'],
        ],
      );
      assert.equal(await rebuildRequestCount(app.db), requestsBefore);
    });

    it('refuses an empty note with a clear message, and a note on a missing lead with 404', async () => {
      const id = await contactLead('Notes Test Page', '2004-01-02T00:00:00Z');
      const blank = await addNote(id, '   ');
      assert.equal(blank.statusCode, 400);
      assert.equal(blank.json().message, LEAD_NOTE_MESSAGES.empty);
      assert.deepEqual((await get(`/admin/api/leads/${id}`)).json().notes, []);
      assert.equal((await addNote(2147483647, 'Hello')).statusCode, 404);
      assert.equal((await get('/admin/api/leads/2147483647')).statusCode, 404);
      assert.equal((await addNote(id, 'Hello', asPerson(editor))).statusCode, 403);
    });
  });

  describe('GET /admin/api/leads/export.csv', () => {
    const parse = (body: string) =>
      body
        .trimEnd()
        .split('\r\n')
        .map((line) => line.slice(1, -1).split('","'));

    it('has one column per field (no Email beside email), Status and Owner, and honours filters', async () => {
      const kept = await contactLead('Csv Test Page', '2005-01-02T00:00:00Z', {
        email: 'csv.one@contoso.com',
      });
      await patch(kept, { status: 'contacted', ownerId: colleague.id });
      // Older rows can carry fields spelt otherwise: Email, Phone, company_name, ZipCode.
      const { rows } = await db.query<{ id: number }>(
        `INSERT INTO leads (kind, email, name, source, payload, created_at)
         VALUES ('customer_request', 'csv.two@contoso.com', 'Old Row', 'Csv Test Page',
                 $1::text::jsonb, '2005-01-03T00:00:00Z') RETURNING id`,
        [
          JSON.stringify({
            Email: 'csv.two@contoso.com',
            Phone: '+1 555 0101',
            company_name: 'Old Co',
            ZipCode: '98101',
            message: '=1+1',
          }),
        ],
      );
      const old = rows[0]!.id;
      await contactLead('Csv Test Page', '2006-01-01T00:00:00Z');

      const res = await get(
        '/admin/api/leads/export.csv?source=Csv%20Test%20Page&to=2006-01-01',
        asPerson(sales),
      );
      assert.equal(res.statusCode, 200);
      assert.equal(
        res.headers['content-disposition'],
        `attachment; filename="leads-${new Date(clock.now()).toISOString().slice(0, 10)}.csv"`,
      );
      const [header, ...lines] = parse(res.body);
      const lower = header!.map((h) => h.toLowerCase());
      assert.equal(new Set(lower).size, lower.length, `no repeated column: ${header!.join(',')}`);
      for (const repeated of ['company name', 'companyname', 'email address']) {
        assert.ok(!lower.includes(repeated), repeated);
      }
      assert.deepEqual(header!.slice(0, 5), [
        'Lead id',
        'Kind',
        'Received (UTC)',
        'Status',
        'Owner',
      ]);
      for (const field of ['Zip code', 'Message', 'City', 'Inquiry title']) {
        assert.equal(header!.filter((h) => h === field).length, 1, field);
      }
      assert.equal(header!.at(-1), 'Notes');
      assert.equal(lines.length, 2, 'the lead after "to" is left out');
      const cell = (line: string[], column: string) => line[header!.indexOf(column)];
      const [oldLine, keptLine] = lines as [string[], string[]];
      assert.deepEqual(
        [cell(keptLine, 'Lead id'), cell(keptLine, 'Status'), cell(keptLine, 'Owner')],
        [String(kept), 'Contacted', colleague.name],
      );
      assert.equal(cell(keptLine, 'Kind'), 'Contact request');
      assert.equal(cell(keptLine, 'Received (UTC)'), '2005-01-02 00:00');
      assert.equal(cell(keptLine, 'Email'), 'csv.one@contoso.com');
      assert.equal(cell(keptLine, 'Zip code'), '');
      assert.deepEqual(
        [cell(oldLine, 'Lead id'), cell(oldLine, 'Status'), cell(oldLine, 'Owner')],
        [String(old), 'New', ''],
      );
      assert.equal(cell(oldLine, 'Zip code'), '98101');
      assert.equal(cell(oldLine, 'Message'), "'=1+1");

      const byStatus = parse(
        (await get('/admin/api/leads/export.csv?source=Csv%20Test%20Page&status=contacted')).body,
      );
      assert.deepEqual(
        byStatus.slice(1).map((line) => line[0]),
        [String(kept)],
      );
      assert.equal((await get('/admin/api/leads/export.csv', asPerson(editor))).statusCode, 403);
    });

    it("holds the sales notes, the article's title as source, and times on the exporter's clock", async () => {
      const article = await app.inject({
        method: 'POST',
        url: '/admin/api/blog',
        headers: asAdmin,
        payload: { title: 'Landing zones, explained', content: 'Body', status: 'published' },
      });
      assert.equal(article.statusCode, 201, article.body);
      const postId = article.json().id as number;
      const lead = await contactLead(`blog-sidebar-${postId}`, '2007-07-01T22:30:00Z');
      assert.equal((await addNote(lead, 'Called, wants a quote', asPerson(sales))).statusCode, 201);
      assert.equal((await addNote(lead, 'Quote sent')).statusCode, 201);
      const removed = await contactLead('blog-post-999999', '2007-07-01T22:31:00Z');

      const res = await get(
        `/admin/api/leads/export.csv?from=2007-07-01&to=2007-07-02&timeZone=Europe/Berlin`,
        asPerson(sales),
      );
      assert.equal(res.statusCode, 200, res.body);
      const [header, ...lines] = parse(res.body);
      const cell = (line: string[], column: string) => line[header!.indexOf(column)];
      const byId = new Map(lines.map((line) => [cell(line, 'Lead id'), line]));
      const line = byId.get(String(lead))!;
      assert.equal(cell(line, 'Source'), 'Article sidebar: Landing zones, explained');
      assert.equal(cell(line, 'Received (Europe/Berlin)'), '2007-07-02 00:30');
      const notes = cell(line, 'Notes')!.split('\n');
      assert.equal(notes.length, 2);
      assert.match(
        notes[0]!,
        new RegExp(
          `^\\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d ${salesPerson.email}: Called, wants a quote$`,
        ),
      );
      assert.match(notes[1]!, /: Quote sent$/);
      assert.equal(cell(byId.get(String(removed))!, 'Source'), 'Article #999999 (since removed)');

      const unknown = await get(
        '/admin/api/leads/export.csv?timeZone=Mars/Olympus',
        asPerson(sales),
      );
      assert.equal(unknown.statusCode, 400);
      assert.match(unknown.json().message, /time zone/);
    });
  });
});
