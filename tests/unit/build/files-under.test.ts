import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { filesUnder } from '../../../src/build/files-under';

describe('filesUnder', () => {
  it("lists every file under a folder, relative and '/'-separated, and no folder", async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'files-under-'));
    try {
      await mkdir(path.join(dir, 'blog', 'a'), { recursive: true });
      await mkdir(path.join(dir, 'empty'));
      await writeFile(path.join(dir, 'index.html'), '');
      await writeFile(path.join(dir, 'blog', 'a', 'index.html'), '');
      await writeFile(path.join(dir, 'blog', 'a', 'page-data.json'), '');
      expect((await filesUnder(dir)).sort()).toEqual([
        'blog/a/index.html',
        'blog/a/page-data.json',
        'index.html',
      ]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('lists none for a folder that is not there', async () => {
    expect(await filesUnder(path.join(tmpdir(), 'files-under-missing-folder'))).toEqual([]);
  });
});
