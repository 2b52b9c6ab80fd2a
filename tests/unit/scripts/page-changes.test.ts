import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  comparePages,
  pageFilesWritten,
  pagesWritten,
  snapshotPages,
  writtenByKind,
} from '../../../scripts/page-changes';

describe('comparePages', () => {
  it('lists changed, new and removed pages, and counts them together', () => {
    const before = new Map([
      ['a/index.html', '1'],
      ['b/index.html', '2'],
      ['page-data/a/page-data.json', '3'],
    ]);
    const after = new Map([
      ['a/index.html', '1'],
      ['b/index.html', '9'],
      ['c/index.html', '4'],
    ]);
    const changes = comparePages(before, after);
    expect(changes).toEqual({
      changed: ['b/index.html'],
      added: ['c/index.html'],
      removed: ['page-data/a/page-data.json'],
    });
    expect(pageFilesWritten(changes)).toBe(3);
    expect(pagesWritten(changes)).toEqual(['/a/', '/b/', '/c/']);
    expect(writtenByKind(changes)).toEqual({ html: 2, pageData: 1 });
  });

  it('finds nothing written between equal snapshots', () => {
    const same = new Map([['a/index.html', '1']]);
    expect(pageFilesWritten(comparePages(same, new Map(same)))).toBe(0);
    expect(pagesWritten(comparePages(same, new Map(same)))).toEqual([]);
  });
});

describe('snapshotPages', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'page-changes-'));
    await mkdir(path.join(dir, 'blog', 'post'), { recursive: true });
    await mkdir(path.join(dir, 'page-data', 'blog'), { recursive: true });
    await writeFile(path.join(dir, 'blog', 'post', 'index.html'), '<h1>Old</h1>');
    await writeFile(path.join(dir, 'page-data', 'blog', 'page-data.json'), '{}');
    await writeFile(path.join(dir, 'app.js'), 'js');
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('finds a page whose content changed on disk, and not one rewritten unchanged', async () => {
    const before = await snapshotPages(dir);
    expect([...before.keys()].sort()).toEqual([
      'blog/post/index.html',
      'page-data/blog/page-data.json',
    ]);
    await writeFile(path.join(dir, 'blog', 'post', 'index.html'), '<h1>New</h1>');
    await writeFile(path.join(dir, 'page-data', 'blog', 'page-data.json'), '{}');
    await writeFile(path.join(dir, 'app.js'), 'other js');
    expect(comparePages(before, await snapshotPages(dir))).toEqual({
      changed: ['blog/post/index.html'],
      added: [],
      removed: [],
    });
  });
});
