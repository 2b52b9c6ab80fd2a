/**
 * Test helper: builds the app on a fresh database. PGlite in memory by default; when
 * TEST_DATABASE_URL is set (the test script sets it from DATABASE_URL), a fresh PostgreSQL schema
 * per app, dropped afterwards. Apps start on a copy of a migrated, seeded template (template.ts).
 */
import { randomBytes } from 'node:crypto';
import type { TestContext } from 'node:test';
import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildOptions } from '../src/app.js';
import { loadConfig, type ServerConfig } from '../src/config.js';
import { openDatabase, type Database } from '../src/db/client.js';
import { copyPostgresTemplate, migratedPglite } from './template.js';

export const API_KEY = 'test-api-key';
export const databaseUrl = process.env.TEST_DATABASE_URL || undefined;
export const engine = databaseUrl ? 'postgres' : 'pglite';

export function testConfig(overrides: Partial<ServerConfig> = {}): ServerConfig {
  return {
    ...loadConfig({}),
    apiKey: API_KEY,
    databaseUrl,
    dataDir: 'memory://',
    // PGlite's start-up blocks the event loop; the overload test switches this on itself.
    maxEventLoopDelayMs: 0,
    ...overrides,
  };
}

export function freshSchemaName(): string {
  return `test_${randomBytes(6).toString('hex')}`;
}

/**
 * A fresh database, migrated and seeded as an app leaves it: a copy of the template (a new
 * in-memory PGlite, or a new PostgreSQL schema).
 */
async function migratedDatabase(schema: string): Promise<Database> {
  if (!databaseUrl) return migratedPglite();
  const open = (name: string) => openDatabase({ databaseUrl, schema: name, dataDir: 'memory://' });
  await copyPostgresTemplate(databaseUrl, schema, open);
  return open(schema);
}

/**
 * A fresh, empty database; closed (and its schema dropped) when the test ends. Pass the same
 * schema and folder again to reopen what an earlier call opened, as a restart would. With
 * `migrated`, a new database (in memory, a new schema) that is already migrated and seeded.
 */
export async function freshDatabase(
  t: TestContext,
  { schema = freshSchemaName(), dataDir = 'memory://', migrated = false } = {},
): Promise<Database> {
  const db = migrated
    ? await migratedDatabase(schema)
    : await openDatabase({ databaseUrl, schema, dataDir });
  t.after(async () => {
    await db.close();
    if (databaseUrl) await dropSchema(schema);
  });
  return db;
}

async function dropSchema(schema: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
  } finally {
    await client.end();
  }
}

/** Builds the app on a fresh database and closes it when the test ends. */
export async function build(
  t: TestContext,
  options: BuildOptions & { config?: Partial<ServerConfig> } = {},
): Promise<FastifyInstance> {
  const db = options.db ?? (await freshDatabase(t, { migrated: true }));
  const app = await buildApp(testConfig(options.config), {
    logger: false,
    ...options,
    db,
    closeDatabase: false,
  });
  t.after(() => app.close());
  return app;
}

export const withKey = { 'x-api-key': API_KEY };

export const ADMIN_TOKEN = 'test-admin-token';
export const asAdmin = { authorization: `Bearer ${ADMIN_TOKEN}` };

/**
 * One fresh database, migrated and seeded, for a whole suite (creating a PGlite costs about a
 * second, far more on a busy machine): use with before/after. Apps of different configurations
 * can share it.
 */
export async function suiteDatabase(): Promise<{ db: Database; close(): Promise<void> }> {
  const schema = freshSchemaName();
  const db = await migratedDatabase(schema);
  return {
    db,
    async close() {
      await db.close();
      if (databaseUrl) await dropSchema(schema);
    },
  };
}

/**
 * One app for a whole suite, on a fresh database or the `db` given (then left open): use with
 * before/after, and keep tests independent by creating the records they change.
 */
export async function buildSuiteApp(
  options: BuildOptions & { config?: Partial<ServerConfig> } = {},
): Promise<{ app: FastifyInstance; db: Database; close(): Promise<void> }> {
  const own = options.db ? null : await suiteDatabase();
  const db = options.db ?? own!.db;
  const app = await buildApp(testConfig({ adminToken: ADMIN_TOKEN, ...options.config }), {
    logger: false,
    ...options,
    db,
    closeDatabase: false,
  });
  return {
    app,
    db,
    async close() {
      await app.close();
      await own?.close();
    },
  };
}

/** A clock the test moves by hand: pass `now` to the app, then `advance(ms)`. */
export function testClock(start = Date.UTC(2026, 2, 2, 9, 0, 0)) {
  let time = start;
  return {
    now: () => time,
    advance(ms: number) {
      time += ms;
    },
    set(ms: number) {
      time = ms;
    },
  };
}

/** Limits high enough that suites not about rate limits never meet them. */
export const noRateLimits = {
  comments: 100_000,
  forms: 100_000,
  subscribe: 100_000,
  likes: 100_000,
  reads: 100_000,
  signIns: 100_000,
  failedTokens: 100_000,
};

/** A POST with the API key and a JSON body. */
export function post(
  app: FastifyInstance,
  url: string,
  body: unknown,
  headers: Record<string, string> = {},
) {
  return app.inject({
    method: 'POST',
    url,
    headers: { ...withKey, 'content-type': 'application/json', ...headers },
    payload: JSON.stringify(body),
  });
}

/** The id of a seeded active post. */
export async function anyPostId(db: Database, offset = 0): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    "SELECT id FROM blog_posts WHERE status = 'published' ORDER BY id LIMIT 1 OFFSET $1",
    [offset],
  );
  return rows[0]!.id;
}

/** Rows of rebuild_requests: what the site has been asked to build and not yet been sent. */
export async function rebuildRequestCount(db: Database): Promise<number> {
  const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM rebuild_requests');
  return rows[0]!.n;
}
