/**
 * The bench's "mail" part: newsletter mails a second through a real SMTP peer on this machine.
 * A provider app (PGlite in memory, its newsletter sender running as in production) sends a
 * published post to SUBSCRIBERS verified subscribers; a local SMTP server takes every message
 * whole. The figure is the deliveries the provider recorded as sent over the seconds from the
 * send's creation to its end, with the rate limit (NEWSLETTER_RATE_PER_SECOND, default 10)
 * raised out of the way: what one provider process can send when the limit allows it.
 */
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { SMTPServer } from 'smtp-server';
import { buildApp } from '../server/src/app';
import { loadConfig } from '../server/src/config';
import type { BenchFigure } from './bench-results';

/** A figure as a part of the bench measures it; the bench adds its part, time and commit. */
type MeasuredFigure = Omit<BenchFigure, 'part' | 'measuredAt' | 'commit'>;

const SUBSCRIBERS = 500;
const ADMIN_TOKEN = 'bench-admin-token';

/** An SMTP server on a free port that reads every message to its end and counts it. */
async function countingSmtpPeer() {
  let received = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      stream.on('data', () => undefined);
      stream.on('end', () => {
        received += 1;
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    smtpUrl: `smtp://127.0.0.1:${port}`,
    received: () => received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** One send of a post to SUBSCRIBERS subscribers; its mails a second and how many arrived. */
async function oneSend(): Promise<{ perSecond: number; sent: number; arrived: number }> {
  const peer = await countingSmtpPeer();
  const app = await buildApp(
    {
      ...loadConfig({}),
      adminToken: ADMIN_TOKEN,
      dataDir: 'memory://',
      smtpUrl: peer.smtpUrl,
      mailFrom: 'Contoso Cloud <news@contoso.example>',
      publicSiteUrl: 'https://site.test',
      newsletterRatePerSecond: 100_000,
      maxEventLoopDelayMs: 0,
    },
    { logger: false, newsletterSender: { pollMs: 50 } },
  );
  try {
    await app.ready();
    await app.db.exec(
      `INSERT INTO newsletter_subscribers (email, status)
       SELECT 'reader' || n || '@bench.example', 'verified' FROM generate_series(1, ${SUBSCRIBERS}) n`,
    );
    const { rows } = await app.db.query<{ id: number }>(
      "SELECT id FROM blog_posts WHERE status = 'published' ORDER BY id LIMIT 1",
    );
    const headers = { authorization: `Bearer ${ADMIN_TOKEN}`, 'content-type': 'application/json' };
    const started = Date.now();
    const created = await app.inject({
      method: 'POST',
      url: `/admin/api/blog/${rows[0]!.id}/newsletter`,
      headers,
      payload: JSON.stringify({ when: 'now' }),
    });
    if (created.statusCode !== 201) throw new Error(`the send was refused: ${created.body}`);
    const sendId = (created.json() as { id: number }).id;
    for (;;) {
      const view = (
        await app.inject({
          method: 'GET',
          url: `/admin/api/newsletter-sends/${sendId}`,
          headers,
        })
      ).json() as { status: string; progress: { sent: number } };
      if (view.status === 'done') {
        const seconds = (Date.now() - started) / 1000;
        return {
          perSecond: Math.round(view.progress.sent / seconds),
          sent: view.progress.sent,
          arrived: peer.received(),
        };
      }
      if (Date.now() - started > 300_000) throw new Error('the send did not end in 5 minutes');
      await sleep(20);
    }
  } finally {
    await app.close();
    await peer.close();
  }
}

/** The "mail" part's figures: the median of `runs` sends. */
export async function benchMail(
  runs: number,
  log: (line: string) => void,
): Promise<MeasuredFigure[]> {
  const results = [];
  for (let run = 1; run <= runs; run += 1) {
    log(`newsletter send to ${SUBSCRIBERS} subscribers, run ${run}/${runs}`);
    results.push(await oneSend());
  }
  const sorted = [...results].sort((a, b) => a.perSecond - b.perSecond);
  const median = sorted[Math.floor(sorted.length / 2)]!;
  return [
    {
      name: `newsletter mails a second, one provider, ${SUBSCRIBERS} subscribers (PGlite)`,
      value: median.perSecond,
      unit: 'mails/s',
      target: null,
      note:
        `runs: ${results.map((r) => r.perSecond).join(', ')} mails/s; ${median.sent} sent, ` +
        `${median.arrived} taken by the local SMTP peer; the rate limit raised (default 10 a second)`,
    },
  ];
}
