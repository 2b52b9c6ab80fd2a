/**
 * The source an article's lead form stores: 'blog-post-{id}' under the article,
 * 'blog-sidebar-{id}' in its sidebar. Kept apart from the form's rules so an article page can
 * name its forms without loading the validation library.
 */

/** Where on an article the form sits; the source names it with the post's id. */
export type ArticleLeadPlace = 'post' | 'sidebar';

/** An article lead's source. */
export const ARTICLE_LEAD_SOURCE = /^blog-(post|sidebar)-(\d+)$/;

/** The place and post an article lead's source names, or null for any other source. */
export function articleLeadOf(source: string): { place: ArticleLeadPlace; postId: number } | null {
  const match = ARTICLE_LEAD_SOURCE.exec(source);
  return match ? { place: match[1] as ArticleLeadPlace, postId: Number(match[2]) } : null;
}

/** The source label stored with an article's lead, e.g. 'blog-post-12'. */
export function articleLeadSource(place: ArticleLeadPlace, postId: number | string): string {
  return `blog-${place}-${postId}`;
}

/** Whether a customer request came from an article's compact form. */
export function isArticleLeadSource(source: unknown): boolean {
  return typeof source === 'string' && ARTICLE_LEAD_SOURCE.test(source);
}
