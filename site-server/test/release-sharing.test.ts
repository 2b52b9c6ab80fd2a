/**
 * A published release keeps its files whatever the next build does to public/, rewritten with
 * Gatsby's own writers: page data (ensureFileContent), pages (fs-extra's outputFile, as Gatsby
 * resolves it) and the copy of static/ (copyStaticDirs). Files left as they were, and the copies
 * of static/, are linked (same inode), not copied.
 */
import { afterEach, beforeEach, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { link, mkdir, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { replacedByGatsby } from '../src/gatsby-output';
import { createReleases, separateFromReleases } from '../src/releases';

const gatsby = createRequire(require.resolve('gatsby/package.json'));
const { ensureFileContent } = gatsby('./dist/utils/ensure-file-content') as {
  ensureFileContent(file: string, data: string): Promise<boolean>;
};
const { copyStaticDirs } = gatsby('./dist/utils/get-static-dir') as { copyStaticDirs(): void };
const fsExtra = gatsby('fs-extra') as { outputFile(file: string, data: string): Promise<void> };

let site: string;
let build: string;
let staticDir: string;

async function put(root: string, relative: string, text: string): Promise<void> {
  await mkdir(path.dirname(path.join(root, relative)), { recursive: true });
  await writeFile(path.join(root, relative), text);
}
const read = (root: string, relative: string) => readFile(path.join(root, relative), 'utf8');
const inode = async (root: string, relative: string) => (await stat(path.join(root, relative))).ino;

/** Gatsby's copy of static/ into public/, run where Gatsby runs it (the site's folder). */
function copyStatic(): void {
  const cwd = process.cwd();
  process.chdir(site);
  try {
    copyStaticDirs();
  } finally {
    process.chdir(cwd);
  }
}

/** A build as Gatsby writes it: static/ copied, then pages and page data written. */
async function gatsbyBuild(pages: Record<string, string>): Promise<void> {
  copyStatic();
  for (const [page, text] of Object.entries(pages)) {
    await fsExtra.outputFile(path.join(build, page, 'index.html'), `<p>${text}</p>`);
    await ensureFileContent(
      path.join(build, 'page-data', page, 'page-data.json'),
      JSON.stringify({ text }),
    );
  }
}

beforeEach(async () => {
  site = await mkdtemp(path.join(tmpdir(), 'release-sharing-'));
  build = path.join(site, 'public');
  staticDir = path.join(site, 'static');
  await put(staticDir, 'images/logo.svg', '<svg>logo</svg>');
  await put(staticDir, 'uploads/images/cover.webp', 'cover bytes');
  await gatsbyBuild({ a: 'a', b: 'b' });
});

afterEach(async () => {
  await rm(site, { recursive: true, force: true });
});

describe('a release and the next build', () => {
  it('Gatsby writes pages and page data in place and replaces its copies of static/', async () => {
    // A second name for each file, as a release sharing it would hold.
    const files = ['a/index.html', 'page-data/a/page-data.json', 'images/logo.svg'];
    const held = path.join(site, 'held');
    for (const file of files) {
      await mkdir(path.dirname(path.join(held, file)), { recursive: true });
      await link(path.join(build, file), path.join(held, file));
    }
    await put(staticDir, 'images/logo.svg', '<svg>new logo</svg>');
    await gatsbyBuild({ a: 'A' });
    assert.equal(await read(held, 'a/index.html'), '<p>A</p>');
    assert.equal(await read(held, 'page-data/a/page-data.json'), '{"text":"A"}');
    assert.equal(await read(held, 'images/logo.svg'), '<svg>logo</svg>');
    assert.equal(await read(build, 'images/logo.svg'), '<svg>new logo</svg>');
    assert.deepEqual(
      await replacedByGatsby(staticDir),
      new Set(['images/logo.svg', 'uploads/images/cover.webp']),
    );
  });

  it('keeps every published file when the next builds rewrite public/', async () => {
    const releases = createReleases(path.join(site, 'releases'));
    const publish = async () =>
      releases.publish(build, { replacedByNextBuild: await replacedByGatsby(staticDir) });
    const first = await publish();
    await new Promise((resolve) => setTimeout(resolve, 5));
    await separateFromReleases(build, await replacedByGatsby(staticDir));
    await put(staticDir, 'images/logo.svg', '<svg>new logo</svg>');
    await gatsbyBuild({ a: 'A', b: 'B' });
    assert.equal(await read(first, 'a/index.html'), '<p>a</p>');
    assert.equal(await read(first, 'page-data/b/page-data.json'), '{"text":"b"}');
    assert.equal(await read(first, 'images/logo.svg'), '<svg>logo</svg>');

    const second = await publish();
    await new Promise((resolve) => setTimeout(resolve, 5));
    await separateFromReleases(build, await replacedByGatsby(staticDir));
    await gatsbyBuild({ a: 'a again', b: 'B' });
    assert.equal(await read(second, 'a/index.html'), '<p>A</p>');
    assert.equal(await read(second, 'images/logo.svg'), '<svg>new logo</svg>');
    assert.equal(await read(first, 'a/index.html'), '<p>a</p>');
  });

  it('links unchanged files to the last release and the copies of static/ to the build', async () => {
    const releases = createReleases(path.join(site, 'releases'));
    const replaced = await replacedByGatsby(staticDir);
    const first = await releases.publish(build, { replacedByNextBuild: replaced });
    // Copied: written in place by the next build.
    assert.notEqual(await inode(first, 'a/index.html'), await inode(build, 'a/index.html'));
    // Linked: replaced by the next build.
    assert.equal(await inode(first, 'images/logo.svg'), await inode(build, 'images/logo.svg'));
    await new Promise((resolve) => setTimeout(resolve, 5));
    await gatsbyBuild({ a: 'A' });
    const second = await releases.publish(build, { replacedByNextBuild: replaced });
    assert.equal(await inode(second, 'b/index.html'), await inode(first, 'b/index.html'));
    assert.equal(
      await inode(second, 'page-data/b/page-data.json'),
      await inode(first, 'page-data/b/page-data.json'),
    );
    assert.notEqual(await inode(second, 'a/index.html'), await inode(first, 'a/index.html'));
    assert.equal(
      await inode(second, 'uploads/images/cover.webp'),
      await inode(build, 'uploads/images/cover.webp'),
    );
  });

  it('links to the release on disk when a new process publishes', async () => {
    const releasesDir = path.join(site, 'releases');
    const first = await createReleases(releasesDir).publish(build);
    await new Promise((resolve) => setTimeout(resolve, 5));
    await fsExtra.outputFile(path.join(build, 'a/index.html'), '<p>A</p>');
    const second = await createReleases(releasesDir).publish(build);
    assert.equal(await inode(second, 'b/index.html'), await inode(first, 'b/index.html'));
    assert.notEqual(await inode(second, 'a/index.html'), await inode(first, 'a/index.html'));
    assert.equal(await read(second, 'a/index.html'), '<p>A</p>');
  });

  it('gives a file that left static/ a copy of its own before the next build', async () => {
    const releases = createReleases(path.join(site, 'releases'));
    const first = await releases.publish(build, {
      replacedByNextBuild: await replacedByGatsby(staticDir),
    });
    await rm(path.join(staticDir, 'images/logo.svg'));
    await separateFromReleases(build, await replacedByGatsby(staticDir));
    assert.notEqual(await inode(build, 'images/logo.svg'), await inode(first, 'images/logo.svg'));
    assert.equal(await read(build, 'images/logo.svg'), '<svg>logo</svg>');
    await writeFile(path.join(build, 'images/logo.svg'), 'written in place');
    assert.equal(await read(first, 'images/logo.svg'), '<svg>logo</svg>');
  });
});
