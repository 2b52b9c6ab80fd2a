/**
 * What the PostgreSQL outage tests share: a loopback TCP proxy between the provider and
 * PostgreSQL that can be stopped and started (a server going away and coming back), direct
 * queries that bypass it, a write load that keeps every answer, and the check that no
 * acknowledged write is missing.
 */
import net from 'node:net';
import type { TestContext } from 'node:test';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { databaseUrl } from '../helper.js';

/** A loopback TCP proxy to PostgreSQL that can be stopped (all connections cut) and started. */
export async function startProxy(target: URL) {
  const sockets = new Set<net.Socket>();
  const upstreamPorts = new Set<number>();
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(target.port || 5432), target.hostname);
    upstream.on('connect', () => upstreamPorts.add(upstream.localPort!));
    for (const s of [client, upstream]) {
      sockets.add(s);
      s.on('error', () => undefined);
      s.on('close', () => sockets.delete(s));
    }
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
    client.pipe(upstream).pipe(client);
  });
  const listen = (port: number) =>
    new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => resolve());
    });
  await listen(0);
  const { port } = server.address() as AddressInfo;
  const url = new URL(target.href);
  url.hostname = '127.0.0.1';
  url.port = String(port);
  return {
    url: url.href,
    /** Local ports of the proxy's connections to PostgreSQL: the app's backends. */
    upstreamPorts: () => [...upstreamPorts],
    /** Refuses new connections and cuts every open one, as a stopped server does. */
    stop: async () => {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      for (const s of sockets) s.destroy();
      await closed;
    },
    start: () => listen(port),
    close: async () => {
      for (const s of sockets) s.destroy();
      if (server.listening) await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export async function directQuery<T>(sql: string, params: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query(sql, params)).rows as T[];
  } finally {
    await client.end();
  }
}

export interface WriteAnswer {
  status: number;
  /** When the request was sent. */
  sentAt: number;
  /** When its answer arrived. */
  at: number;
  question: string;
  retryAfter?: string;
}

/**
 * FAQ writes from several workers until stopped; each answer is kept with its time. `send`
 * posts one question and returns the answer's status and Retry-After. The load stops when the
 * test ends too: a test that fails before stopping it must not leave its workers writing for
 * ever, which keeps the file's process, and the whole run, from ending.
 */
export function writeLoad(
  t: TestContext,
  workers: number,
  tag: string,
  send: (question: string) => Promise<{ status: number; retryAfter?: string }>,
) {
  const answers: WriteAnswer[] = [];
  let running = true;
  let n = 0;
  const loop = async () => {
    while (running) {
      const question = `${tag} ${(n += 1)}?`;
      const sentAt = Date.now();
      const answer = await send(question);
      answers.push({ ...answer, sentAt, at: Date.now(), question });
      await sleep(5);
    }
  };
  const done = Promise.all(Array.from({ length: workers }, loop));
  const stop = async () => {
    running = false;
    await done;
  };
  t.after(stop);
  return { answers, stop };
}

/** The acknowledged (201) writes the database does not hold. */
export async function missingAcknowledged(
  schema: string,
  answers: Array<{ status: number; question: string }>,
): Promise<string[]> {
  const acknowledged = answers.filter((a) => a.status === 201).map((a) => a.question);
  const rows = await directQuery<{ question: string }>(
    `SELECT question FROM "${schema}".faq_items WHERE question = ANY($1)`,
    [acknowledged],
  );
  const stored = new Set(rows.map((r) => r.question));
  return acknowledged.filter((q) => !stored.has(q));
}

/** Terminates the backends the proxy's connections reach (error 57P01); how many there were. */
export async function terminateBackends(proxy: { upstreamPorts(): number[] }): Promise<number> {
  const rows = await directQuery<{ pid: number }>(
    `SELECT pg_terminate_backend(pid), pid FROM pg_stat_activity
     WHERE client_addr = '127.0.0.1' AND client_port = ANY($1)`,
    [proxy.upstreamPorts()],
  );
  return rows.length;
}

/** The answers to writes sent while the database was unreachable. */
export function sentWhileDown(answers: WriteAnswer[], downAt: number, upAt: number) {
  return answers.filter((a) => a.sentAt >= downAt && a.at <= upAt);
}

/**
 * PostgreSQL unreachable for 1.5 s under a running write load: `whileDown` runs 200 ms into the
 * outage; then the first acknowledged write after the database is back is awaited (5 s at most)
 * and the load stopped. `downAt` is when every connection had been cut: a write committed just
 * before may still be answered 201 after it, so what the outage refuses is what was sent after.
 */
export async function outage<T>(
  proxy: { stop(): Promise<void>; start(): Promise<void> },
  load: { answers: WriteAnswer[]; stop(): Promise<void> },
  whileDown: () => Promise<T>,
): Promise<{ downAt: number; upAt: number; recoveredAt: number | undefined; seen: T }> {
  await proxy.stop();
  const downAt = Date.now();
  await sleep(200);
  const seen = await whileDown();
  await sleep(1300);
  await proxy.start();
  const upAt = Date.now();
  let recoveredAt: number | undefined;
  while (recoveredAt === undefined && Date.now() - upAt < 5000) {
    recoveredAt = load.answers.find((a) => a.status === 201 && a.at > upAt)?.at;
    await sleep(10);
  }
  await sleep(300);
  await load.stop();
  return { downAt, upAt, recoveredAt, seen };
}
