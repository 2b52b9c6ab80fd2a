import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createHmac, randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import Fastify from 'fastify';
import { LOG_REDACT_PATHS } from '@cloud-consulting/domain/log-redaction';
import { ADMIN_TOKEN, asAdmin, build, engine } from '../../helper.js';

const SECRET = 'request-ids-test-secret';

/** A builder stand-in keeping each webhook call's X-Request-Id and body. */
async function startReceiver() {
  const calls: Array<{ requestId: string | undefined; body: string }> = [];
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    req.on('end', () => {
      calls.push({ requestId: req.headers['x-request-id'] as string | undefined, body });
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/__rebuild`,
    calls,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Log lines as the app writes them, parsed. */
function logLines() {
  const lines: Array<Record<string, unknown>> = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString('utf8').split('\n')) {
        if (line.trim()) lines.push(JSON.parse(line) as Record<string, unknown>);
      }
      done();
    },
  });
  return { lines, stream };
}

async function waitFor(check: () => boolean, ms = 10_000): Promise<void> {
  const until = Date.now() + ms;
  while (!check()) {
    if (Date.now() > until) throw new Error('timed out');
    await sleep(25);
  }
}

describe(`request ids joining the logs up on ${engine}`, () => {
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  before(async () => (receiver = await startReceiver()));
  after(() => receiver.close());

  it('carries an editor request id into the change, the webhook call and the build report’s log line', async (t) => {
    const log = logLines();
    const app = await build(t, {
      logger: { level: 'info', stream: log.stream },
      config: {
        adminToken: ADMIN_TOKEN,
        siteRebuildUrl: receiver.url,
        rebuildSecret: SECRET,
        rebuildDebounceMs: 50,
        responseCacheTtlMs: 50,
      },
    });
    const saved = await app.inject({
      method: 'POST',
      url: '/admin/api/faq',
      headers: { ...asAdmin, 'x-request-id': 'editor-save-1' },
      payload: { question: 'Joined up?', answer: 'Yes' },
    });
    assert.equal(saved.statusCode, 201);
    assert.equal(saved.headers['x-request-id'], 'editor-save-1');
    await waitFor(() => receiver.calls.length === 1);
    const call = receiver.calls[0]!;
    assert.equal(call.requestId, 'editor-save-1');
    const body = JSON.parse(call.body) as { changes: Array<{ requestId?: string }> };
    assert.equal(body.changes[0]!.requestId, 'editor-save-1');
    await waitFor(() => log.lines.some((l) => l.msg === 'rebuild webhook delivered'));
    assert.deepEqual(log.lines.find((l) => l.msg === 'rebuild webhook delivered')!.requestIds, [
      'editor-save-1',
    ]);

    // The builder reports the build with the same id: the provider logs it under that reqId.
    const now = new Date().toISOString();
    const report = JSON.stringify({
      sentAt: now,
      build: {
        id: randomUUID(),
        state: 'running',
        reason: 'webhook',
        requestedAt: now,
        startedAt: now,
      },
    });
    const reported = await app.inject({
      method: 'POST',
      url: '/admin/api/builds/report',
      headers: {
        'content-type': 'application/json',
        'x-signature-256': `sha256=${createHmac('sha256', SECRET).update(report).digest('hex')}`,
        'x-request-id': call.requestId!,
      },
      payload: report,
    });
    assert.equal(reported.statusCode, 204, reported.body);
    const line = log.lines.find((l) => l.msg === 'site build reported');
    assert.equal(line?.reqId, 'editor-save-1');
  });

  it('gives a request without a fit id a fresh one, never a line break from the caller', async (t) => {
    const app = await build(t);
    const answer = await app.inject({
      url: '/health',
      headers: { 'x-request-id': 'forged\r\nline' },
    });
    assert.match(String(answer.headers['x-request-id']), /^[0-9a-f-]{36}$/);
  });
});

describe('log redaction', () => {
  it('removes credentials and secret fields from the provider’s log lines', () => {
    const log = logLines();
    // The provider's logger options (app.ts): Fastify's pino with LOG_REDACT_PATHS.
    const logger = Fastify({
      logger: { level: 'info', redact: [...LOG_REDACT_PATHS], stream: log.stream },
    }).log;
    logger.info(
      {
        // Headers as a hook or a client error might log them (Fastify's own request lines
        // carry no headers).
        headers: {
          authorization: 'Bearer t-91c2e4f6',
          'x-api-key': 'k-8f3a0c1d',
          'x-signature-256': 'sha256=abc',
          cookie: 'session=s',
          accept: 'text/html',
        },
        mail: { token: 'newsletter-token' },
        password: 'hunter2',
      },
      'line',
    );
    const text = JSON.stringify(log.lines);
    for (const secret of ['t-91c2e4f6', 'k-8f3a0c1d', 'sha256=abc', 'session=s', 'hunter2']) {
      assert.ok(!text.includes(secret), `${secret} is not logged`);
    }
    assert.ok(!text.includes('newsletter-token'));
    assert.ok(text.includes('text/html'));
  });
});
