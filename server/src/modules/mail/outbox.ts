/**
 * The transactional outbox: a mail is written in the transaction of what caused it (a lead, a
 * subscription) and sent after commit, so a stored lead always has its notification and a
 * rolled-back one never sends. With SMTP_URL the dispatcher sends and marks each row sent
 * (unsent rows are retried); without it mails stay in the table, are logged, and an admin lists
 * them.
 */
import nodemailer, { type Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Queryable } from '../../db/client.js';
import { createOutboxRepository, type OutboxRow } from './repository.js';

export interface OutgoingMail {
  kind: string;
  to: string;
  subject: string;
  text: string;
  ipHash?: string | null;
}

/** Kinds whose body holds a secret link: scrubbed once sent. */
const SECRET_KINDS = new Set(['newsletter_verification']);
const MAX_ATTEMPTS = 5;
const RETRY_EVERY_MS = 60_000;
/** Unsent mails retried per round. */
const RETRY_BATCH = 50;
const CLAIM_TIMEOUT_MS = 5 * 60_000;

/** Headers are one line: a visitor's name in a subject must not start a new header. */
const oneLine = (text: string) => text.replace(/[\r\n\t]+/g, ' ').slice(0, 200);

export function createMailer(options: {
  db: Database;
  smtpUrl?: string;
  from: string;
  log: FastifyBaseLogger;
  now: () => number;
}) {
  const { db, from, log, now } = options;
  const transport: Transporter | null = options.smtpUrl
    ? nodemailer.createTransport(options.smtpUrl)
    : null;
  const outbox = createOutboxRepository(db);
  const pending = new Set<Promise<void>>();
  let closed = false;

  async function deliver(id: number): Promise<void> {
    const at = new Date(now());
    const mail = await outbox.claim(
      id,
      at,
      new Date(at.getTime() - CLAIM_TIMEOUT_MS),
      MAX_ATTEMPTS,
    );
    if (!mail) return;
    try {
      await transport!.sendMail({
        from,
        to: mail.recipient,
        subject: mail.subject,
        text: mail.body,
      });
      await outbox.markSent(id, new Date(now()), SECRET_KINDS.has(mail.kind));
    } catch (error) {
      log.warn({ err: error, outboxId: id }, 'mail not sent; will retry');
      await outbox.markFailed(id, String((error as Error).message ?? error).slice(0, 500));
    }
  }

  function track(work: Promise<void>): void {
    const p = work.catch((error: unknown) => log.error({ err: error }, 'mail dispatch failed'));
    pending.add(p);
    void p.finally(() => pending.delete(p));
  }

  const retryTimer = transport
    ? setInterval(() => {
        if (closed) return;
        track(
          (async () => {
            for (const id of await outbox.unsentIds(MAX_ATTEMPTS, RETRY_BATCH)) await deliver(id);
          })(),
        );
      }, RETRY_EVERY_MS)
    : null;
  retryTimer?.unref();

  return {
    smtp: transport !== null,

    /** Records a mail in the caller's transaction; returns its outbox id. */
    async enqueue(tx: Queryable, mail: OutgoingMail): Promise<number> {
      return outbox.insert(
        {
          kind: mail.kind,
          recipient: mail.to,
          subject: oneLine(mail.subject),
          body: mail.text,
          ipHash: mail.ipHash ?? null,
          createdAt: new Date(now()),
        },
        tx,
      );
    },

    /** After commit: sends the given mails (SMTP) or logs them (outbox only). Never throws. */
    dispatch(ids: number[]): void {
      if (closed || ids.length === 0) return;
      if (!transport) {
        track(
          (async () => {
            for (const mail of await outbox.findMany(ids))
              log.info({ mail }, 'mail kept in the outbox (SMTP_URL not set)');
          })(),
        );
        return;
      }
      track(
        (async () => {
          for (const id of ids) await deliver(id);
        })(),
      );
    },

    /** Resolves when every dispatch started so far has finished (tests, shutdown). */
    async idle(): Promise<void> {
      while (pending.size > 0) await Promise.all([...pending]);
    },

    async close(): Promise<void> {
      closed = true;
      if (retryTimer) clearInterval(retryTimer);
      while (pending.size > 0) await Promise.all([...pending]);
      transport?.close();
    },

    list: (filter: { unsentOnly: boolean; limit: number }): Promise<OutboxRow[]> =>
      outbox.list(filter),
  };
}

export type Mailer = ReturnType<typeof createMailer>;
