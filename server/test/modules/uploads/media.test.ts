import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdir, mkdtemp, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { ALT_MAX_LENGTH } from '@cloud-consulting/domain/media';
import type { Database } from '../../../src/db/client.js';
import { createDiskStore } from '@cloud-consulting/uploads-store/disk-store';
import { createMediaLibrary } from '../../../src/modules/uploads/media-library.js';
import { IMAGE_TYPES } from '../../../src/modules/uploads/file-type.js';
import { asAdmin, buildSuiteApp, engine } from '../../helper.js';
import { addPerson, asPerson, signIn, type SignedIn } from '../people/fixtures.js';

// A real 3×2 PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAMAAAACCAIAAAASFvFNAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEElEQVR4nGMwTpsJQQxwFgBFaActhtF1TgAAAABJRU5ErkJggg==',
  'base64',
);
/** A drawing-only SVG, different for each `mark` so each upload is a new file. */
const svg = (mark: string, size = 'viewBox="0 0 40 30"') =>
  Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" ${size}><title>${mark}</title></svg>`);

function multipart(
  filename: string,
  contentType: string,
  data: Buffer,
  fields: Record<string, string> = {},
) {
  const boundary = `----test${Math.random().toString(16).slice(2)}`;
  const payload = Buffer.concat([
    // Fields after the file: the upload reads every part, whatever their order.
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\n` +
        `Content-Type: ${contentType}\r\n\r\n`,
    ),
    data,
    Buffer.from('\r\n'),
    ...Object.entries(fields).map(([name, value]) =>
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      ),
    ),
    Buffer.from(`--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

describe(`media library on ${engine}`, () => {
  let app: FastifyInstance;
  let db: Database;
  let close: () => Promise<void>;
  let uploadsDir: string;
  const sessions = {} as Record<'editor' | 'moderator' | 'sales', SignedIn>;
  let editorEmail: string;

  before(async () => {
    uploadsDir = await mkdtemp(path.join(tmpdir(), 'provider-media-'));
    ({ app, db, close } = await buildSuiteApp({ config: { uploadsDir } }));
    for (const role of ['editor', 'moderator', 'sales'] as const) {
      const person = await addPerson(app, { role });
      sessions[role] = await signIn(app, person.email);
      if (role === 'editor') editorEmail = person.email;
    }
  });
  after(async () => {
    await close();
    await rm(uploadsDir, { recursive: true, force: true });
  });

  const upload = (
    body: ReturnType<typeof multipart>,
    headers: Record<string, string> = asAdmin,
    query = '',
  ) =>
    app.inject({
      method: 'POST',
      url: `/admin/api/uploads/images${query}`,
      payload: body.payload,
      headers: { ...body.headers, ...headers },
    });
  const uploaded = async (mark: string, fields: Record<string, string> = {}) => {
    const res = await upload(multipart(`${mark}.svg`, 'image/svg+xml', svg(mark), fields));
    assert.equal(res.statusCode, 201, res.body);
    return res.json() as { id: number; url: string; path: string };
  };
  const list = async (query = '', headers: Record<string, string> = asAdmin) => {
    const res = await app.inject({ method: 'GET', url: `/admin/api/media${query}`, headers });
    assert.equal(res.statusCode, 200, res.body);
    return res.json() as {
      media: Array<Record<string, unknown> & { id: number; usage: unknown[] }>;
      total: number;
    };
  };
  const getMedia = (id: number) =>
    app.inject({ method: 'GET', url: `/admin/api/media/${id}`, headers: asAdmin });
  const patchMedia = (id: number, payload: Record<string, unknown>) =>
    app.inject({ method: 'PATCH', url: `/admin/api/media/${id}`, headers: asAdmin, payload });
  const deleteMedia = (id: number) =>
    app.inject({ method: 'DELETE', url: `/admin/api/media/${id}`, headers: asAdmin });
  const createPost = async (fields: Record<string, unknown>) => {
    const res = await app.inject({
      method: 'POST',
      url: '/admin/api/blog',
      headers: asAdmin,
      payload: { content: 'A body.', ...fields },
    });
    assert.equal(res.statusCode, 201, res.body);
    return res.json() as { id: number; title: string };
  };

  describe('GET /admin/api/media', () => {
    it('lists an upload newest first with its size, type, pixel size, alt text and uploader', async () => {
      const res = await upload(
        multipart('Team Photo.png', 'image/png', PNG, { alt: '  Our team at work  ' }),
        asPerson(sessions.editor),
        '?folder=team',
      );
      assert.equal(res.statusCode, 201, res.body);
      const answer = res.json();
      assert.equal(answer.width, 3);
      assert.equal(answer.height, 2);
      assert.equal(answer.alt, 'Our team at work');
      const { media } = await list();
      assert.deepEqual(
        { ...media[0], uploadedAt: typeof media[0]!.uploadedAt },
        {
          id: answer.id,
          url: answer.url,
          path: `team/${answer.fileName}`,
          name: 'Team Photo.png',
          contentType: 'image/png',
          size: PNG.length,
          width: 3,
          height: 2,
          alt: 'Our team at work',
          uploadedAt: 'string',
          uploadedBy: editorEmail,
          usage: [],
          variants: [],
          focalPoint: { x: 0.5, y: 0.5 },
        },
      );
    });

    it('reads an SVG size from its viewBox, and leaves it null when the SVG has none', async () => {
      const sized = await uploaded('sized');
      const unsized = await upload(
        multipart('plain.svg', 'image/svg+xml', svg('plain', 'width="2em" height="1em"')),
      );
      assert.equal(unsized.statusCode, 201, unsized.body);
      const { media } = await list('?type=svg&pageSize=100');
      const byId = new Map(media.map((m) => [m.id, m]));
      assert.equal(byId.get(sized.id)!.width, 40);
      assert.equal(byId.get(sized.id)!.height, 30);
      assert.equal(byId.get(unsized.json().id)!.width, null);
      assert.equal(byId.get(unsized.json().id)!.height, null);
    });

    it('filters by type', async () => {
      const drawing = await uploaded('filtered');
      const svgs = await list('?type=svg&pageSize=100');
      const pngs = await list('?type=png&pageSize=100');
      assert.ok(svgs.media.some((m) => m.id === drawing.id));
      assert.ok(!pngs.media.some((m) => m.id === drawing.id));
      assert.ok(pngs.total > 0);
      assert.ok(svgs.media.every((m) => m.contentType === 'image/svg+xml'));
      assert.ok(pngs.media.every((m) => m.contentType === 'image/png'));
    });

    it('pages the list, newest first, and counts every file', async () => {
      await uploaded('page-a');
      const newest = await uploaded('page-b');
      const first = await list('?pageSize=1');
      const second = await list('?pageSize=1&page=2');
      assert.equal(first.media.length, 1);
      assert.equal(first.media[0]!.id, newest.id);
      assert.notEqual(second.media[0]!.id, newest.id);
      assert.equal(first.total, second.total);
      assert.ok(first.total >= 2);
    });

    it('adds files found on disk without a record (uploads made before the library)', async () => {
      await mkdir(path.join(uploadsDir, 'images', 'legacy'), { recursive: true });
      await writeFile(path.join(uploadsDir, 'images', 'legacy', 'old-hero.svg'), svg('old'));
      await writeFile(path.join(uploadsDir, 'images', 'legacy', 'notes.txt'), 'not an image');
      const { media } = await list('?pageSize=100');
      const found = media.filter((m) => String(m.path).startsWith('legacy/'));
      assert.equal(found.length, 1, 'only the image is listed');
      assert.equal(found[0]!.url, '/uploads/images/legacy/old-hero.svg');
      assert.equal(found[0]!.contentType, 'image/svg+xml');
      assert.equal(found[0]!.width, 40);
      assert.equal(found[0]!.uploadedBy, null);
      // Listed again: still one record.
      const again = await list('?pageSize=100');
      assert.equal(again.media.filter((m) => m.path === 'legacy/old-hero.svg').length, 1);
    });

    it('shows where a file is used: a post hero image and a post body', async () => {
      const hero = await uploaded('post-hero');
      const inline = await uploaded('post-inline');
      const post = await createPost({
        title: 'Landing zones in practice',
        imageUrl: hero.url,
        content: `Intro.\n\n![A diagram](https://api.example.com${inline.url})\n`,
      });
      const usage = [{ kind: 'post', id: post.id, title: 'Landing zones in practice' }];
      assert.deepEqual((await getMedia(hero.id)).json().usage, usage);
      assert.deepEqual((await getMedia(inline.id)).json().usage, usage);
      const { media } = await list('?pageSize=100');
      assert.deepEqual(media.find((m) => m.id === hero.id)!.usage, usage);
    });

    it('shows a content record and the site settings that use a file', async () => {
      const file = await uploaded('service-card');
      const service = await app.inject({
        method: 'POST',
        url: '/admin/api/services',
        headers: asAdmin,
        payload: { name: 'FinOps reviews', imageUrl: file.url },
      });
      assert.equal(service.statusCode, 201, service.body);
      const settings = await app.inject({
        method: 'PUT',
        url: '/admin/api/site-settings',
        headers: asAdmin,
        payload: {
          siteName: 'CloudForge',
          siteUrl: 'https://example.com',
          tagline: `Cloud work, as drawn in ${file.url}`,
        },
      });
      assert.ok(settings.statusCode < 300, settings.body);
      const usage = (await getMedia(file.id)).json().usage;
      assert.deepEqual(usage, [
        { kind: 'services', id: service.json().id, title: 'FinOps reviews' },
        { kind: 'site-settings', id: 1, title: 'Site settings' },
      ]);
    });

    it('does not count a file whose name only starts the same, or sits in another folder', async () => {
      const file = await uploaded('lookalike');
      await createPost({
        title: 'Near misses',
        content: `![x](/uploads/images/other/${file.path}) ![y](/uploads/images/x${file.path})`,
      });
      assert.deepEqual((await getMedia(file.id)).json().usage, []);
    });

    it('with unused=true lists only files nothing uses', async () => {
      const used = await uploaded('used-filter');
      const unused = await uploaded('unused-filter');
      await createPost({ title: 'Uses one', featuredImagePath: used.url });
      const { media, total } = await list('?unused=true&pageSize=100');
      const ids = media.map((m) => m.id);
      assert.ok(ids.includes(unused.id));
      assert.ok(!ids.includes(used.id));
      assert.ok(media.every((m) => m.usage.length === 0));
      assert.equal(total, media.length);
    });

    it('answers 400 for an unknown type', async () => {
      const res = await app.inject({
        method: 'GET',
        url: '/admin/api/media?type=bmp',
        headers: asAdmin,
      });
      assert.equal(res.statusCode, 400);
    });
  });

  describe('GET /admin/api/media/{id}', () => {
    it('answers 404 for a missing file', async () => {
      const res = await getMedia(999999);
      assert.equal(res.statusCode, 404);
      assert.equal(res.json().message, 'Media file not found');
    });
  });

  describe('PATCH /admin/api/media/{id}', () => {
    it('stores the alt text trimmed, and a blank one as none', async () => {
      const file = await uploaded('alt');
      const res = await patchMedia(file.id, { alt: '  A cloud over a city  ' });
      assert.equal(res.statusCode, 200, res.body);
      assert.equal(res.json().alt, 'A cloud over a city');
      assert.equal((await getMedia(file.id)).json().alt, 'A cloud over a city');
      const cleared = await patchMedia(file.id, { alt: '   ' });
      assert.equal(cleared.json().alt, null);
    });

    it(`answers 400 naming alt for more than ${ALT_MAX_LENGTH} characters`, async () => {
      const file = await uploaded('alt-long');
      const res = await patchMedia(file.id, { alt: 'a'.repeat(ALT_MAX_LENGTH + 1) });
      assert.equal(res.statusCode, 400);
      assert.equal(res.json().errors[0].field, 'alt');
    });

    it('answers 404 for a missing file', async () => {
      assert.equal((await patchMedia(999999, { alt: 'x' })).statusCode, 404);
    });

    it('keeps an alt text when the same image is uploaded again without one', async () => {
      const first = await uploaded('again', { alt: 'First words' });
      const second = await uploaded('again');
      assert.equal(second.id, first.id);
      assert.equal((await getMedia(first.id)).json().alt, 'First words');
    });
  });

  describe('POST /admin/api/uploads/images with alt', () => {
    it(`answers 400 naming alt for more than ${ALT_MAX_LENGTH} characters, and stores nothing`, async () => {
      const res = await upload(
        multipart('too-long.svg', 'image/svg+xml', svg('too-long'), {
          alt: 'a'.repeat(ALT_MAX_LENGTH + 1),
        }),
        asAdmin,
        '?folder=refused',
      );
      assert.equal(res.statusCode, 400);
      assert.equal(res.json().errors[0].field, 'alt');
      await assert.rejects(readdir(path.join(uploadsDir, 'images', 'refused')));
    });
  });

  describe('DELETE /admin/api/media/{id}', () => {
    it('deletes a file nothing uses: gone from disk and from the list', async () => {
      const file = await uploaded('delete-me');
      const onDisk = path.join(uploadsDir, 'images', file.path);
      await stat(onDisk);
      const res = await deleteMedia(file.id);
      assert.equal(res.statusCode, 204, res.body);
      await assert.rejects(stat(onDisk), /ENOENT/);
      assert.equal((await getMedia(file.id)).statusCode, 404);
      const { media } = await list('?pageSize=100');
      assert.ok(!media.some((m) => m.id === file.id || m.path === file.path));
      assert.equal((await app.inject({ method: 'GET', url: file.url })).statusCode, 404);
    });

    it('answers 409 naming the post that uses the file, and keeps both', async () => {
      const file = await uploaded('kept');
      const post = await createPost({ title: 'Still here', content: `![kept](${file.url})` });
      const res = await deleteMedia(file.id);
      assert.equal(res.statusCode, 409);
      assert.equal(
        res.json().message,
        `This file is still used by post "Still here" (id ${post.id}): ` +
          'remove it from there before deleting it.',
      );
      await stat(path.join(uploadsDir, 'images', file.path));
      assert.equal((await getMedia(file.id)).statusCode, 200);
    });

    it("answers 409 for a page's hero banner the site shows by its file name", async () => {
      await writeFile(path.join(uploadsDir, 'images', 'hero-blog.webp'), 'RIFF....WEBP');
      const { media } = await list('?pageSize=100');
      const hero = media.find((m) => m.path === 'hero-blog.webp')!;
      assert.equal(hero.usage.length, 1);
      const res = await deleteMedia(hero.id);
      assert.equal(res.statusCode, 409);
      assert.match(res.json().message, /Hero banner of the page "Insights & Articles"/);
    });

    it('answers 404 for a missing file', async () => {
      assert.equal((await deleteMedia(999999)).statusCode, 404);
    });
  });

  describe('who may use it', () => {
    it('lets an editor list, and refuses moderators and sales people', async () => {
      assert.equal((await list('', asPerson(sessions.editor))).media.length > 0, true);
      for (const role of ['moderator', 'sales'] as const) {
        const res = await app.inject({
          method: 'GET',
          url: '/admin/api/media',
          headers: asPerson(sessions[role]),
        });
        assert.equal(res.statusCode, 403, role);
      }
    });

    it('lets an editor change an alt text with the CSRF token', async () => {
      const file = await uploaded('editor-alt');
      const res = await app.inject({
        method: 'PATCH',
        url: `/admin/api/media/${file.id}`,
        headers: asPerson(sessions.editor),
        payload: { alt: 'Written by an editor' },
      });
      assert.equal(res.statusCode, 200, res.body);
    });
  });

  describe('an upload whose record cannot be stored', () => {
    it('removes the file it wrote', async (t) => {
      const folder = await mkdtemp(path.join(tmpdir(), 'provider-media-fail-'));
      t.after(() => rm(folder, { recursive: true, force: true }));
      const failing = {
        ...db,
        query: async () => {
          throw new Error('the database refused');
        },
      } as Database;
      const library = createMediaLibrary({
        db: failing,
        store: createDiskStore(path.join(folder, 'images')),
        now: Date.now,
      });
      await assert.rejects(
        library.store({
          data: PNG,
          type: IMAGE_TYPES.png,
          originalName: 'lost.png',
          folder: 'f',
          alt: null,
          uploadedBy: 'automation',
        }),
        /the database refused/,
      );
      assert.deepEqual(await readdir(path.join(folder, 'images', 'f')), []);
    });
  });
});
