/**
 * What a build writes after one post edit, as the live site builds and publishes: the pages that
 * show the post (its article, the listings and tag pages it is on, the articles that list it as
 * related) and no other. The first build compiles the browser bundle from nothing, as after a
 * deploy, because that is when every page once got a new compilation hash.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pageOfFile } from '@cloud-consulting/domain/page-files';
import { startLiveSite } from '../../site-server/src/live-site';
import { ROOT } from '../../site-server/src/site-root';
import { freePort } from '../../site-server/test/support/free-port';
import { startProvider, waitForReady } from '../../scripts/processes';
import { comparePages, pagesWritten, snapshotPages } from '../../scripts/page-changes';

const ADMIN_TOKEN = 'edit-build-test-admin-token';
const API_KEY = 'local-dev-key';

interface Post {
  Id: number;
  Title: string;
  Slug: string;
}

/** The page files of a release whose text holds `text`, as pages. */
async function pagesHolding(release: string, files: Iterable<string>, text: string) {
  const holding = new Set<string>();
  for (const file of files) {
    if ((await readFile(path.join(release, file), 'utf8')).includes(text)) {
      holding.add(pageOfFile(file));
    }
  }
  return holding;
}

describe('a build after one post edit', () => {
  it('writes the pages that show the post and no other, with the same bundles', async (t) => {
    t.diagnostic('two real builds: about a minute');
    const work = await mkdtemp(path.join(tmpdir(), 'edit-build-'));
    t.after(() => rm(work, { recursive: true, force: true }));
    // Webpack's cache gone: the first build compiles the bundles as after a deploy.
    await rm(path.join(ROOT, '.cache', 'webpack'), { recursive: true, force: true });
    const provider = startProvider(
      {
        DATA_DIR: path.join(work, 'data'),
        DATABASE_URL: '',
        UPLOADS_DIR: path.join(work, 'uploads'),
        LOG_LEVEL: 'warn',
        ADMIN_TOKEN,
        SITE_REBUILD_URL: '',
      },
      await freePort(),
      'ignore',
    );
    t.after(() => provider.stop());
    await waitForReady(provider.url, provider.child);
    const port = await freePort();
    const site = await startLiveSite({
      providerUrl: provider.url,
      port,
      secret: 'edit-build-test-rebuild-secret',
      siteUrl: `http://127.0.0.1:${port}`,
      releasesDir: path.join(work, 'releases'),
      gatsbyOutput: 'pipe',
    });
    t.after(() => site.close());

    site.queue.request('first');
    await site.queue.idle();
    assert.equal(site.queue.status().lastBuild?.result, 'success');
    const first = await snapshotPages(path.join(ROOT, 'public'));
    const firstAppData = await readFile(path.join(ROOT, 'public/page-data/app-data.json'), 'utf8');

    const listed = await fetch(`${provider.url}/api/blog?pageSize=100`, {
      headers: { 'X-API-Key': API_KEY },
    });
    const posts = ((await listed.json()) as { posts: Post[] }).posts;
    // The newest post: on the first listing page, its tags' pages and others' related lists.
    const post = posts[0]!;
    const before = await pagesHolding(path.join(ROOT, 'public'), first.keys(), post.Title);
    const newTitle = `Edited ${Date.now()}`;
    const edit = await fetch(`${provider.url}/admin/api/blog/${post.Id}`, {
      method: 'PATCH',
      headers: { Authorization: `Bearer ${ADMIN_TOKEN}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ title: newTitle }),
    });
    assert.equal(edit.status, 200);

    site.queue.request('edit');
    await site.queue.idle();
    const build = site.queue.status().lastBuild;
    assert.equal(build?.result, 'success');
    const second = await snapshotPages(path.join(ROOT, 'public'));
    const after = await pagesHolding(path.join(ROOT, 'public'), second.keys(), newTitle);
    const written = pagesWritten(comparePages(first, second));

    assert.equal(
      await readFile(path.join(ROOT, 'public/page-data/app-data.json'), 'utf8'),
      firstAppData,
      'the same bundles keep the compilation hash every page carries',
    );
    assert.ok(written.includes(`/blog/${post.Slug}/`), 'the article is written');
    assert.deepEqual(after, before, 'the post is shown on the same pages under its new title');
    assert.deepEqual(written, [...after].sort(), 'exactly the pages that show the post');
    assert.ok(written.length < 15, `${written.length} pages written`);
    assert.equal(build?.pagesWritten, written.length, "the build's status counts them");
  });
});
