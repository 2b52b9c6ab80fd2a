/**
 * The Content-Security-Policy of a built page: scripts only from the site itself, the analytics
 * host, and the page's own inline scripts by their SHA-256 hash. Nothing else inline can run,
 * so markup an editor or a visitor manages to inject cannot execute.
 */
import { createHash } from 'node:crypto';

/** Hosts Google Analytics / Tag Manager load from and report to, once consent allows it. */
const ANALYTICS_SCRIPT_HOSTS = ['https://www.googletagmanager.com'];
const ANALYTICS_CONNECT_HOSTS = [
  'https://www.google-analytics.com',
  'https://*.google-analytics.com',
  'https://*.analytics.google.com',
  'https://www.googletagmanager.com',
];

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
const EXECUTABLE_TYPE =
  /\btype\s*=\s*["']?(?!text\/javascript|module|application\/javascript)[^"'\s>]+/i;

/** Hashes of the inline scripts a browser would run (not JSON data blocks, not src scripts). */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(SCRIPT)) {
    const [, attributes = '', body = ''] = match;
    if (/\bsrc\s*=/.test(attributes) || EXECUTABLE_TYPE.test(attributes)) continue;
    hashes.add(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return [...hashes].sort();
}

/**
 * The policy of every answer that is not one of the site's pages: a file opened directly (an
 * uploaded or generated SVG, a JSON file) may load nothing and run nothing, cannot be framed, and
 * is sandboxed into an origin of its own.
 */
export const FILE_CSP = "default-src 'none'; frame-ancestors 'none'; sandbox";

export interface CspOptions {
  /** Origins the page calls at run time (the provider API). */
  connectSrc: string[];
}

export function contentSecurityPolicy(html: string, options: CspOptions): string {
  return [
    "default-src 'self'",
    `script-src 'self' ${[...inlineScriptHashes(html), ...ANALYTICS_SCRIPT_HOSTS].join(' ')}`,
    // theme-ui (emotion) writes its styles at run time.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    `connect-src 'self' ${[...options.connectSrc, ...ANALYTICS_CONNECT_HOSTS].join(' ')}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}
