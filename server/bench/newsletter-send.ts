/**
 * `npm run bench:newsletter --workspace server`: newsletter mails a second through a real SMTP
 * peer (smtp-server on a local port) on this machine: a fresh embedded database in a temporary
 * folder (or a fresh schema of DATABASE_URL), N verified subscribers (--subscribers, default
 * 500), one post sent at an unreachable rate (--rate, default 100000) so the figure is the
 * sender's own pace: render, claim, SMTP exchange, mark, per mail.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { openDatabase } from '../src/db/client.js';

const { values } = parseArgs({
  options: {
    subscribers: { type: 'string', default: '500' },
    rate: { type: 'string', default: '100000' },
  },
});
const subscribers = Number(values.subscribers);

let received = 0;
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS', 'AUTH'],
  logger: false,
  onData(stream, _session, callback) {
    stream.on('data', () => undefined);
    stream.on('end', () => {
      received += 1;
      callback();
    });
  },
});
await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
const smtpUrl = `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`;

const dataDir = await mkdtemp(path.join(tmpdir(), 'provider-bench-'));
const schema = `bench_${Date.now()}`;
const config = {
  ...loadConfig(),
  dataDir,
  databaseSchema: schema,
  logLevel: 'warn',
  port: 0,
  smtpUrl,
  adminToken: 'bench-admin-token',
  newsletterRatePerSecond: Number(values.rate),
};
const db = await openDatabase({ databaseUrl: config.databaseUrl, schema, dataDir });
const app = await buildApp(config, {
  db,
  logger: false,
  closeDatabase: false,
  newsletterSender: { pollMs: 20 },
});
try {
  await db.query(
    `INSERT INTO newsletter_subscribers (email, status)
     SELECT 'reader' || n || '@bench.example', 'verified' FROM generate_series(1, $1) AS n`,
    [subscribers],
  );
  const { rows } = await db.query<{ id: number }>(
    `SELECT id FROM blog_posts WHERE status = 'published' ORDER BY id LIMIT 1`,
  );
  const start = performance.now();
  const res = await app.inject({
    method: 'POST',
    url: `/admin/api/blog/${rows[0]!.id}/newsletter`,
    headers: { authorization: 'Bearer bench-admin-token', 'content-type': 'application/json' },
    payload: JSON.stringify({ when: 'now' }),
  });
  if (res.statusCode !== 201) throw new Error(`send refused: ${res.body}`);
  const sendId = res.json().id as number;
  for (;;) {
    const { rows: state } = await db.query<{ status: string }>(
      'SELECT status FROM newsletter_sends WHERE id = $1',
      [sendId],
    );
    if (state[0]!.status === 'done') break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const seconds = (performance.now() - start) / 1000;
  console.log(
    `newsletter send on ${db.kind}: ${received} of ${subscribers} mails through SMTP in ` +
      `${seconds.toFixed(1)} s, ${(received / seconds).toFixed(0)} mails/s`,
  );
} finally {
  await app.close();
  if (db.kind === 'postgres')
    await db.exec(`DROP SCHEMA IF EXISTS ${schema} CASCADE`).catch(() => undefined);
  await db.close();
  await rm(dataDir, { recursive: true, force: true });
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
}
