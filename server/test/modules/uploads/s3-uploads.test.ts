/**
 * Uploads in an S3-compatible bucket (UPLOADS_S3_BUCKET), against a real S3 REST server
 * (s3rver) on loopback: two providers on one database and one bucket are two replicas, and
 * neither keeps a file on its own disk.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { createS3Store } from '@cloud-consulting/uploads-store/s3-store';
import type { UploadStore } from '@cloud-consulting/uploads-store/upload-store';
import {
  startS3Peer,
  unreachableSettings,
  type S3Peer,
} from '@cloud-consulting/uploads-store/testing';
import type { Database } from '../../../src/db/client.js';
import { createMediaLibrary } from '../../../src/modules/uploads/media-library.js';
import { IMAGE_TYPES } from '../../../src/modules/uploads/file-type.js';
import { UPLOAD_HEADERS } from '../../../src/modules/uploads/routes.js';
import { asAdmin, buildSuiteApp, engine, suiteDatabase } from '../../helper.js';

// A real 3×2 PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAMAAAACCAIAAAASFvFNAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEElEQVR4nGMwTpsJQQxwFgBFaActhtF1TgAAAABJRU5ErkJggg==',
  'base64',
);
const svg = (mark: string) =>
  Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 30"><title>${mark}</title></svg>`,
  );

function multipart(filename: string, contentType: string, data: Buffer) {
  const boundary = `----s3test${Math.random().toString(16).slice(2)}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\n` +
        `Content-Type: ${contentType}\r\n\r\n`,
    ),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const upload = (app: FastifyInstance, name: string, type: string, data: Buffer, query = '') => {
  const body = multipart(name, type, data);
  return app.inject({
    method: 'POST',
    url: `/admin/api/uploads/images${query}`,
    payload: body.payload,
    headers: { ...body.headers, ...asAdmin },
  });
};

const listMedia = async (app: FastifyInstance) => {
  const res = await app.inject({
    method: 'GET',
    url: '/admin/api/media?pageSize=100',
    headers: asAdmin,
  });
  assert.equal(res.statusCode, 200, res.body);
  return res.json().media as Array<{ id: number; path: string; width: number | null }>;
};

/** Every file under a folder, at any depth; none when it does not exist. */
const filesUnder = (dir: string) =>
  readdir(dir, { recursive: true, withFileTypes: true }).then(
    (entries) => entries.filter((e) => e.isFile()).map((e) => e.name),
    () => [] as string[],
  );

describe(`uploads in an S3-compatible bucket on ${engine}`, () => {
  let peer: S3Peer;
  let bucket: UploadStore;
  let shared: { db: Database; close(): Promise<void> };
  let replicaA: FastifyInstance;
  let replicaB: FastifyInstance;
  const closers: Array<() => Promise<void>> = [];
  const disks: string[] = [];

  before(async () => {
    peer = await startS3Peer(['uploads']);
    bucket = createS3Store(peer.settings());
    shared = await suiteDatabase();
    for (const name of ['a', 'b']) {
      const uploadsDir = await mkdtemp(path.join(tmpdir(), `provider-s3-${name}-`));
      disks.push(uploadsDir);
      const replica = await buildSuiteApp({
        db: shared.db,
        config: { uploadsDir, uploadsS3: peer.settings() },
      });
      closers.push(replica.close);
      if (name === 'a') replicaA = replica.app;
      else replicaB = replica.app;
    }
  });
  after(async () => {
    for (const close of closers) await close();
    await shared.close();
    bucket.close();
    await peer.stop();
    for (const dir of disks) await rm(dir, { recursive: true, force: true });
  });

  describe('POST /admin/api/uploads/images', () => {
    it('puts the image in the bucket under the prefix, and nothing on disk', async () => {
      const res = await upload(replicaA, 'Team Photo.png', 'image/png', PNG, '?folder=team');
      assert.equal(res.statusCode, 201, res.body);
      const { path: stored, width, height } = res.json();
      assert.match(stored, /^team\/team-photo-[0-9a-f]{10}\.png$/);
      assert.deepEqual([width, height], [3, 2]);
      const object = await bucket.read(stored);
      assert.ok(object, 'the bucket holds the file');
      assert.equal(object.contentType, 'image/png');
      assert.deepEqual(Buffer.concat(await object.body.toArray()), PNG);
      // The key is the prefix and the path, as a bucket listing by another tool shows it.
      const rootView = createS3Store(peer.settings('uploads', 'other/'));
      try {
        assert.equal(await rootView.exists(stored), false);
      } finally {
        rootView.close();
      }
      for (const dir of disks) assert.deepEqual(await filesUnder(dir), []);
    });
  });

  describe('GET /uploads/images/{path}', () => {
    it('serves the object with the upload headers, its ETag, length and type, and 304 for its tag', async () => {
      const { url, path: stored } = (await upload(replicaA, 'served.png', 'image/png', PNG)).json();
      const res = await replicaA.inject({ method: 'GET', url });
      assert.equal(res.statusCode, 200);
      assert.deepEqual(res.rawPayload, PNG);
      assert.equal(res.headers['content-type'], 'image/png');
      assert.equal(res.headers['content-length'], String(PNG.length));
      assert.equal(res.headers['cache-control'], 'public, max-age=31536000, immutable');
      assert.equal(res.headers['cross-origin-resource-policy'], 'cross-origin');
      assert.equal(
        res.headers['content-security-policy'],
        UPLOAD_HEADERS['Content-Security-Policy'],
      );
      assert.equal(res.headers['x-content-type-options'], 'nosniff');
      assert.equal(res.headers['content-disposition'], undefined);
      const etag = String(res.headers.etag);
      assert.equal(etag, (await bucket.stat(stored))!.etag);
      assert.match(String(res.headers['last-modified']), /GMT$/);

      const again = await replicaA.inject({
        method: 'GET',
        url,
        headers: { 'if-none-match': etag },
      });
      assert.equal(again.statusCode, 304);
      assert.equal(again.rawPayload.length, 0);
      assert.equal(again.headers.etag, etag);

      const other = await replicaA.inject({
        method: 'GET',
        url,
        headers: { 'if-none-match': '"another"' },
      });
      assert.equal(other.statusCode, 200);

      const head = await replicaA.inject({ method: 'HEAD', url });
      assert.equal(head.statusCode, 200);
      assert.equal(head.headers['content-length'], String(PNG.length));
      assert.equal(head.headers.etag, etag);
      assert.equal(head.rawPayload.length, 0);
    });

    it('is served and listed by the other replica', async () => {
      const made = (await upload(replicaA, 'replicated.svg', 'image/svg+xml', svg('r'))).json();
      const served = await replicaB.inject({ method: 'GET', url: made.url });
      assert.equal(served.statusCode, 200);
      assert.deepEqual(served.rawPayload, svg('r'));
      assert.equal(served.headers['content-type'], 'image/svg+xml');
      assert.ok((await listMedia(replicaB)).some((m) => m.id === made.id));
    });

    it('answers 404 for a missing file, a climb out and a folder; 403 for a hidden file', async () => {
      await bucket.put('blog/there.png', PNG, 'image/png');
      for (const url of [
        '/uploads/images/none.png',
        '/uploads/images/../../etc/passwd',
        '/uploads/images/%2e%2e/%2e%2e/etc/passwd',
        '/uploads/images/blog/',
      ]) {
        const res = await replicaA.inject({ method: 'GET', url });
        assert.equal(res.statusCode, 404, url);
        assert.deepEqual(res.json(), { message: 'Not found' });
      }
      const hidden = await replicaA.inject({ method: 'GET', url: '/uploads/images/.env' });
      assert.equal(hidden.statusCode, 403);
      assert.equal(
        (await replicaA.inject({ method: 'GET', url: '/uploads/images/blog/there.png' }))
          .statusCode,
        200,
      );
    });

    it('serves a file put in the bucket by hand that is not an image as an attachment', async () => {
      await bucket.put('page.html', Buffer.from('<script>alert(1)</script>'), 'text/html');
      const res = await replicaB.inject({ method: 'GET', url: '/uploads/images/page.html' });
      assert.equal(res.statusCode, 200);
      assert.equal(res.headers['content-disposition'], 'attachment');
      assert.equal(res.headers['content-type'], 'text/html');
      assert.equal(
        res.headers['content-security-policy'],
        UPLOAD_HEADERS['Content-Security-Policy'],
      );
      assert.equal(res.headers['x-content-type-options'], 'nosniff');
    });
  });

  describe('the media library', () => {
    it('adopts images put in the bucket by hand, with their pixel size, once', async () => {
      await bucket.put('legacy/old-hero.svg', svg('old'), 'application/octet-stream');
      await bucket.put('legacy/notes.txt', Buffer.from('not an image'), 'text/plain');
      const media = await listMedia(replicaB);
      const found = media.filter((m) => m.path.startsWith('legacy/'));
      assert.equal(found.length, 1, 'only the image is listed');
      assert.equal(found[0]!.path, 'legacy/old-hero.svg');
      assert.equal(found[0]!.width, 40);
      const again = await listMedia(replicaA);
      assert.equal(again.filter((m) => m.path === 'legacy/old-hero.svg').length, 1);
      // Served with the type of its name, not the one it was put with.
      const served = await replicaA.inject({ url: '/uploads/images/legacy/old-hero.svg' });
      assert.equal(served.headers['content-type'], 'image/svg+xml');
    });

    it('deletes a file nothing uses from the bucket, for every replica', async () => {
      const made = (await upload(replicaA, 'delete-me.svg', 'image/svg+xml', svg('d'))).json();
      assert.equal(await bucket.exists(made.path), true);
      const res = await replicaB.inject({
        method: 'DELETE',
        url: `/admin/api/media/${made.id}`,
        headers: asAdmin,
      });
      assert.equal(res.statusCode, 204, res.body);
      assert.equal(await bucket.exists(made.path), false);
      assert.equal((await replicaA.inject({ url: made.url })).statusCode, 404);
      assert.ok(!(await listMedia(replicaA)).some((m) => m.path === made.path));
    });

    it('refuses to delete a file a post uses, and keeps it in the bucket', async () => {
      const made = (await upload(replicaA, 'kept.svg', 'image/svg+xml', svg('k'))).json();
      const post = await replicaA.inject({
        method: 'POST',
        url: '/admin/api/blog',
        headers: asAdmin,
        payload: { title: 'Uses the bucket', content: `![kept](${made.url})` },
      });
      assert.equal(post.statusCode, 201, post.body);
      const res = await replicaB.inject({
        method: 'DELETE',
        url: `/admin/api/media/${made.id}`,
        headers: asAdmin,
      });
      assert.equal(res.statusCode, 409);
      assert.match(res.json().message, /still used by post "Uses the bucket"/);
      assert.equal(await bucket.exists(made.path), true);
    });

    it('removes the object it put when the record cannot be stored', async () => {
      const failing = {
        ...shared.db,
        query: async () => {
          throw new Error('the database refused');
        },
      } as Database;
      const library = createMediaLibrary({ db: failing, store: bucket, now: Date.now });
      await assert.rejects(
        library.store({
          data: PNG,
          type: IMAGE_TYPES.png,
          originalName: 'lost.png',
          folder: 'lost',
          alt: null,
          uploadedBy: 'automation',
        }),
        /the database refused/,
      );
      assert.deepEqual(
        (await bucket.list()).filter((f) => f.path.startsWith('lost/')),
        [],
      );
    });
  });

  describe('a bucket that cannot be reached', () => {
    let down: { app: FastifyInstance; close(): Promise<void> };
    const logged: string[] = [];
    before(async () => {
      const { Writable } = await import('node:stream');
      down = await buildSuiteApp({
        db: shared.db,
        config: { uploadsS3: await unreachableSettings() },
        logger: {
          level: 'error',
          stream: new Writable({
            write(chunk, _encoding, done) {
              logged.push(String(chunk));
              done();
            },
          }),
        },
      });
    });
    after(() => down.close());

    it('answers 503 with a clear message to reads, uploads, the list and deletes, and keeps serving', async () => {
      const message = 'The uploaded files cannot be reached right now. Please try again shortly.';
      const read = await down.app.inject({ url: '/uploads/images/blog/x.png' });
      assert.equal(read.statusCode, 503);
      assert.deepEqual(read.json(), { message });
      assert.ok(read.headers['retry-after']);

      const before = (await listMedia(replicaA)).length;
      const sent = await upload(down.app, 'lost.svg', 'image/svg+xml', svg('lost'));
      assert.equal(sent.statusCode, 503);
      assert.deepEqual(sent.json(), { message });
      assert.equal((await listMedia(replicaA)).length, before, 'no record without its file');

      const list = await down.app.inject({ url: '/admin/api/media', headers: asAdmin });
      assert.equal(list.statusCode, 503);

      // A file whose object cannot be removed keeps its record (the transaction rolls back).
      const kept = (
        await upload(replicaA, 'kept-when-down.svg', 'image/svg+xml', svg('kd'))
      ).json();
      const removal = await down.app.inject({
        method: 'DELETE',
        url: `/admin/api/media/${kept.id}`,
        headers: asAdmin,
      });
      assert.equal(removal.statusCode, 503);
      assert.ok((await listMedia(replicaA)).some((m) => m.id === kept.id));
      assert.equal(await bucket.exists(kept.path), true);

      const health = await down.app.inject({ url: '/health' });
      assert.equal(health.statusCode, 200);
      assert.ok(
        logged.some((line) => /The uploads bucket s3:\/\/uploads\/images\/ could not/.test(line)),
        'the cause is logged',
      );
    });
  });
});
