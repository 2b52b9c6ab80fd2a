/**
 * manifest.json of a backup archive: what it holds (engine, schema, migration) and how many
 * records of each kind a restore should find. Read first by a restore, so a wrong or foreign
 * file is refused before anything is changed.
 */
import type { Queryable } from '../db/client.js';
import { BackupError } from './errors.js';

export const MANIFEST_FILE = 'manifest.json';
export const MANIFEST_FORMAT = 1;

export type Engine = 'pglite' | 'postgres';

export interface Counts {
  posts: number;
  comments: number;
  leads: number;
  subscribers: number;
}

/** What a database holds, as a backup records it and a restore reports it. */
export interface DatabaseSummary {
  /** The newest applied migration, e.g. 034_content_revisions_and_moderator_mail. */
  migration: string | null;
  counts: Counts;
}

export interface Manifest extends DatabaseSummary {
  format: typeof MANIFEST_FORMAT;
  engine: Engine;
  /** The PostgreSQL schema the dump holds (public for PGlite). */
  schema: string;
  /** ISO 8601, UTC. */
  createdAt: string;
  /** Files in the uploads folder. */
  uploadFiles: number;
}

const COUNTED: Record<keyof Counts, string> = {
  posts: 'blog_posts',
  comments: 'blog_comments',
  leads: 'leads',
  subscribers: 'newsletter_subscribers',
};

/** Reads the summary on the connection given (whose search_path selects the schema). */
export async function summarize(db: Pick<Queryable, 'query'>): Promise<DatabaseSummary> {
  const counts = {} as Counts;
  for (const [key, table] of Object.entries(COUNTED) as [keyof Counts, string][]) {
    const { rows } = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`);
    counts[key] = Number(rows[0]?.n ?? 0);
  }
  const { rows } = await db.query<{ version: string | null }>(
    'SELECT max(version) AS version FROM schema_migrations',
  );
  return { migration: rows[0]?.version ?? null, counts };
}

/** One line for people: "3 posts, 1 comment, 2 leads, 0 subscribers". */
export function describeCounts(counts: Counts): string {
  const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
  return [
    plural(counts.posts, 'post'),
    plural(counts.comments, 'comment'),
    plural(counts.leads, 'lead'),
    plural(counts.subscribers, 'subscriber'),
  ].join(', ');
}

/** Same rule as DATABASE_SCHEMA in config.ts: the name is put into SQL and tool arguments. */
const SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

const isCount = (value: unknown) => Number.isInteger(value) && (value as number) >= 0;

/** Parses manifest.json, refusing anything npm run backup did not write. */
export function parseManifest(text: string): Manifest {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new BackupError(`${MANIFEST_FILE} of the archive is not valid JSON`);
  }
  const m = value as Partial<Manifest> | null;
  const counts = m?.counts as Partial<Counts> | undefined;
  const problems = [
    m?.format !== MANIFEST_FORMAT && `format is not ${MANIFEST_FORMAT}`,
    m?.engine !== 'pglite' && m?.engine !== 'postgres' && 'engine is not pglite or postgres',
    !SCHEMA_NAME.test(String(m?.schema)) && 'schema is not a lower-case SQL identifier',
    typeof m?.createdAt !== 'string' && 'createdAt is missing',
    !(m?.migration === null || typeof m?.migration === 'string') && 'migration is missing',
    !isCount(m?.uploadFiles) && 'uploadFiles is not a count',
    !(counts && (Object.keys(COUNTED) as (keyof Counts)[]).every((key) => isCount(counts[key]))) &&
      'counts are incomplete',
  ].filter(Boolean);
  if (problems.length > 0) {
    throw new BackupError(`${MANIFEST_FILE} of the archive is not usable: ${problems.join('; ')}`);
  }
  return m as Manifest;
}
