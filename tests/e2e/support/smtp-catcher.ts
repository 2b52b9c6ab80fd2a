/**
 * A real SMTP server for the end-to-end run: the provider sends its mail here (SMTP_URL), and
 * each received message is written to a JSON file under .e2e/mails/, where tests read it with
 * waitForMail (global set-up and tests run in different processes, so a folder is the channel).
 */
import { mkdir, readFile, readdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';

export interface CaughtMail {
  from: string;
  to: string[];
  subject: string;
  /** Body with quoted-printable soft breaks and escapes decoded. */
  text: string;
  receivedAt: string;
}

export function mailDir(work: string): string {
  return path.join(work, 'mails');
}

function decodeQuotedPrintable(body: string): string {
  return body
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

function parse(raw: string): { subject: string; text: string } {
  const split = raw.indexOf('\r\n\r\n');
  const head = split >= 0 ? raw.slice(0, split) : raw;
  const body = split >= 0 ? raw.slice(split + 4) : '';
  const subject =
    /^Subject: (.*(?:\r\n[ \t].*)*)/im.exec(head)?.[1]?.replace(/\r\n[ \t]/g, ' ') ?? '';
  const qp = /Content-Transfer-Encoding: quoted-printable/i.test(raw);
  const b64 = /Content-Transfer-Encoding: base64/i.test(head);
  const text = qp
    ? decodeQuotedPrintable(body)
    : b64
      ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
      : body;
  return { subject, text };
}

export async function startSmtpCatcher(
  work: string,
  port: number,
): Promise<{ url: string; close: () => Promise<void> }> {
  const dir = mailDir(work);
  await mkdir(dir, { recursive: true });
  let count = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const mail: CaughtMail = {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          ...parse(raw),
          receivedAt: new Date().toISOString(),
        };
        count += 1;
        // Written aside, then renamed: a test polling the folder never reads half a file.
        const file = path.join(dir, `${Date.now()}-${count}.json`);
        writeFile(`${file}.part`, JSON.stringify(mail, null, 2))
          .then(() => rename(`${file}.part`, file))
          .then(() => callback())
          .catch((error: Error) => callback(error));
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The mails received so far for an address, oldest first. */
export async function mailsTo(work: string, address: string): Promise<CaughtMail[]> {
  const dir = mailDir(work);
  const files = (await readdir(dir).catch(() => [] as string[]))
    .filter((file) => file.endsWith('.json'))
    .sort();
  const mails = await Promise.all(
    files.map(
      async (file) => JSON.parse(await readFile(path.join(dir, file), 'utf8')) as CaughtMail,
    ),
  );
  return mails.filter((mail) => mail.to.some((to) => to.toLowerCase() === address.toLowerCase()));
}

/** Waits until a mail for `address` arrives (polling the folder). */
export async function waitForMail(
  work: string,
  address: string,
  timeoutMs = 20_000,
): Promise<CaughtMail> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const [mail] = await mailsTo(work, address);
    if (mail) return mail;
    if (Date.now() > until) throw new Error(`no mail for ${address} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
