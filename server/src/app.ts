/**
 * Builds the provider server. Start-up in layers: the database first, then security plugins,
 * then the request guards and error handler, then the feature modules.
 */
import Fastify, {
  type FastifyInstance,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import cors from '@fastify/cors';
import cookie from '@fastify/cookie';
import underPressure from '@fastify/under-pressure';
import type { ServerConfig } from './config.js';
import { openDatabase, type Database } from './db/client.js';
import {
  attributeChanges,
  changeContextOf,
  runInChangeContext,
  type ChangeContext,
} from './db/change-context.js';
import { migrate } from './db/migrate.js';
import { seedIfEmpty } from './db/seed.js';
import { apiKeyGuard } from './plugins/api-key.js';
import { errorHandler } from './plugins/error-handler.js';
import { refuseControlCharacters } from './plugins/control-characters.js';
import { adminNoStore } from './plugins/admin-no-store.js';
import { actorName, registerAdminAuth } from './plugins/admin-auth.js';
import { createAccounts, type Accounts } from './modules/people/accounts.js';
import { peopleAdminRoutes } from './modules/people/admin-routes.js';
import { registerAuditTrail } from './modules/audit/recorder.js';
import { auditAdminRoutes } from './modules/audit/admin-routes.js';
import { presenceAdminRoutes } from './modules/presence/admin-routes.js';
import { registerResponseCache } from './plugins/response-cache.js';
import { createResponseCache } from './plugins/response-cache-store.js';
import { shareInvalidations } from './plugins/shared-invalidations.js';
import { registerOpenApi } from './plugins/openapi.js';
import {
  openCounterStore,
  registerRateLimits,
  visitorAddress,
  type CounterStore,
} from './plugins/rate-limits.js';
import { registerSecurityHeaders } from './plugins/security-headers.js';
import { editorAppRoutes } from './modules/editor-app/routes.js';
import { SITE_REBUILD_HEADER } from '@cloud-consulting/domain/site-builds';
import { serverTimeoutOptions } from '@cloud-consulting/domain/http-timeouts';
import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';
import { lazySerializerFactory } from './plugins/lazy-serializers.js';
import { ProviderLogController } from './plugins/request-log.js';
import { addSharedSchemas, writeErrorSchema } from './plugins/shared-schemas.js';
import { refuseBadBodyCharacters } from './plugins/body-characters.js';
import { healthRoutes } from './modules/health/routes.js';
import { registerMetrics } from './plugins/metrics.js';
import { echoRequestId, requestIdOf } from './plugins/request-id.js';
import { LOG_REDACT_PATHS } from '@cloud-consulting/domain/log-redaction';
import { siteSettingsRoutes } from './modules/site-settings/routes.js';
import {
  adminSiteSettingsSchema,
  siteSettingsAdminRoutes,
  siteSettingsSchema,
} from './modules/site-settings/admin-routes.js';
import {
  adminRecordSchema,
  recordSchema,
} from '@cloud-consulting/domain/content-collections/collection';
import {
  collections,
  trainingLookups,
} from '@cloud-consulting/domain/content-collections/collections';
import { contentRoutes, imageListSchema, lookupDataSchema } from './modules/content/routes.js';
import { contentAdminRoutes } from './modules/content/admin-routes.js';
import { blogSchemas } from './modules/blog/schemas.js';
import { blogRoutes } from './modules/blog/routes.js';
import { blogAdminRoutes } from './modules/blog/admin-routes.js';
import { createBlogService } from './modules/blog/service.js';
import { createPublishScheduler, type PublishScheduler } from './modules/blog/scheduler.js';
import {
  uploadAdminRoutes,
  uploadedImagesStatic,
  uploadedImageSchema,
} from './modules/uploads/routes.js';
import { uploadedImagesRoutes } from './modules/uploads/public-images-route.js';
import { mediaAdminRoutes } from './modules/uploads/media-routes.js';
import { openUploadStore } from '@cloud-consulting/uploads-store/open-store';
import type { UploadStore } from '@cloud-consulting/uploads-store/upload-store';
import { createRebuildNotifier, type RebuildNotifier } from './modules/rebuild/notifier.js';
import { buildsAdminRoutes } from './modules/rebuild/builds-routes.js';
import { SCHEDULE_ACTOR } from '@cloud-consulting/domain/site-builds';
import { hashAddress } from './plugins/visitor-writes.js';
import { refuse } from './plugins/refusal.js';
import { createHumanCheck, type HumanCheck } from './modules/human-check/service.js';
import { humanCheckRoutes, humanCheckSchema } from './modules/human-check/routes.js';
import { createMailer, type Mailer } from './modules/mail/outbox.js';
import { createIdempotency, type Idempotency } from './modules/leads/idempotency.js';
import { leadResultSchema } from './modules/leads/schemas.js';
import { leadRoutes } from './modules/leads/routes.js';
import { formPostRoutes } from './modules/form-posts/routes.js';
import { leadAdminRoutes } from './modules/leads/admin-routes.js';
import { commentSchemas } from './modules/comments/schemas.js';
import { revisionSchemas } from './modules/revisions/routes.js';
import { commentRoutes } from './modules/comments/routes.js';
import { commentAdminRoutes } from './modules/comments/admin-routes.js';
import {
  engagementResultSchema,
  engagementRoutes,
  engagementStatsSchema,
} from './modules/engagement/routes.js';
import { newsletterResultSchema, newsletterRoutes } from './modules/newsletter/routes.js';
import { subscriberAdminRoutes } from './modules/newsletter/admin-routes.js';
import { oneClickUnsubscribeRoutes } from './modules/newsletter/one-click-routes.js';
import { mailEventsRoutes } from './modules/newsletter/mail-events-routes.js';
import { newsletterSendAdminRoutes } from './modules/newsletter/send-admin-routes.js';
import {
  createNewsletterSender,
  type NewsletterSender,
  type SenderOptions,
} from './modules/newsletter/sender.js';
import { clientInfoSchema, consentRoutes } from './modules/consent/routes.js';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    config: ServerConfig;
    /** True once migrations and seeding have completed. */
    databaseReady: boolean;
    /** Applies migrations and seeds an empty database; idempotent. */
    prepareDatabase(): Promise<void>;
    /** Outgoing rebuild webhook, told about every admin change. */
    rebuild: RebuildNotifier;
    /** Publishes scheduled posts at their instant; re-armed after every post write. */
    publishScheduler: PublishScheduler;
    /** The clock of every stored time and expiry (tests pass their own). */
    now: () => number;
    humanCheck: HumanCheck;
    mailer: Mailer;
    /** Newsletter sends: queues and delivers them (src/modules/newsletter/sender.ts). */
    newsletterSender: NewsletterSender;
    idempotency: Idempotency;
    /** People's sign-in and sessions on the admin API. */
    accounts: Accounts;
    /** Where uploaded images live: <UPLOADS_DIR>/images, or the bucket of UPLOADS_S3_BUCKET. */
    uploads: UploadStore;
  }
  interface FastifyInstance {
    /** Every route with its method and address, in the order added (the guards' tests walk it). */
    routeList: Array<{ method: string; url: string }>;
  }
  interface FastifyRequest {
    /** Salted SHA-256 of the client address (request.ip, which honours TRUSTED_PROXIES). */
    ipHash: string;
  }
}

/** Seconds a client waits before retrying when the server is overloaded. */
const PRESSURE_RETRY_AFTER_S = 10;

export interface BuildOptions {
  /** An already open database (tests); otherwise one is opened from the config. */
  db?: Database;
  /**
   * Compile every response serializer while the app gets ready, as Fastify does by default
   * (the test that every schema compiles); otherwise each on its route's first answer.
   */
  eagerSerializers?: boolean;
  /** Prepare the database while building (default true). The CLI listens first, then prepares. */
  prepare?: boolean;
  /** Close the database when the app closes (default true). */
  closeDatabase?: boolean;
  logger?: FastifyServerOptions['logger'];
  /** Milliseconds since the epoch; default Date.now. */
  now?: () => number;
  /** Levels of replies a comment thread holds; default the shared MAX_REPLY_DEPTH. */
  maxReplyDepth?: number;
  /** Rate-limit counts (tests pass one store to two apps, as replicas sharing it would). */
  rateLimitStore?: CounterStore;
  /** The newsletter sender's timings (tests), and whether it runs (default true). */
  newsletterSender?: Partial<Pick<SenderOptions, 'pollMs' | 'retryBaseMs' | 'leaseMs'>> & {
    start?: boolean;
  };
}

export async function buildApp(
  config: ServerConfig,
  options: BuildOptions = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    // Secrets, tokens and signatures never reach a log line (the domain's log-redaction).
    logger: options.logger ?? { level: config.logLevel, redact: [...LOG_REDACT_PATHS] },
    // The caller's X-Request-Id when fit (the builder's reports), else a fresh one.
    genReqId: requestIdOf,
    logController: new ProviderLogController(config.logCachedReads),
    // Blog bodies are long markdown; uploads have their own limit (UPLOAD_MAX_BYTES).
    bodyLimit: 1024 * 1024,
    // X-Forwarded-For is believed only from the listed proxies, so a visitor cannot pick the
    // address their rate limit and hash are keyed on.
    trustProxy: config.trustedProxies.length > 0 ? config.trustedProxies : false,
    // Unknown fields are refused rather than silently dropped, and every invalid field is named.
    ajv: { customOptions: { removeAdditional: false, allErrors: true } },
    // Response serializers compiled on a route's first answer, not at start (lazy-serializers.ts).
    schemaController: {
      compilersFactory: {
        buildSerializer: options.eagerSerializers ? SerializerSelector() : lazySerializerFactory(),
      },
    },
    // A slow body or a silent connection is cut off (REQUEST_TIMEOUT_MS, CONNECTION_TIMEOUT_MS).
    ...serverTimeoutOptions({
      requestTimeoutMs: config.requestTimeoutMs,
      connectionTimeoutMs: config.connectionTimeoutMs,
    }),
  });

  // 1. Database; its record of each content change names who made it (change-context.ts).
  const db = attributeChanges(
    options.db ??
      (await openDatabase({
        databaseUrl: config.databaseUrl,
        schema: config.databaseSchema,
        dataDir: config.dataDir,
      })),
  );
  app.decorate('db', db);
  app.decorate('config', config);
  app.decorate('databaseReady', false);
  let preparing: Promise<void> | undefined;
  app.decorate('prepareDatabase', function prepareDatabase() {
    preparing ??= (async () => {
      await migrate(db);
      await seedIfEmpty(db, config.contentDir);
      if (config.firstOwner) {
        const { email, password } = config.firstOwner;
        if (await accounts.ensureFirstOwner(email, password)) {
          app.log.info({ email }, 'first owner created from ADMIN_EMAIL');
        }
      }
      // Listening before the first answer is cached, so no write elsewhere goes unheard.
      await sharedInvalidations?.start();
      app.responseCache.invalidateAll();
      app.databaseReady = true;
      rebuild.start();
      publishScheduler.start();
      if (options.newsletterSender?.start !== false) newsletterSender.start();
    })();
    return preparing;
  });
  if (options.closeDatabase !== false) app.addHook('onClose', async () => db.close());
  const now = options.now ?? Date.now;
  app.decorate('now', now);
  app.decorateRequest('ipHash', {
    getter(this: FastifyRequest) {
      return hashAddress(config.ipHashSalt, visitorAddress(this));
    },
  });

  // 2. Security plugins, the contract (before any route, so every route is documented) and the
  // response shapes declared once.
  app.decorate('routeList', []);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) app.routeList.push({ method, url: route.url });
  });
  // Prometheus metrics at /metrics, every route timed (plugins/metrics.ts).
  registerMetrics(app);
  app.addHook('onRequest', echoRequestId);
  // No parameter accepts a control character: refused before any guard reads one.
  app.addHook('onRequest', refuseControlCharacters);
  // Nor does any body hold one (a visitor's write checks its own, in the site's shape).
  app.addHook('preValidation', refuseBadBodyCharacters);
  // No answer of the admin API is kept by a browser or a proxy.
  app.addHook('onSend', adminNoStore);
  // Helmet's headers, computed once (see security-headers.ts).
  await registerSecurityHeaders(app);
  await app.register(cors, { origin: config.corsOrigins });
  // Parses and sets cookies: the admin API's session cookie only.
  await app.register(cookie);
  if (config.maxEventLoopDelayMs > 0) {
    // Overloaded: answer 503 with Retry-After at once instead of letting requests hang.
    await app.register(underPressure, {
      maxEventLoopDelay: config.maxEventLoopDelayMs,
      sampleInterval: config.pressureSampleIntervalMs,
      // under-pressure sends what the handler returns; its types only allow void.
      pressureHandler: ((
        _request: unknown,
        reply: { code(n: number): { header(k: string, v: string): unknown } },
      ) => {
        reply.code(503).header('Retry-After', String(PRESSURE_RETRY_AFTER_S));
        return {
          message: 'The server is busy. Please try again shortly.',
          error: 'Service Unavailable',
        };
      }) as unknown as () => void,
    });
  }
  // Limits per visitor address and family of actions, counted in the configured store (this
  // process's memory, or Redis shared by the replicas; a store the app opened closes with it).
  const counters = options.rateLimitStore ?? openCounterStore(config, app.log);
  if (!options.rateLimitStore && counters.close) {
    const close = counters.close.bind(counters);
    app.addHook('onClose', async () => close());
  }
  await counters.ready?.();
  await registerRateLimits(app, config, counters);
  await registerOpenApi(app);
  addSharedSchemas(app, [
    siteSettingsSchema,
    // Each collection's public record, but the training lookups': their public answer is
    // grouped by list (TrainingLookupData), so no public route answers one record.
    ...collections
      .filter((c) => c !== trainingLookups)
      .map((c) => recordSchema(c) as { $id: string }),
    ...collections.map((c) => adminRecordSchema(c) as { $id: string }),
    adminSiteSettingsSchema,
    lookupDataSchema,
    imageListSchema,
    ...blogSchemas,
    uploadedImageSchema,
    humanCheckSchema,
    writeErrorSchema,
    leadResultSchema,
    ...commentSchemas,
    ...revisionSchemas,
    engagementStatsSchema,
    engagementResultSchema,
    newsletterResultSchema,
    clientInfoSchema,
  ]);

  // 3. Guards, caching and errors. The response cache answers after the API-key guard; it also
  // gives every GET of /api/* its ETag and lets every write empty what it changes.
  app.addHook(
    'onRequest',
    apiKeyGuard(config.apiKey, () => app.databaseReady),
  );
  const localCache = createResponseCache({
    maxEntries: config.responseCacheMaxEntries,
    maxBytes: config.responseCacheMaxBytes,
    ttlMs: config.responseCacheTtlMs,
    now,
    // A scheduled post becomes public at its instant: no answer read before is kept past it.
    changesAt: () => app.publishScheduler.nextDueAt(),
  });
  // Replicas on PostgreSQL tell each other of their writes (PGlite is one process); a site-wide
  // change elsewhere may be a schedule this process has not seen: the scheduler looks again.
  const sharedInvalidations =
    db.kind === 'postgres' && config.databaseUrl && localCache.enabled
      ? shareInvalidations({
          cache: localCache,
          db,
          databaseUrl: config.databaseUrl,
          log: app.log.child({ module: 'cache-invalidations' }),
          onRemoteChange: () => app.publishScheduler.rearm(),
        })
      : null;
  if (sharedInvalidations) app.addHook('onClose', async () => sharedInvalidations.close());
  registerResponseCache(app, sharedInvalidations?.cache ?? localCache);
  app.setErrorHandler(errorHandler);
  app.setNotFoundHandler(() => {
    throw refuse(404, 'Not found');
  });

  // 4. Outgoing rebuild webhook.
  const rebuild = createRebuildNotifier({
    db,
    url: config.siteRebuildUrl,
    secret: config.rebuildSecret,
    debounceMs: config.rebuildDebounceMs,
    retryBaseMs: config.rebuildRetryBaseMs,
    retryMaxMs: config.rebuildRetryMaxMs,
    log: app.log.child({ module: 'rebuild-webhook' }),
  });
  app.decorate('rebuild', rebuild);
  app.addHook('onClose', async () => rebuild.close());

  // 5. Scheduled publishing: due posts are published by the provider itself, the site rebuilt
  // through the notifier above (the blog_posts trigger records the request, naming the
  // schedule), this process's cached answers emptied.
  const scheduledPosts = createBlogService(db, now);
  const publishScheduler = createPublishScheduler({
    service: {
      publishDue: () =>
        runInChangeContext(changeContextOf(SCHEDULE_ACTOR), () => scheduledPosts.publishDue()),
      nextDue: () => scheduledPosts.nextDue(),
    },
    now,
    onPublished() {
      app.responseCache.invalidateAll();
      rebuild.wake();
    },
    // Every replica sees the instant pass itself: nothing to tell the others (telling them would
    // make each look again, see it due again and tell back, for as long as it stays due).
    onDue: () => localCache.invalidateAll(),
    log: app.log.child({ module: 'publish-scheduler' }),
  });
  app.decorate('publishScheduler', publishScheduler);
  app.addHook('onClose', async () => publishScheduler.close());

  // 6. Visitors' writes: human check, mail outbox, idempotent submissions.
  app.decorate(
    'humanCheck',
    createHumanCheck({
      db,
      secret: config.humanCheckSecret,
      required: config.requireHumanCheck,
      now,
    }),
  );
  const mailer = createMailer({
    db,
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    log: app.log.child({ module: 'mail' }),
    now,
  });
  app.decorate('mailer', mailer);
  app.addHook('onClose', async () => mailer.close());
  const newsletterSender = createNewsletterSender({
    db,
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    siteUrl: config.publicSiteUrl,
    providerUrl: config.providerUrl ?? `http://localhost:${config.port}`,
    secret: config.newsletterSecret,
    unsubscribeMailbox: config.unsubscribeMailbox,
    postalAddress: config.mailPostalAddress,
    ratePerSecond: config.newsletterRatePerSecond,
    leaseMs: config.newsletterLeaseMs,
    now,
    log: app.log.child({ module: 'newsletter-sender' }),
    ...options.newsletterSender,
  });
  app.decorate('newsletterSender', newsletterSender);
  app.addHook('onClose', async () => newsletterSender.close());
  const idempotency = createIdempotency(db, now);
  app.decorate('idempotency', idempotency);
  app.addHook('onClose', async () => idempotency.close());

  // 7. Uploaded images: a folder on disk, or a bucket every replica shares.
  const uploads = openUploadStore(config);
  app.decorate('uploads', uploads);
  app.addHook('onClose', async () => uploads.close());

  const accounts = createAccounts(db, now);
  app.decorate('accounts', accounts);
  app.decorateRequest('actor', null);
  app.decorate('adminRoutes', []);

  // 8. Feature modules: public API, uploaded images, then the admin API.
  await app.register(healthRoutes);
  await app.register(siteSettingsRoutes);
  await app.register(contentRoutes);
  await app.register(blogRoutes);
  await app.register(humanCheckRoutes);
  await app.register(commentRoutes, { maxReplyDepth: options.maxReplyDepth });
  await app.register(engagementRoutes);
  await app.register(newsletterRoutes);
  await app.register(oneClickUnsubscribeRoutes);
  await app.register(mailEventsRoutes);
  await app.register(leadRoutes);
  // Forms sent without scripts: the same services, answered with a plain page.
  await app.register(formPostRoutes);
  await app.register(consentRoutes);
  await app.register(uploadedImagesStatic);
  await app.register(uploadedImagesRoutes);
  await app.register(editorAppRoutes);
  await app.register(
    async (admin) => {
      // Who calls, and may they: every admin route declares its action family.
      registerAdminAuth(admin, {
        adminToken: config.adminToken,
        accounts,
        isReady: () => app.databaseReady,
        failedTokens: { counters, max: config.rateLimits.failedTokens },
      });
      // Who did what and when: the audit log of every change, export and sign-in.
      registerAuditTrail(admin);
      // Each admin request runs in a change context: the database's record of a change it makes
      // names its actor, and says whether the public site shows it (migration 036).
      const changes = new WeakMap<FastifyRequest, ChangeContext>();
      admin.addHook('onRequest', (request, _reply, done) => {
        const context: ChangeContext = {
          actor: () => (request.actor ? actorName(request.actor) : undefined),
          rebuildRequested: false,
          requestId: request.id,
        };
        changes.set(request, context);
        runInChangeContext(context, done);
      });
      // A change the public site shows was recorded in its own transaction: deliver it now, and
      // tell the editor app that this answer waits for a build it can follow to "Live". A draft's
      // save, an unused upload or a lead's status asked for nothing and waits for nothing.
      admin.addHook('onSend', async (request, reply, payload) => {
        if (request.method === 'GET' || request.method === 'HEAD') return payload;
        if (reply.statusCode >= 300) return payload;
        // Who changed what: a person's email, or "automation" for the bearer token.
        request.log.info(
          { actor: request.actor ? actorName(request.actor) : null },
          'admin change',
        );
        if (!changes.get(request)?.rebuildRequested) return payload;
        rebuild.wake();
        if (rebuild.enabled) reply.header(SITE_REBUILD_HEADER, 'requested');
        return payload;
      });
      await admin.register(siteSettingsAdminRoutes);
      await admin.register(contentAdminRoutes);
      await admin.register(blogAdminRoutes);
      await admin.register(uploadAdminRoutes);
      await admin.register(mediaAdminRoutes);
      await admin.register(commentAdminRoutes);
      await admin.register(leadAdminRoutes);
      await admin.register(subscriberAdminRoutes);
      await admin.register(newsletterSendAdminRoutes);
      await admin.register(peopleAdminRoutes);
      await admin.register(auditAdminRoutes);
      // Who else has a record open in the editor app (heartbeats, kept in the database).
      await admin.register(presenceAdminRoutes);
      await admin.register(buildsAdminRoutes);
    },
    { prefix: '/admin/api' },
  );

  if (options.prepare !== false) await app.prepareDatabase();
  return app;
}
