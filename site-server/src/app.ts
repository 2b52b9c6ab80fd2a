/**
 * The site server's Fastify app: serves the live release with the right cache and security
 * headers, compressed when the browser accepts it, and feeds the rebuild queue when the
 * provider's signed webhook says content changed (POST /__rebuild, state at GET /__rebuild/status).
 */
import { FORM_POST_PREFIX } from '@cloud-consulting/domain/form-posts';
import { serverTimeoutOptions, type HttpTimeouts } from '@cloud-consulting/domain/http-timeouts';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { cacheControlFor } from './cache-control';
import { isArticleNotFoundPage } from '@cloud-consulting/domain/blog';
import { WEBHOOK_BODY_LIMIT } from '@cloud-consulting/domain/rebuild-webhook';
import { givenRequestId, REQUEST_ID_HEADER } from '@cloud-consulting/domain/request-id';
import { MIN_COMPRESS_BYTES, negotiateEncoding } from '@cloud-consulting/domain/content-encoding';
import { CompressionCache, compress, compressibleType } from './compression';
import type { RebuildQueue } from './rebuild-queue';
import type { MetricsAccess, SiteMetrics, WebhookResult } from './metrics';
import { contentSecurityPolicy, FILE_CSP, PolicyCache, type CspOptions } from './csp';
import {
  bearerMatches,
  createReplayGuard,
  deliverySummary,
  SIGNATURE_HEADER,
  validSignature,
} from './webhook';

export interface SiteServerOptions {
  /** The folder to serve, or a function giving the live release (it may change between requests). */
  publicDir: string | (() => string | null);
  /** Content-Security-Policy of the pages; without it pages are sent without one. */
  csp?: CspOptions;
  /**
   * Rebuild webhook: the HMAC secret and the queue it feeds, and the clock that judges a body's
   * `sentAt` (tests set it). Without them the webhook is off (404).
   */
  rebuild?: { secret: string; queue: RebuildQueue; now?: () => number };
  /** Serve the site's files (default true); the builder on its own answers the webhook only. */
  serveFiles?: boolean;
  logger?: boolean;
  /** How long a client may take (default SITE_TIMEOUTS); see the domain's http-timeouts. */
  timeouts?: HttpTimeouts;
  /** Prometheus metrics at GET /metrics (metrics.ts): what counts them, and who may read them. */
  metrics?: { collector: SiteMetrics; access: MetricsAccess };
  /**
   * The provider's public address: a newsletter link's page confirmed without scripts posts to
   * its own address, and is sent on (307, still a POST) to the provider's plain-form route.
   */
  providerUrl?: string;
}

/**
 * The site server's default limits: 10 s for a whole request (its only bodies are webhook calls
 * of a few kilobytes), 90 s for a silent connection (above Fastify's 72 s keep-alive).
 */
export const SITE_TIMEOUTS: HttpTimeouts = {
  requestTimeoutMs: 10_000,
  connectionTimeoutMs: 90_000,
};

export const REVALIDATE = 'public, max-age=0, must-revalidate';
/** Sent with every answer (static-host.ts writes them for other hosts too). */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'DENY',
};
/** Pages whose policy is kept: every page of a site several times over. */
const POLICY_CACHE_ENTRIES = 10_000;
/** Memory for compressed files: a whole release of the site several times over. */
const COMPRESSED_CACHE_BYTES = 64 * 1024 * 1024;

/** Uploaded files (the provider's UPLOADS_DIR, copied into the build) are never the site's pages. */
export const UPLOADS_PREFIX = 'uploads/';

async function isFile(file: string): Promise<boolean> {
  try {
    return (await stat(file)).isFile();
  } catch {
    return false;
  }
}

/**
 * The files of the build a URL path may name, in the order tried: /about → about,
 * about/index.html, about.html; none for a path that leaves the folder.
 */
export function fileCandidates(urlPath: string): string[] {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return [];
  }
  const relative = path.posix.normalize(decoded).replace(/^\/+/, '');
  if (relative.startsWith('..') || relative.includes('\0')) return [];
  return relative === '' || relative.endsWith('/')
    ? [`${relative}index.html`]
    : [relative, `${relative}/index.html`, `${relative}.html`];
}

/** Maps a URL path to a file of the build: /about → about/index.html or about.html. */
export async function resolveFile(root: string, urlPath: string): Promise<string | null> {
  for (const candidate of fileCandidates(urlPath)) {
    if (await isFile(path.join(root, candidate))) return candidate;
  }
  return null;
}

/** The build's redirects (public/__redirects.json); read only for paths with no file. */
export type Redirects = Record<string, { to: string; status: number }>;
export async function redirectsOf(root: string): Promise<Redirects> {
  try {
    return JSON.parse(await readFile(path.join(root, '__redirects.json'), 'utf8')) as Redirects;
  } catch {
    return {};
  }
}

/** Client-only routes (public/__match-paths.json), the longest match path first. */
export async function clientRoutesOf(root: string): Promise<{ matchPath: string; path: string }[]> {
  try {
    return JSON.parse(await readFile(path.join(root, '__match-paths.json'), 'utf8'));
  } catch {
    return [];
  }
}

/** The client-only route answering a path: '/newsletter/verify/:token' → its page. */
async function clientRoute(
  root: string,
  urlPath: string,
): Promise<{ file: string; path: string } | null> {
  for (const route of await clientRoutesOf(root)) {
    const pattern = route.matchPath
      .split('/')
      .map((part) =>
        part.startsWith(':')
          ? '[^/]+'
          : part === '*'
            ? '.*'
            : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
      )
      .join('/');
    if (new RegExp(`^${pattern}/?$`).test(urlPath)) {
      const file = await resolveFile(root, route.path);
      if (file) return { file, path: route.path };
    }
  }
  return null;
}

export async function createSiteServer(options: SiteServerOptions): Promise<FastifyInstance> {
  const currentRoot =
    typeof options.publicDir === 'string'
      ? (
          (dir: string) => () =>
            dir
        )(path.resolve(options.publicDir))
      : options.publicDir;
  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: WEBHOOK_BODY_LIMIT,
    ...serverTimeoutOptions(options.timeouts ?? SITE_TIMEOUTS),
  });
  options.metrics?.collector.register(app, options.metrics.access);
  const compressed = new CompressionCache(COMPRESSED_CACHE_BYTES);
  // A page's policy is parsed out of its HTML once per version of the file, not per request.
  const policies = new PolicyCache(POLICY_CACHE_ENTRIES);

  /**
   * Sends a text file of the build compressed when the browser accepts it (and it is worth it);
   * false when it should go out as it is.
   */
  async function sendCompressed(
    request: FastifyRequest,
    reply: FastifyReply,
    root: string,
    file: string,
  ): Promise<boolean> {
    const type = compressibleType(file);
    const encoding = negotiateEncoding(request.headers['accept-encoding']);
    if (!type || !encoding) return false;
    const full = path.join(root, file);
    const info = await stat(full);
    if (info.size < MIN_COMPRESS_BYTES) return false;
    const version = `${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}`;
    const etag = `W/"${version}-${encoding}"`;
    reply
      .type(type)
      .header('Vary', 'Accept-Encoding')
      .header('Cache-Control', cacheControlFor('/' + file.split(path.sep).join('/')))
      .header('ETag', etag)
      .header('Last-Modified', info.mtime.toUTCString());
    if (request.headers['if-none-match'] === etag) {
      await reply.code(304).send();
      return true;
    }
    const body = await compressed.get(`${encoding}:${full}:${version}`, async () =>
      compress(await readFile(full), encoding),
    );
    await reply.header('Content-Encoding', encoding).send(body);
    return true;
  }

  /** A page with its Content-Security-Policy, compressed when the browser accepts it. */
  async function sendPage(
    request: FastifyRequest,
    reply: FastifyReply,
    root: string,
    file: string,
    csp: CspOptions,
  ): Promise<FastifyReply> {
    const full = path.join(root, file);
    const [html, info] = await Promise.all([readFile(full), stat(full)]);
    const version = `${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}`;
    reply
      .type('text/html; charset=utf-8')
      .header('Vary', 'Accept-Encoding')
      .header('Cache-Control', REVALIDATE)
      .header(
        'Content-Security-Policy',
        policies.get(`${full}:${version}:${csp.connectSrc.join(' ')}`, () =>
          contentSecurityPolicy(html.toString('utf8'), csp),
        ),
      );
    const encoding = negotiateEncoding(request.headers['accept-encoding']);
    if (!encoding || html.length < MIN_COMPRESS_BYTES) return reply.send(html);
    const body = await compressed.get(`${encoding}:${full}:${version}`, () =>
      compress(html, encoding),
    );
    return reply.header('Content-Encoding', encoding).send(body);
  }

  app.addHook('onSend', async (_request, reply) => {
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) reply.header(name, value);
    // Pages carry their own policy (sendPage); anything else opened directly, an uploaded SVG
    // say, runs nothing on the site's origin. Without page policies (npm run serve) HTML goes
    // out as built.
    const isHtml = /^text\/html\b/i.test(String(reply.getHeader('content-type') ?? ''));
    if (!reply.hasHeader('content-security-policy') && (options.csp || !isHtml)) {
      reply.header('Content-Security-Policy', FILE_CSP);
    }
  });

  await app.register(fastifyStatic, {
    root: path.resolve('.'),
    serve: false,
    cacheControl: false,
    setHeaders(reply, filePath) {
      const root = currentRoot();
      if (!root) return;
      const urlPath = '/' + path.relative(root, filePath).split(path.sep).join('/');
      reply.header('Cache-Control', cacheControlFor(urlPath));
    },
  });

  // The webhook verifies the signature over the exact bytes received.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  const rebuild = options.rebuild;
  const replays = createReplayGuard(rebuild?.now);
  const counted = (result: WebhookResult) => options.metrics?.collector.webhook(result);
  app.post('/__rebuild', async (request, reply) => {
    if (!rebuild) {
      counted('off');
      return reply.code(404).send({ message: 'Not found' });
    }
    const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
    const signature = request.headers[SIGNATURE_HEADER];
    if (!validSignature(rebuild.secret, body, signature)) {
      counted('bad_signature');
      return reply.code(401).send({ message: 'Invalid signature' });
    }
    const refused = replays.check(body, String(signature));
    if (refused) {
      counted(refused.status === 409 ? 'replayed' : 'stale');
      return reply.code(refused.status).send({ message: refused.message });
    }
    counted('accepted');
    // The provider's request behind the change: the build's log lines and reports carry it.
    const requestId = givenRequestId(request.headers[REQUEST_ID_HEADER.toLowerCase()]);
    const outcome = rebuild.queue.request('webhook', deliverySummary(body), requestId);
    return reply.code(202).send({ accepted: true, build: outcome });
  });
  // Anyone may learn whether the site builds; the details (errors, timings, triggers) only with
  // `Authorization: Bearer <REBUILD_SECRET>`.
  app.get('/__rebuild/status', async (request, reply) => {
    if (!rebuild) return reply.code(404).send({ message: 'Not found' });
    const detailed = bearerMatches(rebuild.secret, request.headers.authorization);
    return reply
      .header('Cache-Control', 'no-store')
      .header('Vary', 'Authorization')
      .send(detailed ? rebuild.queue.status() : rebuild.queue.publicStatus());
  });

  if (options.serveFiles === false) return app;

  const providerUrl = options.providerUrl?.replace(/\/+$/, '');
  app.post<{ Params: { purpose: string; token: string } }>(
    '/newsletter/:purpose/:token',
    async (request, reply) => {
      const { purpose, token } = request.params;
      if (!providerUrl || (purpose !== 'verify' && purpose !== 'unsubscribe')) {
        return reply.code(404).type('text/plain').send('Not found');
      }
      const to = `${providerUrl}${FORM_POST_PREFIX}/newsletter/${purpose}/${encodeURIComponent(token)}`;
      return reply.header('Cache-Control', 'no-store').redirect(to, 307);
    },
  );

  app.get('/*', async (request, reply) => {
    const root = currentRoot();
    if (!root)
      return reply
        .code(503)
        .header('Retry-After', '5')
        .type('text/plain')
        .send('The site is being built');
    const urlPath = request.url.split('?')[0] ?? '/';
    let file = await resolveFile(root, urlPath);
    if (!file) {
      // A redirect (an article's id address) wins over a page that matches many addresses.
      const redirect = (await redirectsOf(root))[urlPath.replace(/\/+$/, '') || '/'];
      if (redirect) {
        return reply.header('Cache-Control', REVALIDATE).redirect(redirect.to, redirect.status);
      }
      const route = await clientRoute(root, urlPath);
      file = route?.file ?? null;
      // The article "not found" pages answer for addresses that are no article: a 404.
      if (route && isArticleNotFoundPage(route.path))
        reply.code(404).header('Cache-Control', REVALIDATE);
    }
    if (file && options.csp && file.endsWith('.html') && !file.startsWith(UPLOADS_PREFIX)) {
      return sendPage(request, reply, root, file, options.csp);
    }
    if (file) {
      if (await sendCompressed(request, reply, root, file)) return reply;
      return reply.sendFile(file, root);
    }
    reply.code(404).header('Cache-Control', REVALIDATE);
    if (await isFile(path.join(root, '404.html'))) {
      if (!options.csp) return reply.sendFile('404.html', root);
      return sendPage(request, reply, root, '404.html', options.csp);
    }
    return reply.type('text/plain').send('Not found');
  });

  return app;
}
