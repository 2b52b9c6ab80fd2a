import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ARTICLE_NOT_FOUND_PAGES } from '@cloud-consulting/domain/blog';
import { runGatsby } from '../../site-server/src/gatsby-command';
import { ROOT } from '../../site-server/src/site-root';

describe('gatsby build with zero records', () => {
  it('builds every page when the provider is down and content/ holds only the site settings', async (t) => {
    const contentDir = await mkdtemp(path.join(tmpdir(), 'empty-content-'));
    t.after(() => rm(contentDir, { recursive: true, force: true }));
    await writeFile(
      path.join(contentDir, 'site-settings.json'),
      JSON.stringify({ SiteName: 'Zero Records Co' }),
    );

    const log = await runGatsby(
      ['build'],
      { PROVIDER_API_URL: 'http://127.0.0.1:9', PROVIDER_RETRIES: '0', CONTENT_DIR: contentDir },
      'pipe',
    );

    assert.match(log, /blog: 0 posts from content\/blog/);
    assert.match(log, /faq: 0 records from content\/faq\.json/);
    const home = await readFile(path.join(ROOT, 'public', 'index.html'), 'utf8');
    assert.match(home, /Zero Records Co/);
    // Gatsby removes the pages of earlier builds; the listing (blog/index.html) and the article
    // "not found" pages stay, no article.
    const blogDir = path.join(ROOT, 'public', 'blog');
    const notFound = ARTICLE_NOT_FOUND_PAGES.map(
      (page) => `${page.path.replace('/blog/', '')}/index.html`,
    );
    const pages = existsSync(blogDir)
      ? (await readdir(blogDir, { recursive: true })).filter(
          (f) =>
            String(f).endsWith('.html') &&
            String(f) !== 'index.html' &&
            !notFound.includes(String(f)),
        )
      : [];
    assert.deepEqual(pages, []);
    for (const file of notFound) {
      assert.ok(
        existsSync(path.join(blogDir, file)),
        `the article "not found" page ${file} is built`,
      );
    }
  });
});
