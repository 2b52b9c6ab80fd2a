/**
 * What the editor app's autosave of a draft relies on: the save it sends a few seconds after
 * typing stops (a PATCH naming the version it started from) keeps a revision each time, asks
 * for no site build, and never overwrites a save someone else made meanwhile.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import { ADMIN_TOKEN, asAdmin, build, engine } from '../../helper.js';
import { addPerson, asPerson, signIn, type SignedIn } from '../people/fixtures.js';

async function builderDoor() {
  let calls = 0;
  const server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      calls++;
      res.statusCode = 202;
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/__rebuild`,
    calls: () => calls,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const autosave = (app: FastifyInstance, who: SignedIn, id: number, version: number, body: object) =>
  app.inject({
    method: 'PATCH',
    url: `/admin/api/blog/${id}`,
    headers: { ...asPerson(who), 'if-match': `"${version}"` },
    payload: body,
  });

describe(`a draft saved on its own by the editor app on ${engine}`, () => {
  it('keeps a revision per autosave, asks for no build, and refuses a stale one', async (t) => {
    const door = await builderDoor();
    t.after(door.close);
    const app = await build(t, {
      config: {
        adminToken: ADMIN_TOKEN,
        siteRebuildUrl: door.url,
        rebuildSecret: 'autosave-secret',
        rebuildDebounceMs: 20,
      },
    });
    const editor = await signIn(app, (await addPerson(app, { role: 'editor' })).email);
    const owner = await signIn(app, (await addPerson(app, { role: 'owner' })).email);
    const created = await app.inject({
      method: 'POST',
      url: '/admin/api/blog',
      headers: asAdmin,
      payload: { title: 'Autosaved draft', content: 'First words', status: 'draft' },
    });
    assert.equal(created.statusCode, 201, created.body);
    const { id, version } = created.json() as { id: number; version: number };

    const first = await autosave(app, editor, id, version, { content: 'First words, and more' });
    assert.equal(first.statusCode, 200, first.body);
    assert.equal(first.headers['x-site-rebuild'], undefined, 'a draft waits for no build');
    const second = await autosave(app, editor, id, first.json().version, {
      content: 'First words, and more still',
    });
    assert.equal(second.statusCode, 200, second.body);
    assert.equal(second.json().version, version + 2);
    const revisions = await app.inject({
      method: 'GET',
      url: `/admin/api/blog/${id}/revisions`,
      headers: asPerson(editor),
    });
    assert.equal(revisions.statusCode, 200, revisions.body);
    assert.equal((revisions.json() as unknown[]).length, 2, 'one revision per autosave');

    // Someone else saves; the next autosave still names the version before theirs.
    const theirs = await autosave(app, owner, id, second.json().version, { excerpt: 'Theirs' });
    assert.equal(theirs.statusCode, 200, theirs.body);
    const stale = await autosave(app, editor, id, second.json().version, {
      excerpt: 'Mine, typed on a stale form',
    });
    assert.equal(stale.statusCode, 412, stale.body);
    assert.equal(stale.json().current.version, theirs.json().version);
    const now = await app.inject({ method: 'GET', url: `/admin/api/blog/${id}`, headers: asAdmin });
    assert.equal(now.json().excerpt, 'Theirs', 'nothing overwritten');

    await sleep(200);
    assert.equal(door.calls(), 0, 'the builder was never called');
    const { rows } = await app.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM rebuild_requests',
    );
    assert.equal(rows[0]!.n, 0);
  });
});
