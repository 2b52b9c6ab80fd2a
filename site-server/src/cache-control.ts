/** Cache policy of the built site: hashed assets are immutable, everything else revalidates. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'public, max-age=0, must-revalidate';

/** Gatsby names its bundles and the files under /static by content hash; HTML and page data change. */
export function cacheControlFor(urlPath: string): string {
  if (urlPath.startsWith('/static/')) return IMMUTABLE;
  if (/^\/[\w~.-]+-[0-9a-f]{16,}\.(js|css)$/.test(urlPath)) return IMMUTABLE;
  return REVALIDATE;
}
