/**
 * The transactional outbox: a mail is written in the transaction of what caused it (a lead, a
 * subscription) and sent after commit, so a stored lead always has its notification and a
 * rolled-back one never sends. With SMTP_URL the dispatcher sends and marks each row sent
 * (unsent rows are retried); without it mails stay in the table, an admin lists them, and the
 * log names each one by id only: a body may hold a secret link, and logs are kept and shipped
 * far more widely than the database. A mail with a secret link carries the link's expiry; its
 * body is cleared once it is sent or has expired.
 */
import nodemailer, { type Transporter } from 'nodemailer';
import { parseMailbox } from '@cloud-consulting/domain/mailbox';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Queryable } from '../../db/client.js';
import { createOutboxRepository, type OutboxRow } from './repository.js';

export interface OutgoingMail {
  kind: string;
  to: string;
  subject: string;
  text: string;
  /** Where a reply goes instead of the sender (a lead's visitor). */
  replyTo?: string | null;
  ipHash?: string | null;
  /** The expiry of a secret link in the body: the body is kept only until sent or this time. */
  secretExpiresAt?: Date;
}

const MAX_ATTEMPTS = 5;
const RETRY_EVERY_MS = 60_000;
/** Unsent mails retried per round. */
const RETRY_BATCH = 50;
const CLAIM_TIMEOUT_MS = 5 * 60_000;
/** How often bodies whose secret link expired unsent are cleared. */
const CLEAR_EXPIRED_EVERY_MS = 60 * 60_000;

/** MAIL_FROM as nodemailer takes it: the name is encoded by nodemailer, never written raw. */
export function senderOf(from: string): { name: string; address: string } {
  const mailbox = parseMailbox(from);
  if (!mailbox) throw new Error(`not a mailbox: ${from}`);
  return { name: mailbox.name ?? '', address: mailbox.address };
}

/** Headers are one line: a visitor's name in a subject must not start a new header. */
const oneLine = (text: string) => text.replace(/[\r\n\t]+/g, ' ').slice(0, 200);

export function createMailer(options: {
  db: Database;
  smtpUrl?: string;
  from: string;
  log: FastifyBaseLogger;
  now: () => number;
}) {
  const { db, log, now } = options;
  const sender = senderOf(options.from);
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
        from: sender,
        to: mail.recipient,
        replyTo: mail.replyTo ?? undefined,
        subject: mail.subject,
        text: mail.body,
      });
      await outbox.markSent(id, new Date(now()));
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
            const ids = await outbox.unsentIds(MAX_ATTEMPTS, RETRY_BATCH, new Date(now()));
            for (const id of ids) await deliver(id);
          })(),
        );
      }, RETRY_EVERY_MS)
    : null;
  retryTimer?.unref();
  const clearTimer = setInterval(() => {
    if (!closed) track(clearExpired().then(() => undefined));
  }, CLEAR_EXPIRED_EVERY_MS);
  clearTimer.unref();

  /** Clears the bodies of unsent mails whose secret link has expired; answers how many. */
  function clearExpired(): Promise<number> {
    return outbox.clearExpired(new Date(now()));
  }

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
          replyTo: mail.replyTo ?? null,
          ipHash: mail.ipHash ?? null,
          createdAt: new Date(now()),
          expiresAt: mail.secretExpiresAt ?? null,
        },
        tx,
      );
    },

    /** After commit: sends the given mails (SMTP) or logs them (outbox only). Never throws. */
    dispatch(ids: number[]): void {
      if (closed || ids.length === 0) return;
      if (!transport) {
        for (const id of ids) {
          log.info(
            { outboxId: id },
            'mail kept in the outbox (SMTP_URL not set): GET /admin/api/outbox',
          );
        }
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
      clearInterval(clearTimer);
      while (pending.size > 0) await Promise.all([...pending]);
      transport?.close();
    },

    clearExpired,

    /** The newest mails; bodies whose link has expired are cleared first, so none is shown. */
    async list(filter: { unsentOnly: boolean; limit: number }): Promise<OutboxRow[]> {
      await clearExpired();
      return outbox.list(filter);
    },
  };
}

export type Mailer = ReturnType<typeof createMailer>;
