/**
 * The builder with the provider's uploads in a bucket (UPLOADS_S3_BUCKET), against a real S3
 * server (s3rver) on loopback: each build first copies the bucket's images into the site's
 * static/uploads/images, so the built site carries them.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { cp, mkdir, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { mirrorToFolder } from '@cloud-consulting/uploads-store/mirror-to-folder';
import { createS3Store } from '@cloud-consulting/uploads-store/s3-store';
import type { UploadStore } from '@cloud-consulting/uploads-store/upload-store';
import {
  startS3Peer,
  unreachableSettings,
  type S3Peer,
} from '@cloud-consulting/uploads-store/testing';
import { BuilderConfigError, builderSettings, startBuilder } from '../src/builder';
import { signBody } from '../src/webhook';
import { freePort } from './support/free-port';

const SECRET = 'uploads-mirror-test-secret';
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

describe('the uploads bucket copied for the build', () => {
  let peer: S3Peer;
  let bucket: UploadStore;
  let work: string;
  before(async () => {
    peer = await startS3Peer(['site-uploads']);
    bucket = createS3Store(peer.settings());
    work = await mkdtemp(path.join(tmpdir(), 'uploads-mirror-'));
  });
  after(async () => {
    bucket.close();
    await peer.stop();
    await rm(work, { recursive: true, force: true });
  });

  it('downloads what the folder lacks or holds at another size, and keeps the rest', async () => {
    const folder = path.join(work, 'mirror', 'images');
    await mkdir(path.join(folder, 'blog'), { recursive: true });
    await writeFile(path.join(folder, 'seed.svg'), '<svg/>');
    await writeFile(path.join(folder, 'blog', 'changed.png'), 'an older, other file');
    await writeFile(path.join(folder, 'blog', 'same.png'), PNG);
    await bucket.put('blog/new-abc.png', PNG, 'image/png');
    await bucket.put('blog/changed.png', PNG, 'image/png');
    await bucket.put('blog/same.png', PNG, 'image/png');
    await bucket.put('team/deep/photo.png', PNG, 'image/png');
    const sameBefore = await stat(path.join(folder, 'blog', 'same.png'));

    const result = await mirrorToFolder(bucket, folder);
    assert.deepEqual(result, { downloaded: 3, kept: 1, removed: 0 });
    for (const file of ['blog/new-abc.png', 'blog/changed.png', 'team/deep/photo.png']) {
      assert.deepEqual(await readFile(path.join(folder, file)), PNG, file);
    }
    assert.equal(await readFile(path.join(folder, 'seed.svg'), 'utf8'), '<svg/>');
    const sameAfter = await stat(path.join(folder, 'blog', 'same.png'));
    assert.equal(sameAfter.mtimeMs, sameBefore.mtimeMs, 'a file of the same size is not fetched');
    assert.deepEqual(await mirrorToFolder(bucket, folder), {
      downloaded: 0,
      kept: 4,
      removed: 0,
    });
  });

  it('removes a file an earlier copy brought once the bucket no longer has it, never a seed file', async () => {
    const folder = path.join(work, 'recorded', 'images');
    const record = path.join(work, 'recorded', 'brought.json');
    await mkdir(folder, { recursive: true });
    await writeFile(path.join(folder, 'seed-photo.png'), PNG);
    const store = createS3Store(peer.settings('site-uploads', 'recorded/'));
    try {
      await store.put('gone/deleted-abc.png', PNG, 'image/png');
      await store.put('gone/kept-abc.png', PNG, 'image/png');
      const first = await mirrorToFolder(store, folder, { record });
      assert.deepEqual(first, { downloaded: 2, kept: 0, removed: 0 });
      assert.deepEqual(await readFile(path.join(folder, 'gone', 'deleted-abc.png')), PNG);

      await store.remove('gone/deleted-abc.png');
      const second = await mirrorToFolder(store, folder, { record });
      assert.equal(second.removed, 1);
      await assert.rejects(stat(path.join(folder, 'gone', 'deleted-abc.png')), { code: 'ENOENT' });
      assert.deepEqual(await readFile(path.join(folder, 'gone', 'kept-abc.png')), PNG);
      assert.deepEqual(await readFile(path.join(folder, 'seed-photo.png')), PNG);
      const brought = JSON.parse(await readFile(record, 'utf8')) as string[];
      assert.ok(brought.includes('gone/kept-abc.png'));
      assert.ok(!brought.includes('gone/deleted-abc.png'));
    } finally {
      store.close();
    }
  });

  it('refuses UPLOADS_S3_* settings that cannot work before the builder starts', () => {
    assert.throws(
      () =>
        builderSettings({
          REBUILD_SECRET: SECRET,
          UPLOADS_S3_BUCKET: 'site-uploads',
          UPLOADS_S3_ENDPOINT: 'not a url',
        }),
      (error: Error) =>
        error instanceof BuilderConfigError && /^UPLOADS_S3_ENDPOINT must be/.test(error.message),
    );
    assert.equal(builderSettings({ REBUILD_SECRET: SECRET }).uploadsS3, undefined);
  });

  describe('the builder', () => {
    let releasesDir: string;
    let site: string;
    before(() => {
      site = path.join(work, 'site');
      releasesDir = path.join(work, 'releases');
    });

    /** The builder on the bucket (or on `uploadsS3`), with a stand-in for gatsby build. */
    async function builderOn(uploadsS3 = peer.settings()) {
      const port = await freePort();
      const buildDir = path.join(site, 'public');
      const settings = builderSettings({
        REBUILD_SECRET: SECRET,
        PROVIDER_API_URL: 'http://127.0.0.1:9',
        BUILDER_PORT: String(port),
        RELEASES_DIR: releasesDir,
        UPLOADS_S3_BUCKET: 'site-uploads',
        UPLOADS_S3_ENDPOINT: peer.endpoint,
        UPLOADS_S3_FORCE_PATH_STYLE: 'true',
      });
      assert.deepEqual(settings.uploadsS3, peer.settings());
      const builder = await startBuilder(
        { ...settings, uploadsS3, uploadsFolder: path.join(site, 'static', 'uploads', 'images') },
        {
          buildDir,
          log: () => undefined,
          // Stands in for gatsby build, which copies static/ into the site.
          runBuild: async () => {
            await rm(buildDir, { recursive: true, force: true });
            await mkdir(buildDir, { recursive: true });
            await cp(path.join(site, 'static'), buildDir, { recursive: true });
            await writeFile(path.join(buildDir, 'index.html'), '<h1>site</h1>');
          },
        },
      );
      const hook = async () => {
        const body = JSON.stringify({ event: 'content.changed', sentAt: new Date().toISOString() });
        const res = await fetch(`http://127.0.0.1:${port}/__rebuild`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'x-signature-256': signBody(SECRET, body),
          },
          body,
        });
        assert.equal(res.status, 202);
        await builder.queue.idle();
      };
      return { builder, hook };
    }

    it('publishes a release holding the images uploaded to the bucket', async () => {
      await bucket.put('blog/uploaded-0a1b2c.png', PNG, 'image/png');
      const { builder, hook } = await builderOn();
      try {
        await hook();
        assert.equal(builder.queue.status().lastBuild?.result, 'success');
      } finally {
        await builder.close();
      }
      const live = path.join(releasesDir, 'current');
      assert.deepEqual(
        await readFile(path.join(live, 'uploads/images/blog/uploaded-0a1b2c.png')),
        PNG,
      );
    });

    it('fails the build with the reason when the bucket cannot be reached, keeping the live release', async () => {
      await bucket.put('blog/later-3d4e5f.png', PNG, 'image/png');
      const { builder, hook } = await builderOn(await unreachableSettings());
      try {
        await hook();
        const { lastBuild } = builder.queue.status();
        assert.equal(lastBuild?.result, 'failure');
        assert.match(
          lastBuild?.error ?? '',
          /The uploads bucket s3:\/\/uploads\/images\/ could not be listed/,
        );
      } finally {
        await builder.close();
      }
      const live = path.join(releasesDir, 'current');
      await stat(path.join(live, 'uploads/images/blog/uploaded-0a1b2c.png'));
      await assert.rejects(stat(path.join(live, 'uploads/images/blog/later-3d4e5f.png')));
    });
  });
});
