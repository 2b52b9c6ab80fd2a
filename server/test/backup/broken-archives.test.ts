import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { access, mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createBackup } from '../../src/backup/create-backup.js';
import { MANIFEST_FORMAT, type Manifest } from '../../src/backup/manifest.js';
import { restoreBackup } from '../../src/backup/restore-backup.js';
import type { BackupTarget } from '../../src/backup/target.js';
import { databaseUrl, engine, freshSchemaName } from '../helper.js';
import { schemasLike } from './places.js';

const DUMP = databaseUrl ? 'database/schema.dump' : 'database/pgdata.tar';

describe(`broken archives and missing tools on ${engine}`, () => {
  let root: string;
  let count = 0;
  /** An empty place to restore into; a restore refused must leave it so. */
  let target: BackupTarget;
  before(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'provider-broken-archive-'));
    target = {
      databaseUrl,
      databaseSchema: freshSchemaName(),
      dataDir: path.join(root, 'data'),
      uploadsDir: path.join(root, 'uploads'),
    };
  });
  after(() => rm(root, { recursive: true, force: true }));

  /** Writes a gzipped tar of the given entries (a null content is a folder). */
  async function archiveOf(entries: Record<string, string | null>): Promise<string> {
    count += 1;
    const dir = path.join(root, `content-${count}`);
    for (const [name, content] of Object.entries(entries)) {
      const file = path.join(dir, name);
      await mkdir(content === null ? file : path.dirname(file), { recursive: true });
      if (content !== null) await writeFile(file, content);
    }
    const archive = path.join(root, `archive-${count}.tar.gz`);
    execFileSync('tar', ['-czf', archive, '-C', dir, ...Object.keys(entries)]);
    return archive;
  }

  const manifest = (overrides: Partial<Manifest> = {}): string =>
    JSON.stringify({
      format: MANIFEST_FORMAT,
      engine,
      schema: freshSchemaName(),
      createdAt: new Date().toISOString(),
      migration: '034_content_revisions_and_moderator_mail',
      counts: { posts: 1, comments: 1, leads: 1, subscribers: 1 },
      uploadFiles: 0,
      ...overrides,
    });

  const exists = (file: string) =>
    access(file).then(
      () => true,
      () => false,
    );
  const assertStillEmpty = async () => {
    assert.equal(await exists(target.dataDir), false, 'no database folder');
    assert.equal(await exists(`${target.dataDir}.restoring`), false, 'nothing half loaded');
    assert.equal(await exists(target.uploadsDir), false, 'no uploads folder');
    if (databaseUrl) assert.deepEqual(await schemasLike(target.databaseSchema), [], 'no schema');
  };

  it('refuses a file that is not a gzipped tar', async () => {
    const file = path.join(root, 'notes.tar.gz');
    await writeFile(file, 'these are not the archives you are looking for');
    await assert.rejects(restoreBackup(target, file), /notes\.tar\.gz is not a readable backup/);
  });

  it('refuses a missing file, an archive without a manifest and one with a foreign manifest', async () => {
    await assert.rejects(restoreBackup(target, path.join(root, 'nowhere.tar.gz')), /There is no/);
    const bare = await archiveOf({ 'photo.png': 'x' });
    await assert.rejects(restoreBackup(target, bare), /not a backup made by npm run backup/);
    const foreign = await archiveOf({ 'manifest.json': '{"name":"something else"}' });
    await assert.rejects(restoreBackup(target, foreign), /manifest\.json .* not usable: format/);
  });

  it('refuses an archive of the other engine or without its dump', async () => {
    const other = engine === 'pglite' ? 'postgres' : 'pglite';
    const wrong = await archiveOf({ 'manifest.json': manifest({ engine: other }), uploads: null });
    await assert.rejects(restoreBackup(target, wrong), new RegExp(`holds a ${other} database`));
    const noDump = await archiveOf({ 'manifest.json': manifest(), uploads: null });
    await assert.rejects(restoreBackup(target, noDump), /is incomplete: its file database\//);
  });

  it('refuses an archive whose dump is damaged and leaves the empty place empty', async () => {
    const damaged = await archiveOf({
      'manifest.json': manifest(),
      [DUMP]: 'PGDMP truncated in transit',
      uploads: null,
    });
    await assert.rejects(
      restoreBackup(target, damaged),
      /dump is damaged|embedded database is damaged/,
    );
    await assertStillEmpty();
  });

  it('names the missing tool', async () => {
    const bin = path.join(root, 'bin');
    await mkdir(bin, { recursive: true });
    const tar = execFileSync('sh', ['-c', 'command -v tar'], { encoding: 'utf8' }).trim();
    const dumped = await archiveOf({ 'manifest.json': manifest(), [DUMP]: 'x', uploads: null });
    const outDir = path.join(root, 'out');
    const path0 = process.env.PATH;
    try {
      process.env.PATH = bin;
      await assert.rejects(createBackup(target, { outDir }), /tar was not found on PATH/);
      await assert.rejects(restoreBackup(target, dumped), /tar was not found on PATH/);
      if (!databaseUrl) return;
      // tar alone: it needs no gzip program, the compression is Node's.
      await symlink(tar, path.join(bin, 'tar'));
      await assert.rejects(createBackup(target, { outDir }), /pg_dump was not found on PATH/);
      await assert.rejects(restoreBackup(target, dumped), /pg_restore was not found on PATH/);
    } finally {
      process.env.PATH = path0;
    }
    await assertStillEmpty();
  });
});
