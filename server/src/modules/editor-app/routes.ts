/**
 * The editor app at /admin: its hashed files (/admin/assets/) with a year-long immutable cache,
 * compressed copies (Brotli, gzip) when the browser takes them,
 * and index.html, without a cache, for /admin and every app route under it (the app routes in
 * the browser). /admin/api stays the API: an unknown address there is the API's 404. Until the
 * app is built, /admin answers 503 with the command that builds it.
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';

export const EDITOR_APP_PREFIX = '/admin';
const API_PREFIX = '/admin/api';

export const EDITOR_APP_NOT_BUILT =
  'The editor app is not built yet: run `npm run build --workspace admin` (npm start does it for you).';

export async function editorAppRoutes(app: FastifyInstance): Promise<void> {
  const root = app.config.adminAppDir;
  const assets = path.join(root, 'assets');
  if (existsSync(assets)) {
    await app.register(fastifyStatic, {
      root: assets,
      prefix: `${EDITOR_APP_PREFIX}/assets/`,
      decorateReply: false,
      index: false,
      list: false,
      dotfiles: 'deny',
      maxAge: '365d',
      immutable: true,
      // The build writes .br and .gz copies (admin/vite-precompress.ts).
      preCompressed: true,
    });
  }

  async function page(request: FastifyRequest, reply: FastifyReply) {
    if (request.url === API_PREFIX || request.url.startsWith(`${API_PREFIX}/`)) {
      return reply.callNotFound();
    }
    let html: string;
    try {
      html = await readFile(path.join(root, 'index.html'), 'utf8');
    } catch {
      return reply
        .code(503)
        .header('Cache-Control', 'no-store')
        .type('text/plain; charset=utf-8')
        .send(EDITOR_APP_NOT_BUILT);
    }
    return reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(html);
  }

  const schema = { hide: true };
  app.get(EDITOR_APP_PREFIX, { schema }, page);
  app.get(`${EDITOR_APP_PREFIX}/*`, { schema }, page);
}
