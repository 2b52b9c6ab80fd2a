/**
 * The Content-Security-Policy of a built page: scripts only from the site itself, the analytics
 * host, and the page's own inline scripts by their SHA-256 hash. Nothing else inline can run,
 * so markup an editor or a visitor manages to inject cannot execute.
 */
import { createHash } from 'node:crypto';
import { parse } from 'parse5';

/** Hosts Google Analytics / Tag Manager load from and report to, once consent allows it. */
const ANALYTICS_SCRIPT_HOSTS = ['https://www.googletagmanager.com'];
const ANALYTICS_CONNECT_HOSTS = [
  'https://www.google-analytics.com',
  'https://*.google-analytics.com',
  'https://*.analytics.google.com',
  'https://www.googletagmanager.com',
];

/** The script types a browser runs (HTML's JavaScript MIME types, and modules). */
const EXECUTABLE_TYPES = new Set([
  '',
  'module',
  'application/ecmascript',
  'application/javascript',
  'application/x-ecmascript',
  'application/x-javascript',
  'text/ecmascript',
  'text/javascript',
  'text/javascript1.0',
  'text/javascript1.1',
  'text/javascript1.2',
  'text/javascript1.3',
  'text/javascript1.4',
  'text/javascript1.5',
  'text/jscript',
  'text/livescript',
  'text/x-ecmascript',
  'text/x-javascript',
]);

/** The parts of parse5's tree this module reads. */
interface HtmlNode {
  nodeName: string;
  value?: string;
  attrs?: Array<{ name: string; value: string }>;
  childNodes?: HtmlNode[];
}

/**
 * The text of every <script> element the page's markup makes, as a browser's parser makes it:
 * script-like text inside an attribute, a comment or a <textarea> is no script. Templates are
 * skipped: their scripts run only when a script copies them, which a hash would not cover anyway.
 */
function inlineScripts(node: HtmlNode, found: string[]): string[] {
  if (node.nodeName === 'script') {
    const attribute = (name: string) => node.attrs?.find((a) => a.name === name)?.value;
    const type = (attribute('type') ?? '').trim().toLowerCase();
    if (attribute('src') === undefined && EXECUTABLE_TYPES.has(type)) {
      found.push((node.childNodes ?? []).map((child) => child.value ?? '').join(''));
    }
    return found;
  }
  for (const child of node.childNodes ?? []) inlineScripts(child, found);
  return found;
}

/** Hashes of the inline scripts a browser would run (not JSON data blocks, not src scripts). */
export function inlineScriptHashes(html: string): string[] {
  const scripts = inlineScripts(parse(html) as unknown as HtmlNode, []);
  const hashes = new Set(
    scripts.map((body) => `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`),
  );
  return [...hashes].sort();
}

/** Policies by key (a page's file and version), the least recently used dropped past `max`. */
export class PolicyCache {
  private readonly entries = new Map<string, string>();
  constructor(private readonly max: number) {}

  get(key: string, make: () => string): string {
    const found = this.entries.get(key);
    if (found !== undefined) {
      this.entries.delete(key);
      this.entries.set(key, found);
      return found;
    }
    const policy = make();
    this.entries.set(key, policy);
    if (this.entries.size > this.max) this.entries.delete(this.entries.keys().next().value!);
    return policy;
  }
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
    // Forms sent without scripts post to the provider.
    `form-action 'self' ${options.connectSrc.join(' ')}`,
    "frame-ancestors 'none'",
  ].join('; ');
}
