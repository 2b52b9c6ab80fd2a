/**
 * Two people never undo each other without knowing: every post and content record answers its
 * version (body and ETag), and a write naming an older version in If-Match is refused with 412,
 * saying who changed the record and when, and changes nothing.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { FastifyInstance } from 'fastify';
import { VERSION_MESSAGES } from '@cloud-consulting/domain/record-versions';
import { asAdmin, buildSuiteApp, engine } from '../helper.js';
import { addPerson, asPerson, signIn } from '../modules/people/fixtures.js';

type Headers = Record<string, string>;

describe(`record versions on ${engine}`, () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  let ana: Headers;
  let bo: Headers;
  let anaEmail: string;

  before(async () => {
    ({ app, close } = await buildSuiteApp());
    const first = await addPerson(app, { role: 'editor' });
    const second = await addPerson(app, { role: 'editor' });
    anaEmail = first.email;
    ana = asPerson(await signIn(app, first.email));
    bo = asPerson(await signIn(app, second.email));
  });
  after(() => close());

  const call = (
    headers: Headers,
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    payload?: object,
    version?: number | string,
  ) =>
    app.inject({
      method,
      url: `/admin/api${url}`,
      headers: version === undefined ? headers : { ...headers, 'if-match': `"${version}"` },
      payload,
    });

  for (const kind of ['post', 'faq'] as const) {
    const create = async () => {
      const res =
        kind === 'post'
          ? await call(asAdmin, 'POST', '/blog', {
              title: `Versioned ${Math.random().toString(36).slice(2)}`,
              content: 'First body',
              status: 'draft',
            })
          : await call(asAdmin, 'POST', '/faq', { question: 'Versioned?', answer: 'First' });
      assert.equal(res.statusCode, 201, res.body);
      return `/${kind === 'post' ? 'blog' : 'faq'}/${res.json().id}`;
    };
    const edit = kind === 'post' ? { excerpt: 'Mine' } : { answer: 'Mine' };
    const theirs = kind === 'post' ? { excerpt: 'Theirs' } : { answer: 'Theirs' };
    const field = kind === 'post' ? 'excerpt' : 'answer';

    it(`answers a ${kind}'s version in its body and ETag, one more after each change`, async () => {
      const path = await create();
      const opened = await call(ana, 'GET', path);
      assert.equal(opened.statusCode, 200, opened.body);
      assert.equal(opened.json().version, 1);
      assert.equal(opened.headers.etag, '"1"');
      const saved = await call(ana, 'PATCH', path, edit, 1);
      assert.equal(saved.statusCode, 200, saved.body);
      assert.equal(saved.json().version, 2);
      assert.equal(saved.headers.etag, '"2"');
      const same = await call(ana, 'PATCH', path, edit, 2);
      assert.equal(same.json().version, 2, 'a save that changes nothing is no new version');
    });

    it(`refuses a stale write to a ${kind} with 412, naming who changed it, and keeps theirs`, async () => {
      const path = await create();
      // Both open version 1; Bo saves first.
      const byBo = await call(bo, 'PATCH', path, theirs, 1);
      assert.equal(byBo.statusCode, 200, byBo.body);
      const stale = await call(ana, 'PATCH', path, edit, 1);
      assert.equal(stale.statusCode, 412, stale.body);
      const body = stale.json();
      assert.equal(body.message, VERSION_MESSAGES.stale);
      assert.equal(body.current.version, 2);
      assert.notEqual(body.current.changedBy, anaEmail);
      assert.match(body.current.changedBy, /@/);
      assert.ok(Date.parse(body.current.changedAt) > Date.now() - 60_000);
      assert.equal((await call(ana, 'GET', path)).json()[field], 'Theirs', 'nothing overwritten');
      // Keeping hers after seeing theirs: the write names the version she has now seen.
      const kept = await call(ana, 'PATCH', path, edit, body.current.version);
      assert.equal(kept.statusCode, 200, kept.body);
      assert.equal(kept.json()[field], 'Mine');
      assert.equal((await call(ana, 'DELETE', path, undefined, 2)).statusCode, 412);
    });

    it(`refuses an unreadable If-Match on a ${kind} with 400, and writes without one as before`, async () => {
      const path = await create();
      const bad = await call(ana, 'PATCH', path, edit, 'yesterday');
      assert.equal(bad.statusCode, 400);
      assert.equal(bad.json().message, VERSION_MESSAGES.malformed);
      assert.equal((await call(ana, 'PATCH', path, edit)).statusCode, 200);
    });
  }

  it('refuses a stale status change or restore of a post, and the post keeps its status', async () => {
    const created = await call(asAdmin, 'POST', '/blog', {
      title: `Versioned status ${Math.random().toString(36).slice(2)}`,
      content: 'Body',
      status: 'draft',
    });
    const id = created.json().id as number;
    assert.equal(
      (await call(bo, 'PATCH', `/blog/${id}`, { excerpt: 'Theirs' }, 1)).statusCode,
      200,
    );
    for (const action of ['publish', 'archive']) {
      const res = await call(ana, 'POST', `/blog/${id}/${action}`, undefined, 1);
      assert.equal(res.statusCode, 412, `${action}: ${res.body}`);
    }
    const schedule = await call(
      ana,
      'POST',
      `/blog/${id}/schedule`,
      { publishAt: new Date(Date.now() + 3_600_000).toISOString() },
      1,
    );
    assert.equal(schedule.statusCode, 412);
    assert.equal(
      (await call(ana, 'POST', `/blog/${id}/revisions/1/restore`, undefined, 1)).statusCode,
      412,
    );
    assert.equal((await call(ana, 'GET', `/blog/${id}`)).json().status, 'draft');
    const published = await call(ana, 'POST', `/blog/${id}/publish`, undefined, 2);
    assert.equal(published.statusCode, 200, published.body);
    assert.equal(published.json().version, 3);
  });
});
