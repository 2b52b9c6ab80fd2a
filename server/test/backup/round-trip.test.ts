import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { createBackup } from '../../src/backup/create-backup.js';
import { restoreBackup } from '../../src/backup/restore-backup.js';
import { listMigrations } from '../../src/db/migrate.js';
import { databaseUrl, engine } from '../helper.js';
import { createPlaces, dropSchemas, startProvider, type Places } from './places.js';
import { assertRecordsFound, makeRecords } from './records.js';

describe(`backup and restore on ${engine}`, () => {
  let places: Places;
  before(async () => (places = await createPlaces()));
  after(() => places.cleanUp());

  it('restores every post, comment, lead, subscriber and upload into an empty database', async () => {
    const source = places.place();
    const provider = await startProvider(source);
    const records = await makeRecords(provider);
    await provider.close();

    const { file, manifest } = await createBackup(source, { outDir: places.folder('archives') });
    assert.match(path.basename(file), new RegExp(`^backup-${engine}-\\d{8}T\\d{6}Z\\.tar\\.gz$`));
    assert.equal(manifest.engine, engine);
    assert.equal(manifest.schema, databaseUrl ? source.databaseSchema : 'public');
    assert.equal(manifest.migration, (await listMigrations()).at(-1)!.replace(/\.sql$/, ''));
    for (const [kind, count] of Object.entries(manifest.counts)) {
      assert.ok(count >= 1, `${kind} counted`);
    }
    assert.equal(manifest.uploadFiles, 1);

    // The loss: on PostgreSQL the schema is gone, which frees its name for the restore.
    if (databaseUrl) await dropSchemas([source.databaseSchema]);
    const empty = places.place();
    const { found, uploadFiles } = await restoreBackup(empty, file);
    assert.deepEqual(found, { migration: manifest.migration, counts: manifest.counts });
    assert.equal(uploadFiles, 1);

    const restored = await startProvider(empty);
    try {
      await assertRecordsFound(restored, records);
    } finally {
      await restored.close();
    }
  });
});
