/**
 * What the site server answers, written down for other hosts, into each release:
 *
 * - `_redirects` (Netlify, Cloudflare Pages): the build's redirects, then the client-only routes
 *   as rewrites (the article "not found" page with 404, as the site server answers it).
 * - `redirects.nginx.conf`: the same redirects as nginx maps (usage in docs/deploying.md).
 * - `_headers` (Netlify, Cloudflare Pages): the security headers of every answer, and per page
 *   its Content-Security-Policy (its inline scripts' hashes) and Cache-Control; per file, or per
 *   folder without pages, the restrictive file policy and the file's Cache-Control.
 *
 * A header is set by one rule only for any path (never by `/*` and a narrower rule both): hosts
 * differ in how they merge one header from several rules, and two policies would both apply.
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { isArticleNotFoundPage } from '@cloud-consulting/domain/blog';
import {
  clientRoutesOf,
  fileCandidates,
  redirectsOf,
  REVALIDATE,
  SECURITY_HEADERS,
  UPLOADS_PREFIX,
} from './app';
import { cacheControlFor } from './cache-control';
import { contentSecurityPolicy, FILE_CSP, type CspOptions } from './csp';

export const REDIRECTS_FILE = '_redirects';
export const HEADERS_FILE = '_headers';
export const NGINX_REDIRECTS_FILE = 'redirects.nginx.conf';

/** A redirect the site server answers: from a path with no file of its own. */
export interface Redirect {
  from: string;
  to: string;
  status: number;
}

/** The build's files, as the site server resolves addresses against them (one walk, no stat each). */
class BuildFiles {
  private constructor(readonly all: readonly string[]) {
    this.known = new Set(all);
  }
  private readonly known: Set<string>;

  static async of(root: string): Promise<BuildFiles> {
    return new BuildFiles((await filesUnder(root)).sort());
  }

  /** The file answering an address, as app.ts resolveFile finds it. */
  resolve(urlPath: string): string | null {
    return fileCandidates(urlPath).find((candidate) => this.known.has(candidate)) ?? null;
  }
}

/**
 * The redirects the site server answers, each from its path with and without a trailing slash
 * (it ignores one): only paths that are no file, as a file wins over a redirect.
 */
async function answeredRedirects(root: string, files: BuildFiles): Promise<Redirect[]> {
  const found: Redirect[] = [];
  for (const [from, { to, status }] of Object.entries(await redirectsOf(root))) {
    // The site server looks a path up without its trailing slash: a key with one never matches.
    if (from !== '/' && from.endsWith('/')) continue;
    for (const variant of from === '/' ? [from] : [from, `${from}/`]) {
      if (!files.resolve(variant)) found.push({ from: variant, to, status });
    }
  }
  return found.sort((a, b) => a.from.localeCompare(b.from));
}

async function redirectsFile(root: string, files: BuildFiles): Promise<string> {
  const lines = [
    "# The site server's redirects and client-only routes (site-server/src/static-host.ts).",
    '# Netlify and Cloudflare Pages format. On Netlify a file at an address wins over a rule,',
    '# as on the site server; Cloudflare Pages takes only 200 and 3xx rules (it skips the 404',
    '# line) and applies a matching rule even where a file exists.',
  ];
  // The trailing-slash variants are left to the host, which matches either (Cloudflare Pages
  // also caps a file at 2,000 exact redirects).
  for (const r of await answeredRedirects(root, files)) {
    if (!r.from.endsWith('/') || r.from === '/') lines.push(`${r.from} ${r.to} ${r.status}`);
  }
  for (const route of await clientRoutesOf(root)) {
    const file = files.resolve(route.path);
    if (!file) continue;
    const status = isArticleNotFoundPage(route.path) ? 404 : 200;
    lines.push(`${route.matchPath} /${file} ${status}`);
  }
  return `${lines.join('\n')}\n`;
}

function nginxString(value: string): string {
  return `"${value.replace(/["\\]/g, '\\$&')}"`;
}

async function nginxRedirectsFile(root: string, files: BuildFiles): Promise<string> {
  const redirects = await answeredRedirects(root, files);
  const map = (status: number) => [
    `map $uri $site_redirect_${status} {`,
    '  default "";',
    ...redirects
      .filter((r) => r.status === status)
      .map((r) => `  ${nginxString(r.from)} ${nginxString(r.to)};`),
    '}',
  ];
  return [
    "# The site server's redirects for nginx (site-server/src/static-host.ts); see",
    '# docs/deploying.md. Include this file in the http block; in the server block:',
    '#   absolute_redirect off;',
    '#   if ($site_redirect_301) { return 301 $site_redirect_301; }',
    '#   if ($site_redirect_302) { return 302 $site_redirect_302; }',
    ...map(301),
    ...map(302),
    '',
  ].join('\n');
}

interface HeaderRule {
  path: string;
  headers: Record<string, string>;
}

/** The address a page is linked at: about/index.html → /about/, index.html → /. */
function pageAddress(file: string): string {
  return `/${file.replace(/(^|\/)index\.html$/, '$1')}`;
}

function isPage(file: string): boolean {
  return file.endsWith('.html') && !file.startsWith(UPLOADS_PREFIX);
}

/** Every file under dir, as paths relative to root with forward slashes. */
async function filesUnder(root: string, dir = ''): Promise<string[]> {
  const entries = await readdir(path.join(root, dir), { withFileTypes: true });
  const nested = await Promise.all(
    entries.map(async (entry) => {
      const relative = dir ? `${dir}/${entry.name}` : entry.name;
      if (entry.isDirectory()) return filesUnder(root, relative);
      return entry.isFile() ? [relative] : [];
    }),
  );
  return nested.flat();
}

/** Pages read at once while their policies are computed. */
const READ_CONCURRENCY = 32;

const fileHeaders = (file: string) => ({
  'Cache-Control': cacheControlFor(`/${file}`),
  'Content-Security-Policy': FILE_CSP,
});

interface Folder {
  files: string[];
  folders: Map<string, Folder>;
  /** Every file in it and below. */
  all: string[];
}

function folderTree(files: readonly string[]): Folder {
  const top: Folder = { files: [], folders: new Map(), all: [] };
  for (const file of files) {
    const parts = file.split('/');
    let folder = top;
    folder.all.push(file);
    for (const part of parts.slice(0, -1)) {
      let next = folder.folders.get(part);
      if (!next) folder.folders.set(part, (next = { files: [], folders: new Map(), all: [] }));
      folder = next;
      folder.all.push(file);
    }
    folder.files.push(file);
  }
  return top;
}

/**
 * The rules of a folder, pages left to fill: one for a whole folder that holds no page and
 * whose files share a Cache-Control, else one per file and the same for each subfolder.
 */
function folderRules(folder: Folder, dir: string, pages: Map<string, HeaderRule>): HeaderRule[] {
  if (dir !== '' && !folder.all.some(isPage)) {
    const policies = new Set(folder.all.map((file) => cacheControlFor(`/${file}`)));
    if (policies.size === 1) return [{ path: `/${dir}/*`, headers: fileHeaders(folder.all[0]!) }];
  }
  const rules: HeaderRule[] = folder.files.map((file) => {
    if (!isPage(file)) return { path: `/${file}`, headers: fileHeaders(file) };
    const rule = { path: pageAddress(file), headers: {} };
    pages.set(file, rule);
    return rule;
  });
  for (const [name, sub] of [...folder.folders].sort(([a], [b]) => a.localeCompare(b))) {
    rules.push(...folderRules(sub, dir ? `${dir}/${name}` : name, pages));
  }
  return rules;
}

const GENERATED = new Set([REDIRECTS_FILE, HEADERS_FILE, NGINX_REDIRECTS_FILE]);

async function headersFile(root: string, files: BuildFiles, csp: CspOptions): Promise<string> {
  const pages = new Map<string, HeaderRule>();
  const rules: HeaderRule[] = [
    { path: '/*', headers: { ...SECURITY_HEADERS } },
    ...folderRules(folderTree(files.all.filter((file) => !GENERATED.has(file))), '', pages),
  ];
  const queue = [...pages];
  await Promise.all(
    Array.from({ length: READ_CONCURRENCY }, async () => {
      for (let next = queue.shift(); next; next = queue.shift()) {
        const [file, rule] = next;
        const html = await readFile(path.join(root, file), 'utf8');
        rule.headers = {
          'Cache-Control': REVALIDATE,
          'Content-Security-Policy': contentSecurityPolicy(html, csp),
        };
      }
    }),
  );
  const blocks = rules.map((rule) =>
    [rule.path, ...Object.entries(rule.headers).map(([k, v]) => `  ${k}: ${v}`)].join('\n'),
  );
  return [
    "# The site server's headers (site-server/src/static-host.ts), Netlify and Cloudflare Pages",
    '# format: every answer, then each page (its Content-Security-Policy), file and folder.',
    '',
    `${blocks.join('\n\n')}\n`,
  ].join('\n');
}

/** Writes the three files into the build folder (before it becomes a release). */
export async function writeStaticHostFiles(root: string, csp: CspOptions): Promise<void> {
  const files = await BuildFiles.of(root);
  const [redirects, nginx, headers] = await Promise.all([
    redirectsFile(root, files),
    nginxRedirectsFile(root, files),
    headersFile(root, files, csp),
  ]);
  await Promise.all([
    writeFile(path.join(root, REDIRECTS_FILE), redirects),
    writeFile(path.join(root, NGINX_REDIRECTS_FILE), nginx),
    writeFile(path.join(root, HEADERS_FILE), headers),
  ]);
}
