import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { filesUnder } from '../src/files-under';

describe('filesUnder', () => {
  it("lists every file under a folder, relative and '/'-separated and sorted, and no folder", async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'files-under-'));
    try {
      await mkdir(path.join(dir, 'blog', 'a'), { recursive: true });
      await mkdir(path.join(dir, 'empty'));
      await writeFile(path.join(dir, 'index.html'), '');
      await writeFile(path.join(dir, 'blog', 'a', 'index.html'), '');
      await writeFile(path.join(dir, 'blog', 'a', 'page-data.json'), '');
      await mkdir(path.join(dir, 'z', 'y', 'x'), { recursive: true });
      await writeFile(path.join(dir, 'z', 'y', 'x', 'deep.txt'), '');
      await writeFile(path.join(dir, 'a.txt'), '');
      expect(await filesUnder(dir)).toEqual([
        'a.txt',
        'blog/a/index.html',
        'blog/a/page-data.json',
        'index.html',
        'z/y/x/deep.txt',
      ]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('lists none for a folder that is not there', async () => {
    expect(await filesUnder(path.join(tmpdir(), 'files-under-missing-folder'))).toEqual([]);
  });
});
