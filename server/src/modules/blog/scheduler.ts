/**
 * Publishes scheduled posts when their instant comes, from inside the provider. The schedule is
 * the blog_posts table itself (status 'scheduled' with publish_at), so nothing is lost across a
 * restart: start() publishes whatever came due while the process was down.
 *
 * One timer is armed for the next due publish_at (re-armed on start, after every schedule change
 * this process makes, and after every run); a safety check every `safetyMs` also catches posts
 * scheduled through another replica. Publishing happens in one transaction with SELECT ... FOR
 * UPDATE SKIP LOCKED, so two replicas never both publish a post; the blog_posts trigger records
 * the rebuild request in that transaction and the rebuild notifier is woken to deliver it.
 *
 * Visibility does not wait for this: public reads already show a scheduled post from its instant.
 * The scheduler makes the status true in the table, rebuilds the site and empties this process's
 * response cache.
 */
import type { BlogService } from './service.js';

export interface PublishSchedulerOptions {
  service: Pick<BlogService, 'publishDue' | 'nextDue'>;
  /** The app's clock (ms). */
  now: () => number;
  /** Called after posts were published (rebuild and cache invalidation). */
  onPublished(ids: number[]): void;
  /** Called when a due instant passed, published here or by another replica. */
  onDue(): void;
  /** Longest wait between two looks (default 30 s). */
  safetyMs?: number;
  log: { info(obj: object, msg: string): void; warn(obj: object, msg: string): void };
}

export function createPublishScheduler(options: PublishSchedulerOptions) {
  const { service, now, log } = options;
  const safetyMs = options.safetyMs ?? 30_000;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let runAgain = false;
  let started = false;
  let closed = false;
  /** The next due instant this process knows of (ms), or Infinity. */
  let nextAt = Infinity;

  function arm(delay: number): void {
    if (closed) return;
    clearTimeout(timer);
    timer = setTimeout(run, Math.max(0, Math.min(delay, safetyMs)));
    timer.unref();
  }

  /** Publishes what is due, then returns the wait until the next due instant. */
  async function tick(): Promise<number> {
    const ids = await service.publishDue();
    if (ids.length > 0) {
      log.info({ posts: ids }, 'scheduled posts published');
      options.onPublished(ids);
    }
    const next = await service.nextDue();
    nextAt = next?.getTime() ?? Infinity;
    if (!next) return safetyMs;
    const wait = next.getTime() - now();
    // Due now but not published here: another replica holds it; it will be public shortly.
    if (wait <= 0) {
      options.onDue();
      return ids.length > 0 ? 0 : 1_000;
    }
    return wait;
  }

  function run(): void {
    timer = undefined;
    if (running) {
      runAgain = true;
      return;
    }
    running = tick()
      .catch((error: unknown) => {
        log.warn({ err: error }, 'scheduled posts not checked; will retry');
        return 1_000;
      })
      .then((delay) => {
        running = undefined;
        arm(runAgain ? 0 : delay);
        runAgain = false;
      });
  }

  return {
    /** Publishes what came due while down and arms the timer; called once the database is ready. */
    start(): void {
      started = true;
      arm(0);
    },
    /** Looks again now: a post's schedule changed (to `publishAt`, when it is scheduled). */
    rearm(publishAt?: Date | string | null): void {
      if (publishAt) nextAt = Math.min(nextAt, new Date(publishAt).getTime());
      if (started) arm(0);
    },
    /**
     * The next instant a scheduled post becomes public, as far as this process knows (ms, or
     * Infinity): cached answers read before it must not be served after it.
     */
    nextDueAt(): number {
      return nextAt;
    },
    /** Resolves when the current run (if any) has finished; for tests and shutdown. */
    async idle(): Promise<void> {
      while (running) await running;
    },
    async close(): Promise<void> {
      closed = true;
      clearTimeout(timer);
      timer = undefined;
      await running;
    },
  };
}

export type PublishScheduler = ReturnType<typeof createPublishScheduler>;
