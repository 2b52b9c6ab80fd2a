/**
 * Tells the provider about each build, as it starts and as it ends, so editors see the history
 * and learn when their change is live. Signed like the webhook the other way round: the raw body
 * with REBUILD_SECRET (`X-Signature-256: sha256=<hex HMAC-SHA256>`), with `sentAt` inside it.
 * Reports go out one at a time in order (a start before its end), in the background: a provider
 * that is down or refuses costs one retry and a log line, never a build.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import type { BuildReport } from './rebuild-queue';
import { REQUEST_ID_HEADER } from '@cloud-consulting/domain/request-id';
import { signBody } from './webhook';

export interface BuildReporterOptions {
  /** The provider's report address (its BUILD_REPORT_PATH). */
  url: string;
  /** REBUILD_SECRET, shared with the provider. */
  secret: string;
  log?(message: string): void;
  /** Per call (default 5 s). */
  timeoutMs?: number;
  /** Wait before the one retry (default 1 s). */
  retryDelayMs?: number;
  now?(): number;
}

export function createBuildReporter(options: BuildReporterOptions) {
  const log = options.log ?? (() => undefined);
  const now = options.now ?? Date.now;
  const timeoutMs = options.timeoutMs ?? 5_000;
  const retryDelayMs = options.retryDelayMs ?? 1_000;
  let sending: Promise<void> = Promise.resolve();

  async function send(build: BuildReport, requestIds: readonly string[]): Promise<void> {
    // A fresh sentAt (and so signature) per attempt, as the provider's freshness check expects.
    const body = JSON.stringify({ sentAt: new Date(now()).toISOString(), build });
    const response = await fetch(options.url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-signature-256': signBody(options.secret, body),
        // The provider logs the report under the request that asked for the build.
        ...(requestIds[0] ? { [REQUEST_ID_HEADER]: requestIds[0] } : {}),
      },
      body,
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!response.ok) throw new Error(`the provider answered ${response.status}`);
  }

  async function deliver(build: BuildReport, requestIds: readonly string[]): Promise<void> {
    try {
      await send(build, requestIds);
    } catch {
      await sleep(retryDelayMs);
      try {
        await send(build, requestIds);
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        log(`build ${build.id} (${build.state}) not reported to the provider: ${reason}`);
      }
    }
  }

  return {
    /**
     * Queues a report behind the ones before it, sent with the first of `requestIds` (the
     * provider request behind the build); returns at once.
     */
    report(build: BuildReport, requestIds: readonly string[] = []): void {
      sending = sending.then(() => deliver(build, requestIds));
    },
    /** Resolves once every queued report was sent or given up. */
    idle(): Promise<void> {
      return sending;
    },
  };
}

export type BuildReporter = ReturnType<typeof createBuildReporter>;
