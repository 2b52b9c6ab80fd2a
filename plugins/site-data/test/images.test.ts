import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtemp, mkdir, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import {
  PARALLEL_READS,
  createImageFiles,
  imageSourceOf,
  type ImageFilesArgs,
} from '../src/images';
import { sourceHeroImages } from '../src/hero-images';

/** A small raster image; each seed draws a different one (File nodes are keyed by content). */
let seed = 0;
async function raster(format: 'png' | 'jpeg' | 'webp'): Promise<Buffer> {
  seed += 1;
  return sharp({
    create: {
      width: 40 + seed,
      height: 30,
      channels: 3,
      background: { r: (seed * 37) % 256, g: (seed * 91) % 256, b: 120 },
    },
  })
    .toFormat(format)
    .toBuffer();
}

const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>');

type Handler = (req: IncomingMessage, res: ServerResponse) => void;

/** An image host on the loopback address: each path answers as its handler says. */
async function imageHost(routes: Record<string, Handler>) {
  const requests: string[] = [];
  const server: Server = createServer((req, res) => {
    requests.push(req.url ?? '');
    const handler = routes[req.url ?? ''];
    if (handler) handler(req, res);
    else res.writeHead(404, { 'Content-Type': 'text/plain' }).end('not found');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

const send =
  (type: string, body: Buffer | string, status = 200): Handler =>
  (_req, res) =>
    void res.writeHead(status, { 'Content-Type': type }).end(body);

/** Gatsby's sourceNodes helpers, recording the nodes created and the warnings logged. */
async function gatsbyArgs() {
  const cacheDir = await mkdtemp(path.join(tmpdir(), 'image-cache-'));
  const nodes: Record<string, unknown>[] = [];
  const warnings: string[] = [];
  const store = new Map<string, unknown>();
  const args = {
    actions: { createNode: (node: Record<string, unknown>) => void nodes.push(node) },
    createNodeId: (key: string) => `node-${key}`,
    getCache: () => ({
      directory: cacheDir,
      get: async (key: string) => store.get(key),
      set: async (key: string, value: unknown) => void store.set(key, value),
    }),
    reporter: { warn: (message: string) => void warnings.push(message), info: () => undefined },
  } as unknown as ImageFilesArgs;
  return { args, nodes, warnings };
}

const files = (nodes: Record<string, unknown>[]) =>
  nodes.filter((n) => (n.internal as { type: string }).type === 'File');

describe('imageSourceOf', () => {
  const options = { staticDir: '/site/static', providerUrl: 'http://provider.test' };

  it.each([
    ['https://cdn.example/a/photo.jpg', { kind: 'url', url: 'https://cdn.example/a/photo.jpg' }],
    ['http://cdn.example/photo', { kind: 'url', url: 'http://cdn.example/photo' }],
    [
      '/images/blog/fallback-1.jpg',
      { kind: 'file', file: '/site/static/images/blog/fallback-1.jpg' },
    ],
    [
      ' /uploads/images/blog/a.png ',
      {
        kind: 'file',
        file: '/site/static/uploads/images/blog/a.png',
        url: 'http://provider.test/uploads/images/blog/a.png',
      },
    ],
    // A path cannot climb out of static/.
    ['/images/../../../etc/x.png', { kind: 'file', file: '/site/static/etc/x.png' }],
  ])('reads %s from %j', (ref, expected) => {
    expect(imageSourceOf(ref, options)).toEqual(expected);
  });

  it.each([
    ['/uploads/images/hero/hero-home.svg', 'vector (SVG) image'],
    ['https://cdn.example/logo.SVG?v=2', 'vector (SVG) image'],
    ['', 'no image'],
    [null, 'no image'],
    [undefined, 'no image'],
    ['images/relative.jpg', 'not an http(s) address or a site path'],
    ['//cdn.example/x.jpg', 'not an http(s) address or a site path'],
    ['data:image/png;base64,AAAA', 'not an http(s) address or a site path'],
  ])('leaves %j as it is: %s', (ref, reason) => {
    expect(imageSourceOf(ref, options)).toEqual({ kind: 'skip', reason });
  });
});

describe('createImageFiles', () => {
  let staticDir: string;
  beforeAll(async () => {
    staticDir = await mkdtemp(path.join(tmpdir(), 'static-'));
    await mkdir(path.join(staticDir, 'uploads', 'images', 'blog'), { recursive: true });
  });

  const config = (origin: string, timeoutMs = 2000) => ({ providerUrl: origin, timeoutMs });

  it('makes a reachable raster image a File node, once however many nodes show it', async () => {
    const png = await raster('png');
    const host = await imageHost({ '/photo.png': send('image/png', png) });
    try {
      const { args, nodes, warnings } = await gatsbyArgs();
      const images = createImageFiles(args, config(host.origin), { staticDir });
      const url = `${host.origin}/photo.png`;
      const [first, second] = await Promise.all([
        images.fileFor(url, 'post a'),
        images.fileFor(url, 'post b'),
      ]);
      expect(first).toEqual(expect.any(String));
      expect(second).toBe(first);
      expect(host.requests).toEqual(['/photo.png']);
      const [file] = files(nodes);
      expect(file).toMatchObject({ id: first, extension: 'png', name: 'photo' });
      // The File node points at the downloaded bytes, which gatsby-transformer-sharp reads.
      expect(await readFile(file!.absolutePath as string)).toEqual(png);
      expect(warnings).toEqual([]);
      expect(images.summary()).toEqual({ processed: 1, skipped: 0, failed: 0 });
    } finally {
      await host.close();
    }
  });

  it('names the file by its real format, whatever the address ends with', async () => {
    const webp = await raster('webp');
    const host = await imageHost({ '/render?id=4': send('image/webp; charset=binary', webp) });
    try {
      const { args, nodes } = await gatsbyArgs();
      const images = createImageFiles(args, config(host.origin), { staticDir });
      expect(await images.fileFor(`${host.origin}/render?id=4`, 'hero')).not.toBeNull();
      expect(files(nodes)[0]).toMatchObject({ extension: 'webp', name: 'render' });
    } finally {
      await host.close();
    }
  });

  it('reads a site path from static/ without asking the provider', async () => {
    const jpeg = await raster('jpeg');
    await writeFile(path.join(staticDir, 'uploads', 'images', 'blog', 'local.jpg'), jpeg);
    const host = await imageHost({});
    try {
      const { args, nodes } = await gatsbyArgs();
      const images = createImageFiles(args, config(host.origin), { staticDir });
      const id = await images.fileFor('/uploads/images/blog/local.jpg', 'post');
      expect(id).not.toBeNull();
      expect(files(nodes)[0]).toMatchObject({ id, extension: 'jpg' });
      expect(host.requests).toEqual([]);
    } finally {
      await host.close();
    }
  });

  it('asks the provider for an uploaded image that static/ does not hold', async () => {
    const png = await raster('png');
    const host = await imageHost({ '/uploads/images/blog/uploaded.png': send('image/png', png) });
    try {
      const { args, nodes } = await gatsbyArgs();
      const images = createImageFiles(args, config(host.origin), { staticDir });
      expect(await images.fileFor('/uploads/images/blog/uploaded.png', 'post')).not.toBeNull();
      expect(host.requests).toEqual(['/uploads/images/blog/uploaded.png']);
      expect(files(nodes)).toHaveLength(1);
    } finally {
      await host.close();
    }
  });

  it('keeps the plain image, with a warning and no node, for whatever it cannot process', async () => {
    const jpeg = await raster('jpeg');
    const photo = await sharp({
      create: {
        width: 400,
        height: 300,
        channels: 3,
        background: '#336699',
        noise: { type: 'gaussian', mean: 128, sigma: 40 },
      },
    })
      .jpeg()
      .toBuffer();
    const host = await imageHost({
      '/gone.jpg': send('text/html', '<h1>Not here</h1>', 404),
      '/error.jpg': send('image/jpeg', jpeg, 500),
      '/page.jpg': send('text/html', '<html>a page</html>'),
      '/svg-as-image': send('image/svg+xml', SVG),
      '/garbage.png': send('image/png', 'these are not pixels'),
      // The header is whole, so only decoding every pixel finds the missing half.
      '/truncated.jpg': send('image/jpeg', photo.subarray(0, Math.floor(photo.length / 2))),
      '/slow.png': (_req, res) => {
        res.writeHead(200, { 'Content-Type': 'image/png' });
        // Headers now, the body never: the timeout has to cover reading it.
        res.write(Buffer.alloc(8));
      },
    });
    try {
      const { args, nodes, warnings } = await gatsbyArgs();
      const images = createImageFiles(args, config(host.origin, 300), { staticDir });
      const cases: [string, RegExp][] = [
        [`${host.origin}/gone.jpg`, /answered 404/],
        [`${host.origin}/error.jpg`, /answered 500/],
        [`${host.origin}/page.jpg`, /is text\/html, not a raster image/],
        [`${host.origin}/svg-as-image`, /is image\/svg\+xml, not a raster image/],
        [`${host.origin}/garbage.png`, /is not an image sharp can read/],
        [`${host.origin}/truncated.jpg`, /is a damaged jpeg file/],
        [`${host.origin}/slow.png`, /could not be downloaded/],
        // Nothing listens on port 9 of the loopback address.
        ['http://127.0.0.1:9/refused.png', /could not be downloaded/],
        ['/uploads/images/blog/nowhere.png', /answered 404/],
        ['/images/missing.png', /is not a file under/],
      ];
      const started = Date.now();
      for (const [ref, reason] of cases) {
        await expect(images.fileFor(ref, 'post x')).resolves.toBeNull();
        expect(warnings.at(-1)).toMatch(reason);
        expect(warnings.at(-1)).toContain(`image ${ref} `);
        expect(warnings.at(-1)).toMatch(/a plain <img> is used \(post x\)$/);
      }
      expect(Date.now() - started).toBeLessThan(10_000);
      expect(files(nodes)).toEqual([]);
      expect(images.summary()).toEqual({ processed: 0, skipped: 0, failed: cases.length });
    } finally {
      await host.close();
    }
  });

  it(`reads at most ${PARALLEL_READS} images at once`, async () => {
    const count = PARALLEL_READS * 2 + 1;
    const bodies = await Promise.all(Array.from({ length: count }, () => raster('png')));
    let open = 0;
    let most = 0;
    const routes: Record<string, Handler> = {};
    bodies.forEach((body, i) => {
      routes[`/${i}.png`] = (_req, res) => {
        open += 1;
        most = Math.max(most, open);
        setTimeout(() => {
          open -= 1;
          send('image/png', body)(_req, res);
        }, 40);
      };
    });
    const host = await imageHost(routes);
    try {
      const { args, nodes } = await gatsbyArgs();
      const images = createImageFiles(args, config(host.origin), { staticDir });
      const ids = await Promise.all(
        bodies.map((_, i) => images.fileFor(`${host.origin}/${i}.png`, `post ${i}`)),
      );
      expect(ids.every((id) => typeof id === 'string')).toBe(true);
      expect(files(nodes)).toHaveLength(count);
      expect(most).toBe(PARALLEL_READS);
    } finally {
      await host.close();
    }
  });

  it('skips SVG and other addresses without reading them or warning', async () => {
    await writeFile(path.join(staticDir, 'uploads', 'images', 'blog', 'vector.svg'), SVG);
    const host = await imageHost({ '/vector.svg': send('image/svg+xml', SVG) });
    try {
      const { args, nodes, warnings } = await gatsbyArgs();
      const images = createImageFiles(args, config(host.origin), { staticDir });
      for (const ref of [
        '/uploads/images/blog/vector.svg',
        `${host.origin}/vector.svg`,
        null,
        '',
      ]) {
        await expect(images.fileFor(ref, 'post')).resolves.toBeNull();
      }
      expect(host.requests).toEqual([]);
      expect(nodes).toEqual([]);
      expect(warnings).toEqual([]);
      expect(images.summary()).toEqual({ processed: 0, skipped: 3, failed: 0 });
    } finally {
      await host.close();
    }
  });
});

describe('sourceHeroImages', () => {
  it('chooses every page hero from the active generated images and links its processed file', async () => {
    const staticDir = await mkdtemp(path.join(tmpdir(), 'static-'));
    await mkdir(path.join(staticDir, 'uploads', 'images', 'hero'), { recursive: true });
    await writeFile(
      path.join(staticDir, 'uploads', 'images', 'hero', 'home.webp'),
      await raster('webp'),
    );
    const { args, nodes } = await gatsbyArgs();
    const images = createImageFiles(
      args,
      { providerUrl: 'http://127.0.0.1:9', timeoutMs: 300 },
      {
        staticDir,
      },
    );
    const sourced = new Map([
      [
        'GeneratedImage',
        [
          { fileName: 'hero-home.webp', url: '/uploads/images/hero/home.webp', isActive: true },
          { fileName: 'hero-blog.webp', url: '/uploads/images/hero/blog.webp', isActive: false },
          { fileName: 'hero-blog.svg', url: '/uploads/images/hero/hero-blog.svg', isActive: true },
        ],
      ],
    ]);
    await sourceHeroImages(
      { ...args, createContentDigest: () => 'digest' } as Parameters<typeof sourceHeroImages>[0],
      images,
      sourced,
    );
    const heroes = new Map(
      nodes
        .filter((n) => (n.internal as { type: string }).type === 'HeroBannerImage')
        .map((n) => [n.page, n]),
    );
    expect(heroes.size).toBe(12);
    const [file] = files(nodes);
    expect(heroes.get('home')).toMatchObject({
      src: '/uploads/images/hero/home.webp',
      imageFile: file!.id,
    });
    // The inactive WebP is not used; the active SVG of the same name is, and stays vector.
    expect(heroes.get('blog')).toMatchObject({
      src: '/uploads/images/hero/hero-blog.svg',
      imageFile: null,
    });
    // No generated image: the catalogue's file under uploads, not in static/ here.
    expect(heroes.get('about')).toMatchObject({
      src: '/uploads/images/hero-about.webp',
      imageFile: null,
    });
  });
});
