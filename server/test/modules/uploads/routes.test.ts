import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtemp, readdir, readFile, rm, writeFile, mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { UPLOAD_HEADERS } from '../../../src/modules/uploads/routes.js';
import { asAdmin, buildSuiteApp, engine } from '../../helper.js';

// The smallest valid PNG: one transparent pixel.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

function multipart(filename: string, contentType: string, data: Buffer, field = 'file') {
  const boundary = `----test${Math.random().toString(16).slice(2)}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\n` +
        `Content-Type: ${contentType}\r\n\r\n`,
    ),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

describe(`image uploads on ${engine}`, () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  let uploadsDir: string;
  before(async () => {
    uploadsDir = await mkdtemp(path.join(tmpdir(), 'provider-uploads-'));
    ({ app, close } = await buildSuiteApp({ config: { uploadsDir, uploadMaxBytes: 2048 } }));
  });
  after(async () => {
    await close();
    await rm(uploadsDir, { recursive: true, force: true });
  });

  const upload = (url: string, body: ReturnType<typeof multipart>, headers = asAdmin) =>
    app.inject({
      method: 'POST',
      url,
      payload: body.payload,
      headers: { ...body.headers, ...headers },
    });

  describe('POST /admin/api/uploads/images', () => {
    it('stores the image under uploads/images/<folder> and answers its address', async () => {
      const res = await upload(
        '/admin/api/uploads/images?folder=blog',
        multipart('My Photo.png', 'image/png', PNG),
      );
      assert.equal(res.statusCode, 201, res.body);
      const body = res.json();
      assert.match(body.fileName, /^my-photo-[0-9a-f]{10}\.png$/);
      assert.equal(body.path, `blog/${body.fileName}`);
      assert.equal(body.url, `/uploads/images/blog/${body.fileName}`);
      assert.equal(body.size, PNG.length);
      assert.deepEqual(await readFile(path.join(uploadsDir, 'images', 'blog', body.fileName)), PNG);
    });

    it('serves the stored image at /uploads/images/{path} with year-long cache headers', async () => {
      const { url } = (
        await upload('/admin/api/uploads/images', multipart('a.png', 'image/png', PNG))
      ).json();
      const res = await app.inject({ method: 'GET', url });
      assert.equal(res.statusCode, 200);
      assert.equal(res.headers['content-type'], 'image/png');
      assert.match(String(res.headers['cache-control']), /max-age=31536000/);
      assert.match(String(res.headers['cache-control']), /immutable/);
      assert.deepEqual(res.rawPayload, PNG);
      assert.equal(
        res.headers['content-security-policy'],
        UPLOAD_HEADERS['Content-Security-Policy'],
      );
      assert.equal(res.headers['x-content-type-options'], 'nosniff');
    });

    it('answers 400 naming file for a type that is not an image', async () => {
      const res = await upload(
        '/admin/api/uploads/images',
        multipart('x.html', 'text/html', Buffer.from('<p>')),
      );
      assert.equal(res.statusCode, 400);
      assert.equal(res.json().errors[0].field, 'file');
    });

    it('answers 400 for an SVG holding a script element, and stores nothing', async () => {
      const svg =
        '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.cookie)</script></svg>';
      const res = await upload(
        '/admin/api/uploads/images?folder=evil',
        multipart('x.svg', 'image/svg+xml', Buffer.from(svg)),
      );
      assert.equal(res.statusCode, 400);
      assert.equal(res.json().errors[0].field, 'file');
      assert.match(res.json().message, /SVG images may not hold a script element/);
      await assert.rejects(readdir(path.join(uploadsDir, 'images', 'evil')));
    });

    it('answers 400 for an SVG with an onload= attribute', async () => {
      const svg = `<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>`;
      const res = await upload(
        '/admin/api/uploads/images',
        multipart('x.svg', 'image/svg+xml', Buffer.from(svg)),
      );
      assert.equal(res.statusCode, 400);
      assert.match(res.json().message, /event handler/);
    });

    it('answers 400 for an HTML file renamed .png and declared image/png', async () => {
      const html = '<!doctype html><script>alert(document.domain)</script>';
      const res = await upload(
        '/admin/api/uploads/images',
        multipart('photo.png', 'image/png', Buffer.from(html)),
      );
      assert.equal(res.statusCode, 400);
      assert.equal(res.json().errors[0].field, 'file');
      assert.match(res.json().message, /^The file is not a PNG image/);
    });

    it('answers 400 for a PNG declared as a JPEG', async () => {
      const res = await upload('/admin/api/uploads/images', multipart('a.jpg', 'image/jpeg', PNG));
      assert.equal(res.statusCode, 400);
      assert.equal(res.json().message, 'The file is not a JPEG image: its content is PNG');
    });

    it('stores a PDF (a case study download) in the library and serves it as a download', async () => {
      const pdf = Buffer.from(
        '%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
      );
      const res = await upload(
        '/admin/api/uploads/images?folder=case-studies',
        multipart('Bank Report.pdf', 'application/pdf', pdf),
      );
      assert.equal(res.statusCode, 201, res.body);
      const body = res.json();
      assert.match(body.url, /^\/uploads\/images\/case-studies\/bank-report-[0-9a-f]{10}\.pdf$/);
      assert.equal(body.contentType, 'application/pdf');
      assert.equal(body.width, null);
      assert.deepEqual(body.variants, []);
      const listed = await app.inject({
        method: 'GET',
        url: '/admin/api/media?type=pdf',
        headers: asAdmin,
      });
      assert.equal(listed.statusCode, 200, listed.body);
      assert.ok(listed.json().media.some((m: { id: number }) => m.id === body.id));
      const served = await app.inject({ method: 'GET', url: body.url });
      assert.equal(served.statusCode, 200);
      assert.equal(served.headers['content-type'], 'application/pdf');
      assert.equal(served.headers['content-disposition'], 'attachment');
      assert.deepEqual(served.rawPayload, pdf);
      const images = await app.inject({
        method: 'GET',
        url: '/api/uploaded-images',
        headers: { 'x-api-key': 'test-api-key' },
      });
      assert.equal(images.statusCode, 200, images.body);
      assert.ok(
        !images.json().images.some((image: { path: string }) => image.path === body.path),
        "the site's image index leaves the PDF out",
      );
    });

    it('answers 400 for a file declared as a PDF that is not one', async () => {
      const res = await upload(
        '/admin/api/uploads/images',
        multipart('report.pdf', 'application/pdf', Buffer.from('<html>not a pdf</html>')),
      );
      assert.equal(res.statusCode, 400);
      assert.equal(res.json().errors[0].field, 'file');
      assert.match(
        res.json().message,
        /^The file is not a PDF document: its content is not any of /,
      );
    });

    it('stores a drawing-only SVG and serves it sandboxed, never sniffed', async () => {
      const svg =
        '<?xml version="1.0" encoding="UTF-8"?>\n<!-- logo -->\n' +
        '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 2 2"><style>rect{fill:red}</style>' +
        '<rect width="2" height="2" style="opacity:.5"/></svg>';
      const res = await upload(
        '/admin/api/uploads/images',
        multipart('logo.svg', 'image/svg+xml', Buffer.from(svg)),
      );
      assert.equal(res.statusCode, 201, res.body);
      const served = await app.inject({ method: 'GET', url: res.json().url });
      assert.equal(served.statusCode, 200);
      assert.equal(
        served.headers['content-security-policy'],
        UPLOAD_HEADERS['Content-Security-Policy'],
      );
      assert.equal(served.headers['x-content-type-options'], 'nosniff');
      assert.equal(served.headers['content-disposition'], undefined);
    });

    it('answers 400 naming folder for a folder that climbs out', async () => {
      const res = await upload(
        '/admin/api/uploads/images?folder=../etc',
        multipart('a.png', 'image/png', PNG),
      );
      assert.equal(res.statusCode, 400);
      assert.equal(res.json().errors[0].field, 'folder');
    });

    it('answers 413 for a file over UPLOAD_MAX_BYTES', async () => {
      const res = await upload(
        '/admin/api/uploads/images',
        multipart('big.png', 'image/png', Buffer.alloc(4096, 1)),
      );
      assert.equal(res.statusCode, 413);
    });

    it('answers 401 without the admin token', async () => {
      const res = await upload(
        '/admin/api/uploads/images',
        multipart('a.png', 'image/png', PNG),
        {} as typeof asAdmin,
      );
      assert.equal(res.statusCode, 401);
    });
  });

  describe('GET /uploads/images/{path}', () => {
    it('serves seed images without an API key and answers 404 for missing files', async () => {
      await mkdir(path.join(uploadsDir, 'images', 'hero'), { recursive: true });
      await writeFile(
        path.join(uploadsDir, 'images', 'hero', 'h.svg'),
        '<svg xmlns="http://www.w3.org/2000/svg"/>',
      );
      const res = await app.inject({ method: 'GET', url: '/uploads/images/hero/h.svg' });
      assert.equal(res.statusCode, 200);
      assert.match(String(res.headers['content-type']), /image\/svg\+xml/);
      assert.equal(res.headers['cross-origin-resource-policy'], 'cross-origin');
      assert.match(String(res.headers['content-security-policy']), /sandbox/);
      const missing = await app.inject({ method: 'GET', url: '/uploads/images/none.png' });
      assert.equal(missing.statusCode, 404);
      const climb = await app.inject({ method: 'GET', url: '/uploads/images/../../etc/passwd' });
      assert.equal(climb.statusCode, 404);
    });

    it('serves a file that is not an image as an attachment, under the same policy', async () => {
      await writeFile(path.join(uploadsDir, 'images', 'page.html'), '<script>alert(1)</script>');
      const res = await app.inject({ method: 'GET', url: '/uploads/images/page.html' });
      assert.equal(res.statusCode, 200);
      assert.equal(res.headers['content-disposition'], 'attachment');
      assert.equal(
        res.headers['content-security-policy'],
        UPLOAD_HEADERS['Content-Security-Policy'],
      );
      assert.equal(res.headers['x-content-type-options'], 'nosniff');
    });
  });
});
