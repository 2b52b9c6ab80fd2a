import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { LEGAL_DIR, headingSlug, splitTitle, withSectionIds } from '../../../src/build/legal';

describe('legal pages', () => {
  it('splits the first-level title from the body', () => {
    expect(splitTitle('# Terms\n\n## 1. A\n')).toEqual({ title: 'Terms', body: '## 1. A\n' });
    expect(splitTitle('no title')).toEqual({ title: '', body: 'no title' });
  });

  it('keeps the MDX exports above the title in the body', () => {
    expect(splitTitle("export const lastUpdated = '2025-07-19';\n\n# Terms\n\n## 1. A\n")).toEqual({
      title: 'Terms',
      body: "export const lastUpdated = '2025-07-19';\n\n## 1. A\n",
    });
  });

  it('gives each section heading an id and lists it in the table of contents', () => {
    const { html, toc } = withSectionIds(
      '<h2>1. Agreement to Terms</h2><p>x</p><h2>9. Contact <em>Us</em></h2>',
    );
    expect(toc).toEqual([
      { id: '1-agreement-to-terms', title: '1. Agreement to Terms' },
      { id: '9-contact-us', title: '9. Contact Us' },
    ]);
    expect(html).toContain('<h2 id="9-contact-us">9. Contact <em>Us</em></h2>');
    expect(headingSlug('7. Controls for Do-Not-Track Features')).toBe(
      '7-controls-for-do-not-track-features',
    );
  });

  it.each([
    [
      'privacy-policy.mdx',
      [
        'Introduction',
        'Information We Collect',
        'Use of Your Information',
        'Disclosure of Your Information',
        'Security of Your Information',
        'Policy for Children',
        'Controls for Do-Not-Track Features',
        'Your Privacy Rights',
        'Contact Us',
      ],
    ],
    [
      'terms-of-service.mdx',
      [
        'Agreement to Terms',
        'Intellectual Property Rights',
        'User Representations',
        'Prohibited Activities',
        'Purchases and Payment',
        'Refund Policy',
        'Term and Termination',
        'Governing Law',
        'Contact Us',
      ],
    ],
  ])('%s has the nine numbered sections of the spec', async (file, sections) => {
    const { title, body } = splitTitle(await readFile(path.join(LEGAL_DIR, file), 'utf8'));
    expect(title).not.toBe('');
    const headings = body.split('\n').filter((line) => line.startsWith('## '));
    expect(headings.map((line) => line.slice(3).trim())).toEqual(
      sections.map((s, i) => `${i + 1}. ${s}`),
    );
  });
});
