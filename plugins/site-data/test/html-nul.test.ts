import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { isHtmlFile, removeNulCharacters, withoutNul } from '../src/html-nul';

describe('withoutNul', () => {
  it('drops the zero bytes and keeps every character around them whole', () => {
    const bytes = Buffer.from('Read More \u0000\u0000→ · café', 'utf8');
    expect(withoutNul(bytes)?.toString('utf8')).toBe('Read More → · café');
  });

  it('says there is nothing to do when there is no zero byte', () => {
    expect(withoutNul(Buffer.from('<p>Read More →</p>', 'utf8'))).toBeNull();
  });
});

describe('removeNulCharacters', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'html-nul-'));
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('rewrites the pages that hold NUL characters and leaves the others untouched', async () => {
    const broken = path.join(dir, 'blog.html');
    const fine = path.join(dir, 'index.html');
    await writeFile(broken, '<a href="/blog/a">Read More \u0000→</a>\u0000', 'utf8');
    await writeFile(fine, '<a href="/">Home →</a>', 'utf8');
    const fineBefore = (await stat(fine)).mtimeMs;

    const cleaned = await removeNulCharacters([fine, broken, path.join(dir, 'missing.html')]);

    expect(cleaned).toEqual([broken]);
    expect(await readFile(broken, 'utf8')).toBe('<a href="/blog/a">Read More →</a>');
    expect(await readFile(fine, 'utf8')).toBe('<a href="/">Home →</a>');
    expect((await stat(fine)).mtimeMs).toBe(fineBefore);
  });

  it('reads many pages in batches and cleans every one of them', async () => {
    const files = Array.from({ length: 40 }, (_, i) => path.join(dir, `p${i}.html`));
    await Promise.all(files.map((file, i) => writeFile(file, i % 3 ? 'ok' : 'a\u0000b')));
    const cleaned = await removeNulCharacters(files);
    expect(cleaned).toHaveLength(14);
    for (const file of files) expect(await readFile(file, 'utf8')).not.toContain('\u0000');
  });
});

describe('isHtmlFile', () => {
  it('takes the pages, the named ones too, and nothing else', () => {
    expect(['index.html', '404.html', 'blog/a/index.html'].every(isHtmlFile)).toBe(true);
    expect(['blog/a/page-data.json', 'app.js', 'index.html.map'].some(isHtmlFile)).toBe(false);
  });
});
