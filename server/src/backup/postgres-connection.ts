/** Connecting to PostgreSQL for a backup or restore: a pg client and the libpq tools' arguments. */
import pg from 'pg';
import type { Queryable } from '../db/client.js';
import { BackupError } from './errors.js';

/** A schema name in SQL (names are checked against config.ts's rule before they get here). */
export const quoted = (name: string) => `"${name.replace(/"/g, '""')}"`;

export async function connect(url: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: url });
  client.on('error', () => undefined);
  try {
    await client.connect();
  } catch (error) {
    throw new BackupError(`PostgreSQL at DATABASE_URL could not be reached: ${error}`, {
      cause: error,
    });
  }
  return client;
}

/** The client as the summary queries take it. */
export const queryable = (client: pg.Client): Pick<Queryable, 'query'> => ({
  async query<T>(sql: string, params?: unknown[]) {
    const result = await client.query(sql, params);
    return { rows: result.rows as T[] };
  },
});

export interface SchemaState {
  exists: boolean;
  /** Tables in the schema. */
  tables: number;
}

export async function schemaState(client: pg.Client, schema: string): Promise<SchemaState> {
  const { rows } = await client.query<{ exists: boolean; tables: number }>(
    `SELECT EXISTS (SELECT 1 FROM pg_namespace WHERE nspname = $1) AS exists,
       (SELECT count(*)::int FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
        WHERE n.nspname = $1 AND c.relkind IN ('r', 'p')) AS tables`,
    [schema],
  );
  return { exists: rows[0]!.exists, tables: rows[0]!.tables };
}

/**
 * DATABASE_URL as pg_dump and pg_restore take it, with the password moved to PGPASSWORD so it
 * does not show in the process list.
 */
export function toolConnection(url: string): { args: string[]; env: Record<string, string> } {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return { args: [`--dbname=${url}`], env: {} };
  }
  const env: Record<string, string> = {};
  if (parsed.password) {
    env.PGPASSWORD = decodeURIComponent(parsed.password);
    parsed.password = '';
  }
  return { args: [`--dbname=${parsed.toString()}`], env };
}
