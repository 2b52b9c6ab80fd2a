/**
 * What the newsletter send tests share: the site's and provider's addresses and the mail
 * settings their apps run with, subscribers in a given state, a send's progress as the editor
 * app reads it, and turning the sender (or waiting for it) until a send is done.
 */
import assert from 'node:assert/strict';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import type { ParsedMail } from 'mailparser';
import type { ServerConfig } from '../../../src/config.js';
import type { Database } from '../../../src/db/client.js';
import { asAdmin, buildSuiteApp, noRateLimits, suiteDatabase } from '../../helper.js';
import { startTestInbox } from '../mail/test-inbox.js';

export const SITE = 'https://site.test';
export const PROVIDER = 'https://provider.test';

/** The mail settings of a sending app (add smtpUrl). */
export const sendConfig = {
  publicSiteUrl: SITE,
  providerUrl: PROVIDER,
  rateLimits: noRateLimits,
  mailFrom: 'Contoso Cloud <news@contoso.example>',
  mailPostalAddress: '1 Harbour Street, Seattle, WA 98101',
  unsubscribeMailbox: 'unsubscribe@contoso.example',
  newsletterRatePerSecond: 1000,
};

/** Subscribers with the given addresses and state; answers their ids. */
export async function subscribers(
  db: Database,
  emails: string[],
  status = 'verified',
  undeliverable: string | null = null,
): Promise<number[]> {
  const ids: number[] = [];
  for (const email of emails) {
    const { rows } = await db.query<{ id: number }>(
      `INSERT INTO newsletter_subscribers (email, status, undeliverable) VALUES ($1, $2, $3)
       RETURNING id`,
      [email, status, undeliverable],
    );
    ids.push(rows[0]!.id);
  }
  return ids;
}

export const progressOf = async (app: FastifyInstance, sendId: number) =>
  (
    await app.inject({
      method: 'GET',
      url: `/admin/api/newsletter-sends/${sendId}`,
      headers: asAdmin,
    })
  ).json();

/** Turns the sender until the send is done (or gives up after `turns`). */
export async function sendToEnd(app: FastifyInstance, sendId: number, turns = 200) {
  for (let i = 0; i < turns; i += 1) {
    await app.newsletterSender.turn();
    const view = await progressOf(app, sendId);
    if (view.status === 'done') return view;
    await sleep(5);
  }
  assert.fail(`send ${sendId} did not finish`);
}

/** Waits for a running sender to finish the send. */
export async function waitDone(app: FastifyInstance, sendId: number, ms = 180_000) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    const view = await progressOf(app, sendId);
    if (view.status === 'done') return view;
    await sleep(50);
  }
  assert.fail(`send ${sendId} did not finish in ${ms} ms`);
}

/** The value of a header as its line says it (mailparser keeps one address of a list). */
export const headerLine = (mail: ParsedMail, name: string) =>
  mail.headerLines
    .find((h) => h.key === name)
    ?.line.replace(/^[^:]+:\s*/, '')
    .replace(/\r?\n\s+/g, ' ');

/**
 * Two sending apps on one database, as two replicas, with one inbox: `body` runs with them, and
 * all of it is closed after, whatever happens.
 */
export async function withTwoSenders(
  config: Partial<ServerConfig>,
  body: (senders: {
    apps: FastifyInstance[];
    db: Database;
    inbox: Awaited<ReturnType<typeof startTestInbox>>;
  }) => Promise<void>,
): Promise<void> {
  const inbox = await startTestInbox();
  const shared = await suiteDatabase();
  const apps: FastifyInstance[] = [];
  try {
    for (let i = 0; i < 2; i += 1) {
      const { app } = await buildSuiteApp({
        db: shared.db,
        config: { ...config, smtpUrl: inbox.smtpUrl, newsletterRatePerSecond: 200 },
        newsletterSender: { pollMs: 20 },
      });
      apps.push(app);
    }
    await body({ apps, db: shared.db, inbox });
  } finally {
    for (const app of apps) await app.close();
    await shared.close();
    await inbox.close();
  }
}
