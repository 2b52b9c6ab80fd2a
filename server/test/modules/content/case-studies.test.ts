/**
 * Case studies through the provider: editors create, read, update and deactivate them on the
 * admin API (refused with a field-by-field 400 when invalid, with 412 when they edit a stale
 * version), the site build reads the active ones with the API key, and every change asks the
 * site for a build naming who made it.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { FastifyInstance } from 'fastify';
import { API_PATHS } from '@cloud-consulting/domain/api-paths';
import { VERSION_MESSAGES } from '@cloud-consulting/domain/record-versions';
import type { Database } from '../../../src/db/client.js';
import { asAdmin, buildSuiteApp, engine, withKey } from '../../helper.js';
import { addPerson, asPerson, signIn } from '../people/fixtures.js';

type Headers = Record<string, string>;

const sample = {
  title: 'Logistics firm tracks 8,000 trucks with Azure IoT Hub',
  sector: 'Logistics',
  challenge: 'Truck positions arrived by text message, hours late.',
  result: 'Dispatchers see every truck within five seconds.',
  pdfUrl: '/uploads/images/case-studies/logistics-iot.pdf',
  orderIndex: 7,
};

describe(`case studies on ${engine}`, () => {
  let app: FastifyInstance;
  let db: Database;
  let close: () => Promise<void>;
  let editor: Headers;
  let editorEmail: string;
  let moderator: Headers;
  before(async () => {
    ({ app, db, close } = await buildSuiteApp());
    const person = await addPerson(app, { role: 'editor' });
    editorEmail = person.email;
    editor = asPerson(await signIn(app, person.email));
    const other = await addPerson(app, { role: 'moderator' });
    moderator = asPerson(await signIn(app, other.email));
  });
  after(() => close());

  const call = (
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    payload?: object,
    headers: Headers = asAdmin,
  ) => app.inject({ method, url: `/admin/api/case-studies${url}`, headers, payload });
  const publicList = async () => {
    const res = await app.inject({
      method: 'GET',
      url: `/api${API_PATHS.caseStudies}`,
      headers: withKey,
    });
    assert.equal(res.statusCode, 200, res.body);
    return res.json() as Array<Record<string, unknown>>;
  };
  const rebuildActors = async () =>
    (
      await db.query<{ actor: string | null; operation: string }>(
        `SELECT change->>'actor' AS actor, change->>'operation' AS operation
         FROM rebuild_requests WHERE change->>'table' = 'case_studies' ORDER BY id`,
      )
    ).rows;

  describe('GET /api/case-studies', () => {
    it('answers 401 without the API key and the seeded case studies with it', async () => {
      const refused = await app.inject({ method: 'GET', url: `/api${API_PATHS.caseStudies}` });
      assert.equal(refused.statusCode, 401);
      const list = await publicList();
      assert.ok(list.length >= 3, 'content/case-studies.json seeds three');
      const seeded = list.find((c) => String(c.title).startsWith('Retail chain'));
      assert.ok(seeded, 'the retail case study is seeded');
      assert.equal(seeded.sector, 'Retail');
      assert.equal(seeded.pdfUrl, '/uploads/images/case-studies/retail-pos-aks-migration.pdf');
      assert.deepEqual(Object.keys(seeded).sort(), [
        'challenge',
        'id',
        'isActive',
        'orderIndex',
        'pdfUrl',
        'result',
        'sector',
        'title',
      ]);
    });
  });

  describe('/admin/api/case-studies', () => {
    it('creates, reads, updates and deactivates a case study; the public list follows', async () => {
      const created = await call('POST', '', sample, editor);
      assert.equal(created.statusCode, 201, created.body);
      const record = created.json();
      assert.deepEqual(
        { ...record, id: undefined },
        {
          ...sample,
          id: undefined,
          isActive: true,
          version: 1,
        },
      );
      const id = record.id as number;

      const read = await call('GET', `/${id}`, undefined, editor);
      assert.equal(read.statusCode, 200);
      assert.equal(read.headers.etag, '"1"');
      assert.deepEqual(read.json(), record);
      assert.ok((await publicList()).some((c) => c.id === id && c.title === sample.title));

      const updated = await call(
        'PATCH',
        `/${id}`,
        { result: 'Within two seconds.', pdfUrl: null },
        editor,
      );
      assert.equal(updated.statusCode, 200, updated.body);
      assert.equal(updated.json().result, 'Within two seconds.');
      assert.equal(updated.json().pdfUrl, null, 'the PDF is optional and can be taken away');
      assert.equal(updated.json().version, 2);

      const deactivated = await call('DELETE', `/${id}`, undefined, editor);
      assert.equal(deactivated.statusCode, 200, deactivated.body);
      assert.equal(deactivated.json().isActive, false);
      assert.ok(
        !(await publicList()).some((c) => c.id === id),
        'a deactivated case study leaves the public list',
      );
      const kept = await call('GET', '', undefined, editor);
      assert.ok(
        kept.json().some((c: { id: number; isActive: boolean }) => c.id === id && !c.isActive),
        'editors still see it',
      );
      assert.equal((await call('GET', '/999999', undefined, editor)).statusCode, 404);
    });

    it('refuses a case study without its required fields, naming each field', async () => {
      const res = await call('POST', '', { title: 'Only a title', sector: '' }, editor);
      assert.equal(res.statusCode, 400);
      const body = res.json() as {
        message: string;
        errors: Array<{ field: string; message: string }>;
      };
      const fields = body.errors.map((e) => e.field).sort();
      assert.deepEqual(fields, ['challenge', 'result', 'sector']);
      assert.ok(body.errors.some((e) => e.field === 'challenge' && e.message === 'is required'));
      assert.match(body.message, /^Invalid /);
      assert.match(body.message, /challenge/);
    });

    it('refuses a PDF address that is not a PDF of the media library', async () => {
      for (const pdfUrl of [
        'https://elsewhere.example/report.pdf',
        '/uploads/images/case-studies/report.docx',
        'javascript:alert(1)',
      ]) {
        const res = await call('POST', '', { ...sample, pdfUrl }, editor);
        assert.equal(res.statusCode, 400, pdfUrl);
        assert.deepEqual(
          res.json().errors.map((e: { field: string }) => e.field),
          ['pdfUrl'],
          pdfUrl,
        );
        assert.equal(res.json().message, 'Invalid pdfUrl');
      }
      const unknown = await call('POST', '', { ...sample, Title: 'PascalCase' }, editor);
      assert.equal(unknown.statusCode, 400);
      assert.deepEqual(unknown.json().errors, [{ field: 'Title', message: 'is not allowed' }]);
    });

    it('refuses a stale edit with 412, naming who changed it, and keeps their change', async () => {
      const id = (await call('POST', '', sample, editor)).json().id as number;
      const theirs = await call(
        'PATCH',
        `/${id}`,
        { sector: 'Transport' },
        {
          ...editor,
          'if-match': '"1"',
        },
      );
      assert.equal(theirs.statusCode, 200, theirs.body);
      const stale = await call(
        'PATCH',
        `/${id}`,
        { sector: 'Shipping' },
        {
          ...asAdmin,
          'if-match': '"1"',
        },
      );
      assert.equal(stale.statusCode, 412, stale.body);
      assert.equal(stale.json().message, VERSION_MESSAGES.stale);
      assert.equal(stale.json().current.version, 2);
      assert.equal(stale.json().current.changedBy, editorEmail);
      const staleDelete = await call('DELETE', `/${id}`, undefined, {
        ...asAdmin,
        'if-match': '"1"',
      });
      assert.equal(staleDelete.statusCode, 412);
      const now = (await call('GET', `/${id}`, undefined, editor)).json();
      assert.equal(now.sector, 'Transport');
      assert.equal(now.isActive, true);
    });

    it('lets editors manage case studies and refuses a moderator with 403', async () => {
      assert.equal((await call('GET', '', undefined, moderator)).statusCode, 403);
      const refused = await call('POST', '', sample, moderator);
      assert.equal(refused.statusCode, 403);
      assert.equal((await call('GET', '', undefined, editor)).statusCode, 200);
    });

    it('asks the site for a build on every change, naming who made it', async () => {
      await db.query(`DELETE FROM rebuild_requests`);
      const id = (await call('POST', '', sample, editor)).json().id as number;
      await call('PATCH', `/${id}`, { title: 'Renamed case study' }, editor);
      const unchanged = await call('PATCH', `/${id}`, { title: 'Renamed case study' }, editor);
      assert.equal(unchanged.statusCode, 200);
      assert.deepEqual(
        await rebuildActors(),
        [
          { actor: editorEmail, operation: 'INSERT' },
          { actor: editorEmail, operation: 'UPDATE' },
        ],
        'a save that changes nothing asks for no build',
      );
    });

    it('writes who changed a case study, and which fields, in the audit log', async () => {
      const id = (await call('POST', '', sample, editor)).json().id as number;
      await call('PATCH', `/${id}`, { sector: 'Freight' }, editor);
      const res = await app.inject({
        method: 'GET',
        url: `/admin/api/audit?action=${encodeURIComponent('PATCH /admin/api/case-studies/:id')}`,
        headers: asAdmin,
      });
      assert.equal(res.statusCode, 200, res.body);
      const entry = (
        res.json().entries as Array<{ actor: string; recordId: string | null; details: unknown }>
      ).find((e) => e.recordId === String(id));
      assert.ok(entry, 'the update is in the audit log');
      assert.equal(entry.actor, editorEmail);
      assert.deepEqual(entry.details, { fields: ['sector'] });
    });

    it('keeps each replaced version for the editors to compare and restore', async () => {
      const id = (await call('POST', '', sample, editor)).json().id as number;
      await call('PATCH', `/${id}`, { challenge: 'A different challenge.' }, editor);
      const revisions = await call('GET', `/${id}/revisions`, undefined, editor);
      assert.equal(revisions.statusCode, 200, revisions.body);
      assert.deepEqual(
        revisions.json().map((r: { changedFields: string[] }) => r.changedFields),
        [['challenge']],
      );
    });
  });
});
