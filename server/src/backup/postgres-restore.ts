/**
 * A PostgreSQL restore: pg_restore of the archive's schema dump into DATABASE_SCHEMA. pg_restore
 * cannot rename a schema, so the dump is restored under the name it was taken from and renamed
 * after; the schema it replaces is set aside meanwhile and put back if anything fails.
 */
import { randomBytes } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import type pg from 'pg';
import { BackupError } from './errors.js';
import { summarize, type DatabaseSummary } from './manifest.js';
import { connect, queryable, quoted, schemaState, toolConnection } from './postgres-connection.js';
import { runTool } from './run-tool.js';

/** The dump's table of contents; pg_restore failing to read it means the dump is damaged. */
export async function readDumpList(file: string): Promise<string> {
  try {
    return (await runTool('pg_restore', ['--list', file])).stdout;
  } catch (error) {
    if (error instanceof BackupError && /was not found on PATH/.test(error.message)) throw error;
    throw new BackupError(`The archive's PostgreSQL dump is damaged: ${(error as Error).message}`, {
      cause: error,
    });
  }
}

/**
 * What --force would replace in `target` (empty when nothing). Throws when the restore cannot go
 * ahead even with --force.
 */
export async function postgresRefusals(
  url: string,
  target: string,
  dumped: string,
): Promise<string[]> {
  const client = await connect(url);
  try {
    if (dumped !== target && (await schemaState(client, dumped)).exists) {
      throw new BackupError(
        `The archive holds schema "${dumped}", which this database already has: restoring it ` +
          `as "${target}" needs that name free (drop it, or restore with DATABASE_SCHEMA=${dumped})`,
      );
    }
    const { tables } = await schemaState(client, target);
    return tables > 0
      ? [`schema "${target}" (DATABASE_SCHEMA) already holds ${tables} tables`]
      : [];
  } finally {
    await client.end();
  }
}

/** The table of contents without the schema's own entry: the restore creates the schema. */
function withoutSchemaEntry(list: string): string {
  return list.replace(/^(\d+; \d+ \d+ SCHEMA - )/gm, ';$1');
}

export async function restorePostgres(
  url: string,
  target: string,
  dumped: string,
  file: string,
  list: string,
): Promise<DatabaseSummary> {
  const listFile = `${file}.list`;
  await writeFile(listFile, withoutSchemaEntry(list));
  const client = await connect(url);
  const aside = `restore_aside_${randomBytes(6).toString('hex')}`;
  let setAside = false;
  let created = false;
  try {
    if ((await schemaState(client, target)).exists) {
      await client.query(`ALTER SCHEMA ${quoted(target)} RENAME TO ${quoted(aside)}`);
      setAside = true;
    }
    await client.query(`CREATE SCHEMA ${quoted(dumped)}`);
    created = true;
    const connection = toolConnection(url);
    await runTool(
      'pg_restore',
      [
        ...connection.args,
        '--no-owner',
        '--no-privileges',
        '--exit-on-error',
        '--single-transaction',
        `--use-list=${listFile}`,
        file,
      ],
      { env: connection.env },
    );
    return await finish(client, { target, dumped, aside: setAside ? aside : null });
  } catch (error) {
    await undo(client, { target, dumped: created ? dumped : null, aside: setAside ? aside : null });
    throw error;
  } finally {
    await client.end();
  }
}

interface Names {
  target: string;
  dumped: string;
  /** Where the replaced schema waits, if there was one. */
  aside: string | null;
}

/** Renames the restored schema, drops the replaced one and reads the summary, all or nothing. */
async function finish(client: pg.Client, { target, dumped, aside }: Names) {
  await client.query('BEGIN');
  try {
    if (dumped !== target) {
      await client.query(`ALTER SCHEMA ${quoted(dumped)} RENAME TO ${quoted(target)}`);
    }
    await client.query(`SET LOCAL search_path TO ${quoted(target)}`);
    const summary: DatabaseSummary = await summarize(queryable(client));
    if (aside) await client.query(`DROP SCHEMA ${quoted(aside)} CASCADE`);
    await client.query('COMMIT');
    return summary;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  }
}

/** Drops the schema the failed restore created, if any, and puts the replaced schema back. */
async function undo(
  client: pg.Client,
  { target, dumped, aside }: Omit<Names, 'dumped'> & { dumped: string | null },
): Promise<void> {
  try {
    if (dumped) await client.query(`DROP SCHEMA ${quoted(dumped)} CASCADE`);
    if (aside) await client.query(`ALTER SCHEMA ${quoted(aside)} RENAME TO ${quoted(target)}`);
  } catch (error) {
    const kept = aside ? ` The replaced schema is kept as "${aside}".` : '';
    throw new BackupError(`The failed restore could not be undone: ${error}.${kept}`, {
      cause: error,
    });
  }
}
