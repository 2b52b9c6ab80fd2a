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

export interface OutgoingMail {
  kind: string;
  to: string;
  subject: string;
  text: string;
  ipHash?: string | null;
}

export interface OutboxRow {
  Id: number;
  Kind: string;
  Recipient: string;
  Subject: string;
  Body: string;
  CreatedAt: Date;
  SentAt: Date | null;
  Attempts: number;
  LastError: string | null;
}

/** Kinds whose body holds a secret link: scrubbed once sent. */
const SECRET_KINDS = new Set(['newsletter_verification']);
const MAX_ATTEMPTS = 5;
const RETRY_EVERY_MS = 60_000;
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
  const pending = new Set<Promise<void>>();
  let closed = false;

  async function deliver(id: number): Promise<void> {
    const at = new Date(now());
    const { rows } = await db.query<{
      recipient: string;
      subject: string;
      body: string;
      kind: string;
    }>(
      `UPDATE outbox SET claimed_at = $2, attempts = attempts + 1
       WHERE id = $1 AND sent_at IS NULL AND attempts < $4
         AND (claimed_at IS NULL OR claimed_at < $3)
       RETURNING recipient, subject, body, kind`,
      [id, at, new Date(at.getTime() - CLAIM_TIMEOUT_MS), MAX_ATTEMPTS],
    );
    const mail = rows[0];
    if (!mail) return;
    try {
      await transport!.sendMail({
        from,
        to: mail.recipient,
        subject: mail.subject,
        text: mail.body,
      });
      await db.query(
        `UPDATE outbox SET sent_at = $2, last_error = NULL,
           body = CASE WHEN $3 THEN '[sent; the link is not kept]' ELSE body END
         WHERE id = $1`,
        [id, new Date(now()), SECRET_KINDS.has(mail.kind)],
      );
    } catch (error) {
      log.warn({ err: error, outboxId: id }, 'mail not sent; will retry');
      await db.query('UPDATE outbox SET claimed_at = NULL, last_error = $2 WHERE id = $1', [
        id,
        String((error as Error).message ?? error).slice(0, 500),
      ]);
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
            const { rows } = await db.query<{ id: number }>(
              `SELECT id FROM outbox WHERE sent_at IS NULL AND attempts < $1 ORDER BY id LIMIT 50`,
              [MAX_ATTEMPTS],
            );
            for (const row of rows) await deliver(row.id);
          })(),
        );
      }, RETRY_EVERY_MS)
    : null;
  retryTimer?.unref();

  return {
    smtp: transport !== null,

    /** Records a mail in the caller's transaction; returns its outbox id. */
    async enqueue(tx: Queryable, mail: OutgoingMail): Promise<number> {
      const { rows } = await tx.query<{ id: number }>(
        `INSERT INTO outbox (kind, recipient, subject, body, ip_hash, created_at)
         VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
        [
          mail.kind,
          mail.to,
          oneLine(mail.subject),
          mail.text,
          mail.ipHash ?? null,
          new Date(now()),
        ],
      );
      return rows[0]!.id;
    },

    /** After commit: sends the given mails (SMTP) or logs them (outbox only). Never throws. */
    dispatch(ids: number[]): void {
      if (closed || ids.length === 0) return;
      if (!transport) {
        track(
          (async () => {
            const { rows } = await db.query(
              `SELECT id, kind, recipient, subject, body FROM outbox WHERE id = ANY($1::int[])`,
              [ids],
            );
            for (const mail of rows)
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

    async list(filter: { unsentOnly: boolean; limit: number }): Promise<OutboxRow[]> {
      const { rows } = await db.query<OutboxRow>(
        `SELECT id AS "Id", kind AS "Kind", recipient AS "Recipient", subject AS "Subject",
                body AS "Body", created_at AS "CreatedAt", sent_at AS "SentAt",
                attempts AS "Attempts", last_error AS "LastError"
         FROM outbox ${filter.unsentOnly ? 'WHERE sent_at IS NULL' : ''}
         ORDER BY id DESC LIMIT $1`,
        [filter.limit],
      );
      return rows;
    },
  };
}

export type Mailer = ReturnType<typeof createMailer>;
