/**
 * The media library's rules: the alt text kept with an uploaded file, the files the site shows
 * by their name alone, and how the places that use a file are named when it cannot be deleted.
 */
import { HERO_BANNERS, HERO_KEYS } from './catalogues';

/** Long enough for a sentence describing a picture; screen readers read it whole. */
export const ALT_MAX_LENGTH = 300;
export const ALT_TOO_LONG = `The alt text may have at most ${ALT_MAX_LENGTH} characters.`;

/**
 * The alt text as it is stored: trimmed, and blank read as none (null), so "no alt text yet"
 * has one form. Counts characters, not bytes.
 */
export function normaliseAlt(
  value: string | null | undefined,
): { ok: true; alt: string | null } | { ok: false; message: string } {
  const alt = value?.trim() ?? '';
  if ([...alt].length > ALT_MAX_LENGTH) return { ok: false, message: ALT_TOO_LONG };
  return { ok: true, alt: alt === '' ? null : alt };
}

/** One place that uses a file: a post, a record of a content collection, the site settings... */
export interface MediaUsage {
  /** 'post', a content collection's name ('services', 'page-seo', ...), 'site-settings', 'hero-banner'. */
  kind: string;
  /** The record's id; null for what is not a record (a page's hero banner). */
  id: number | null;
  title: string;
}

/**
 * Files the site shows without any record naming them: a page's hero banner falls back to
 * /uploads/images/<preferred image> when no generated image names it (see chooseHeroImage).
 * Paths are relative to /uploads/images.
 */
export const CONVENTIONAL_FILES: ReadonlyArray<{ path: string; title: string }> = HERO_KEYS.map(
  (key) => ({
    path: HERO_BANNERS[key].preferredImage,
    title: `Hero banner of the page "${HERO_BANNERS[key].title}"`,
  }),
);

/** How many places a refusal names before summing up the rest. */
const NAMED_PLACES = 5;

const placeOf = (usage: MediaUsage) =>
  usage.id === null ? usage.title : `${usage.kind} "${usage.title}" (id ${usage.id})`;

/** Why a used file cannot be deleted, naming where it is used. */
export function stillUsedMessage(usage: readonly MediaUsage[]): string {
  const named = usage.slice(0, NAMED_PLACES).map(placeOf);
  const rest = usage.length - named.length;
  const places = rest > 0 ? [...named, `${rest} more`] : named;
  const list =
    places.length > 1 ? `${places.slice(0, -1).join(', ')} and ${places.at(-1)}` : places[0];
  return `This file is still used by ${list}: remove it from there before deleting it.`;
}

/** An image in Markdown: `![alt](address)`, the alt text on one line with its brackets escaped. */
export function imageMarkdown(alt: string, url: string): string {
  const text = alt
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/([\\[\]])/g, '\\$1');
  const address = /[\s()<>]/.test(url) ? `<${url.replace(/[<>]/g, encodeURIComponent)}>` : url;
  return `![${text}](${address})`;
}

/**
 * A body with an image inserted at the cursor (replacing what is selected), as a paragraph of
 * its own: blank lines are added where text touches it. Answers the new body and the cursor
 * position just after the image.
 */
export function withImageAt(
  body: string,
  selection: { start: number; end: number },
  image: string,
): { body: string; cursor: number } {
  const start = Math.max(0, Math.min(selection.start, body.length));
  const end = Math.max(start, Math.min(selection.end, body.length));
  const before = body.slice(0, start);
  const after = body.slice(end);
  const lead =
    before === '' || before.endsWith('\n\n') ? '' : before.endsWith('\n') ? '\n' : '\n\n';
  const trail =
    after === '' || after.startsWith('\n\n') ? '' : after.startsWith('\n') ? '\n' : '\n\n';
  const inserted = `${lead}${image}${trail}`;
  return {
    body: `${before}${inserted}${after}`,
    cursor: before.length + lead.length + image.length,
  };
}
