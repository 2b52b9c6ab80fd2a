/** Page metadata rules: title format, robots, the default social image. */
import { DEFAULT_OG_IMAGE_HEIGHT, DEFAULT_OG_IMAGE_WIDTH } from './constants';

export const DEFAULT_TWITTER_CARD = 'summary_large_image';

/** What search results show of a title before cutting it (a post's own SEO title). */
export const SEO_TITLE_MAX_LENGTH = 70;
/** What search results show of a description before cutting it. */
export const SEO_DESCRIPTION_MAX_LENGTH = 160;

export const SEO_MESSAGES = {
  titleTooLong: `The SEO title may have at most ${SEO_TITLE_MAX_LENGTH} characters`,
  descriptionTooLong: `The SEO description may have at most ${SEO_DESCRIPTION_MAX_LENGTH} characters`,
} as const;

/** '{page title} | {site name}'; the site name alone when the page has no title. */
export const pageTitle = (title: string | null | undefined, siteName: string): string =>
  title?.trim() ? `${title.trim()} | ${siteName}` : siteName;

/** 'index, follow' and its variants; a missing flag means allowed. */
export const robotsMeta = (indexable?: boolean | null, followLinks?: boolean | null): string =>
  `${indexable === false ? 'noindex' : 'index'}, ${followLinks === false ? 'nofollow' : 'follow'}`;

export function defaultSocialImage(siteUrl: string): {
  url: string;
  width: number;
  height: number;
} {
  return {
    url: `${siteUrl.replace(/\/+$/, '')}/images/default-og-share.png`,
    width: DEFAULT_OG_IMAGE_WIDTH,
    height: DEFAULT_OG_IMAGE_HEIGHT,
  };
}

/**
 * Whether social networks show an image as a link's preview: not an SVG (they show raster
 * images only), judged by the address's path.
 */
export function isShareableImage(url: string): boolean {
  const pathOnly = url.split(/[?#]/)[0] ?? '';
  return !/\.svgz?$/i.test(pathOnly.trim());
}

/** The SEO lookup order: the path, then without its trailing slash ('/' is looked up in the list). */
export function seoLookupPaths(path: string): string[] {
  if (path === '/' || path === '') return ['/'];
  const trimmed = path.replace(/\/+$/, '');
  return trimmed === path ? [path] : [path, trimmed];
}

/** A page SEO record as the provider sends it. */
export interface PageSeoRecord {
  Path: string;
  Title?: string | null;
  MetaDescription?: string | null;
  MetaKeywords?: string | null;
  Indexable?: boolean | null;
  FollowLinks?: boolean | null;
  OgTitle?: string | null;
  OgDescription?: string | null;
  OgImageUrl?: string | null;
  TwitterCard?: string | null;
  CanonicalUrl?: string | null;
  StructuredDataJson?: string | null;
}

/** The record for a path, tolerant of a trailing slash; null when none exists. */
export function findPageSeo<T extends Pick<PageSeoRecord, 'Path'>>(
  records: readonly T[],
  path: string,
): T | null {
  for (const candidate of seoLookupPaths(path)) {
    const found = records.find((r) => r.Path === candidate);
    if (found) return found;
  }
  return null;
}

export interface PageMeta {
  title: string;
  description: string | null;
  keywords: string | null;
  robots: string;
  canonical: string;
  og: {
    title: string;
    description: string | null;
    image: string;
    width?: number;
    height?: number;
    url: string;
  };
  twitterCard: string;
  /** Parsed structured data of the record, or null when absent or not valid JSON. */
  structuredData: unknown;
}

const text = (value: string | null | undefined): string | null => value?.trim() || null;

function absolute(url: string, siteUrl: string): string {
  if (/^https?:\/\//i.test(url)) return url;
  return `${siteUrl.replace(/\/+$/, '')}/${url.replace(/^\/+/, '')}`;
}

/**
 * Every head tag of a page: the SEO record's values where it has them, else the page's own
 * title and description, the default social image and card.
 */
export function pageMeta(
  record: PageSeoRecord | null,
  page: {
    path: string;
    title?: string | null;
    description?: string | null;
    /** The page's own picture (a post's image): shared unless the SEO record names one or it is an SVG. */
    image?: string | null;
  },
  site: { siteName: string; siteUrl: string },
): PageMeta {
  const ownTitle = text(record?.Title) ?? text(page.title);
  const description = text(record?.MetaDescription) ?? text(page.description);
  const url = absolute(page.path, site.siteUrl);
  const ownImage = text(page.image);
  const image =
    text(record?.OgImageUrl) ?? (ownImage && isShareableImage(ownImage) ? ownImage : null);
  const fallbackImage = defaultSocialImage(site.siteUrl);
  let structuredData: unknown = null;
  if (text(record?.StructuredDataJson)) {
    try {
      structuredData = JSON.parse(record!.StructuredDataJson!);
    } catch {
      structuredData = null;
    }
  }
  return {
    title: pageTitle(ownTitle, site.siteName),
    description,
    keywords: text(record?.MetaKeywords),
    robots: robotsMeta(record?.Indexable, record?.FollowLinks),
    canonical: text(record?.CanonicalUrl)
      ? absolute(record!.CanonicalUrl!.trim(), site.siteUrl)
      : url,
    og: {
      title: text(record?.OgTitle) ?? ownTitle ?? site.siteName,
      description: text(record?.OgDescription) ?? description,
      image: image ? absolute(image, site.siteUrl) : fallbackImage.url,
      ...(image ? {} : { width: fallbackImage.width, height: fallbackImage.height }),
      url,
    },
    twitterCard: text(record?.TwitterCard) ?? DEFAULT_TWITTER_CARD,
    structuredData,
  };
}

/**
 * JSON for a <script type="application/ld+json"> element: '<' is escaped so no value (an
 * editor's SEO record, a post title) can close the element and inject markup.
 */
export const jsonLd = (value: unknown): string =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
