/**
 * The posts content/ seeds are real articles with pictures of their own: each 800 to 1,500
 * words with sections, each illustrated by a picture no other post shows, that exists and
 * carries no words; and no hero or service picture carries a watermark word.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { countWords } from '@cloud-consulting/domain/patterns';
import { buildConfigFromEnv } from '../../plugins/site-data/src/config';
import { readContentPosts } from '../../plugins/site-data/src/blog';

const ROOT = path.resolve(__dirname, '..', '..');
const STATIC = path.join(ROOT, 'static');

describe('seeded posts', () => {
  it('are real-length articles with sections, the draft included', async () => {
    const dir = path.join(buildConfigFromEnv({}).contentDir, 'blog');
    const files = (await readdir(dir)).filter((file) => file.endsWith('.md'));
    assert.ok(files.length >= 12);
    for (const file of files) {
      const body = (await readFile(path.join(dir, file), 'utf8'))
        .split(/^---$/m)
        .slice(2)
        .join('---');
      const words = countWords(body);
      assert.ok(words >= 800 && words <= 1500, `${file}: ${words} words`);
      assert.ok((body.match(/^## /gm) ?? []).length >= 3, `${file}: fewer than 3 sections`);
    }
  });

  it('each show a picture of their own, which exists and has no words on it', async () => {
    const posts = await readContentPosts(buildConfigFromEnv({}).contentDir);
    const images = posts.map((post) => post.ImageUrl);
    assert.equal(new Set(images).size, images.length, `shared pictures: ${images.join(', ')}`);
    for (const image of images) {
      assert.ok(image, 'a post without a picture');
      const file = await readFile(path.join(STATIC, image!));
      if (image!.endsWith('.svg')) assert.doesNotMatch(file.toString(), /<text/, image!);
    }
  });

  it('heroes and service pictures carry no watermark word', async () => {
    for (const folder of ['hero', 'services', 'blog']) {
      const dir = path.join(STATIC, 'uploads', 'images', folder);
      for (const file of (await readdir(dir)).filter((name) => name.endsWith('.svg'))) {
        assert.doesNotMatch(await readFile(path.join(dir, file), 'utf8'), /<text/, file);
      }
    }
  });
});
