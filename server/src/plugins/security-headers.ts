/**
 * Helmet's security headers on every answer, computed once. Registered normally, @fastify/helmet
 * rebuilds the same static headers on every request (two async hooks, the CSP string parsed and
 * joined anew), which costs as much as a whole answer served from the response cache. Here
 * @fastify/helmet itself answers one probe request at start-up, so the headers are exactly its
 * own, and one synchronous hook sets them on each reply.
 *
 * Answers other than the API documentation page are JSON, images and redirects, which load
 * nothing: they carry the policy a JSON API should (`default-src 'none'; frame-ancestors
 * 'none'`), stricter than helmet's page policy and a quarter of its size on every answer, and
 * leave out helmet's headers that only a browser document reads (DOCUMENT_ONLY_HEADERS): on
 * JSON they were six dead lines on every answer, a quarter of its header bytes. The
 * documentation page under /docs (HTML, scripts, styles) keeps all of helmet's.
 */
import Fastify, {
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type HookHandlerDoneFunction,
} from 'fastify';
import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';

/** The headers @fastify/helmet sets with these options, lower-case names. */
export async function helmetHeaders(
  options: FastifyHelmetOptions = {},
): Promise<[string, string][]> {
  const probe = Fastify({ logger: false });
  try {
    await probe.register(helmet, options);
    // Helmet writes on the raw response; the framework's own headers are not there yet.
    probe.get('/', (_request, reply) => reply.send(reply.raw.getHeaders()));
    const headers = (await probe.inject({ method: 'GET', url: '/' })).json() as Record<
      string,
      string
    >;
    return Object.entries(headers).map(([name, value]) => [name.toLowerCase(), String(value)]);
  } finally {
    await probe.close();
  }
}

/** The Content-Security-Policy of every answer but the documentation page. */
export const API_CSP = "default-src 'none'; frame-ancestors 'none'";
/**
 * Helmet's headers that act only on a document a browser displays: the opener's browsing context
 * group, origin-keyed agent clusters, DNS prefetching of the page's links, IE8's "open" of a
 * download, Adobe clients' policy files, and the old XSS auditor. Left off JSON answers.
 */
export const DOCUMENT_ONLY_HEADERS: ReadonlySet<string> = new Set([
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
]);
/**
 * The editor app's pages (/admin, not /admin/api): its own scripts only, MUI's inline styles,
 * images from this origin (uploads) and from https (a post's illustrations in the live preview),
 * calls to this origin only.
 */
export const EDITOR_APP_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/** Whether a URL is one of the editor app's pages or files rather than the admin API. */
export function isEditorAppUrl(url: string): boolean {
  if (url !== '/admin' && !url.startsWith('/admin/') && !url.startsWith('/admin?')) return false;
  return !(url === '/admin/api' || url.startsWith('/admin/api/') || url.startsWith('/admin/api?'));
}

/** Where the HTML documentation of the API is served (plugins/openapi.ts). */
export const DOCS_PREFIX = '/docs';

export async function registerSecurityHeaders(
  app: FastifyInstance,
  options: FastifyHelmetOptions = {},
): Promise<void> {
  const pageHeaders = await helmetHeaders(options);
  if (pageHeaders.length === 0) throw new Error('@fastify/helmet set no headers');
  const apiHeaders = pageHeaders
    .filter(([name]) => !DOCUMENT_ONLY_HEADERS.has(name))
    .map(([name, value]): [string, string] => [
      name,
      name === 'content-security-policy' ? API_CSP : value,
    ]);
  const editorAppHeaders = pageHeaders.map(([name, value]): [string, string] => [
    name,
    name === 'content-security-policy' ? EDITOR_APP_CSP : value,
  ]);
  app.addHook(
    'onRequest',
    function securityHeaders(
      request: FastifyRequest,
      reply: FastifyReply,
      done: HookHandlerDoneFunction,
    ): void {
      const headers = request.url.startsWith(DOCS_PREFIX)
        ? pageHeaders
        : isEditorAppUrl(request.url)
          ? editorAppHeaders
          : apiHeaders;
      for (const [name, value] of headers) reply.header(name, value);
      done();
    },
  );
}
