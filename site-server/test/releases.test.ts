import { afterEach, beforeEach, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdir, mkdtemp, readdir, readFile, readlink, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createReleases } from '../src/releases';

let dir: string;
let build: string;

async function put(relative: string, text: string): Promise<void> {
  const file = path.join(build, relative);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, text);
}

const read = (root: string, relative: string) => readFile(path.join(root, relative), 'utf8');
const inode = async (root: string, relative: string) => (await stat(path.join(root, relative))).ino;

beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'releases-'));
  build = path.join(dir, 'public');
  await put('index.html', '<p>home</p>');
  await put('blog/a/index.html', '<p>a</p>');
  await put('blog/b/index.html', '<p>b</p>');
});

afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('releases of the built site', () => {
  it('share the files a build left unchanged, and copy the changed and the new ones', async () => {
    const releases = createReleases(path.join(dir, 'releases'));
    const first = await releases.publish(build);
    // Later, in another build: one page changes (same size), one goes, one is new.
    await new Promise((resolve) => setTimeout(resolve, 5));
    await put('blog/a/index.html', '<p>A</p>');
    await rm(path.join(build, 'blog/b'), { recursive: true });
    await put('blog/c/index.html', '<p>c</p>');
    const second = await releases.publish(build);

    assert.equal(releases.current(), second);
    assert.equal(await inode(second, 'index.html'), await inode(first, 'index.html'));
    assert.notEqual(
      await inode(second, 'blog/a/index.html'),
      await inode(first, 'blog/a/index.html'),
    );
    assert.equal(await read(second, 'blog/a/index.html'), '<p>A</p>');
    assert.equal(await read(first, 'blog/a/index.html'), '<p>a</p>');
    assert.deepEqual((await readdir(path.join(second, 'blog'))).sort(), ['a', 'c']);
    assert.equal(await read(second, 'blog/c/index.html'), '<p>c</p>');
  });

  it('tell which files a build wrote: the changed and the new ones, not the first release', async () => {
    const releases = createReleases(path.join(dir, 'releases'));
    const told: string[][] = [];
    const onWritten = (files: string[]) => void told.push(files);
    await releases.publish(build, { onWritten });
    assert.deepEqual(told, [], 'a first release has nothing to compare with');
    await new Promise((resolve) => setTimeout(resolve, 5));
    await put('blog/a/index.html', '<p>A</p>');
    await put('blog/c/index.html', '<p>c</p>');
    await releases.publish(build, { onWritten });
    assert.deepEqual(told, [['blog/a/index.html', 'blog/c/index.html']]);
    await releases.publish(build, { onWritten });
    assert.deepEqual(told[1], [], 'an unchanged build wrote nothing');
  });

  it('stay as published while the next build writes into its folder', async () => {
    const releases = createReleases(path.join(dir, 'releases'));
    const first = await releases.publish(build);
    await writeFile(path.join(build, 'index.html'), '<p>half-writ');
    assert.equal(await read(first, 'index.html'), '<p>home</p>');
    const second = await releases.publish(build);
    await writeFile(path.join(build, 'index.html'), '<p>again</p>');
    assert.equal(await read(second, 'index.html'), '<p>half-writ');
  });

  it('keep the live release whole when older ones are removed', async () => {
    const releases = createReleases(path.join(dir, 'releases'), 1);
    await releases.publish(build);
    const second = await releases.publish(build);
    await releases.idle();
    assert.deepEqual((await readdir(path.join(dir, 'releases'))).sort(), [
      path.basename(second),
      'current',
    ]);
    assert.equal(await read(second, 'index.html'), '<p>home</p>');
    assert.equal(await read(second, 'blog/b/index.html'), '<p>b</p>');
  });

  it('point the current link at the live release, for a server in another process', async () => {
    const releases = createReleases(path.join(dir, 'releases'));
    await releases.publish(build);
    await put('index.html', '<p>new home</p>');
    const second = await releases.publish(build);
    const link = path.join(dir, 'releases', 'current');
    assert.equal(await readlink(link), path.basename(second));
    assert.equal(await read(link, 'index.html'), '<p>new home</p>');
  });

  it('keep the live release when the step before the switch fails, and drop the new one', async () => {
    const releases = createReleases(path.join(dir, 'releases'));
    const first = await releases.publish(build);
    await put('index.html', '<p>never live</p>');
    let seen = '';
    await assert.rejects(
      releases.publish(build, {
        beforeSwitch: async (release) => {
          seen = await read(release, 'index.html');
          throw new Error('upload failed');
        },
      }),
      /upload failed/,
    );
    assert.equal(seen, '<p>never live</p>');
    assert.equal(releases.current(), first);
    assert.equal(await readlink(path.join(dir, 'releases', 'current')), path.basename(first));
    assert.deepEqual((await readdir(path.join(dir, 'releases'))).sort(), [
      path.basename(first),
      'current',
    ]);
  });
});
