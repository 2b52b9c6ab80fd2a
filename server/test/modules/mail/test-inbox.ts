/**
 * An SMTP server on a free local port that keeps every mail it receives, for suites that check
 * what the provider sends: `smtpUrl` goes into the app's config, `received` fills as mails
 * arrive, `close()` stops it.
 */
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { buildSuiteApp } from '../../helper.js';

export interface ReceivedMail {
  to: string[];
  text: string;
  /** The whole message as it arrived, headers included (parse it with mailparser). */
  raw: string;
}

/** The text part of a raw message, quoted-printable decoded. */
function bodyText(raw: string): string {
  const [head, ...rest] = raw.split(/\r?\n\r?\n/);
  const body = rest.join('\n\n');
  return /quoted-printable/i.test(head!)
    ? body
        .replace(/=\r?\n/g, '')
        .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
    : body;
}

/** An SMTP refusal the inbox answers to one recipient: code 4xx (temporary) or 5xx (permanent). */
export interface Refusal {
  code: number;
  message: string;
}

export async function startTestInbox(
  options: {
    /** Refuses a recipient (its `attempt`-th RCPT, from 1), or null to take it. */
    refuse?: (address: string, attempt: number) => Refusal | null;
  } = {},
): Promise<{
  smtpUrl: string;
  received: ReceivedMail[];
  close(): Promise<void>;
}> {
  const received: ReceivedMail[] = [];
  const attempts = new Map<string, number>();
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(address, _session, callback) {
      const attempt = (attempts.get(address.address) ?? 0) + 1;
      attempts.set(address.address, attempt);
      const refusal = options.refuse?.(address.address, attempt);
      if (!refusal) return callback();
      const error = Object.assign(new Error(refusal.message), { responseCode: refusal.code });
      return callback(error);
    },
    onData(stream, session, callback) {
      let raw = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk: string) => (raw += chunk));
      stream.on('end', () => {
        received.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          text: bodyText(raw),
          raw,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  return {
    smtpUrl: `smtp://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => smtp.close(() => resolve())),
  };
}

/** A suite's app (see buildSuiteApp) whose mail goes to a test inbox; close() stops both. */
export async function buildSuiteAppWithInbox(options: Parameters<typeof buildSuiteApp>[0] = {}) {
  const inbox = await startTestInbox();
  const suite = await buildSuiteApp({
    ...options,
    config: { ...options.config, smtpUrl: inbox.smtpUrl },
  });
  return {
    ...suite,
    inbox,
    async close() {
      await suite.close();
      await inbox.close();
    },
  };
}
