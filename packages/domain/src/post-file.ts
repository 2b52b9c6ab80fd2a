/**
 * Reads a blog post from a markdown file with front matter. Used by the seed and by the site
 * build's content/ fallback, so both read content/blog/*.md the same way.
 */
import matter from 'gray-matter';

/** A tag as a post names it: its name and, optionally, its colour. */
export interface TagInput {
  Name: string;
  Color?: string;
}

/** A post as the admin API accepts it and a post file describes it (every field optional). */
export interface BlogPostInput {
  Title?: string;
  Slug?: string;
  Content?: string;
  Excerpt?: string | null;
  Author?: string;
  ImageUrl?: string | null;
  FeaturedImagePath?: string | null;
  Featured?: boolean;
  IsActive?: boolean;
  PublishedOn?: string;
  Tags?: TagInput[];
}

/** The file's name without its folder and its .md extension. */
function baseName(fileName: string): string {
  return fileName.replace(/^.*[\\/]/, '').replace(/\.md$/, '');
}

/** A blog post from a markdown file with front matter (camelCase or the API's PascalCase keys). */
export function parsePostFile(
  source: string,
  fileName: string,
): BlogPostInput & { Title: string; Content: string } {
  const { data, content } = matter(source);
  const get = (key: string): unknown => data[key] ?? data[key[0]!.toUpperCase() + key.slice(1)];
  const title = get('title');
  if (typeof title !== 'string' || !title.trim()) throw new Error(`${fileName}: title is missing`);
  const rawTags = (get('tags') as unknown[] | undefined) ?? [];
  const tags: TagInput[] = rawTags.map((t) =>
    typeof t === 'string'
      ? { Name: t }
      : {
          Name: String((t as Record<string, unknown>).name ?? (t as Record<string, unknown>).Name),
          Color: ((t as Record<string, unknown>).color ?? (t as Record<string, unknown>).Color) as
            string | undefined,
        },
  );
  const published = get('publishedOn');
  const optional = (key: string) => (get(key) as string | undefined) ?? undefined;
  return {
    Title: title.trim(),
    Slug: optional('slug') ?? baseName(fileName).replace(/^\d+-/, ''),
    Content: content.trim(),
    Excerpt: optional('excerpt'),
    Author: optional('author'),
    ImageUrl: optional('imageUrl'),
    FeaturedImagePath: optional('featuredImagePath'),
    Featured: get('featured') === true,
    IsActive: get('isActive') !== false,
    PublishedOn:
      published instanceof Date ? published.toISOString() : (published as string | undefined),
    Tags: tags,
  };
}
