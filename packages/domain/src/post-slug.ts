/**
 * The address of a blog post: a slug of lower-case ASCII words joined by hyphens. The provider
 * generates one from the title when the editor gives none, and the editor app shows the same
 * slug while the title is typed, so both use these rules.
 */

/** What a given slug must look like (the admin API refuses anything else). */
export const SLUG_PATTERN = '^[a-z0-9]+(?:-[a-z0-9]+)*$';
/** The longest slug an editor may give. */
export const SLUG_MAX_LENGTH = 120;
/** The longest slug generated from a title (a long title keeps its first words). */
export const GENERATED_SLUG_LENGTH = 80;
/** The slug of a title with no letter or digit. */
export const FALLBACK_SLUG = 'post';

export const SLUG_MESSAGES = {
  taken: 'This slug is taken',
  invalid: 'A slug has lower-case letters, digits and single hyphens between words',
  tooLong: `A slug may have at most ${SLUG_MAX_LENGTH} characters`,
} as const;

/** A title (or any text) as a slug: accents dropped, '&' read as 'and', other marks as hyphens. */
export function slugify(title: string, maxLength = GENERATED_SLUG_LENGTH): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, maxLength)
    .replace(/-+$/g, '');
  return slug || FALLBACK_SLUG;
}

/** Why a given slug is refused, or null when it is a valid slug. */
export function slugError(slug: string): string | null {
  if (slug.length > SLUG_MAX_LENGTH) return SLUG_MESSAGES.tooLong;
  return new RegExp(SLUG_PATTERN).test(slug) ? null : SLUG_MESSAGES.invalid;
}

/** `base` when no post has it, else the first of base-2, base-3, ... that is free. */
export function firstFreeSlug(base: string, taken: Iterable<string>): string {
  const used = new Set(taken);
  if (!used.has(base)) return base;
  for (let n = 2; ; n += 1) {
    if (!used.has(`${base}-${n}`)) return `${base}-${n}`;
  }
}
