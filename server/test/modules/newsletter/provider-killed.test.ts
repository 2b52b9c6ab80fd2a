/**
 * A provider process killed (SIGKILL) mid-send, and another started on the same database:
 * the send finishes, and no subscriber gets the mail twice. At most once: a delivery caught
 * mid-attempt by the kill is marked failed as interrupted, never resent. The processes run as an
 * operator runs them (`src/main.ts`); PostgreSQL only, since the embedded database lives inside
 * the killed process.
 */
import { describe, it, type TestContext } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import net, { type AddressInfo } from 'node:net';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { openDatabase } from '../../../src/db/client.js';
import { INTERRUPTED } from '../../../src/modules/newsletter/sender.js';
import { ADMIN_TOKEN, asAdmin, databaseUrl, engine, freshSchemaName } from '../../helper.js';
import { startTestInbox } from '../mail/test-inbox.js';

const SERVER_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const SUBSCRIBERS = 40;

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** A provider process on `schema`, ready; killed when the test ends if still running. */
async function provider(t: TestContext, schema: string, smtpUrl: string) {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: SERVER_DIR,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: 'development',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      DATABASE_SCHEMA: schema,
      ADMIN_TOKEN,
      SMTP_URL: smtpUrl,
      NEWSLETTER_RATE_PER_SECOND: '10',
      NEWSLETTER_LEASE_MS: '3000',
      LOG_LEVEL: 'error',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  t.after(async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await exited;
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    assert.equal(child.exitCode, null, `the provider exited while starting: ${stderr}`);
    if ((await fetch(`${url}/ready`).catch(() => null))?.ok) break;
    assert.ok(Date.now() < deadline, 'the provider was not ready within 120 s');
    await sleep(200);
  }
  return { url, child, exited };
}

describe(`a provider killed mid-send on ${engine}`, { skip: engine !== 'postgres' }, () => {
  it('is restarted and finishes the send without a duplicate', async (t) => {
    const inbox = await startTestInbox();
    const schema = freshSchemaName();
    t.after(async () => {
      await inbox.close();
      const db = await openDatabase({ databaseUrl, schema, dataDir: 'memory://' });
      await db.exec(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
      await db.close();
    });
    const first = await provider(t, schema, inbox.smtpUrl);
    const db = await openDatabase({ databaseUrl, schema, dataDir: 'memory://' });
    t.after(() => db.close());
    const emails = Array.from({ length: SUBSCRIBERS }, (_, i) => `killed${i}@example.com`);
    await db.query(
      `INSERT INTO newsletter_subscribers (email, status)
       SELECT unnest($1::text[]), 'verified'`,
      [emails],
    );
    const { rows: posts } = await db.query<{ id: number }>(
      `SELECT id FROM blog_posts WHERE status = 'published' ORDER BY id LIMIT 1`,
    );
    const planned = await fetch(`${first.url}/admin/api/blog/${posts[0]!.id}/newsletter`, {
      method: 'POST',
      headers: { ...asAdmin, 'content-type': 'application/json' },
      body: JSON.stringify({ when: 'now' }),
    });
    assert.equal(planned.status, 201, await planned.clone().text());
    const sendId = ((await planned.json()) as { id: number }).id;

    while (inbox.received.length < 8) await sleep(20);
    first.child.kill('SIGKILL');
    await first.exited;
    const before = inbox.received.length;
    assert.ok(before < SUBSCRIBERS, `killed mid-send (${before} received)`);

    const second = await provider(t, schema, inbox.smtpUrl);
    const deadline = Date.now() + 120_000;
    let view: { status: string; progress: Record<string, number> };
    for (;;) {
      const res = await fetch(`${second.url}/admin/api/newsletter-sends/${sendId}`, {
        headers: asAdmin,
      });
      view = (await res.json()) as typeof view;
      if (view.status === 'done') break;
      assert.ok(Date.now() < deadline, `not done: ${JSON.stringify(view)}`);
      await sleep(200);
    }
    assert.ok(inbox.received.length > before, 'the second process sent the rest');
    for (const address of emails) {
      const copies = inbox.received.filter((m) => m.to.includes(address)).length;
      assert.ok(copies <= 1, `${address} got ${copies} copies`);
    }
    const { rows } = await db.query<{ email: string; status: string; last_error: string | null }>(
      `SELECT n.email, d.status, d.last_error FROM newsletter_deliveries d
       JOIN newsletter_subscribers n ON n.id = d.subscriber_id WHERE d.send_id = $1`,
      [sendId],
    );
    assert.equal(rows.length, SUBSCRIBERS);
    for (const row of rows) {
      const copies = inbox.received.filter((m) => m.to.includes(row.email)).length;
      if (row.status === 'sent') assert.equal(copies, 1, row.email);
      else {
        // Only an attempt the kill cut short fails, and it is never sent again.
        assert.equal(row.status, 'failed', row.email);
        assert.equal(row.last_error, INTERRUPTED);
      }
    }
    assert.equal(view.progress.sent + view.progress.failed, SUBSCRIBERS);
    // Claims the killed process never attempted were sent by the second: one attempt at most
    // was cut short.
    assert.ok(view.progress.failed <= 1, JSON.stringify(view.progress));
  });
});
