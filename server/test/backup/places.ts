/**
 * Where a backup test keeps a provider's data: a PGlite folder or a fresh PostgreSQL schema (as
 * the test engine says), and an uploads folder, all under one temporary root.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app.js';
import type { BackupTarget } from '../../src/backup/target.js';
import { ADMIN_TOKEN, databaseUrl, freshSchemaName, noRateLimits, testConfig } from '../helper.js';

export interface Places {
  /** A new, empty place for a provider's data. */
  place(): BackupTarget;
  /** A folder for archives. */
  folder(name: string): string;
  /** Removes the folders and drops the schemas handed out. */
  cleanUp(): Promise<void>;
}

export async function createPlaces(): Promise<Places> {
  const root = await mkdtemp(path.join(tmpdir(), 'provider-backup-test-'));
  const schemas: string[] = [];
  let count = 0;
  return {
    place() {
      count += 1;
      const databaseSchema = freshSchemaName();
      schemas.push(databaseSchema);
      return {
        databaseUrl,
        databaseSchema,
        dataDir: path.join(root, `data-${count}`),
        uploadsDir: path.join(root, `uploads-${count}`),
      };
    },
    folder: (name) => path.join(root, name),
    async cleanUp() {
      await rm(root, { recursive: true, force: true });
      if (databaseUrl) await dropSchemas(schemas);
    },
  };
}

export async function dropSchemas(schemas: string[]): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    for (const schema of schemas) await client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
  } finally {
    await client.end();
  }
}

/** Schemas of the test database whose names are LIKE the pattern. */
export async function schemasLike(pattern: string): Promise<string[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ nspname: string }>(
      'SELECT nspname FROM pg_namespace WHERE nspname LIKE $1',
      [pattern],
    );
    return rows.map((row) => row.nspname);
  } finally {
    await client.end();
  }
}

/** The provider on a place, as npm start would run it there; close it before a backup. */
export function startProvider(place: BackupTarget): Promise<FastifyInstance> {
  return buildApp(
    testConfig({
      ...place,
      adminToken: ADMIN_TOKEN,
      requireHumanCheck: false,
      rateLimits: noRateLimits,
    }),
    { logger: false },
  );
}
