import {
  EMPTY,
  changedFieldsText,
  readableDifferences,
  valueText,
} from '../src/posts/revision-diff';

describe('a kept version set against the post now', () => {
  it('shows the body as line changes and short texts as word changes', () => {
    const [body, title] = readableDifferences([
      { field: 'content', revision: '# Old\n\nSame line\n', current: '# New\n\nSame line\n' },
      { field: 'title', revision: 'Old title', current: 'New title' },
    ]);
    expect(body).toMatchObject({ label: 'Body', before: null, after: null });
    expect(body!.changes).toEqual([
      { text: '# Old\n', kind: 'removed' },
      { text: '# New\n', kind: 'added' },
      { text: '\nSame line\n', kind: 'same' },
    ]);
    expect(title!.changes).toEqual([
      { text: 'Old', kind: 'removed' },
      { text: 'New', kind: 'added' },
      { text: ' title', kind: 'same' },
    ]);
  });

  it('shows a text that had no value as all added', () => {
    const [seo] = readableDifferences([{ field: 'seoTitle', revision: null, current: 'Now' }]);
    expect(seo!.changes).toEqual([{ text: 'Now', kind: 'added' }]);
  });

  it('shows tags, switches, dates and empty values as short texts', () => {
    const [tags, featured, status] = readableDifferences(
      [
        { field: 'tags', revision: [{ name: 'Azure' }, { name: 'AKS' }], current: [] },
        { field: 'featured', revision: true, current: false },
        { field: 'status', revision: 'draft', current: null },
      ],
      'en-GB',
    );
    expect(tags).toMatchObject({ label: 'Tags', before: 'Azure, AKS', after: EMPTY });
    expect(featured).toMatchObject({ before: 'Yes', after: 'No', changes: null });
    expect(status).toMatchObject({ before: 'draft', after: EMPTY });
    expect(valueText('publishAt', '2026-03-02T09:00:00.000Z', 'en-GB')).toMatch(/2 Mar 2026/);
    expect(valueText('publishAt', 'not a date')).toBe('not a date');
  });

  it('names the changed fields in words', () => {
    expect(changedFieldsText(['title', 'content', 'tags'])).toBe('Title, Body and Tags');
    expect(changedFieldsText(['seoTitle'])).toBe('SEO title');
    expect(changedFieldsText([])).toBe('Nothing');
  });
});
