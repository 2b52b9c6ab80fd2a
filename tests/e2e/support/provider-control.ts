/**
 * A real provider outage for the end-to-end run. The provider process belongs to the global
 * set-up (the runner process) while tests run in a worker, so the set-up keeps a small control
 * server on 127.0.0.1: POST /provider/stop stops the process (SIGTERM, a clean shutdown) and
 * POST /provider/start starts it again on the same port, data and environment, answering once
 * /ready does. Tests call it through stopProvider and restartProvider.
 */
import { createServer, type Server } from 'node:http';
import {
  startProvider as spawnProvider,
  waitForReady,
  type ProviderProcess,
} from '../../../scripts/processes';
import { e2eEnv } from './env';

export interface ProviderControl {
  url: string;
  /** The provider process running now (or last stopped). */
  current(): ProviderProcess;
  close(): Promise<void>;
}

export async function startProviderControl(options: {
  env: NodeJS.ProcessEnv;
  port: number;
  first: ProviderProcess;
  /** Resolves when no site build is running: an outage must not fall inside a build. */
  buildsIdle(): Promise<void>;
}): Promise<ProviderControl> {
  let provider = options.first;
  const running = () => provider.child.exitCode === null && provider.child.signalCode === null;
  // One change at a time: a start asked for during a stop waits for the stop to finish.
  let queue: Promise<void> = Promise.resolve();
  const serial = (change: () => Promise<void>) => (queue = queue.then(change, change));

  const stop = () =>
    serial(async () => {
      if (!running()) return;
      await options.buildsIdle();
      await provider.stop();
    });
  const start = () =>
    serial(async () => {
      if (running()) return;
      provider = spawnProvider(options.env, options.port);
      await waitForReady(provider.url, provider.child);
    });

  const server: Server = createServer((req, res) => {
    const change =
      req.method === 'POST' && req.url === '/provider/stop'
        ? stop
        : req.method === 'POST' && req.url === '/provider/start'
          ? start
          : null;
    if (!change) {
      res.writeHead(404).end();
      return;
    }
    change().then(
      () => res.writeHead(204).end(),
      (error: unknown) => res.writeHead(500).end(String(error)),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    current: () => provider,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

async function control(action: 'stop' | 'start'): Promise<void> {
  const res = await fetch(`${e2eEnv('E2E_PROVIDER_CONTROL_URL')}/provider/${action}`, {
    method: 'POST',
  });
  if (!res.ok) throw new Error(`provider ${action} answered ${res.status}: ${await res.text()}`);
}

/** Stops the provider process; its address then refuses connections. */
export const stopProvider = () => control('stop');

/** Starts the provider again on the same address and data; resolves once it is ready. */
export const restartProvider = () => control('start');
