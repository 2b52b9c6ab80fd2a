/**
 * The provider as an operator runs it (its own process, `src/main.ts`, as `npm start` starts
 * it) while PostgreSQL goes away and comes back under write load over HTTP: its backends
 * terminated, then the server unreachable for 1.5 s (the loopback proxy of postgres-outage.ts).
 * The process stays alive, answers 503 with Retry-After meanwhile, serves again within 2 s, and
 * no acknowledged write is missing. The machine's own cluster is never restarted: other suites
 * use it at the same time.
 */
import { describe, it, type TestContext } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import net, { type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { ADMIN_TOKEN, asAdmin, databaseUrl, engine, freshSchemaName } from '../helper.js';
import {
  directQuery,
  missingAcknowledged,
  outage,
  sentWhileDown,
  startProxy,
  terminateBackends,
  writeLoad,
} from './postgres-outage.js';

const SERVER_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** The provider process on a fresh schema, reaching PostgreSQL through the proxy. */
async function providerBehindProxy(t: TestContext) {
  const proxy = await startProxy(new URL(databaseUrl!));
  const schema = freshSchemaName();
  const uploads = await mkdtemp(path.join(os.tmpdir(), 'provider-outage-'));
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    NODE_ENV: 'development',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATABASE_URL: proxy.url,
    DATABASE_SCHEMA: schema,
    ADMIN_TOKEN,
    UPLOADS_DIR: uploads,
    LOG_LEVEL: 'error',
  };
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: SERVER_DIR,
    env,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  t.after(async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
    await proxy.close();
    await rm(uploads, { recursive: true, force: true });
    await directQuery(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    assert.equal(child.exitCode, null, `the provider exited while starting: ${stderr}`);
    const ready = await fetch(`${url}/ready`).catch(() => null);
    if (ready?.ok) break;
    assert.ok(Date.now() < deadline, 'the provider was not ready within 60 s');
    await sleep(200);
  }
  return { url, child, proxy, schema, stderr: () => stderr };
}

/** FAQ writes over HTTP; a refused connection would count as status 0. */
function httpWrites(url: string) {
  return async (question: string) => {
    try {
      const res = await fetch(`${url}/admin/api/faq`, {
        method: 'POST',
        headers: { ...asAdmin, 'content-type': 'application/json' },
        body: JSON.stringify({ question, answer: 'Yes' }),
        signal: AbortSignal.timeout(10_000),
      });
      await res.arrayBuffer();
      return { status: res.status, retryAfter: res.headers.get('retry-after') ?? undefined };
    } catch {
      return { status: 0 };
    }
  };
}

describe(
  `the provider process while PostgreSQL restarts on ${engine}`,
  { skip: engine !== 'postgres' },
  () => {
    it('stays alive through terminated backends and an outage, answers 503 meanwhile and serves again within 2 s', async (t) => {
      const { url, child, proxy, schema, stderr } = await providerBehindProxy(t);
      const load = writeLoad(t, 4, 'process', httpWrites(url));
      await sleep(300);

      // Backends terminated by the server (error 57P01 on every open connection).
      let terminated = 0;
      for (let round = 0; round < 2; round += 1) {
        terminated += await terminateBackends(proxy);
        await sleep(200);
      }

      // The server unreachable for 1.5 s.
      const {
        downAt,
        upAt,
        recoveredAt,
        seen: readyWhileDown,
      } = await outage(proxy, load, () =>
        fetch(`${url}/ready`).catch((error: unknown) => {
          throw new Error(
            `/ready did not answer while the database was down (the provider's exit code ` +
              `${child.exitCode}, signal ${child.signalCode}): ${String(error)}\n${stderr()}`,
          );
        }),
      );

      const statuses = load.answers.map((a) => a.status);
      const refused = load.answers.filter((a) => a.status === 503);
      t.diagnostic(
        `writes: ${statuses.length}, 201: ${statuses.filter((s) => s === 201).length}, ` +
          `503: ${refused.length}, backends terminated: ${terminated}, first 201 ` +
          `${recoveredAt === undefined ? 'never' : `${recoveredAt - upAt} ms`} after the database was back`,
      );
      assert.equal(child.exitCode, null, `the provider process exited: ${stderr()}`);
      assert.ok(terminated > 0, 'the provider had backends to terminate');
      assert.equal(readyWhileDown.status, 503);
      assert.equal(readyWhileDown.headers.get('retry-after'), '1');
      assert.deepEqual(
        statuses.filter((s) => s !== 201 && s !== 503),
        [],
        'no answer other than 201 or 503, no refused connection',
      );
      assert.ok(refused.length > 0, 'the outage was seen');
      assert.ok(
        refused.every((a) => a.retryAfter === '1'),
        '503 carries Retry-After',
      );
      const during = sentWhileDown(load.answers, downAt, upAt);
      assert.ok(during.length > 0, 'writes were sent while the database was down');
      assert.deepEqual(
        during.filter((a) => a.status !== 503),
        [],
        'every write sent while the database was down is answered 503',
      );
      assert.ok(recoveredAt !== undefined && recoveredAt - upAt < 2000, 'serves within 2 s');
      assert.equal(load.answers.at(-1)!.status, 201);
      assert.deepEqual(await missingAcknowledged(schema, load.answers), []);
      assert.equal((await fetch(`${url}/ready`)).status, 200);
    });
  },
);
