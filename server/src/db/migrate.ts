/**
 * Applies the numbered SQL files of ./migrations in order, each in its own transaction, and
 * records them in schema_migrations. Safe to run twice and from several replicas at once: an
 * advisory lock serialises runners and applied versions are skipped. After them, constraints
 * that repeat a shared rule are brought in line with it (migrations are history, never edited).
 */
import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { LEAD_KINDS } from '@cloud-consulting/domain/lead-kinds';
import type { Database } from './client.js';

const MIGRATIONS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');
/** Arbitrary constant naming this project's migration lock. */
const MIGRATION_LOCK_ID = 724_310;

export async function listMigrations(dir = MIGRATIONS_DIR): Promise<string[]> {
  const files = await readdir(dir);
  return files.filter((f) => /^\d{3}_[a-z0-9_]+\.sql$/.test(f)).sort();
}

/** Returns the versions applied by this call. */
export async function migrate(db: Database, dir = MIGRATIONS_DIR): Promise<string[]> {
  await db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    version text PRIMARY KEY,
    applied_at timestamptz NOT NULL DEFAULT now()
  )`);
  // Versions applied before this call are skipped without a transaction each (a start on an
  // up-to-date database is then one query); any other is checked again under the lock.
  const { rows: before } = await db.query<{ version: string }>(
    'SELECT version FROM schema_migrations',
  );
  const appliedBefore = new Set(before.map((row) => row.version));
  const applied: string[] = [];
  for (const file of await listMigrations(dir)) {
    const version = file.replace(/\.sql$/, '');
    if (appliedBefore.has(version)) continue;
    const sql = await readFile(path.join(dir, file), 'utf8');
    const done = await db.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK_ID]);
      const { rows } = await tx.query('SELECT 1 FROM schema_migrations WHERE version = $1', [
        version,
      ]);
      if (rows.length > 0) return false;
      await tx.exec(sql);
      await tx.query('INSERT INTO schema_migrations (version) VALUES ($1)', [version]);
      return true;
    });
    if (done) applied.push(version);
  }
  await syncLeadKinds(db);
  return applied;
}

/** The CHECK of leads.kind that 022_leads.sql created (PostgreSQL's name for it). */
const LEAD_KIND_CHECK = 'leads_kind_check';

/** The string literals of a constraint's definition, e.g. the kinds of "kind IN (...)". */
function literalsOf(definition: string): string[] {
  return [...definition.matchAll(/'((?:[^']|'')*)'/g)].map((m) => m[1]!.replace(/''/g, "'"));
}

/**
 * Re-creates the CHECK of leads.kind from the shared LEAD_KINDS when it lists other kinds, so a
 * kind added to the rule can be stored without a migration repeating the list. Returns whether
 * it changed the constraint.
 */
export async function syncLeadKinds(db: Database): Promise<boolean> {
  const wanted = [...LEAD_KINDS].sort();
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK_ID]);
    const { rows } = await tx.query<{ definition: string }>(
      `SELECT pg_get_constraintdef(oid) AS definition FROM pg_constraint
       WHERE conrelid = 'leads'::regclass AND conname = $1`,
      [LEAD_KIND_CHECK],
    );
    const current = rows[0] ? literalsOf(rows[0].definition).sort() : [];
    if (current.join('\n') === wanted.join('\n')) return false;
    const list = wanted.map((kind) => `'${kind.replace(/'/g, "''")}'`).join(', ');
    await tx.exec(
      `ALTER TABLE leads DROP CONSTRAINT IF EXISTS ${LEAD_KIND_CHECK};
       ALTER TABLE leads ADD CONSTRAINT ${LEAD_KIND_CHECK} CHECK (kind IN (${list}))`,
    );
    return true;
  });
}
