/** SQL of site builds (migration 033) and of the newest change the site has been asked to build. */
import type { BuildState } from '@cloud-consulting/domain/site-builds';
import type { Database, Queryable } from '../../db/client.js';

export interface BuildRow {
  id: string;
  state: BuildState;
  trigger: string;
  changes_up_to: Date | null;
  requested_at: Date;
  started_at: Date;
  finished_at: Date | null;
  duration_ms: number | null;
  error: string | null;
}

export type BuildRecord = Omit<BuildRow, 'finished_at' | 'duration_ms' | 'error'> &
  Partial<Pick<BuildRow, 'finished_at' | 'duration_ms' | 'error'>>;

/** The history keeps this many builds; older ones are forgotten as new ones are reported. */
const HISTORY_KEPT = 500;

/** The error of a build that never reported its end. */
export const BUILD_LOST =
  'The builder started a newer build before this one reported its end (it restarted or stopped).';

export function createBuildsRepository(db: Database) {
  return {
    /**
     * Records a report. A finished build is final: a late or repeated "running" report for it
     * changes nothing. A newer build starting means the builder (one build at a time) gave up
     * on any older one still running.
     */
    async record(build: BuildRecord): Promise<void> {
      await db.transaction(async (tx: Queryable) => {
        await tx.query(
          `INSERT INTO site_builds (id, state, trigger, changes_up_to, requested_at, started_at,
             finished_at, duration_ms, error)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
           ON CONFLICT (id) DO UPDATE SET state = EXCLUDED.state, trigger = EXCLUDED.trigger,
             changes_up_to = EXCLUDED.changes_up_to, finished_at = EXCLUDED.finished_at,
             duration_ms = EXCLUDED.duration_ms, error = EXCLUDED.error
           WHERE site_builds.state = 'running'`,
          [
            build.id,
            build.state,
            build.trigger,
            build.changes_up_to,
            build.requested_at,
            build.started_at,
            build.finished_at ?? null,
            build.duration_ms ?? null,
            build.error ?? null,
          ],
        );
        await tx.query(
          `UPDATE site_builds SET state = 'failed', finished_at = $2, error = $3
           WHERE state = 'running' AND started_at < $2 AND id <> $1`,
          [build.id, build.started_at, BUILD_LOST],
        );
        await tx.query(
          `DELETE FROM site_builds WHERE started_at < (
             SELECT started_at FROM site_builds ORDER BY started_at DESC
             OFFSET ${HISTORY_KEPT - 1} LIMIT 1)`,
        );
      });
    },

    /** The newest builds, the newest first. */
    async list(limit: number): Promise<BuildRow[]> {
      const { rows } = await db.query<BuildRow>(
        'SELECT * FROM site_builds ORDER BY started_at DESC, id LIMIT $1',
        [limit],
      );
      return rows;
    },

    /**
     * Builds that include a change made at or after `since`, the newest first (the newest are
     * the ones that can include the latest change).
     */
    async including(since: Date): Promise<BuildRow[]> {
      const { rows } = await db.query<BuildRow>(
        `SELECT * FROM site_builds WHERE changes_up_to >= $1
         ORDER BY started_at DESC, id LIMIT 200`,
        [since],
      );
      return rows;
    },

    /** Durations of the newest successful builds (ms), the newest first. */
    async recentDurations(count: number): Promise<number[]> {
      const { rows } = await db.query<{ duration_ms: number }>(
        `SELECT duration_ms FROM site_builds
         WHERE state = 'succeeded' AND duration_ms IS NOT NULL
         ORDER BY started_at DESC LIMIT $1`,
        [count],
      );
      return rows.map((r) => r.duration_ms);
    },

    /**
     * The newest change the site has been asked to build: still waiting for the webhook, or
     * already delivered to the builder. Null when none is known.
     */
    async newestChange(): Promise<Date | null> {
      const { rows } = await db.query<{ waiting: Date | null; delivered: Date | null }>(
        `SELECT (SELECT max(requested_at) FROM rebuild_requests) AS waiting,
           delivered_up_to AS delivered
         FROM rebuild_delivery`,
      );
      const times = [rows[0]?.waiting, rows[0]?.delivered].filter((t): t is Date => t != null);
      return times.length ? new Date(Math.max(...times.map((t) => t.getTime()))) : null;
    },

    /** How delivery to the builder stands: changes waiting, and why calls fail, since when. */
    async delivery(): Promise<{
      pending: number;
      attempts: number;
      lastError: string | null;
      failingSince: Date | null;
    }> {
      const { rows } = await db.query<{
        pending: number;
        attempts: number;
        last_error: string | null;
        failing_since: Date | null;
      }>(
        `SELECT (SELECT count(*)::int FROM rebuild_requests) AS pending, attempts, last_error,
           failing_since
         FROM rebuild_delivery`,
      );
      const row = rows[0];
      return {
        pending: row?.pending ?? 0,
        attempts: row?.attempts ?? 0,
        lastError: row?.last_error ?? null,
        failingSince: row?.failing_since ?? null,
      };
    },
  };
}

export type BuildsRepository = ReturnType<typeof createBuildsRepository>;
