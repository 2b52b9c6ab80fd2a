/**
 * Only changes the public site shows ask for a build, and however many pile up, the call that
 * carries them fits what the builder accepts; a refused call is reported with its reason.
 */
import { after, before, beforeEach, describe, it } from 'node:test';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import assert from 'node:assert/strict';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import { WEBHOOK_BODY_LIMIT, readWebhookSummary } from '@cloud-consulting/domain/rebuild-webhook';
import { ADMIN_TOKEN, asAdmin, buildSuiteApp, engine } from '../../helper.js';
import type { Database } from '../../../src/db/client.js';
import { sign } from '../../../src/modules/rebuild/notifier.js';

const SECRET = 'public-changes-secret';

/**
 * A builder's webhook door: refuses bodies over WEBHOOK_BODY_LIMIT with 413 as the site server
 * does, checks the signature, and answers each call with the next queued refusal (or 202).
 */
async function startBuilderDoor() {
  const calls: Array<{ body: string; size: number; status: number }> = [];
  const refusals: Array<{ status: number; message: string }> = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const raw = Buffer.concat(chunks);
      const queued = refusals.shift();
      let status = 202;
      let message = 'accepted';
      if (raw.length > WEBHOOK_BODY_LIMIT) {
        status = 413;
        message = 'Request body is too large';
      } else if (req.headers['x-signature-256'] !== sign(raw.toString('utf8'), SECRET)) {
        status = 401;
        message = 'Invalid signature';
      } else if (queued) {
        ({ status, message } = queued);
      }
      calls.push({ body: raw.toString('utf8'), size: raw.length, status });
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ message }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/__rebuild`,
    calls,
    refusals,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

async function waitFor(predicate: () => boolean | Promise<boolean>, timeoutMs = 10_000) {
  const start = Date.now();
  while (!(await predicate())) {
    if (Date.now() - start > timeoutMs) throw new Error('timed out waiting');
    await sleep(20);
  }
}

const pending = async (db: Database) =>
  (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM rebuild_requests')).rows[0]!.n;

describe(`changes that ask for a build on ${engine}`, () => {
  let app: FastifyInstance;
  let db: Database;
  let close: () => Promise<void>;
  let door: Awaited<ReturnType<typeof startBuilderDoor>>;
  let uploadsDir: string;

  before(async () => {
    door = await startBuilderDoor();
    uploadsDir = await mkdtemp(path.join(tmpdir(), 'public-changes-'));
    ({ app, db, close } = await buildSuiteApp({
      config: {
        uploadsDir,
        adminToken: ADMIN_TOKEN,
        siteRebuildUrl: door.url,
        rebuildSecret: SECRET,
        rebuildDebounceMs: 50,
        rebuildRetryBaseMs: 50,
        rebuildRetryMaxMs: 200,
      },
    }));
  });
  after(async () => {
    await close();
    await door.close();
    await rm(uploadsDir, { recursive: true, force: true });
  });
  beforeEach(async () => {
    await waitFor(async () => (await pending(db)) === 0);
    door.calls.length = 0;
  });

  const admin = (method: 'POST' | 'PATCH' | 'PUT', url: string, payload?: object) =>
    app.inject({ method, url: `/admin/api${url}`, headers: asAdmin, payload });
  const asksForBuild = (res: { headers: Record<string, unknown> }) =>
    res.headers['x-site-rebuild'] === 'requested';

  it('asks nothing for a draft, its edits or a schedule months ahead, and asks when it goes public', async () => {
    const created = await admin('POST', '/blog', {
      title: `Draft ${Math.random().toString(36).slice(2)}`,
      content: 'First words',
      status: 'draft',
      tags: [{ name: 'Drafts' }],
    });
    assert.equal(created.statusCode, 201, created.body);
    assert.equal(asksForBuild(created), false, 'a new draft waits for no build');
    const { id } = created.json() as { id: number };
    const edited = await admin('PATCH', `/blog/${id}`, {
      content: 'Second words',
      tags: [{ name: 'Drafts' }, { name: 'More' }],
    });
    assert.equal(edited.statusCode, 200, edited.body);
    assert.equal(asksForBuild(edited), false, "a draft's edit waits for no build");
    const scheduled = await admin('POST', `/blog/${id}/schedule`, {
      publishAt: new Date(Date.now() + 90 * 24 * 3600_000).toISOString(),
    });
    assert.equal(scheduled.statusCode, 200, scheduled.body);
    assert.equal(asksForBuild(scheduled), false, 'a schedule months ahead asks when it is due');
    await sleep(200);
    assert.equal(await pending(db), 0);
    assert.equal(door.calls.length, 0, 'no call to the builder');

    const published = await admin('POST', `/blog/${id}/publish`);
    assert.equal(published.statusCode, 200, published.body);
    assert.equal(asksForBuild(published), true);
    await waitFor(() => door.calls.length === 1);
    const summary = readWebhookSummary(door.calls[0]!.body);
    assert.deepEqual(summary.actors, ['automation'], 'the change names who made it');
    assert.ok(summary.changeCount >= 1);

    door.calls.length = 0;
    const fixed = await admin('PATCH', `/blog/${id}`, { content: 'Third words' });
    assert.equal(asksForBuild(fixed), true, "a published post's edit asks for a build");
    await waitFor(() => door.calls.length === 1);
    const same = await admin('PATCH', `/blog/${id}`, { content: 'Third words' });
    assert.equal(same.statusCode, 200, same.body);
    assert.equal(asksForBuild(same), false, 'a save that changes nothing asks for nothing');
    const archived = await admin('POST', `/blog/${id}/archive`);
    assert.equal(asksForBuild(archived), true, 'taking a post off the site asks for a build');
    const afterArchive = await admin('PATCH', `/blog/${id}`, { content: 'Fourth words' });
    assert.equal(asksForBuild(afterArchive), false, "an archived post's edit asks for nothing");
  });

  it('asks nothing for an upload no page uses', async () => {
    const boundary = `----test${Math.random().toString(16).slice(2)}`;
    const mark = Math.random().toString(36).slice(2);
    const payload = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${mark}.svg"\r\n` +
        'Content-Type: image/svg+xml\r\n\r\n' +
        `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 3"><title>${mark}</title></svg>` +
        `\r\n--${boundary}--\r\n`,
    );
    const res = await app.inject({
      method: 'POST',
      url: '/admin/api/uploads/images',
      payload,
      headers: { ...asAdmin, 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    assert.equal(res.statusCode, 201, res.body);
    assert.equal(asksForBuild(res), false);
    assert.equal(await pending(db), 0);
  });

  it('asks once for an edit of published content, with the actor', async () => {
    const res = await admin('POST', '/faq', { question: 'Published?', answer: 'Yes' });
    assert.equal(res.statusCode, 201, res.body);
    assert.equal(asksForBuild(res), true);
    await waitFor(() => door.calls.length === 1);
    const summary = readWebhookSummary(door.calls[0]!.body);
    assert.equal(summary.changeCount, 1, 'one record of the change, not a second from the route');
    assert.deepEqual(summary.actors, ['automation']);
  });

  it('delivers 5,000 pending changes in one call the builder accepts', async () => {
    // An import, a bulk action or a builder that was down for long: changes by many people.
    await db.query(
      `INSERT INTO rebuild_requests (change)
       SELECT jsonb_build_object('table', 'blog_posts', 'operation', 'UPDATE', 'id', n,
         'actor', 'editor-' || (n % 40) || '@' || repeat('long-domain-', 20) || 'example.com')
       FROM generate_series(1, 5000) AS n`,
    );
    app.rebuild.wake();
    await waitFor(() => door.calls.some((c) => c.status === 202), 20_000);
    const call = door.calls.find((c) => c.status === 202)!;
    assert.ok(call.size < WEBHOOK_BODY_LIMIT / 2, `${call.size} bytes`);
    assert.equal(door.calls.filter((c) => c.status === 413).length, 0, 'never refused as large');
    const summary = readWebhookSummary(call.body);
    assert.equal(summary.changeCount, 5000);
    assert.ok(summary.changesUpTo, 'carries the newest change');
    assert.ok(summary.actors.length > 0 && summary.actors.length <= 20);
    await waitFor(async () => (await pending(db)) === 0);
    assert.equal(door.calls.length, 1, 'one call for all of them');
  });

  it('says publishing is stuck, and why, while the builder refuses calls; clears once one passes', async () => {
    const status = async () => {
      const res = await app.inject({
        method: 'GET',
        url: `/admin/api/builds/status?since=${encodeURIComponent(new Date().toISOString())}`,
        headers: asAdmin,
      });
      assert.equal(res.statusCode, 200, res.body);
      return res.json().publishing as {
        stuck: boolean;
        reason: string | null;
        failingSince: string | null;
        pendingChanges: number;
      };
    };
    door.refusals.push(
      { status: 422, message: 'Unreadable body' },
      { status: 422, message: 'Unreadable body' },
    );
    await admin('POST', '/faq', { question: 'Refused?', answer: 'For a while' });
    await waitFor(() => door.calls.length >= 2);
    // The state is stored just after the answer arrives.
    await waitFor(async () => (await status()).stuck);
    const stuck = await status();
    assert.equal(stuck.reason, 'rebuild webhook answered 422: Unreadable body');
    assert.ok(stuck.failingSince);
    await waitFor(() => door.calls.some((c) => c.status === 202));
    await waitFor(async () => !(await status()).stuck);
    const cleared = await status();
    assert.deepEqual(cleared, {
      stuck: false,
      reason: null,
      failingSince: null,
      pendingChanges: 0,
    });
  });
});
