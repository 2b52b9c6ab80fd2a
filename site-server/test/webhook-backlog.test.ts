/**
 * A backlog never wedges publishing: the provider's call for thousands of pending changes is
 * accepted and builds, as the shared webhook rule promises.
 */
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { WEBHOOK_BODY_LIMIT, webhookBody } from '@cloud-consulting/domain/rebuild-webhook';
import type { BuildReport } from '@cloud-consulting/domain/site-builds';
import { createSiteServer } from '../src/app';
import { signBody } from '../src/webhook';
import { createRebuildQueue } from '../src/rebuild-queue';

const SECRET = 'backlog-secret';

/** A builder's webhook door on this queue, and a signed call to it. */
async function door(queue: ReturnType<typeof createRebuildQueue>) {
  const app = await createSiteServer({
    publicDir: () => null,
    serveFiles: false,
    rebuild: { secret: SECRET, queue },
  });
  after(() => app.close());
  return (body: string) =>
    app.inject({
      method: 'POST',
      url: '/__rebuild',
      payload: body,
      headers: { 'content-type': 'application/json', 'x-signature-256': signBody(SECRET, body) },
    });
}

describe('POST /__rebuild with a backlog', () => {
  it('accepts one call standing for 5,000 changes by many people, and builds once', async () => {
    let builds = 0;
    const reports: BuildReport[] = [];
    const queue = createRebuildQueue({
      build: async () => void (builds += 1),
      publish: async () => undefined,
      report: (build) => reports.push(build),
    });
    const call = await door(queue);
    const start = Date.now() - 60_000;
    const changes = Array.from({ length: 5000 }, (_, n) => ({
      table: 'blog_posts',
      operation: 'UPDATE',
      id: n + 1,
      actor: `editor-${n % 300}@${'a-very-long-department-name.'.repeat(12)}example.com`,
      at: new Date(start + n).toISOString(),
    }));
    const body = webhookBody({
      deliveryId: randomUUID(),
      sentAt: new Date().toISOString(),
      changeCount: changes.length,
      changesUpTo: changes.at(-1)!.at,
      actors: changes.map((c) => c.actor),
      changes,
    });
    assert.ok(body.length < WEBHOOK_BODY_LIMIT / 2, `${body.length} bytes`);
    const res = await call(body);
    assert.equal(res.statusCode, 202, res.body);
    await queue.idle();
    assert.equal(builds, 1);
    assert.equal(queue.status().lastBuild?.result, 'success');
    const finished = reports.at(-1)!;
    assert.equal(finished.state, 'succeeded');
    assert.equal(finished.changesUpTo, changes.at(-1)!.at, 'the build carries the newest change');
    assert.ok(finished.actors.length > 0 && finished.actors.length <= 20, 'who asked, in short');
  });

  it('refuses a body over the shared limit with 413, as the provider never sends one', async () => {
    const call = await door(createRebuildQueue({ build: async () => {}, publish: async () => {} }));
    const body = JSON.stringify({ sentAt: new Date().toISOString(), pad: 'x'.repeat(70_000) });
    assert.equal((await call(body)).statusCode, 413);
  });
});
