/**
 * Typed, validated configuration of the provider server, read once from the environment.
 * Every setting has a safe local default so `npm start` needs nothing installed or configured.
 */
import { readFileSync } from 'node:fs';
import { createHmac } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { parseFlag } from '@cloud-consulting/domain/env-flag';
import { passwordProblem } from '@cloud-consulting/domain/admin-roles';
import { EnvFileError, withEnvFiles } from '@cloud-consulting/domain/env-files';
import { parseMailbox } from '@cloud-consulting/domain/mailbox';
import {
  s3SettingsFromEnv,
  UploadsSettingsError,
  type S3StoreSettings,
} from '@cloud-consulting/uploads-store/s3-settings';

export interface ServerConfig {
  /** HTTP port (PORT, default 8080). */
  port: number;
  /** Interface to bind (HOST, default 127.0.0.1; set 0.0.0.0 in a container). */
  host: string;
  /** PostgreSQL connection string (DATABASE_URL); when absent the embedded PGlite is used. */
  databaseUrl?: string;
  /** PostgreSQL schema to use (DATABASE_SCHEMA, default public). */
  databaseSchema: string;
  /**
   * Folder of the embedded database (DATA_DIR, default .data/ at the repository root), or a PGlite
   * address such as memory:// (a throw-away database).
   */
  dataDir: string;
  /** Key every /api/* call must send in X-API-Key (API_KEY). */
  apiKey: string;
  /**
   * Bearer token of automation on the admin API (ADMIN_TOKEN), with owner rights; unset: people
   * sign in with the session cookie only.
   */
  adminToken?: string;
  /**
   * The first owner, created at start-up when nobody has an account yet (ADMIN_EMAIL and
   * ADMIN_PASSWORD, together; see also `npm run admin:create-owner`).
   */
  firstOwner?: { email: string; password: string };
  /**
   * Public address of this provider, where the editor app is served at /admin (PROVIDER_URL):
   * invitation links lead there. Required in production; unset in development: the address the
   * inviting request came to.
   */
  providerUrl?: string;
  /** Origins allowed by CORS (CORS_ORIGINS, comma separated). */
  corsOrigins: string[];
  /** Folder of the seed content (CONTENT_DIR, default content/ at the repository root). */
  contentDir: string;
  /** Log level (LOG_LEVEL, default info). */
  logLevel: string;
  /**
   * Log every read answered by a cached route (LOG_CACHED_READS, default false: only those that
   * fail, see src/plugins/request-log.ts).
   */
  logCachedReads: boolean;

  // Response cache of public GET answers (src/plugins/response-cache.ts)
  /**
   * How long a cached answer may be served (RESPONSE_CACHE_TTL_MS, default REBUILD_DEBOUNCE_MS,
   * never above it): the bound on how old a read can be after a write through any replica. On
   * PostgreSQL, replicas also tell each other of their writes (src/plugins/shared-invalidations.ts),
   * so they usually drop the answers at once; this bound holds while that channel is down. No
   * longer than the rebuild debounce, so the build a change triggers reads it from every replica.
   */
  responseCacheTtlMs: number;
  /** Most answers kept (RESPONSE_CACHE_MAX_ENTRIES, default 1000; 0 turns the cache off). */
  responseCacheMaxEntries: number;
  /** Most bytes of answers kept (RESPONSE_CACHE_MAX_BYTES, default 64 MiB). */
  responseCacheMaxBytes: number;

  /** The built editor app served at /admin (ADMIN_APP_DIR, default admin/dist). */
  adminAppDir: string;

  // Uploads
  /** Folder holding images/ (UPLOADS_DIR, default static/uploads, which the site also serves). */
  uploadsDir: string;
  /** Largest accepted upload in bytes (UPLOAD_MAX_BYTES, default 5 MiB). */
  uploadMaxBytes: number;
  /**
   * The S3-compatible bucket uploads go to instead of UPLOADS_DIR, shared by every replica
   * (UPLOADS_S3_BUCKET turns it on; UPLOADS_S3_ENDPOINT, UPLOADS_S3_REGION, UPLOADS_S3_PREFIX,
   * UPLOADS_S3_FORCE_PATH_STYLE; credentials from AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY or
   * the SDK's other sources). Unset: uploads stay on disk.
   */
  uploadsS3?: S3StoreSettings;

  // Outgoing rebuild webhook
  /** Site rebuild endpoint called after admin changes (SITE_REBUILD_URL); unset: no calls. */
  siteRebuildUrl?: string;
  /** HMAC-SHA256 key of the X-Signature-256 header (REBUILD_SECRET); required with the URL. */
  rebuildSecret?: string;
  /**
   * Changes within this window make one call (REBUILD_DEBOUNCE_MS, default 500): an editor's
   * save of several records at once is one build, and an edit waits no longer than that.
   */
  rebuildDebounceMs: number;
  /** First retry delay, doubled on each failure (REBUILD_RETRY_BASE_MS, default 1000). */
  rebuildRetryBaseMs: number;
  /** Longest retry delay (REBUILD_RETRY_MAX_MS, default 300000). */
  rebuildRetryMaxMs: number;

  // Visitors' writes: clients, abuse protection, human check
  /** Peers whose X-Forwarded-For is believed (TRUSTED_PROXIES, comma separated IPs or CIDRs). */
  trustedProxies: string[];
  /** Salt of the SHA-256 client address hash (IP_HASH_SALT); the same on every replica. */
  ipHashSalt: string;
  /**
   * Requests a minute per client address and family of actions (RATE_LIMIT_COMMENTS, _FORMS,
   * _SUBSCRIBE; _LIKES for the engagement family: likes, bookmarks, shares, views and comment
   * likes together; _READS for public reads the response cache did not answer, default 600;
   * _SIGN_INS for the editor app's sign-in attempts, default 10, beside each account's lockout;
   * _FAILED_TOKENS for wrong `Authorization: Bearer` tokens on the admin API, default 10).
   */
  rateLimits: {
    comments: number;
    forms: number;
    subscribe: number;
    likes: number;
    reads: number;
    signIns: number;
    failedTokens: number;
  };
  /**
   * Where rate-limit counts live (RATE_LIMIT_STORE: memory, per process, or redis, shared by the
   * replicas; default redis when REDIS_URL is set, else memory); see src/plugins/rate-limits.ts.
   */
  rateLimitStore: RateLimitStoreName;
  /** Redis server of the shared rate-limit counts, e.g. redis://host:6379 (REDIS_URL); optional. */
  redisUrl?: string;
  /**
   * Prefix of every key the provider writes in Redis (REDIS_KEY_PREFIX, default "provider:"):
   * replicas of one site share it; another site or environment on the same Redis sets its own.
   */
  redisKeyPrefix: string;
  /** Newsletter mails a day to one recipient address (VERIFICATION_MAILS_PER_DAY, default 3). */
  verificationMailsPerDay: number;
  /**
   * Newsletter subscriptions a day from one client address (SUBSCRIPTIONS_PER_NETWORK_PER_DAY,
   * default 30): looser than the recipient cap, as colleagues share an office address.
   */
  subscriptionsPerNetworkPerDay: number;
  /**
   * Most milliseconds for a whole request, headers and body, to arrive (REQUEST_TIMEOUT_MS,
   * default 60000, enough for the largest upload over a slow line); past it: 408, connection
   * closed. 0 turns it off.
   */
  requestTimeoutMs: number;
  /**
   * Most milliseconds a connection may stay silent (CONNECTION_TIMEOUT_MS, default 90000, above
   * the 72 s a kept-alive connection waits for its next request). 0 turns it off.
   */
  connectionTimeoutMs: number;
  /** Event loop delay above which requests get 503 (MAX_EVENT_LOOP_DELAY_MS; 0 turns it off). */
  maxEventLoopDelayMs: number;
  /** How often the load is sampled (PRESSURE_SAMPLE_INTERVAL_MS, default 1000). */
  pressureSampleIntervalMs: number;
  /** Lead, feedback and comment endpoints need the human check (REQUIRE_HUMAN_CHECK, default on). */
  requireHumanCheck: boolean;
  /** HMAC key of human-check challenges and form tokens (HUMAN_CHECK_SECRET). */
  humanCheckSecret: string;
  /** HMAC key of signed post preview addresses (PREVIEW_SECRET). */
  previewSecret: string;

  // Mail
  /** SMTP server, e.g. smtp://user:pass@host:587 (SMTP_URL); unset: mail stays in the outbox. */
  smtpUrl?: string;
  /** Sender of every mail, an address with an optional name (MAIL_FROM). */
  mailFrom: string;
  /** Where lead notifications go (SALES_EMAIL). */
  salesEmail: string;
  /** Public address of the site, for links in mails (PUBLIC_SITE_URL). */
  publicSiteUrl: string;

  // Metrics (src/plugins/metrics.ts)
  /**
   * Bearer token of GET /metrics (METRICS_TOKEN, at least 32 characters in production). Set:
   * Prometheus sends `Authorization: Bearer <token>`. Unset: /metrics answers anyone in
   * development, and nobody (404) with NODE_ENV=production.
   */
  metricsToken?: string;
  /** /metrics answers without a token: development without METRICS_TOKEN only. */
  metricsOpen: boolean;
  // Newsletter sends
  /**
   * HMAC key of the unsubscribe links of newsletter mails (NEWSLETTER_SECRET). Unset: a key
   * derived from IP_HASH_SALT, which production already keeps private and stable. Changing it
   * breaks the unsubscribe links of every mail already sent (the site page then says so).
   */
  newsletterSecret: string;
  /**
   * The mailto of List-Unsubscribe (UNSUBSCRIBE_MAILBOX, default MAIL_FROM's address): a
   * mailbox someone reads, or a relay's unsubscribe address.
   */
  unsubscribeMailbox: string;
  /** Newsletter mails a second, all replicas together (NEWSLETTER_RATE_PER_SECOND, default 10). */
  newsletterRatePerSecond: number;
  /**
   * Age after which a newsletter delivery still marked sending counts as interrupted by a
   * stopped process and is marked failed, never resent (NEWSLETTER_LEASE_MS, default 600000:
   * well above the 2 minutes an SMTP attempt may take).
   */
  newsletterLeaseMs: number;
  /** The firm's postal address in every newsletter's footer (MAIL_POSTAL_ADDRESS). */
  mailPostalAddress: string;
  /**
   * HMAC-SHA256 key of the bounce and complaint webhook's X-Signature-256 header
   * (MAIL_EVENTS_SECRET); unset: the webhook answers 404.
   */
  mailEventsSecret?: string;
}

/** The documented local default of the front-end API key; production sets API_KEY. */
export const DEFAULT_API_KEY = 'local-dev-key';
/**
 * Documented local defaults of the two secrets of visitors' writes. Production sets its own:
 * every replica must share them (address hashes and challenges must agree across replicas), so a
 * random value per start would not do.
 */
export const DEFAULT_IP_HASH_SALT = 'local-ip-hash-salt';
export const DEFAULT_HUMAN_CHECK_SECRET = 'local-human-check-secret';
export const DEFAULT_PREVIEW_SECRET = 'local-preview-secret';

/** The value .env.example shows for the secrets that have no local default. */
export const DOCUMENTED_PLACEHOLDER = 'change-me';

/**
 * Secrets whose development values are published (in this file, .env.example and the README):
 * anyone could sign webhooks, pass the human check or call the admin API with them. Production
 * (NODE_ENV=production) refuses to start while one is unset or still a published value.
 */
const SECRETS: Record<string, readonly string[]> = {
  API_KEY: [DEFAULT_API_KEY],
  ADMIN_TOKEN: [DOCUMENTED_PLACEHOLDER],
  HUMAN_CHECK_SECRET: [DEFAULT_HUMAN_CHECK_SECRET],
  IP_HASH_SALT: [DEFAULT_IP_HASH_SALT],
  PREVIEW_SECRET: [DEFAULT_PREVIEW_SECRET],
  REBUILD_SECRET: [DOCUMENTED_PLACEHOLDER],
};

/**
 * Shortest secret production accepts: 32 characters of a random generator's output (such as
 * `openssl rand -base64 32`, 44 characters) cannot be guessed, where a word or a short value can.
 */
export const MIN_SECRET_LENGTH = 32;

/** One line per secret that is unset or equal to a documented development value. */
export function unsafeSecrets(env: NodeJS.ProcessEnv = process.env): string[] {
  return Object.entries(SECRETS).flatMap(([name, published]) => {
    const value = env[name]?.trim();
    if (!value) return [`${name} is not set`];
    if (published.includes(value)) return [`${name} is the documented development value`];
    return [];
  });
}

/** One line per secret that is set but shorter than MIN_SECRET_LENGTH (production's rule). */
export function shortSecrets(env: NodeJS.ProcessEnv = process.env): string[] {
  return Object.keys(SECRETS).flatMap((name) => {
    const value = env[name]?.trim();
    if (!value || value.length >= MIN_SECRET_LENGTH) return [];
    return [
      `${name} is ${value.length} characters long; production needs at least ${MIN_SECRET_LENGTH}`,
    ];
  });
}

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/**
 * DATA_DIR as PGlite takes it: its own addresses (memory://, idb://name, file://path, ...) pass
 * through untouched; a path is relative to the repository root.
 */
function dataDir(value: string | undefined): string {
  const dir = value?.trim() || '.data';
  return /^[a-z][a-z0-9+.-]*:\/\//i.test(dir) ? dir : path.resolve(repoRoot, dir);
}

export class ConfigError extends Error {}

/** The rate-limit stores this build knows. */
export const RATE_LIMIT_STORES = ['memory', 'redis'] as const;
export type RateLimitStoreName = (typeof RATE_LIMIT_STORES)[number];

function rateLimitStore(value: string | undefined, redisUrl?: string): RateLimitStoreName {
  const name = value?.trim() || (redisUrl ? 'redis' : 'memory');
  const known = RATE_LIMIT_STORES.find((store) => store === name);
  if (!known) {
    throw new ConfigError(
      `RATE_LIMIT_STORE must be one of ${RATE_LIMIT_STORES.join(', ')}, got "${name}"`,
    );
  }
  if (known === 'redis' && !redisUrl) {
    throw new ConfigError('RATE_LIMIT_STORE=redis needs REDIS_URL');
  }
  return known;
}

function redisUrl(value: string | undefined): string | undefined {
  const url = value?.trim() || undefined;
  if (url && !/^rediss?:\/\/./.test(url)) {
    throw new ConfigError('REDIS_URL must start with redis:// or rediss://');
  }
  return url;
}

function port(value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0 || n > 65535) {
    throw new ConfigError(`PORT must be an integer from 0 to 65535, got "${value}"`);
  }
  return n;
}

function atLeastOne(name: string, n: number): number {
  if (n < 1) throw new ConfigError(`${name} must be at least 1, got ${n}`);
  return n;
}

function positiveInt(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value.trim() === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) {
    throw new ConfigError(`${name} must be a non-negative integer, got "${value}"`);
  }
  return n;
}

function list(value: string | undefined, fallback: string[]): string[] {
  if (value === undefined || value.trim() === '') return fallback;
  return value
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

function flag(name: string, value: string | undefined, fallback: boolean): boolean {
  const parsed = parseFlag(value, fallback);
  if (parsed === undefined) throw new ConfigError(`${name} must be true or false, got "${value}"`);
  return parsed;
}

function uploadsS3(env: NodeJS.ProcessEnv): S3StoreSettings | undefined {
  try {
    return s3SettingsFromEnv(env);
  } catch (error) {
    if (error instanceof UploadsSettingsError) throw new ConfigError(error.message);
    throw error;
  }
}

/** A mailbox with an optional display name ("Contoso Cloud <news@example.com>"). */
function mailbox(name: string, value: string | undefined, fallback: string): string {
  const v = value?.trim() || fallback;
  if (!parseMailbox(v)) {
    throw new ConfigError(
      `${name} must be an email address, optionally with a name ("Contoso Cloud <news@example.com>"), got "${v}"`,
    );
  }
  return v;
}

/** A setting shown on one line: its line breaks and runs of spaces become one space. */
const oneLine = (value: string) => value.replace(/\s+/g, ' ').trim();

function emailAddress(name: string, value: string | undefined, fallback: string): string {
  const v = value?.trim() || fallback;
  if (!/^[^\s@<>]+@[^\s@<>]+$/.test(v)) {
    throw new ConfigError(`${name} must be an email address, got "${v}"`);
  }
  return v;
}

/**
 * The settings that may come from a file (NAME_FILE): every secret, and the addresses that carry
 * a password (DATABASE_URL, REDIS_URL, SMTP_URL).
 */
export const FILE_SETTINGS: readonly string[] = [
  ...Object.keys(SECRETS),
  'ADMIN_PASSWORD',
  'METRICS_TOKEN',
  'DATABASE_URL',
  'REDIS_URL',
  'SMTP_URL',
];

/**
 * The environment with each of FILE_SETTINGS read from the file its NAME_FILE names (Docker
 * secrets: compose.yaml gives each secret as a file under /run/secrets); see the domain's
 * env-files.
 */
export function resolveEnvFiles(env: NodeJS.ProcessEnv = process.env): NodeJS.ProcessEnv {
  try {
    return withEnvFiles(env, FILE_SETTINGS, (file) =>
      readFileSync(file, 'utf8'),
    ) as NodeJS.ProcessEnv;
  } catch (error) {
    if (error instanceof EnvFileError) throw new ConfigError(error.message);
    throw error;
  }
}

export function loadConfig(given: NodeJS.ProcessEnv = process.env): ServerConfig {
  const env = resolveEnvFiles(given);
  const production = env.NODE_ENV === 'production';
  if (production) {
    const unsafe = [...unsafeSecrets(env), ...shortSecrets(env)];
    if (unsafe.length > 0) {
      throw new ConfigError(
        `NODE_ENV=production needs a private value for each secret:\n  ${unsafe.join('\n  ')}`,
      );
    }
  }
  const schema = env.DATABASE_SCHEMA?.trim() || 'public';
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(schema)) {
    throw new ConfigError(`DATABASE_SCHEMA must be a lower-case SQL identifier, got "${schema}"`);
  }
  const siteRebuildUrl = env.SITE_REBUILD_URL?.trim() || undefined;
  const rebuildSecret = env.REBUILD_SECRET?.trim() || undefined;
  if (siteRebuildUrl) {
    try {
      new URL(siteRebuildUrl);
    } catch {
      throw new ConfigError(`SITE_REBUILD_URL must be an absolute URL, got "${siteRebuildUrl}"`);
    }
    if (!rebuildSecret) throw new ConfigError('REBUILD_SECRET is required with SITE_REBUILD_URL');
  }
  const smtpUrl = env.SMTP_URL?.trim() || undefined;
  if (smtpUrl && !/^smtps?:\/\//.test(smtpUrl)) {
    throw new ConfigError('SMTP_URL must start with smtp:// or smtps://');
  }
  const rebuildDebounceMs = positiveInt('REBUILD_DEBOUNCE_MS', env.REBUILD_DEBOUNCE_MS, 500);
  const responseCacheTtlMs = positiveInt(
    'RESPONSE_CACHE_TTL_MS',
    env.RESPONSE_CACHE_TTL_MS,
    rebuildDebounceMs,
  );
  if (responseCacheTtlMs > rebuildDebounceMs) {
    throw new ConfigError(
      `RESPONSE_CACHE_TTL_MS (${responseCacheTtlMs}) must not exceed REBUILD_DEBOUNCE_MS ` +
        `(${rebuildDebounceMs}): a rebuild could then read an answer cached before the change`,
    );
  }
  const ipHashSalt = env.IP_HASH_SALT?.trim() || DEFAULT_IP_HASH_SALT;
  const mailFrom = mailbox('MAIL_FROM', env.MAIL_FROM, 'no-reply@localhost');
  const publicSiteUrl = (env.PUBLIC_SITE_URL?.trim() || 'http://localhost:8000').replace(
    /\/+$/,
    '',
  );
  try {
    new URL(publicSiteUrl);
  } catch {
    throw new ConfigError(`PUBLIC_SITE_URL must be an absolute URL, got "${publicSiteUrl}"`);
  }
  const adminEmail = env.ADMIN_EMAIL?.trim() || undefined;
  const adminPassword = env.ADMIN_PASSWORD || undefined;
  if (!adminEmail !== !adminPassword) {
    throw new ConfigError('ADMIN_EMAIL and ADMIN_PASSWORD go together: set both or neither');
  }
  if (adminEmail) emailAddress('ADMIN_EMAIL', adminEmail, '');
  const weak = adminPassword ? passwordProblem(adminPassword, { email: adminEmail }) : null;
  if (weak) throw new ConfigError(`ADMIN_PASSWORD: ${weak}`);
  const providerUrl = env.PROVIDER_URL?.trim().replace(/\/+$/, '') || undefined;
  // Without it, an invitation's link would lead wherever the inviting request's Host said.
  if (production && !providerUrl) {
    throw new ConfigError(
      'NODE_ENV=production needs PROVIDER_URL, the public address of this provider: invitation ' +
        'links lead there',
    );
  }
  if (providerUrl) {
    try {
      new URL(providerUrl);
    } catch {
      throw new ConfigError(`PROVIDER_URL must be an absolute URL, got "${providerUrl}"`);
    }
  }
  const metricsToken = env.METRICS_TOKEN?.trim() || undefined;
  if (production && metricsToken && metricsToken.length < MIN_SECRET_LENGTH) {
    throw new ConfigError(
      `METRICS_TOKEN is ${metricsToken.length} characters long; production needs at least ${MIN_SECRET_LENGTH}`,
    );
  }
  return {
    port: port(env.PORT, 8080),
    host: env.HOST?.trim() || '127.0.0.1',
    databaseUrl: env.DATABASE_URL?.trim() || undefined,
    databaseSchema: schema,
    dataDir: dataDir(env.DATA_DIR),
    apiKey: env.API_KEY?.trim() || DEFAULT_API_KEY,
    adminToken: env.ADMIN_TOKEN?.trim() || undefined,
    firstOwner:
      adminEmail && adminPassword ? { email: adminEmail, password: adminPassword } : undefined,
    providerUrl,
    // The public site's own origin is always a default: a site served on another port (npm start
    // with SITE_PORT) calls the provider from there.
    corsOrigins: list(env.CORS_ORIGINS, [
      ...new Set([new URL(publicSiteUrl).origin, 'http://localhost:9000', 'http://localhost:8000']),
    ]),
    contentDir: path.resolve(repoRoot, env.CONTENT_DIR?.trim() || 'content'),
    logLevel: env.LOG_LEVEL?.trim() || 'info',
    logCachedReads: flag('LOG_CACHED_READS', env.LOG_CACHED_READS, false),
    responseCacheTtlMs,
    responseCacheMaxEntries: positiveInt(
      'RESPONSE_CACHE_MAX_ENTRIES',
      env.RESPONSE_CACHE_MAX_ENTRIES,
      1000,
    ),
    responseCacheMaxBytes: positiveInt(
      'RESPONSE_CACHE_MAX_BYTES',
      env.RESPONSE_CACHE_MAX_BYTES,
      64 * 1024 * 1024,
    ),
    adminAppDir: path.resolve(repoRoot, env.ADMIN_APP_DIR?.trim() || 'admin/dist'),
    uploadsDir: path.resolve(repoRoot, env.UPLOADS_DIR?.trim() || 'static/uploads'),
    uploadMaxBytes: positiveInt('UPLOAD_MAX_BYTES', env.UPLOAD_MAX_BYTES, 5 * 1024 * 1024),
    uploadsS3: uploadsS3(env),
    siteRebuildUrl,
    rebuildSecret,
    rebuildDebounceMs,
    rebuildRetryBaseMs: positiveInt('REBUILD_RETRY_BASE_MS', env.REBUILD_RETRY_BASE_MS, 1000),
    rebuildRetryMaxMs: positiveInt('REBUILD_RETRY_MAX_MS', env.REBUILD_RETRY_MAX_MS, 300_000),
    trustedProxies: list(env.TRUSTED_PROXIES, []),
    ipHashSalt,
    rateLimits: {
      comments: positiveInt('RATE_LIMIT_COMMENTS', env.RATE_LIMIT_COMMENTS, 5),
      forms: positiveInt('RATE_LIMIT_FORMS', env.RATE_LIMIT_FORMS, 10),
      subscribe: positiveInt('RATE_LIMIT_SUBSCRIBE', env.RATE_LIMIT_SUBSCRIBE, 5),
      likes: positiveInt('RATE_LIMIT_LIKES', env.RATE_LIMIT_LIKES, 60),
      reads: positiveInt('RATE_LIMIT_READS', env.RATE_LIMIT_READS, 600),
      signIns: positiveInt('RATE_LIMIT_SIGN_INS', env.RATE_LIMIT_SIGN_INS, 10),
      failedTokens: positiveInt('RATE_LIMIT_FAILED_TOKENS', env.RATE_LIMIT_FAILED_TOKENS, 10),
    },
    rateLimitStore: rateLimitStore(env.RATE_LIMIT_STORE, redisUrl(env.REDIS_URL)),
    redisUrl: redisUrl(env.REDIS_URL),
    redisKeyPrefix: env.REDIS_KEY_PREFIX?.trim() || 'provider:',
    verificationMailsPerDay: positiveInt(
      'VERIFICATION_MAILS_PER_DAY',
      env.VERIFICATION_MAILS_PER_DAY,
      3,
    ),
    subscriptionsPerNetworkPerDay: positiveInt(
      'SUBSCRIPTIONS_PER_NETWORK_PER_DAY',
      env.SUBSCRIPTIONS_PER_NETWORK_PER_DAY,
      30,
    ),
    requestTimeoutMs: positiveInt('REQUEST_TIMEOUT_MS', env.REQUEST_TIMEOUT_MS, 60_000),
    connectionTimeoutMs: positiveInt('CONNECTION_TIMEOUT_MS', env.CONNECTION_TIMEOUT_MS, 90_000),
    maxEventLoopDelayMs: positiveInt('MAX_EVENT_LOOP_DELAY_MS', env.MAX_EVENT_LOOP_DELAY_MS, 1000),
    pressureSampleIntervalMs: positiveInt(
      'PRESSURE_SAMPLE_INTERVAL_MS',
      env.PRESSURE_SAMPLE_INTERVAL_MS,
      1000,
    ),
    requireHumanCheck: flag('REQUIRE_HUMAN_CHECK', env.REQUIRE_HUMAN_CHECK, true),
    humanCheckSecret: env.HUMAN_CHECK_SECRET?.trim() || DEFAULT_HUMAN_CHECK_SECRET,
    previewSecret: env.PREVIEW_SECRET?.trim() || DEFAULT_PREVIEW_SECRET,
    smtpUrl,
    mailFrom,
    salesEmail: emailAddress('SALES_EMAIL', env.SALES_EMAIL, 'sales@localhost'),
    publicSiteUrl,
    metricsToken,
    metricsOpen: !production && !metricsToken,
    newsletterSecret:
      env.NEWSLETTER_SECRET?.trim() ||
      createHmac('sha256', ipHashSalt).update('newsletter unsubscribe links').digest('base64url'),
    unsubscribeMailbox: emailAddress(
      'UNSUBSCRIBE_MAILBOX',
      env.UNSUBSCRIBE_MAILBOX,
      parseMailbox(mailFrom)!.address,
    ),
    newsletterRatePerSecond: atLeastOne(
      'NEWSLETTER_RATE_PER_SECOND',
      positiveInt('NEWSLETTER_RATE_PER_SECOND', env.NEWSLETTER_RATE_PER_SECOND, 10),
    ),
    newsletterLeaseMs: atLeastOne(
      'NEWSLETTER_LEASE_MS',
      positiveInt('NEWSLETTER_LEASE_MS', env.NEWSLETTER_LEASE_MS, 600_000),
    ),
    mailPostalAddress: oneLine(env.MAIL_POSTAL_ADDRESS ?? ''),
    mailEventsSecret: env.MAIL_EVENTS_SECRET?.trim() || undefined,
  };
}
