import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { FastifyInstance } from 'fastify';
import { API_PATHS } from '@cloud-consulting/domain/api-paths';
import type { Database } from '../../../src/db/client.js';
import { asAdmin, buildSuiteApp, engine, withKey } from '../../helper.js';
import { addPerson, asPerson, signIn, type SignedIn } from '../people/fixtures.js';

describe(`revisions of content records and site settings on ${engine}`, () => {
  let app: FastifyInstance;
  let db: Database;
  let close: () => Promise<void>;
  let editor: { email: string; session: SignedIn };
  before(async () => {
    ({ app, db, close } = await buildSuiteApp());
    const person = await addPerson(app, { role: 'editor' });
    editor = { email: person.email, session: await signIn(app, person.email) };
  });
  after(() => close());

  const call = (
    method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
    headers: Record<string, string> = asAdmin,
  ) => app.inject({ method, url: `/admin/api${url}`, headers, payload });
  const publicBody = async (path: string) =>
    (await app.inject({ method: 'GET', url: `/api${path}`, headers: withKey })).body;
  const rebuildRequests = async () =>
    (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM rebuild_requests')).rows[0]!.n;

  describe('GET /admin/api/services/:id/revisions', () => {
    it('lists two updates newest first with who made them and which fields changed', async () => {
      const created = await call('POST', '/services', { name: 'Cloud audit', price: '100' });
      const id = created.json().id as number;
      assert.equal((await call('PATCH', `/services/${id}`, { price: '120' })).statusCode, 200);
      const byEditor = await call(
        'PATCH',
        `/services/${id}`,
        { name: 'Cloud review', features: ['Costs'] },
        asPerson(editor.session),
      );
      assert.equal(byEditor.statusCode, 200, byEditor.body);

      const res = await call('GET', `/services/${id}/revisions`);
      assert.equal(res.statusCode, 200, res.body);
      const list = res.json();
      assert.deepEqual(
        list.map((r: { version: number; actor: string; changedFields: string[] }) => [
          r.version,
          r.actor,
          r.changedFields,
        ]),
        [
          [2, editor.email, ['name', 'features']],
          [1, 'automation', ['price']],
        ],
      );
      assert.ok(!Number.isNaN(Date.parse(list[0].changedAt)));
    });

    it('keeps a deactivation, and nothing for a change that changes nothing', async () => {
      const id = (await call('POST', '/services', { name: 'Landing zone' })).json().id as number;
      await call('PATCH', `/services/${id}`, { name: 'Landing zone' });
      await call('DELETE', `/services/${id}`);
      const list = (await call('GET', `/services/${id}/revisions`)).json();
      assert.equal(list.length, 1);
      assert.deepEqual(list[0].changedFields, ['isActive']);
      assert.equal((await call('GET', '/services/999999/revisions')).statusCode, 404);
    });
  });

  describe('GET /admin/api/menu-sections/:id/revisions/:version', () => {
    it('answers the kept fields and each difference from the record now', async () => {
      const id = (await call('POST', '/menu-sections', { name: 'Careers', type: 'menu' })).json()
        .id as number;
      await call('PATCH', `/menu-sections/${id}`, { name: 'Jobs' });
      await call('PATCH', `/menu-sections/${id}`, { type: 'footer' });

      const first = await call('GET', `/menu-sections/${id}/revisions/1`);
      assert.equal(first.statusCode, 200, first.body);
      assert.deepEqual(first.json().fields, { name: 'Careers', type: 'menu', isActive: true });
      assert.deepEqual(first.json().changedFields, ['name']);
      assert.deepEqual(first.json().differences, [
        { field: 'name', revision: 'Careers', current: 'Jobs' },
        { field: 'type', revision: 'menu', current: 'footer' },
      ]);
      const second = (await call('GET', `/menu-sections/${id}/revisions/2`)).json();
      assert.deepEqual(second.changedFields, ['type']);
      assert.deepEqual(second.differences, [
        { field: 'type', revision: 'menu', current: 'footer' },
      ]);
      // Versions stay stored under the public names: no data was renamed.
      const stored = await db.query<{ fields: Record<string, unknown> }>(
        `SELECT fields FROM content_revisions
         WHERE collection = 'menu-sections' AND record_id = $1 AND version = 1`,
        [id],
      );
      assert.deepEqual(stored.rows[0]!.fields, { Name: 'Careers', Type: 'menu', IsActive: true });
      assert.equal((await call('GET', `/menu-sections/${id}/revisions/3`)).statusCode, 404);
    });
  });

  describe('POST /admin/api/<collection>/:id/revisions/:version/restore', () => {
    it('brings the old value back in the public API, kept as a change of its own', async () => {
      const id = (await call('POST', '/menu-sections', { name: 'Menu v1', type: 'menu' })).json()
        .id as number;
      await call('PATCH', `/menu-sections/${id}`, { name: 'Menu v2' });
      assert.match(await publicBody(API_PATHS.menus), /Menu v2/);

      const rebuildsBefore = await rebuildRequests();
      const res = await call(
        'POST',
        `/menu-sections/${id}/revisions/1/restore`,
        undefined,
        asPerson(editor.session),
      );
      assert.equal(res.statusCode, 200, res.body);
      assert.deepEqual(
        { ...(res.json() as object), updatedDate: undefined },
        { id, name: 'Menu v1', type: 'menu', isActive: true, updatedDate: undefined },
      );
      const menus = await publicBody(API_PATHS.menus);
      assert.match(menus, /Menu v1/);
      assert.doesNotMatch(menus, /Menu v2/);
      assert.ok((await rebuildRequests()) > rebuildsBefore, 'the site is asked to rebuild');

      const list = (await call('GET', `/menu-sections/${id}/revisions`)).json();
      assert.deepEqual(
        list.map((r: { version: number; actor: string }) => [r.version, r.actor]),
        [
          [2, editor.email],
          [1, 'automation'],
        ],
      );
      assert.equal(
        (await call('GET', `/menu-sections/${id}/revisions/2`)).json().fields.name,
        'Menu v2',
      );
    });

    it('answers 404 for a missing version or record', async () => {
      const id = (await call('POST', '/services', { name: 'Migration' })).json().id as number;
      const missing = await call('POST', `/services/${id}/revisions/7/restore`);
      assert.equal(missing.statusCode, 404);
      assert.equal(missing.json().message, 'Revision not found');
      assert.equal((await call('POST', '/services/999999/revisions/1/restore')).statusCode, 404);
    });
  });

  describe('the same transaction', () => {
    it('keeps no version of an update that fails, and no update when its version cannot be kept', async () => {
      const id = (await call('POST', '/page-seo', { path: '/rev-a', title: 'A' })).json()
        .id as number;
      await call('POST', '/page-seo', { path: '/rev-b', title: 'B' });
      const taken = await call('PATCH', `/page-seo/${id}`, { path: '/rev-b', title: 'Changed' });
      assert.equal(taken.statusCode, 409);
      assert.deepEqual((await call('GET', `/page-seo/${id}/revisions`)).json(), []);

      // A version that cannot be written takes the update down with it.
      await db.query(
        `ALTER TABLE content_revisions ADD CONSTRAINT refuse_page_seo CHECK (collection <> 'page-seo')`,
      );
      try {
        const failed = await call('PATCH', `/page-seo/${id}`, { title: 'Lost' });
        assert.equal(failed.statusCode, 500);
      } finally {
        await db.query('ALTER TABLE content_revisions DROP CONSTRAINT refuse_page_seo');
      }
      assert.equal((await call('GET', `/page-seo/${id}`)).json().title, 'A');
      assert.deepEqual((await call('GET', `/page-seo/${id}/revisions`)).json(), []);
    });
  });

  describe('site settings', () => {
    it('keeps each replaced settings object, compares it and restores it', async () => {
      const settings = (name: string, analytics: boolean) => ({
        siteName: name,
        siteUrl: 'https://example.com',
        enableAnalytics: analytics,
        linkedIn: `https://l.example/${name.replace(' ', '-')}`,
      });
      await call('PUT', '/site-settings', settings('Site one', false));
      const baseline = (await call('GET', '/site-settings/revisions')).json().length as number;
      await call('PUT', '/site-settings', settings('Site two', false));
      const put = await call(
        'PUT',
        '/site-settings',
        settings('Site three', true),
        asPerson(editor.session),
      );
      assert.equal(put.statusCode, 200, put.body);

      const list = (await call('GET', '/site-settings/revisions')).json();
      assert.equal(list.length, baseline + 2);
      assert.deepEqual(
        list
          .slice(0, 2)
          .map((r: { actor: string; changedFields: string[] }) => [r.actor, r.changedFields]),
        [
          [editor.email, ['siteName', 'linkedIn', 'enableAnalytics']],
          ['automation', ['siteName', 'linkedIn']],
        ],
      );
      const oldest = list[1].version as number;
      const one = (await call('GET', `/site-settings/revisions/${oldest}`)).json();
      assert.deepEqual(one.fields, settings('Site one', false));
      assert.deepEqual(one.differences, [
        { field: 'siteName', revision: 'Site one', current: 'Site three' },
        { field: 'enableAnalytics', revision: false, current: true },
        {
          field: 'linkedIn',
          revision: 'https://l.example/Site-one',
          current: 'https://l.example/Site-three',
        },
      ]);

      const restored = await call('POST', `/site-settings/revisions/${oldest}/restore`);
      assert.equal(restored.statusCode, 200, restored.body);
      assert.deepEqual(restored.json(), settings('Site one', false));
      const published = JSON.parse(await publicBody(API_PATHS.siteSettings));
      assert.equal(published.SiteName, 'Site one');
      assert.equal(published.EnableAnalytics, false);
      assert.equal(published.linkedin, 'https://l.example/Site-one');
      assert.equal((await call('GET', '/site-settings/revisions')).json().length, baseline + 3);
      assert.equal((await call('GET', '/site-settings/revisions/99999')).statusCode, 404);
    });

    it('compares a linkedin URL kept under another spelling as the one field linkedIn', async () => {
      const settings = { siteName: 'Spelled', siteUrl: 'https://example.com' };
      await call('PUT', '/site-settings', { ...settings, linkedIn: 'https://l.example/old' });
      await call('PUT', '/site-settings', { ...settings, linkedIn: 'https://l.example/new' });
      const version = (await call('GET', '/site-settings/revisions')).json()[0].version as number;
      // The settings now hold the URL under another of the public spellings.
      await db.query(
        `UPDATE site_settings SET settings = (settings - 'linkedin') || $1::text::jsonb WHERE id = 1`,
        [JSON.stringify({ LINKEDIN: 'https://l.example/new' })],
      );
      const one = (await call('GET', `/site-settings/revisions/${version}`)).json();
      assert.equal(one.fields.linkedIn, 'https://l.example/old');
      assert.deepEqual(one.differences, [
        { field: 'linkedIn', revision: 'https://l.example/old', current: 'https://l.example/new' },
      ]);
      assert.equal((await call('POST', '/site-settings/revisions/99999/restore')).statusCode, 404);
    });
  });
});
