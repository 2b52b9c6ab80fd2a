import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pageFiles, removeStalePages, stalePageFiles } from '../src/stale-pages';

describe('pageFiles', () => {
  it.each([
    ['/', ['index.html', 'page-data/index/page-data.json']],
    ['/blog', ['blog/index.html', 'page-data/blog/page-data.json']],
    [
      '/blog/zero-trust/',
      ['blog/zero-trust/index.html', 'page-data/blog/zero-trust/page-data.json'],
    ],
  ])('%s is written to %j', (pagePath, files) => {
    expect(pageFiles(pagePath)).toEqual(files);
  });
});

describe('stalePageFiles', () => {
  const publicFiles = [
    'index.html',
    'page-data/index/page-data.json',
    'blog/index.html',
    'page-data/blog/page-data.json',
    'blog/kept-post/index.html',
    'page-data/blog/kept-post/page-data.json',
    'blog/offline-post/index.html',
    'page-data/blog/offline-post/page-data.json',
    'page-data/app-data.json',
    'page-data/sq/d/123.json',
    '404.html',
    'app-1234.js',
    'rss.xml',
    'docs/index.html',
  ];

  it('names the files of pages the build no longer has, and nothing else', () => {
    expect(
      stalePageFiles(
        publicFiles,
        ['/', '/blog', '/blog/kept-post', '/404/', '/404.html'],
        ['docs/index.html'],
      ),
    ).toEqual(['blog/offline-post/index.html', 'page-data/blog/offline-post/page-data.json']);
  });

  it('keeps everything when every page is current', () => {
    expect(
      stalePageFiles(publicFiles, ['/', '/blog', '/blog/kept-post', '/blog/offline-post', '/docs']),
    ).toEqual([]);
  });
});

describe('removeStalePages', () => {
  let root: string;
  beforeEach(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'stale-pages-'));
  });
  afterEach(() => rm(root, { recursive: true, force: true }));

  const write = async (file: string) => {
    await mkdir(path.dirname(path.join(root, file)), { recursive: true });
    await writeFile(path.join(root, file), 'x');
  };

  it('deletes a stale page and the folders it leaves empty, keeping static files', async () => {
    for (const file of [
      'public/index.html',
      'public/blog/index.html',
      'public/blog/gone/index.html',
      'public/page-data/blog/gone/page-data.json',
      'public/blog/gone-too/deeper/index.html',
      'public/legacy/index.html',
      'static/legacy/index.html',
    ]) {
      await write(file);
    }
    const removed = await removeStalePages(path.join(root, 'public'), path.join(root, 'static'), [
      '/',
      '/blog',
    ]);
    expect(removed.sort()).toEqual([
      'blog/gone-too/deeper/index.html',
      'blog/gone/index.html',
      'page-data/blog/gone/page-data.json',
    ]);
    expect(existsSync(path.join(root, 'public/blog/gone'))).toBe(false);
    expect(existsSync(path.join(root, 'public/blog/gone-too'))).toBe(false);
    expect(existsSync(path.join(root, 'public/page-data'))).toBe(false);
    expect(existsSync(path.join(root, 'public/blog/index.html'))).toBe(true);
    expect(existsSync(path.join(root, 'public/legacy/index.html'))).toBe(true);
  });

  it('takes the list of public files when given one, and walks public/ no more', async () => {
    for (const file of ['public/index.html', 'public/old/index.html', 'public/older/index.html']) {
      await write(file);
    }
    const removed = await removeStalePages(
      path.join(root, 'public'),
      path.join(root, 'static'),
      ['/'],
      ['index.html', 'old/index.html'],
    );
    expect(removed).toEqual(['old/index.html']);
    expect(existsSync(path.join(root, 'public/old'))).toBe(false);
    expect(existsSync(path.join(root, 'public/older/index.html'))).toBe(true);
  });
});
