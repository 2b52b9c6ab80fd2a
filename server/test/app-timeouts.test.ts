import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { connect } from 'node:net';
import { loadConfig } from '../src/config.js';
import { sendSlowBody } from '../../site-server/test/support/slow-body.js';
import { build } from './helper.js';

describe('slow clients of the provider', () => {
  it('a body sent a byte at a time is cut off with 408 once REQUEST_TIMEOUT_MS has passed', async (t) => {
    const app = await build(t, {
      config: { requestTimeoutMs: 1_000, connectionTimeoutMs: 10_000 },
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as { port: number };
    const { closedAfterMs, bytesSent, answer } = await sendSlowBody({
      port,
      path: '/admin/api/invitations/accept',
      everyMs: 100,
      giveUpMs: 8_000,
    });
    assert.match(answer, /^HTTP\/1\.1 408/);
    assert.ok(closedAfterMs >= 1_000 && closedAfterMs < 4_000, `closed after ${closedAfterMs} ms`);
    assert.ok(bytesSent < 1_000, `${bytesSent} bytes of the 1000 declared`);
  });

  it('a silent connection is closed once CONNECTION_TIMEOUT_MS has passed', async (t) => {
    const app = await build(t, {
      config: { requestTimeoutMs: 10_000, connectionTimeoutMs: 1_000 },
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as { port: number };
    const started = Date.now();
    const closedAfterMs = await new Promise<number>((resolve, reject) => {
      const socket = connect(port, '127.0.0.1');
      const giveUp = setTimeout(() => {
        socket.destroy();
        reject(new Error('still open after 8 s'));
      }, 8_000);
      socket.on('error', () => undefined);
      socket.on('close', () => {
        clearTimeout(giveUp);
        resolve(Date.now() - started);
      });
    });
    assert.ok(closedAfterMs >= 900 && closedAfterMs < 4_000, `closed after ${closedAfterMs} ms`);
  });

  it('has both limits by default, and takes them from the environment', () => {
    const defaults = loadConfig({});
    assert.ok(defaults.requestTimeoutMs > 0 && defaults.connectionTimeoutMs > 0);
    const set = loadConfig({ REQUEST_TIMEOUT_MS: '5000', CONNECTION_TIMEOUT_MS: '7000' });
    assert.deepEqual([set.requestTimeoutMs, set.connectionTimeoutMs], [5_000, 7_000]);
  });
});
