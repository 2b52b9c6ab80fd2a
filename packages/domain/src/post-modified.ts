/**
 * When an article last changed for its readers: the date search engines read as dateModified and
 * the sitemap as lastmod. A change counts when it alters what the article shows or how search
 * results show it, while the post is public; a new slug, a schedule, a featured flag or a status
 * change alone does not (publishing is dated by the publish date itself).
 */

/** The post fields (the provider's public names) whose change readers or search engines see. */
export const PUBLIC_POST_FIELDS = [
  'Title',
  'Content',
  'Excerpt',
  'Author',
  'ImageUrl',
  'FeaturedImagePath',
  'Tags',
  'SeoTitle',
  'SeoDescription',
] as const;

/** True when a change that altered `changed` while the post is (now) public dates the article. */
export function isPublicChange(changed: readonly string[], publicAfter: boolean): boolean {
  return (
    publicAfter &&
    changed.some((field) => (PUBLIC_POST_FIELDS as readonly string[]).includes(field))
  );
}

const time = (value: string | null | undefined): number => {
  const parsed = Date.parse(value ?? '');
  return Number.isNaN(parsed) ? -Infinity : parsed;
};

/**
 * The article's last public change as the given text: UpdatedOn when it is later than the publish
 * date, else the publish date (a post never changed since, or dated after its last edit). Null
 * when neither is a date.
 */
export function articleModifiedOn(post: {
  PublishedOn?: string | null;
  UpdatedOn?: string | null;
}): string | null {
  const published = time(post.PublishedOn);
  const updated = time(post.UpdatedOn);
  if (updated === -Infinity && published === -Infinity) return null;
  return updated > published ? post.UpdatedOn! : post.PublishedOn!;
}

/** The latest of some dates (ISO text), or null when none is a date. */
export function latestDate(dates: Iterable<string | null | undefined>): string | null {
  let best: string | null = null;
  for (const date of dates) {
    if (time(date) > time(best)) best = date!;
  }
  return best;
}
