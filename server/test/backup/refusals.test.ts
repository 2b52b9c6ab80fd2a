import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { access, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createBackup } from '../../src/backup/create-backup.js';
import { restoreBackup } from '../../src/backup/restore-backup.js';
import type { BackupTarget } from '../../src/backup/target.js';
import { openDatabase } from '../../src/db/client.js';
import { databaseUrl, engine } from '../helper.js';
import { createPlaces, schemasLike, startProvider, type Places } from './places.js';
import { makeRecords } from './records.js';

const exists = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  );

describe(`restore refusals on ${engine}`, () => {
  let places: Places;
  let source: BackupTarget;
  let archive: string;
  let manifestCounts: Record<string, number>;
  before(async () => {
    places = await createPlaces();
    source = places.place();
    const provider = await startProvider(source);
    await makeRecords(provider);
    await provider.close();
    const backup = await createBackup(source, { outDir: places.folder('archives') });
    archive = backup.file;
    manifestCounts = { ...backup.manifest.counts };
  });
  after(() => places.cleanUp());

  it('refuses to replace a database and uploads that are not empty, naming both', async () => {
    await assert.rejects(restoreBackup(source, archive), (error: Error) => {
      assert.match(error.message, /^Restore refused: /);
      assert.match(error.message, databaseUrl ? /schema "test_\w+".*already holds/ : /DATA_DIR/);
      assert.match(error.message, /UPLOADS_DIR .* already holds 1 files/);
      assert.match(error.message, /--force/);
      return true;
    });
  });

  it('replaces them with --force: the archive content, nothing of what was there', async () => {
    const stray = path.join(source.uploadsDir, 'images', 'stray.png');
    await writeFile(stray, 'not in the archive');
    const { found, uploadFiles } = await restoreBackup(source, archive, { force: true });
    assert.deepEqual(found.counts, manifestCounts);
    assert.equal(uploadFiles, 1);
    assert.equal(await exists(stray), false);
    if (databaseUrl) assert.deepEqual(await schemasLike('restore_aside_%'), []);
    else assert.deepEqual(await readdir(path.dirname(source.dataDir)).then(restoring), []);
  });

  if (databaseUrl) {
    it("refuses a new schema name while the archive's schema still exists", async () => {
      await assert.rejects(restoreBackup(places.place(), archive), /needs that name free/);
    });
  } else {
    it('refuses to back up or restore while the embedded database is open', async () => {
      const db = await openDatabase({ dataDir: source.dataDir });
      try {
        const open = /is open: stop the provider/;
        await assert.rejects(createBackup(source, { outDir: places.folder('other') }), open);
        await assert.rejects(restoreBackup(source, archive, { force: true }), open);
      } finally {
        await db.close();
      }
    });
  }
});

const restoring = (names: string[]) => names.filter((name) => name.endsWith('.restoring'));
