/**
 * One database interface over two engines: the embedded PGlite (a real PostgreSQL compiled to
 * WASM, the default) and PostgreSQL through `pg` when DATABASE_URL is set. Same SQL for both.
 */
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<{ rows: T[] }>;
  /** Runs several statements separated by semicolons, without parameters. */
  exec(sql: string): Promise<void>;
}

/** What /metrics shows of the database (src/plugins/metrics.ts). */
export interface DatabaseStats {
  /** Statements that failed since start: the database unreachable, or any other error. */
  queryErrors: { connection: number; other: number };
  /** PostgreSQL's connection pool (absent on PGlite): open, idle, and callers waiting for one. */
  pool?: { total: number; idle: number; waiting: number; max: number };
}

export interface Database extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** Failed statements and the pool, for the metrics. */
  stats?(): DatabaseStats;
  /** Runs fn in one transaction: committed when fn resolves, rolled back when it throws. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  databaseUrl?: string;
  /** PostgreSQL schema, created when missing. */
  schema?: string;
  /** PGlite folder, or 'memory://' for a throw-away database. */
  dataDir: string;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.databaseUrl
    ? openPostgres(options.databaseUrl, options.schema ?? 'public')
    : openPglite(options.dataDir);
}

/** Counts failed statements by kind, passing each error on. */
function errorCounter() {
  const queryErrors = { connection: 0, other: 0 };
  return {
    queryErrors,
    async count<T>(work: Promise<T>): Promise<T> {
      try {
        return await work;
      } catch (error) {
        if (error instanceof DatabaseUnavailableError || isConnectionError(error)) {
          queryErrors.connection += 1;
        } else {
          queryErrors.other += 1;
        }
        throw error;
      }
    },
  };
}

async function openPglite(dataDir: string): Promise<Database> {
  return pgliteDatabase(await PGlite.create(dataDir));
}

/** The Database interface over an open PGlite (the tests open copies of a migrated template). */
export function pgliteDatabase(db: PGlite): Database {
  const errors = errorCounter();
  const wrap = (q: Pick<PGlite, 'query' | 'exec'>): Queryable => ({
    async query<T>(sql: string, params?: unknown[]) {
      const result = await errors.count(q.query<T>(sql, params));
      return { rows: result.rows };
    },
    async exec(sql: string) {
      await errors.count(q.exec(sql));
    },
  });
  return {
    kind: 'pglite',
    stats: () => ({ queryErrors: { ...errors.queryErrors } }),
    ...wrap(db),
    transaction: (fn) => db.transaction((tx) => fn(wrap(tx))),
    close: async () => {
      if (!db.closed) await db.close();
    },
  };
}

/**
 * Raised when the database cannot be reached or dropped the connection (PostgreSQL restarting,
 * the network gone, no connection free in time). The error handler answers it with 503 and
 * Retry-After: the request may succeed again in a moment, unlike a 500.
 */
export class DatabaseUnavailableError extends Error {
  constructor(cause: unknown) {
    super('The database is unavailable', { cause });
    this.name = 'DatabaseUnavailableError';
  }
}

/** Node socket errors that mean the database server is out of reach. */
const NETWORK_ERRORS = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * PostgreSQL's own codes for a lost or refused session: class 08 (connection exception), 57P01-03
 * (administrator or crash shutdown, cannot connect now) and 53300 (too many connections). A
 * lost socket shows as a plain Error from pg, recognised by its message.
 */
export function isConnectionError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string') {
    if (NETWORK_ERRORS.has(code) || code.startsWith('08') || code.startsWith('57P')) return true;
    if (code === '53300') return true;
  }
  return /Connection terminated|not queryable|timeout exceeded when trying to connect/i.test(
    error.message,
  );
}

/** Connections each provider process opens at most. */
const POOL_MAX = 10;

async function openPostgres(url: string, schema: string): Promise<Database> {
  const quoted = `"${schema.replace(/"/g, '""')}"`;
  const setup = new pg.Client({ connectionString: url });
  await setup.connect();
  try {
    await setup.query(`CREATE SCHEMA IF NOT EXISTS ${quoted}`);
  } finally {
    await setup.end();
  }
  const pool = new pg.Pool({
    connectionString: url,
    options: `-c search_path=${quoted}`,
    max: POOL_MAX,
    // Without a limit a request waits for ever while the database host drops packets.
    connectionTimeoutMillis: 5_000,
  });
  // An idle connection that PostgreSQL closes (restart, pg_terminate_backend) is reported here;
  // without a listener Node treats the event as unhandled and the process exits. The pool has
  // already discarded the connection, and the next query opens a new one.
  pool.on('error', () => undefined);

  /** Runs fn on one connection; a connection that failed is discarded, not returned. */
  async function withClient<T>(fn: (client: pg.PoolClient) => Promise<T>): Promise<T> {
    let client: pg.PoolClient;
    try {
      client = await pool.connect();
    } catch (error) {
      throw new DatabaseUnavailableError(error);
    }
    // A checked-out connection has no pool listener: a server shutdown arriving between two
    // queries would otherwise be an unhandled 'error' event. The failing query reports it.
    const onError = () => undefined;
    client.on('error', onError);
    let failure: unknown;
    try {
      return await fn(client);
    } catch (error) {
      failure = error;
      throw isConnectionError(error) ? new DatabaseUnavailableError(error) : error;
    } finally {
      client.removeListener('error', onError);
      client.release(isConnectionError(failure) ? (failure as Error) : undefined);
    }
  }

  const errors = errorCounter();
  const wrap = (q: pg.PoolClient): Queryable => ({
    async query<T>(sql: string, params?: unknown[]) {
      const result = await q.query(sql, params as unknown[] | undefined);
      return { rows: result.rows as T[] };
    },
    async exec(sql: string) {
      await q.query(sql);
    },
  });
  return {
    kind: 'postgres',
    stats: () => ({
      queryErrors: { ...errors.queryErrors },
      pool: {
        total: pool.totalCount,
        idle: pool.idleCount,
        waiting: pool.waitingCount,
        max: POOL_MAX,
      },
    }),
    query<T>(sql: string, params?: unknown[]) {
      return errors.count(withClient((client) => wrap(client).query<T>(sql, params)));
    },
    exec: (sql) => errors.count(withClient((client) => wrap(client).exec(sql))),
    transaction: (fn) =>
      errors.count(
        withClient(async (client) => {
          await client.query('BEGIN');
          try {
            const result = await fn(wrap(client));
            await client.query('COMMIT');
            return result;
          } catch (error) {
            await client.query('ROLLBACK').catch(() => undefined);
            throw error;
          }
        }),
      ),
    async close() {
      if (!pool.ended) await pool.end();
    },
  };
}
