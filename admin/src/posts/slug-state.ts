/**
 * The slug while a post is written: it follows the title (by the shared slug rules) until the
 * editor types a slug of their own; clearing the slug field makes it follow the title again.
 * An existing post starts as edited, so a changed title never moves a published address.
 */
import { slugify } from '@cloud-consulting/domain/post-slug';

export interface SlugState {
  slug: string;
  /** True once the editor typed a slug (or the post already has one). */
  edited: boolean;
}

/** The title changed: a slug that follows the title follows it. */
export function titleTyped(state: SlugState, title: string): SlugState {
  if (state.edited) return state;
  return { slug: title.trim() ? slugify(title) : '', edited: false };
}

/** The editor typed in the slug field; an empty field follows the title again. */
export function slugTyped(state: SlugState, typed: string, title: string): SlugState {
  if (typed === '') return titleTyped({ slug: '', edited: false }, title);
  return { slug: typed, edited: true };
}
