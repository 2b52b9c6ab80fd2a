/**
 * Fresh databases that are already migrated and seeded, copied from a template instead of
 * migrating each one: starting a PGlite and applying every migration costs seconds on a busy
 * machine, and the suites open hundreds of databases. Each copy is a database of its own.
 *
 * - PGlite: the template is PGlite's dumpDataDir tarball of a migrated, seeded database; each
 *   copy starts from it (loadDataDir).
 * - PostgreSQL: the template is pg_dump's SQL of a migrated, seeded schema; each copy runs it with
 *   the template's schema name replaced by the new one (one statement batch, one transaction).
 *
 * The template is made once per process, and once per test run when TEST_TEMPLATE_DIR names a
 * folder (scripts/test.mjs gives each run an empty one): the first process writes it there and
 * the others read it. Apps built on a copy still run migrate() and the seed, which find nothing
 * to do; the tests of migrating and seeding from empty use freshDatabase(), which stays empty.
 */
import { randomBytes } from 'node:crypto';
import { execFile } from 'node:child_process';
import { readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { pgliteDatabase, type Database } from '../src/db/client.js';
import { migrate } from '../src/db/migrate.js';
import { seedIfEmpty } from '../src/db/seed.js';
import { loadConfig } from '../src/config.js';
import { toolConnection } from '../src/backup/postgres-connection.js';

const contentDir = loadConfig({}).contentDir;
const folder = process.env.TEST_TEMPLATE_DIR || undefined;

/** Writes a file whole or not at all, so a process reading it never sees half. */
async function writeWhole(file: string, data: string | Uint8Array): Promise<void> {
  const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.partial`;
  await writeFile(partial, data);
  await rename(partial, file);
}

/** The run's template from TEST_TEMPLATE_DIR, or null when there is none yet. */
async function readShared<T>(name: string, read: (file: string) => Promise<T>): Promise<T | null> {
  if (!folder) return null;
  try {
    return await read(path.join(folder, name));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

async function migrateAndSeed(db: Database): Promise<void> {
  await migrate(db);
  await seedIfEmpty(db, contentDir);
}

// PGlite

let pgliteTemplate: Promise<Blob> | undefined;

async function makePgliteTemplate(): Promise<Blob> {
  const shared = await readShared('pglite.tar', async (file) => new Blob([await readFile(file)]));
  if (shared) return shared;
  const raw = await PGlite.create('memory://');
  try {
    await migrateAndSeed(pgliteDatabase(raw));
    const tarball = await raw.dumpDataDir('none');
    if (folder) {
      await writeWhole(
        path.join(folder, 'pglite.tar'),
        new Uint8Array(await tarball.arrayBuffer()),
      );
    }
    return tarball;
  } finally {
    await raw.close();
  }
}

/** A new in-memory PGlite holding the migrated, seeded template. */
export async function migratedPglite(): Promise<Database> {
  pgliteTemplate ??= makePgliteTemplate();
  return pgliteDatabase(await PGlite.create({ loadDataDir: await pgliteTemplate }));
}

// PostgreSQL

interface SchemaTemplate {
  /** The schema name the SQL was dumped from, to be replaced by each copy's. */
  schema: string;
  sql: string;
}

let postgresTemplate: Promise<SchemaTemplate> | undefined;

async function withClient<T>(url: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

async function makePostgresTemplate(
  url: string,
  open: (schema: string) => Promise<Database>,
): Promise<SchemaTemplate> {
  const shared = await readShared('postgres.json', async (file) =>
    JSON.parse(await readFile(file, 'utf8')),
  );
  if (shared) return shared as SchemaTemplate;
  const schema = `test_template_${randomBytes(8).toString('hex')}`;
  const db = await open(schema);
  try {
    await migrateAndSeed(db);
    const connection = toolConnection(url);
    const { stdout } = await promisify(execFile)(
      'pg_dump',
      [
        ...connection.args,
        `--schema=${schema}`,
        '--no-owner',
        '--no-privileges',
        // INSERTs rather than COPY ... FROM stdin, which a plain query cannot feed.
        '--inserts',
        '--rows-per-insert=1000',
      ],
      { env: { ...process.env, ...connection.env }, maxBuffer: 256 * 1024 * 1024 },
    );
    // psql's own commands (\restrict and the like) are not SQL.
    const sql = stdout
      .split('\n')
      .filter((line) => !line.startsWith('\\'))
      .join('\n');
    const template = { schema, sql };
    if (folder) await writeWhole(path.join(folder, 'postgres.json'), JSON.stringify(template));
    return template;
  } finally {
    await db.close();
    await withClient(url, (client) => client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`));
  }
}

/**
 * Creates `schema` as a copy of the migrated, seeded template. `open` opens a schema of the
 * database at `url`, for making the template when there is none yet.
 */
export async function copyPostgresTemplate(
  url: string,
  schema: string,
  open: (schema: string) => Promise<Database>,
): Promise<void> {
  postgresTemplate ??= makePostgresTemplate(url, open);
  const template = await postgresTemplate;
  const sql = template.sql.replaceAll(template.schema, schema);
  await withClient(url, (client) => client.query(`BEGIN;\n${sql};\nCOMMIT`));
}
