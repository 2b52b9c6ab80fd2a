/**
 * A PostgreSQL backup: pg_dump of the configured schema alone, custom format, without owners or
 * grants (so it restores under another role). The manifest's counts are read in the snapshot the
 * dump uses, so they match the dump even while the provider keeps writing.
 */
import { BackupError } from './errors.js';
import { summarize, type DatabaseSummary } from './manifest.js';
import { connect, queryable, quoted, schemaState, toolConnection } from './postgres-connection.js';
import { runTool } from './run-tool.js';

/** The dump inside the archive's database/ folder. */
export const POSTGRES_DUMP = 'schema.dump';

/** Fails early, before anything is read, when pg_dump is missing. */
export async function checkPgDump(): Promise<void> {
  await runTool('pg_dump', ['--version']);
}

export async function dumpPostgres(
  url: string,
  schema: string,
  file: string,
): Promise<DatabaseSummary> {
  const client = await connect(url);
  try {
    const state = await schemaState(client, schema);
    if (state.tables === 0) {
      throw new BackupError(`Schema "${schema}" (DATABASE_SCHEMA) holds no tables to back up`);
    }
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    const { rows } = await client.query<{ id: string }>('SELECT pg_export_snapshot() AS id');
    await client.query(`SET LOCAL search_path TO ${quoted(schema)}`);
    const summary = await summarize(queryable(client));
    const connection = toolConnection(url);
    await runTool(
      'pg_dump',
      [
        ...connection.args,
        '--format=custom',
        `--schema=${quoted(schema)}`,
        '--no-owner',
        '--no-privileges',
        `--snapshot=${rows[0]!.id}`,
        `--file=${file}`,
      ],
      { env: connection.env },
    );
    await client.query('COMMIT');
    return summary;
  } finally {
    await client.end();
  }
}
