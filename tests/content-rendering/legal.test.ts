import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import {
  LEGAL_DIR,
  headingSlug,
  renderLegalPage,
  splitTitle,
  withSectionIds,
} from '../../plugins/site-data/src/legal';

const SITE = 'https://site.example';
const DATED = "export const lastUpdated = '2025-07-19'\n\n";
const render = (mdx: string) => renderLegalPage(DATED + mdx, SITE);
const renderFile = async (file: string) =>
  renderLegalPage(await readFile(path.join(LEGAL_DIR, file), 'utf8'), SITE, file);

const PAGES = [
  {
    file: 'privacy-policy.mdx',
    title: 'Privacy Policy',
    sections: [
      ['1-introduction', '1. Introduction'],
      ['2-information-we-collect', '2. Information We Collect'],
      ['3-use-of-your-information', '3. Use of Your Information'],
      ['4-disclosure-of-your-information', '4. Disclosure of Your Information'],
      ['5-security-of-your-information', '5. Security of Your Information'],
      ['6-policy-for-children', '6. Policy for Children'],
      ['7-controls-for-do-not-track-features', '7. Controls for Do-Not-Track Features'],
      ['8-your-privacy-rights', '8. Your Privacy Rights'],
      ['9-contact-us', '9. Contact Us'],
    ],
    // One sentence of each section the spec names, so a section cannot lose its text unnoticed.
    phrases: [
      'We respect your privacy and are committed to protecting it.',
      'We store a one-way hash of your IP address rather than the address itself.',
      'We do not sell your personal information.',
      'we cannot guarantee absolute security.',
      'children under the age of 13',
      'we do not currently respond to them.',
      'unsubscribe from our newsletter using the link in any issue.',
      'We aim to reply within 1-2 business days.',
    ],
  },
  {
    file: 'terms-of-service.mdx',
    title: 'Terms of Service',
    sections: [
      ['1-agreement-to-terms', '1. Agreement to Terms'],
      ['2-intellectual-property-rights', '2. Intellectual Property Rights'],
      ['3-user-representations', '3. User Representations'],
      ['4-prohibited-activities', '4. Prohibited Activities'],
      ['5-purchases-and-payment', '5. Purchases and Payment'],
      ['6-refund-policy', '6. Refund Policy'],
      ['7-term-and-termination', '7. Term and Termination'],
      ['8-governing-law', '8. Governing Law'],
      ['9-contact-us', '9. Contact Us'],
    ],
    phrases: [
      'you are not a minor in the jurisdiction in which you reside;',
      'whether through a bot, script or otherwise;',
      'except those specifically endorsed or approved by us.',
      'third-party payment processors',
      'All payments shall be in U.S. dollars.',
      'All sales are final and no refunds will be issued.',
      'including by blocking certain IP addresses',
    ],
  },
];

describe('renderLegalPage on content/legal', () => {
  for (const page of PAGES) {
    it(`compiles ${page.file} with its title, last updated July 19, 2025, and the nine numbered sections as h2 with ids, in the table of contents`, async () => {
      const { title, lastUpdated, html, toc } = await renderFile(page.file);
      assert.equal(title, page.title);
      assert.equal(lastUpdated, 'July 19, 2025');
      assert.ok(!html.includes('<h1'), 'the title is shown by the page header, not the body');
      assert.deepEqual(
        toc,
        page.sections.map(([id, heading]) => ({ id, title: heading })),
      );
      const headings = [...html.matchAll(/<h2 id="([^"]+)">([^<]*)<\/h2>/g)].map((m) => [
        m[1],
        m[2],
      ]);
      assert.deepEqual(headings, page.sections);
    });

    it(`has the nine numbered sections in the source of ${page.file}`, async () => {
      const { title, body } = splitTitle(await readFile(path.join(LEGAL_DIR, page.file), 'utf8'));
      assert.notEqual(title, '');
      const headings = body.split('\n').filter((line) => line.startsWith('## '));
      assert.deepEqual(
        headings.map((line) => line.slice(3).trim()),
        page.sections.map(([, heading]) => heading),
      );
    });

    it(`keeps the text of ${page.file}, with no script`, async () => {
      const { html } = await renderFile(page.file);
      for (const phrase of page.phrases) assert.ok(html.includes(phrase), phrase);
      assert.ok(!/<script/i.test(html));
      assert.ok(
        html.includes('<a href="/contact-us">contact page</a>'),
        'the contact section links to the contact page',
      );
    });
  }
});

describe('renderLegalPage', () => {
  it('renders markdown and JSX to static HTML', async () => {
    const { html } = await render(
      '# T\n\n## 1. One\n\n- **bold** and <abbr title="Do Not Track">DNT</abbr>\n',
    );
    assert.equal(
      html,
      '<h2 id="1-one">1. One</h2>\n<ul>\n<li><strong>bold</strong> and <abbr title="Do Not Track">DNT</abbr></li>\n</ul>',
    );
  });

  it('renders the components the legal pages use, such as the contact page link', async () => {
    const { html } = await render(
      '# T\n\nReach us through our <ContactPageLink>contact page</ContactPageLink>.\n',
    );
    assert.equal(html, '<p>Reach us through our <a href="/contact-us">contact page</a>.</p>');
  });

  it('fails the build on a component it does not know', async () => {
    await assert.rejects(render('# T\n\n<NoSuchBlock />\n'), /NoSuchBlock/);
  });

  it("applies the blog's rules: external links open a new tab without an opener, headings stop at 4", async () => {
    const { html } = await render(
      '# T\n\n[out](https://other.example/x) [in](/contact-us)\n\n##### Five\n',
    );
    assert.ok(
      html.includes(
        '<a href="https://other.example/x" target="_blank" rel="noopener noreferrer">out</a>',
      ),
      html,
    );
    assert.ok(html.includes('<a href="/contact-us">in</a>'));
    assert.ok(html.includes('<h4>Five</h4>') && !html.includes('<h5'), html);
  });

  it('lists headings in the table of contents as they read, with quotes and ampersands', async () => {
    const { toc } = await render(`# T\n\n## Children's "Data" & You\n`);
    assert.deepEqual(toc, [{ id: 'children-s-data-you', title: `Children's "Data" & You` }]);
  });

  it('fails the build when a page has no real last-updated day', async () => {
    await assert.rejects(renderLegalPage('# T\n\nText\n', SITE, 'x.mdx'), /x\.mdx: .*lastUpdated/);
    await assert.rejects(
      renderLegalPage("export const lastUpdated = '2025-02-30'\n\n# T\n", SITE),
      /lastUpdated/,
    );
  });

  it('fails the build on invalid MDX', async () => {
    await assert.rejects(render('# T\n\n## 1. One\n\n<p>unclosed\n'));
  });
});

describe('splitTitle', () => {
  it('splits the first-level title from the body', () => {
    assert.deepEqual(splitTitle('# Terms\n\n## 1. A\n'), { title: 'Terms', body: '## 1. A\n' });
    assert.deepEqual(splitTitle('no title'), { title: '', body: 'no title' });
  });

  it('keeps the MDX exports above the title in the body', () => {
    assert.deepEqual(
      splitTitle("export const lastUpdated = '2025-07-19';\n\n# Terms\n\n## 1. A\n"),
      {
        title: 'Terms',
        body: "export const lastUpdated = '2025-07-19';\n\n## 1. A\n",
      },
    );
  });
});

describe('withSectionIds', () => {
  it('gives each section heading an id and lists it in the table of contents', () => {
    const { html, toc } = withSectionIds(
      '<h2>1. Agreement to Terms</h2><p>x</p><h2>9. Contact <em>Us</em></h2>',
    );
    assert.deepEqual(toc, [
      { id: '1-agreement-to-terms', title: '1. Agreement to Terms' },
      { id: '9-contact-us', title: '9. Contact Us' },
    ]);
    assert.ok(html.includes('<h2 id="9-contact-us">9. Contact <em>Us</em></h2>'), html);
    assert.equal(
      headingSlug('7. Controls for Do-Not-Track Features'),
      '7-controls-for-do-not-track-features',
    );
  });
});
