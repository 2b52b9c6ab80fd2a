import { parsePostFile } from '@cloud-consulting/domain/post-file';

describe('parsePostFile', () => {
  it('reads camelCase front matter, tags as names or objects, and the slug from the file name', () => {
    const post = parsePostFile(
      [
        '---',
        'title: " Moving to Azure "',
        'publishedOn: 2026-11-01T10:00:00.000Z',
        'tags: [Azure, { name: Cloud, color: "#112233" }]',
        'featured: true',
        '---',
        '',
        'Body text.',
      ].join('\n'),
      'content/blog/03-moving-to-azure.md',
    );
    expect(post.Title).toBe('Moving to Azure');
    expect(post.Slug).toBe('moving-to-azure');
    expect(post.Content).toBe('Body text.');
    expect(post.PublishedOn).toBe('2026-11-01T10:00:00.000Z');
    expect(post.Tags).toEqual([{ Name: 'Azure' }, { Name: 'Cloud', Color: '#112233' }]);
    expect(post.Featured).toBe(true);
    expect(post.IsActive).toBe(true);
  });

  it("reads the API's PascalCase keys and keeps a given slug and switched-off flag", () => {
    const post = parsePostFile(
      [
        '---',
        'Title: Costs',
        'Slug: cloud-costs',
        'IsActive: false',
        'Tags: [{ Name: FinOps }]',
        '---',
        'x',
      ].join('\n'),
      'x.md',
    );
    expect(post.Slug).toBe('cloud-costs');
    expect(post.IsActive).toBe(false);
    expect(post.Tags).toEqual([{ Name: 'FinOps', Color: undefined }]);
  });

  it('refuses a file without a title', () => {
    expect(() => parsePostFile('---\nauthor: A\n---\nx', 'no-title.md')).toThrow(
      'no-title.md: title is missing',
    );
  });
});
