import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { FOCAL_POINT_INVALID, type ImageVariants } from '@cloud-consulting/domain/image-variants';
import { renderMarkdown } from '@cloud-consulting/markdown/render-markdown';
import type { Database } from '../../../src/db/client.js';
import { asAdmin, buildSuiteApp, engine, withKey } from '../../helper.js';

/** A real photo-like image of the given size, different for each `seed`. */
async function image(width: number, height: number, format: 'jpeg' | 'png' | 'webp', seed: number) {
  return sharp({
    create: { width, height, channels: 3, background: { r: seed % 255, g: 90, b: 160 } },
  })
    .toFormat(format)
    .toBuffer();
}

function multipart(filename: string, contentType: string, data: Buffer) {
  const boundary = `----test${Math.random().toString(16).slice(2)}`;
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

interface Uploaded {
  id: number;
  url: string;
  path: string;
  width: number;
  variants: { width: number; url: string }[];
}

describe(`resized copies and focal points of uploads on ${engine}`, () => {
  let app: FastifyInstance;
  let db: Database;
  let close: () => Promise<void>;
  let uploadsDir: string;
  let seed = 1;

  before(async () => {
    uploadsDir = await mkdtemp(path.join(tmpdir(), 'provider-variants-'));
    ({ app, db, close } = await buildSuiteApp({ config: { uploadsDir } }));
  });
  after(async () => {
    await close();
    await rm(uploadsDir, { recursive: true, force: true });
  });

  const upload = async (name: string, type: string, data: Buffer): Promise<Uploaded> => {
    const body = multipart(name, type, data);
    const res = await app.inject({
      method: 'POST',
      url: '/admin/api/uploads/images?folder=blog',
      payload: body.payload,
      headers: { ...body.headers, ...asAdmin },
    });
    assert.equal(res.statusCode, 201, res.body);
    return res.json() as Uploaded;
  };
  const served = (url: string) => app.inject({ method: 'GET', url });
  const widthOf = async (url: string) => {
    const res = await served(url);
    assert.equal(res.statusCode, 200, `${url} is served`);
    return (await sharp(res.rawPayload).metadata()).width;
  };

  describe('POST /admin/api/uploads/images', () => {
    it('stores copies 480 and 960 px wide beside a wide JPEG, and serves them', async () => {
      const file = await upload(
        'Team day.jpg',
        'image/jpeg',
        await image(1600, 900, 'jpeg', seed++),
      );
      assert.deepEqual(
        file.variants.map((v) => v.width),
        [480, 960],
      );
      const base = file.url.replace(/\.jpg$/, '');
      assert.deepEqual(
        file.variants.map((v) => v.url),
        [`${base}-480w.jpg`, `${base}-960w.jpg`],
      );
      assert.equal(await widthOf(file.variants[0]!.url), 480);
      assert.equal(await widthOf(file.variants[1]!.url), 960);
      assert.equal(await widthOf(file.url), 1600);
      const res = await served(file.variants[0]!.url);
      assert.equal(res.headers['content-type'], 'image/jpeg');
      const files = await readdir(path.join(uploadsDir, 'images', 'blog'));
      assert.ok(files.includes(path.posix.basename(file.variants[1]!.url)));
    });

    it('makes no copy as wide as the original or wider: a 700 px PNG gets only 480', async () => {
      const file = await upload('chart.png', 'image/png', await image(700, 400, 'png', seed++));
      assert.deepEqual(
        file.variants.map((v) => v.width),
        [480],
      );
      const missing = file.url.replace(/\.png$/, '-960w.png');
      assert.equal((await served(missing)).statusCode, 404);
    });

    it('makes none for an image 480 px wide or narrower, nor for an SVG', async () => {
      const small = await upload('icon.webp', 'image/webp', await image(400, 300, 'webp', seed++));
      assert.deepEqual(small.variants, []);
      const drawing = await upload(
        'logo.svg',
        'image/svg+xml',
        Buffer.from(
          '<svg xmlns="http://www.w3.org/2000/svg" width="2000" height="1000"><title>x</title></svg>',
        ),
      );
      assert.deepEqual(drawing.variants, []);
    });
  });

  describe('GET /admin/api/media', () => {
    it('lists the copies of a file, and never lists a copy as a file of its own', async () => {
      const file = await upload('wide.jpg', 'image/jpeg', await image(1200, 800, 'jpeg', seed++));
      const res = await app.inject({
        method: 'GET',
        url: '/admin/api/media?pageSize=100',
        headers: asAdmin,
      });
      assert.equal(res.statusCode, 200, res.body);
      const media = res.json().media as Array<{ id: number; path: string; variants: unknown }>;
      assert.deepEqual(media.find((m) => m.id === file.id)!.variants, file.variants);
      assert.ok(!media.some((m) => /-\d+w\.\w+$/.test(m.path)), 'no copy listed');
    });
  });

  describe('DELETE /admin/api/media/{id}', () => {
    it('removes the copies with the original', async () => {
      const file = await upload('gone.jpg', 'image/jpeg', await image(1000, 600, 'jpeg', seed++));
      const res = await app.inject({
        method: 'DELETE',
        url: `/admin/api/media/${file.id}`,
        headers: asAdmin,
      });
      assert.equal(res.statusCode, 204, res.body);
      for (const url of [file.url, ...file.variants.map((v) => v.url)]) {
        assert.equal((await served(url)).statusCode, 404, `${url} removed`);
      }
    });
  });

  describe('PATCH /admin/api/media/{id} with a focal point', () => {
    const patch = (id: number, payload: Record<string, unknown>) =>
      app.inject({ method: 'PATCH', url: `/admin/api/media/${id}`, headers: asAdmin, payload });

    it('is the centre until set, then keeps the point set, and leaves the alt text alone', async () => {
      const file = await upload('crop.jpg', 'image/jpeg', await image(1000, 600, 'jpeg', seed++));
      await patch(file.id, { alt: 'People at a table' });
      const before = await app.inject({
        method: 'GET',
        url: `/admin/api/media/${file.id}`,
        headers: asAdmin,
      });
      assert.deepEqual(before.json().focalPoint, { x: 0.5, y: 0.5 });
      const res = await patch(file.id, { focalPoint: { x: 0.25, y: 0.8 } });
      assert.equal(res.statusCode, 200, res.body);
      assert.deepEqual(res.json().focalPoint, { x: 0.25, y: 0.8 });
      assert.equal(res.json().alt, 'People at a table');
    });

    it('refuses a point outside the picture in words, and changes nothing', async () => {
      const file = await upload('edge.jpg', 'image/jpeg', await image(800, 600, 'jpeg', seed++));
      const res = await patch(file.id, { focalPoint: { x: 1.5, y: 0.2 }, alt: 'Changed' });
      assert.equal(res.statusCode, 400, res.body);
      const again = await app.inject({
        method: 'GET',
        url: `/admin/api/media/${file.id}`,
        headers: asAdmin,
      });
      assert.deepEqual(again.json().focalPoint, { x: 0.5, y: 0.5 });
      assert.equal(again.json().alt, null);
      assert.equal(res.json().message, FOCAL_POINT_INVALID);
      assert.deepEqual(res.json().errors, [{ field: 'focalPoint', message: FOCAL_POINT_INVALID }]);
    });
  });

  describe('a focal point and the site build', () => {
    const requestsFor = async (id: number) => {
      const { rows } = await db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM rebuild_requests
         WHERE change ->> 'table' = 'media_files' AND (change ->> 'id')::int = $1`,
        [id],
      );
      return rows[0]!.n;
    };
    const setFocus = (id: number, x: number) =>
      app.inject({
        method: 'PATCH',
        url: `/admin/api/media/${id}`,
        headers: asAdmin,
        payload: { focalPoint: { x, y: 0.5 } },
      });

    it('asks for a build when it moves on the hero of a public post, and not for an unused file', async () => {
      const hero = await upload('hero.jpg', 'image/jpeg', await image(1400, 800, 'jpeg', seed++));
      const unused = await upload(
        'spare.jpg',
        'image/jpeg',
        await image(1400, 800, 'jpeg', seed++),
      );
      const created = await app.inject({
        method: 'POST',
        url: '/admin/api/blog',
        headers: asAdmin,
        payload: { title: `Focal ${seed}`, content: 'A body.', imageUrl: hero.url },
      });
      assert.equal(created.statusCode, 201, created.body);
      assert.equal(created.json().status, 'published');

      const moved = await setFocus(hero.id, 0.3);
      assert.equal(moved.statusCode, 200, moved.body);
      assert.equal(await requestsFor(hero.id), 1);
      // The same point again changes nothing on the site.
      await setFocus(hero.id, 0.3);
      assert.equal(await requestsFor(hero.id), 1);
      await setFocus(unused.id, 0.3);
      assert.equal(await requestsFor(unused.id), 0);
    });
  });

  describe('GET /api/uploaded-images', () => {
    it("tells the site each upload's width, copies and focal point", async () => {
      const file = await upload('site.jpg', 'image/jpeg', await image(1100, 700, 'jpeg', seed++));
      await app.inject({
        method: 'PATCH',
        url: `/admin/api/media/${file.id}`,
        headers: asAdmin,
        payload: { focalPoint: { x: 0.1, y: 0.9 } },
      });
      const res = await app.inject({
        method: 'GET',
        url: '/api/uploaded-images',
        headers: withKey,
      });
      assert.equal(res.statusCode, 200, res.body);
      const found = (res.json().images as Array<{ path: string }>).find(
        (i) => i.path === file.path,
      );
      assert.deepEqual(found, {
        path: file.path,
        width: 1100,
        height: 700,
        variantWidths: [480, 960],
        focalPoint: { x: 0.1, y: 0.9 },
      });
    });

    it("gives a body's srcset, as the site builds it from this answer, only files that are served", async () => {
      const wide = await upload(
        'wide-body.jpg',
        'image/jpeg',
        await image(1600, 900, 'jpeg', seed++),
      );
      const narrow = await upload(
        'narrow-body.png',
        'image/png',
        await image(700, 400, 'png', seed++),
      );
      const res = await app.inject({
        method: 'GET',
        url: '/api/uploaded-images',
        headers: withKey,
      });
      const known = new Map(
        (res.json().images as Array<ImageVariants & { path: string }>).map((i) => [
          `/uploads/images/${i.path}`,
          i,
        ]),
      );
      const { html } = await renderMarkdown(
        `![Wide](${wide.url})\n\n![Narrow](${narrow.url})`,
        'https://site.example',
        (url) => known.get(url),
      );
      const named = [...html.matchAll(/srcset="([^"]+)"/g)].flatMap((m) =>
        m[1]!.split(', ').map((entry) => entry.split(' ')[0]!),
      );
      assert.deepEqual(named, [
        wide.url.replace(/\.jpg$/, '-480w.jpg'),
        wide.url.replace(/\.jpg$/, '-960w.jpg'),
        wide.url,
        narrow.url.replace(/\.png$/, '-480w.png'),
        narrow.url,
      ]);
      for (const url of named)
        assert.equal((await served(url)).statusCode, 200, `${url} is served`);
    });

    it('answers only with the API key', async () => {
      const res = await app.inject({ method: 'GET', url: '/api/uploaded-images' });
      assert.equal(res.statusCode, 401, res.body);
    });
  });
});
