/**
 * What a search result shows of a post (title, address, description) and how much of the limits
 * each text uses. Search engines cut longer texts, so the snippet cuts them the same way.
 */
import {
  SEO_DESCRIPTION_MAX_LENGTH,
  SEO_TITLE_MAX_LENGTH,
  pageTitle,
} from '@cloud-consulting/domain/seo';

const ELLIPSIS = '…';

/** `text` cut to `max` characters at a word boundary when it can, ending with an ellipsis. */
export function truncate(text: string, max: number): string {
  const chars = [...text.trim()];
  if (chars.length <= max) return chars.join('');
  const cut = chars.slice(0, max - 1).join('');
  // Cut inside a word: back to the word's start, unless that drops more than half.
  const endsAtWord = /\s/.test(chars[max - 1] ?? ' ');
  const space = cut.lastIndexOf(' ');
  const kept = endsAtWord || space <= max / 2 ? cut : cut.slice(0, space);
  return `${kept.trimEnd()}${ELLIPSIS}`;
}

export interface Usage {
  count: number;
  max: number;
  over: boolean;
  /** '45 / 70 characters' */
  label: string;
}

/** How many characters of a limit a text uses. */
export function usage(text: string | null | undefined, max: number): Usage {
  const count = [...(text ?? '')].length;
  return { count, max, over: count > max, label: `${count} / ${max} characters` };
}

export interface Snippet {
  title: string;
  url: string;
  description: string;
}

export interface SnippetInput {
  title?: string | null;
  slug?: string | null;
  excerpt?: string | null;
  seoTitle?: string | null;
  seoDescription?: string | null;
}

/**
 * The result as a search engine would show the article: the SEO title (else the title) with the
 * site's name as the article's <title> has it, /blog/<slug>/, the SEO description (else the
 * excerpt); each cut to its limit.
 */
export function searchSnippet(post: SnippetInput, site: { name: string; url: string }): Snippet {
  const title = post.seoTitle?.trim() || post.title?.trim() || '';
  const description = post.seoDescription?.trim() || post.excerpt?.trim() || '';
  const host = site.url.replace(/\/+$/, '');
  return {
    title: truncate(pageTitle(title, site.name), SEO_TITLE_MAX_LENGTH),
    url: `${host}/blog/${post.slug?.trim() || '…'}/`,
    description: truncate(description, SEO_DESCRIPTION_MAX_LENGTH),
  };
}
