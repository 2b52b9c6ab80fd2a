import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { isExternalLink, renderMarkdown } from '@cloud-consulting/markdown/render-markdown';

const SITE = 'https://site.example';
const render = async (md: string) => (await renderMarkdown(md, SITE)).html;

describe('renderMarkdown', () => {
  it('renders headings 1 to 4 and caps deeper ones at 4', async () => {
    const html = await render(
      '# One\n\n## Two\n\n### Three\n\n#### Four\n\n##### Five\n\n###### Six',
    );
    for (const [tag, text] of [
      ['h1', 'One'],
      ['h2', 'Two'],
      ['h3', 'Three'],
      ['h4', 'Four'],
      ['h4', 'Five'],
      ['h4', 'Six'],
    ]) {
      assert.ok(html.includes(`<${tag}>${text}</${tag}>`), `${tag} ${text} in ${html}`);
    }
    assert.ok(!html.includes('<h5') && !html.includes('<h6'));
  });

  it('renders bullet lists, block quotes, bold, italic and inline code', async () => {
    const html = await render('- one\n- two\n\n> quoted\n\n**bold** and *italic* and `code`');
    assert.match(html, /<ul>\s*<li>one<\/li>\s*<li>two<\/li>\s*<\/ul>/);
    assert.match(html, /<blockquote>\s*<p>quoted<\/p>\s*<\/blockquote>/);
    assert.ok(html.includes('<strong>bold</strong>'));
    assert.ok(html.includes('<em>italic</em>'));
    assert.ok(html.includes('<code>code</code>'));
  });

  it('highlights fenced code at build time and marks its language', async () => {
    const html = await render('```ts\nconst answer: number = 42;\n```');
    assert.match(html, /<pre data-language="ts"><code class="language-ts">/);
    assert.match(html, /<span class="token keyword">const<\/span>/);
    assert.match(html, /<span class="token number">42<\/span>/);
  });

  it('leaves code in an unknown language as escaped text', async () => {
    const html = await render('```nosuchlang\n<b>x</b>\n```');
    assert.ok(html.includes('data-language="nosuchlang"'));
    assert.ok(html.includes('&#x3C;b>x&#x3C;/b>'));
  });

  it('keeps a language made of letters, digits and + # - (c++, c#, objective-c)', async () => {
    for (const language of ['c++', 'csharp', 'c#', 'objective-c', 'f#']) {
      const html = await render(`\`\`\`${language}\nx\n\`\`\``);
      assert.ok(html.includes(`data-language="${language}"`), `${language} in ${html}`);
    }
  });

  it('drops a fence language that is not a plain name, so it cannot carry markup', async () => {
    const html = await render('```"><script>alert(1)</script>\nx\n```');
    assert.ok(!html.includes('script'), html);
    assert.ok(!html.includes('alert'), html);
    assert.match(html, /<pre data-language="text"><code>x\n<\/code><\/pre>/);
  });

  it('opens external links in a new tab without an opener, and keeps site links in place', async () => {
    const html = await render(
      '[out](https://other.example/x) [in](https://site.example/blog) [rel](/about)',
    );
    assert.ok(
      html.includes(
        '<a href="https://other.example/x" target="_blank" rel="noopener noreferrer">out</a>',
      ),
    );
    assert.ok(html.includes('<a href="https://site.example/blog">in</a>'));
    assert.ok(html.includes('<a href="/about">rel</a>'));
  });

  it('does not render raw HTML or script from a post', async () => {
    const html = await render(
      'Hello <script>alert(1)</script> <img src=x onerror="alert(2)">\n\n<div onclick="x()">block</div>',
    );
    assert.ok(!html.includes('<script'));
    assert.ok(!html.includes('onerror'));
    assert.ok(!html.includes('onclick'));
    assert.ok(!html.includes('<div'));
  });

  it('drops javascript: links', async () => {
    const html = await render('[click](javascript:alert(1))');
    assert.ok(!html.includes('javascript:'));
  });
});

describe('isExternalLink', () => {
  it('compares hosts', () => {
    assert.equal(isExternalLink('https://other.example', SITE), true);
    assert.equal(isExternalLink('http://site.example/a', SITE), false);
    assert.equal(isExternalLink('/a', SITE), false);
    assert.equal(isExternalLink('mailto:a@b.c', SITE), false);
  });

  it('gives an uploaded body image a srcset naming only the copies that exist', async () => {
    const known: Record<string, { width: number; variantWidths: number[] }> = {
      '/uploads/images/blog/wide-1.jpg': { width: 1600, variantWidths: [480, 960] },
      '/uploads/images/blog/narrow-2.png': { width: 700, variantWidths: [480] },
      '/uploads/images/blog/tiny-3.png': { width: 300, variantWidths: [] },
    };
    const { html } = await renderMarkdown(
      '![Wide](/uploads/images/blog/wide-1.jpg)\n\n![Narrow](/uploads/images/blog/narrow-2.png)' +
        '\n\n![Tiny](/uploads/images/blog/tiny-3.png)\n\n![Elsewhere](https://cdn.test/a.jpg)',
      SITE,
      (url) => known[url],
    );
    assert.match(
      html,
      /<img src="\/uploads\/images\/blog\/wide-1.jpg" alt="Wide" srcset="\/uploads\/images\/blog\/wide-1-480w.jpg 480w, \/uploads\/images\/blog\/wide-1-960w.jpg 960w, \/uploads\/images\/blog\/wide-1.jpg 1600w" sizes="[^"]+"/,
    );
    assert.ok(
      html.includes(
        'srcset="/uploads/images/blog/narrow-2-480w.png 480w, /uploads/images/blog/narrow-2.png 700w"',
      ),
      html,
    );
    assert.ok(!html.includes('narrow-2-960w'), 'no copy that was not made');
    assert.match(html, /<img src="\/uploads\/images\/blog\/tiny-3.png" alt="Tiny" loading="lazy"/);
    assert.match(html, /<img src="https:\/\/cdn.test\/a.jpg" alt="Elsewhere" loading="lazy"/);
  });
});
