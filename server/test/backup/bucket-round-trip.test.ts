/**
 * Backup and restore when the uploads live in an S3-compatible bucket (UPLOADS_S3_BUCKET), against
 * a real S3 server (s3rver) on loopback: the archive holds the bucket's images, and a restore puts
 * them into the bucket once the database is back.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readdir } from 'node:fs/promises';
import { createS3Store } from '@cloud-consulting/uploads-store/s3-store';
import {
  startS3Peer,
  unreachableSettings,
  type S3Peer,
} from '@cloud-consulting/uploads-store/testing';
import { BackupError } from '../../src/backup/errors.js';
import { createBackup } from '../../src/backup/create-backup.js';
import { restoreBackup } from '../../src/backup/restore-backup.js';
import type { BackupTarget } from '../../src/backup/target.js';
import { databaseUrl, engine } from '../helper.js';
import { createPlaces, dropSchemas, startProvider, type Places } from './places.js';
import { assertRecordsFound, makeRecords, type Records } from './records.js';

const filesUnder = (dir: string) =>
  readdir(dir, { recursive: true, withFileTypes: true }).then(
    (entries) => entries.filter((e) => e.isFile()).length,
    () => 0,
  );

describe(`backup and restore with uploads in a bucket on ${engine}`, () => {
  let places: Places;
  let peer: S3Peer;
  let source: BackupTarget;
  let records: Records;
  let archive: string;
  before(async () => {
    places = await createPlaces();
    peer = await startS3Peer(['source-uploads', 'restored-uploads']);
    source = { ...places.place(), uploadsS3: peer.settings('source-uploads') };
    const provider = await startProvider(source);
    records = await makeRecords(provider);
    await provider.close();
  });
  after(async () => {
    await places.cleanUp();
    await peer.stop();
  });

  it('keeps the bucket images in the archive and puts them back into an empty bucket', async () => {
    assert.equal(await filesUnder(source.uploadsDir), 0, 'the provider kept nothing on disk');
    const backup = await createBackup(source, { outDir: places.folder('archives') });
    archive = backup.file;
    assert.equal(backup.manifest.uploadFiles, 1);

    if (databaseUrl) await dropSchemas([source.databaseSchema]);
    const empty: BackupTarget = { ...places.place(), uploadsS3: peer.settings('restored-uploads') };
    const { found, uploadFiles } = await restoreBackup(empty, archive);
    assert.deepEqual(found.counts, backup.manifest.counts);
    assert.equal(uploadFiles, 1);
    const restoredBucket = createS3Store(peer.settings('restored-uploads'));
    try {
      const paths = (await restoredBucket.list()).map((file) => file.path);
      assert.deepEqual(paths, [records.uploadUrl.replace('/uploads/images/', '')]);
      assert.equal(
        (await restoredBucket.stat(paths[0]!))?.contentType,
        'image/png',
        'put back with its type',
      );
    } finally {
      restoredBucket.close();
    }
    assert.equal(await filesUnder(empty.uploadsDir), 0, 'nothing restored to disk');

    const restored = await startProvider(empty);
    try {
      await assertRecordsFound(restored, records);
    } finally {
      await restored.close();
    }
  });

  it('refuses to replace a bucket that holds files, and replaces them with --force', async () => {
    const target: BackupTarget = {
      ...places.place(),
      uploadsS3: peer.settings('restored-uploads'),
    };
    await assert.rejects(restoreBackup(target, archive), (error: Error) => {
      assert.ok(error instanceof BackupError);
      assert.match(
        error.message,
        /UPLOADS_S3_BUCKET s3:\/\/restored-uploads\/images\/ already holds 1 files/,
      );
      return true;
    });
    const bucket = createS3Store(peer.settings('restored-uploads'));
    try {
      await bucket.put('stray.png', Buffer.from('not in the archive'), 'image/png');
      if (databaseUrl) await dropSchemas([target.databaseSchema]);
      const { uploadFiles } = await restoreBackup(target, archive, { force: true });
      assert.equal(uploadFiles, 1);
      assert.equal(await bucket.exists('stray.png'), false, 'what the archive lacks is removed');
    } finally {
      bucket.close();
    }
  });

  it('stops with the reason when the bucket cannot be reached, writing no archive', async () => {
    const down: BackupTarget = { ...source, uploadsS3: await unreachableSettings() };
    const outDir = places.folder('down-archives');
    await assert.rejects(
      createBackup(down, { outDir }),
      (error: Error) =>
        error instanceof BackupError &&
        /The uploads bucket s3:\/\/uploads\/images\//.test(error.message),
    );
    assert.equal(await filesUnder(outDir), 0);
  });
});
