/**
 * Admin: the site's builds. The builder (site server) reports each build when it starts and
 * when it ends, signed like the rebuild webhook; editors read the history, follow the build that
 * carries a save (the editor app's "Saved, live in about N s", then "Live"), and ask for a
 * rebuild. None of these changes published content, so none asks the site to rebuild by itself:
 * "rebuild now" records its own request with its actor.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  BUILD_ERROR_MAX_LENGTH,
  BUILD_REPORT_PATH,
  BUILD_STATES,
  CONTENT_CHANGE_TRIGGER,
  TYPICAL_DURATION_SAMPLE,
  describeTrigger,
  publishingStuck,
  rebuildNowBy,
  saveStatus,
  typicalDurationMs,
  type BuildReport,
} from '@cloud-consulting/domain/site-builds';
import { actorName } from '../../plugins/admin-auth.js';
import { refuse } from '../../plugins/refusal.js';
import { ref } from '../../plugins/shared-schemas.js';
import { createBuildsRepository, type BuildRow } from './builds-repository.js';
import { SIGNATURE_HEADER, sign } from './notifier.js';

const tags = ['admin: builds'];
/** How far a report's sentAt may be from this server's clock, either way (as the webhook's). */
const REPORT_WINDOW_MS = 5 * 60_000;
const dateTime = { type: 'string', format: 'date-time' } as const;
const nullableDateTime = { type: ['string', 'null'], format: 'date-time' } as const;
const unchangedCaches = { invalidates: 'nothing' } as const;

const buildAnswer = {
  type: 'object',
  properties: {
    id: { type: 'string' },
    state: { type: 'string', enum: [...BUILD_STATES] },
    trigger: { type: 'string', description: 'Who or what asked for it' },
    changesUpTo: { ...nullableDateTime, description: 'The newest change it includes' },
    requestedAt: dateTime,
    startedAt: dateTime,
    finishedAt: nullableDateTime,
    durationMs: { type: ['integer', 'null'] },
    error: { type: ['string', 'null'], description: 'Why a failed build failed' },
  },
} as const;

const buildOut = (b: BuildRow) => ({
  id: b.id,
  state: b.state,
  trigger: b.trigger,
  changesUpTo: b.changes_up_to,
  requestedAt: b.requested_at,
  startedAt: b.started_at,
  finishedAt: b.finished_at,
  durationMs: b.duration_ms,
  error: b.error,
});

const publishingAnswer = {
  type: 'object',
  description:
    'Whether changes reach the builder: stuck while calls to it fail (with the last reason), ' +
    'and how many changes wait to be delivered',
  properties: {
    stuck: { type: 'boolean' },
    reason: { type: ['string', 'null'], description: 'Why the last call to the builder failed' },
    failingSince: nullableDateTime,
    pendingChanges: { type: 'integer' },
  },
} as const;

/** A report as the route accepts it: the builder's, where the later fields may be missing. */
export interface Report {
  sentAt: string;
  build: Pick<BuildReport, 'id' | 'state' | 'reason' | 'requestedAt' | 'startedAt'> &
    Partial<BuildReport>;
}

const reportBody = {
  type: 'object',
  properties: {
    sentAt: dateTime,
    build: {
      type: 'object',
      properties: {
        id: { type: 'string', minLength: 1, maxLength: 100 },
        state: { type: 'string', enum: [...BUILD_STATES] },
        reason: { type: 'string', maxLength: 200, description: "The builder's own reason" },
        requestedAt: dateTime,
        startedAt: dateTime,
        finishedAt: nullableDateTime,
        durationMs: { type: ['integer', 'null'], minimum: 0 },
        // Kept to BUILD_ERROR_MAX_LENGTH characters; longer is cut, not refused.
        error: { type: ['string', 'null'], maxLength: 100_000 },
        changesUpTo: nullableDateTime,
        actors: { type: 'array', maxItems: 1000, items: { type: 'string', maxLength: 400 } },
        deliveries: { type: 'array', maxItems: 1000, items: { type: 'string', maxLength: 100 } },
      },
      required: ['id', 'state', 'reason', 'requestedAt', 'startedAt'],
      additionalProperties: false,
    },
  },
  required: ['sentAt', 'build'],
  additionalProperties: false,
} as const;

/** Compares in constant time, whatever the lengths. */
function sameSecret(given: string, expected: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

export async function buildsAdminRoutes(app: FastifyInstance): Promise<void> {
  const repo = createBuildsRepository(app.db);

  // The report is checked against the exact bytes the builder signed, so its scope keeps them.
  await app.register(async (reports) => {
    const rawBodies = new WeakMap<FastifyRequest, string>();
    reports.removeContentTypeParser('application/json');
    reports.addContentTypeParser(
      'application/json',
      { parseAs: 'string' },
      (request, body, done) => {
        rawBodies.set(request, body as string);
        try {
          done(null, JSON.parse(body as string));
        } catch {
          done(refuse(400, 'The body is not JSON'), undefined);
        }
      },
    );

    reports.post<{ Body: Report }>(
      BUILD_REPORT_PATH.replace('/admin/api', ''),
      {
        // The builder's own reports, several per build: the build list is their record.
        config: { ...unchangedCaches, access: 'anyone', audit: false },
        schema: {
          tags,
          operationId: 'reportBuild',
          security: [{ bodySignature: [] }],
          summary:
            'The builder reports a build as it starts and as it ends; signed with REBUILD_SECRET ' +
            '(X-Signature-256: sha256=<hex HMAC-SHA256 of the raw body>), sentAt within 5 minutes',
          body: reportBody,
          response: { 204: { type: 'null' }, 401: ref('Error') },
        },
        // Before validation: an unsigned caller learns nothing about the expected body.
        preValidation: async (request) => {
          const secret = app.config.rebuildSecret;
          const raw = rawBodies.get(request) ?? '';
          const given = request.headers[SIGNATURE_HEADER.toLowerCase()];
          if (!secret || typeof given !== 'string' || !sameSecret(given, sign(raw, secret))) {
            throw refuse(401, 'Invalid signature', { error: 'Unauthorized' });
          }
          const sentAt = Date.parse((request.body as { sentAt?: string } | null)?.sentAt ?? '');
          if (Number.isNaN(sentAt) || Math.abs(app.now() - sentAt) > REPORT_WINDOW_MS) {
            throw refuse(
              401,
              'The report must carry sentAt within 5 minutes of the provider clock',
              {
                error: 'Unauthorized',
              },
            );
          }
        },
      },
      async (request, reply) => {
        const { build } = request.body;
        const changesUpTo = build.changesUpTo ? new Date(build.changesUpTo) : null;
        await repo.record({
          id: build.id,
          state: build.state,
          trigger: describeTrigger(
            build.actors ?? [],
            changesUpTo ? CONTENT_CHANGE_TRIGGER : build.reason,
          ),
          changes_up_to: changesUpTo,
          requested_at: new Date(build.requestedAt),
          started_at: new Date(build.startedAt),
          finished_at: build.finishedAt ? new Date(build.finishedAt) : null,
          duration_ms: build.durationMs ?? null,
          error: build.error ? build.error.slice(0, BUILD_ERROR_MAX_LENGTH) : null,
        });
        request.log.info(
          { build: build.id, state: build.state, deliveries: build.deliveries ?? [] },
          'site build reported',
        );
        return reply.code(204).send();
      },
    );
  });

  app.get<{ Querystring: { limit: number } }>(
    '/builds',
    {
      config: { ...unchangedCaches, access: 'rebuild' },
      schema: {
        tags,
        operationId: 'listBuilds',
        summary:
          "The site's last builds, the newest first: state, trigger, duration, a failed one's error",
        querystring: {
          type: 'object',
          properties: { limit: { type: 'integer', minimum: 1, maximum: 100, default: 20 } },
          additionalProperties: false,
        },
        response: { 200: { type: 'array', items: buildAnswer } },
      },
    },
    async (request) => (await repo.list(request.query.limit)).map(buildOut),
  );

  app.get<{ Querystring: { since: string } }>(
    '/builds/status',
    {
      config: { ...unchangedCaches, access: 'rebuild' },
      schema: {
        tags,
        operationId: 'getBuildStatus',
        summary:
          'Whether changes saved at or after `since` are live, being built (with its start and the ' +
          'typical duration), failed (with the error) or waiting for a build (pending)',
        description:
          '`since` is a time on the provider clock at or just before the save (for example the ' +
          'Date header of an earlier answer, or requestedAt of "rebuild now"). A build includes ' +
          'every change delivered before it started, so the answer is about the newest change ' +
          'known at or after `since`.',
        querystring: {
          type: 'object',
          properties: { since: dateTime },
          required: ['since'],
          additionalProperties: false,
        },
        response: {
          200: {
            type: 'object',
            properties: {
              state: { type: 'string', enum: ['live', 'running', 'failed', 'pending'] },
              since: dateTime,
              build: { anyOf: [buildAnswer, { type: 'null' }] },
              typicalDurationMs: { type: ['integer', 'null'] },
              publishing: publishingAnswer,
            },
          },
        },
      },
    },
    async (request) => {
      const since = new Date(request.query.since);
      const [builds, newest, durations, delivery] = await Promise.all([
        repo.including(since),
        repo.newestChange(),
        repo.recentDurations(TYPICAL_DURATION_SAMPLE),
        repo.delivery(),
      ]);
      const facts = builds.map((row) => ({
        row,
        state: row.state,
        changesUpTo: row.changes_up_to?.getTime() ?? null,
        startedAt: row.started_at.getTime(),
      }));
      const status = saveStatus(since.getTime(), newest?.getTime() ?? null, facts);
      return {
        state: status.state,
        since,
        build: status.build ? buildOut(status.build.row) : null,
        typicalDurationMs: typicalDurationMs(durations),
        publishing: {
          stuck: publishingStuck(delivery),
          reason: delivery.lastError,
          failingSince: delivery.failingSince,
          pendingChanges: delivery.pending,
        },
      };
    },
  );

  app.post(
    '/builds',
    {
      // The request recorded below asks for the rebuild, with its actor.
      config: { ...unchangedCaches, access: 'rebuild', audit: 'rebuild now' },
      schema: {
        tags,
        operationId: 'requestRebuild',
        summary: 'Rebuild now: asks the builder for a build of the current content',
        response: {
          202: {
            type: 'object',
            properties: {
              trigger: { type: 'string' },
              requestedAt: { ...dateTime, description: 'Pass as `since` to GET /builds/status' },
            },
          },
          409: ref('Error'),
        },
      },
    },
    async (request, reply) => {
      const trigger = rebuildNowBy(actorName(request.actor!));
      const requestedAt = await app.rebuild.record({
        resource: '/admin/api/builds',
        method: 'POST',
        actor: trigger,
        requestId: request.id,
      });
      if (!requestedAt) {
        throw refuse(409, 'Rebuilds are off: the provider has no SITE_REBUILD_URL');
      }
      request.log.info({ trigger }, 'rebuild requested');
      return reply.code(202).send({ trigger, requestedAt });
    },
  );
}
