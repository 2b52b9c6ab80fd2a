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
  app.addHook(
    'onRequest',
    function securityHeaders(
      request: FastifyRequest,
      reply: FastifyReply,
      done: HookHandlerDoneFunction,
    ): void {
      const headers = request.url.startsWith(DOCS_PREFIX) ? pageHeaders : apiHeaders;
      for (const [name, value] of headers) reply.header(name, value);
      done();
    },
  );
}
