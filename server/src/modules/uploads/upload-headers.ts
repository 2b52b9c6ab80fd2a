/**
 * The headers every served upload carries, from a folder or from a bucket: a policy that lets
 * nothing in it run (opened on its own, an SVG is a document on the provider's origin), a
 * year-long cache (a file's name holds its content's hash, so an address never serves two
 * contents), and a download for anything in the store that is not an image (a PDF among them:
 * it is for taking away, and a sandboxed document would not show anyway).
 */
import { contentTypeOfImage } from './image-extension.js';

/**
 * Headers of every served upload: no script, no loads, no plugins, sandboxed as an opaque
 * origin; inline styles only, which SVG drawings use. The content type is never sniffed.
 */
export const UPLOAD_HEADERS = {
  'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
  'X-Content-Type-Options': 'nosniff',
} as const;

/** A year, as @fastify/static writes maxAge: '365d' with immutable. */
export const UPLOAD_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** The headers of a served upload beside its cache ones. */
export function uploadHeaders(file: string): Record<string, string> {
  return {
    // Page images are embedded by the site's own origin, which differs from the API's.
    'Cross-Origin-Resource-Policy': 'cross-origin',
    ...UPLOAD_HEADERS,
    // Anything else in the store (put there by hand) is downloaded, never displayed.
    ...(contentTypeOfImage(file)?.startsWith('image/')
      ? {}
      : { 'Content-Disposition': 'attachment' }),
  };
}
