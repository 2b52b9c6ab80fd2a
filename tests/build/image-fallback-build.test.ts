import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { runGatsby } from '../../site-server/src/gatsby-command';
import { ROOT } from '../../site-server/src/site-root';

const post = (slug: string, title: string, imageUrl: string) => `---
title: '${title}'
slug: ${slug}
author: Test Author
publishedOn: 2025-01-14T09:00:00.000Z
imageUrl: ${imageUrl}
isActive: true
---

Body of ${title}.
`;

/** The article's featured image: the <img> whose alt is the title, with its <picture> if any. */
function featured(html: string, title: string): { picture: string | null; img: string } {
  const img = new RegExp(`<img[^>]*alt="${title}"[^>]*>`).exec(html)?.[0];
  assert.ok(img, `no image for ${title}`);
  const picture = new RegExp(`<picture>(?:(?!</picture>).)*alt="${title}"`, 's').exec(html);
  return { picture: picture?.[0] ?? null, img };
}

describe('gatsby build with post and hero images', () => {
  it('processes the reachable raster images and keeps the build and a plain <img> for the rest', async (t) => {
    const png = await sharp({
      create: { width: 320, height: 180, channels: 3, background: '#1f4e79' },
    })
      .png()
      .toBuffer();
    const server = createServer((req, res) => {
      if (req.url === '/photo.png') res.writeHead(200, { 'Content-Type': 'image/png' }).end(png);
      else if (req.url === '/page.jpg')
        res.writeHead(200, { 'Content-Type': 'text/html' }).end('<p>');
      else res.writeHead(404, { 'Content-Type': 'text/plain' }).end('not found');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const contentDir = await mkdtemp(path.join(tmpdir(), 'image-content-'));
    t.after(async () => {
      server.closeAllConnections();
      server.close();
      await rm(contentDir, { recursive: true, force: true });
    });
    await mkdir(path.join(contentDir, 'blog'));
    await writeFile(
      path.join(contentDir, 'site-settings.json'),
      JSON.stringify({ SiteName: 'Image Build Co' }),
    );
    const files: [string, string, string][] = [
      ['reachable', 'Reachable photo', `${origin}/photo.png`],
      ['missing', 'Missing photo', `${origin}/gone.jpg`],
      ['not-an-image', 'Not an image', `${origin}/page.jpg`],
      ['refused', 'Refused photo', 'http://127.0.0.1:9/photo.png'],
      ['vector', 'Vector drawing', '/uploads/images/blog/cloud.svg'],
    ];
    for (const [slug, title, url] of files) {
      await writeFile(path.join(contentDir, 'blog', `${slug}.md`), post(slug, title, url));
    }
    await writeFile(
      path.join(contentDir, 'generated-images.json'),
      JSON.stringify([
        {
          fileName: 'hero-home.webp',
          url: `${origin}/photo.png`,
          generationType: 'hero-background',
          isActive: true,
        },
        {
          fileName: 'hero-azure-consulting.webp',
          url: `${origin}/gone.webp`,
          generationType: 'hero-background',
          isActive: true,
        },
      ]),
    );

    const log = await runGatsby(
      ['build'],
      {
        PROVIDER_API_URL: 'http://127.0.0.1:9',
        PROVIDER_RETRIES: '0',
        PROVIDER_TIMEOUT_MS: '2000',
        CONTENT_DIR: contentDir,
      },
      'pipe',
    );

    const flat = log.replace(/\s+/g, ' ');
    assert.match(
      flat,
      /images: 1 raster processed, 1 kept as they are \(SVG or none\), \d+ unreadable/,
    );
    assert.match(flat, /image \S+\/gone\.jpg answered 404: a plain <img> is used \(post missing\)/);
    assert.match(flat, /image \S+\/page\.jpg is text\/html, not a raster image/);
    assert.match(flat, /image http:\/\/127\.0\.0\.1:9\/photo\.png could not be downloaded/);

    const page = (slug: string) =>
      readFile(path.join(ROOT, 'public', 'blog', slug, 'index.html'), 'utf8');
    const reachable = featured(await page('reachable'), 'Reachable photo');
    assert.match(
      reachable.picture ?? '',
      /<source type="image\/webp" srcSet="\/static\/[^"]+\.webp/,
    );
    assert.match(reachable.img, /src="\/static\/[^"]+\.png"/);
    for (const [slug, title, url] of files.slice(1)) {
      const { picture, img } = featured(await page(slug), title);
      assert.equal(picture, null, `${slug} has no picture`);
      assert.ok(img.includes(`src="${url}"`), `${slug} keeps its address: ${img}`);
    }

    const home = await readFile(path.join(ROOT, 'public', 'index.html'), 'utf8');
    assert.match(home, /data-hero="home"(?:(?!data-hero=).)*<source type="image\/webp"/s);
    // Without menu records the menu-guarded pages show no hero; this page is not guarded.
    const azure = await readFile(
      path.join(ROOT, 'public', 'azure-consulting', 'index.html'),
      'utf8',
    );
    const azureHero = /data-hero="azureConsulting".*?<\/section>/s.exec(azure)?.[0] ?? '';
    assert.doesNotMatch(azureHero, /<picture>/);
    assert.match(azureHero, /src="\S+\/gone\.webp"/);
  });
});
