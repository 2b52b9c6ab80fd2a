/**
 * The one-click unsubscribe address of newsletter mails' List-Unsubscribe header (RFC 8058).
 * It lives outside /api, so it needs no API key: a mail program POSTs to it (body
 * `List-Unsubscribe=One-Click`) and the address is unsubscribed at once. A GET, which link
 * checkers and previews make, changes nothing: it leads to the site's unsubscribe page, which
 * asks the visitor's browser to unsubscribe as before. The token is signed per subscriber
 * (unsubscribe-links.ts); log lines name the path without it.
 */
import type { FastifyInstance } from 'fastify';
import { ref, writeResponses } from '../../plugins/shared-schemas.js';
import { writeRoute } from '../../plugins/visitor-writes.js';
import { createNewsletterService } from './service.js';
import { ONE_CLICK_PATH, SIGNED_TOKEN_PATTERN } from './unsubscribe-links.js';

const withoutToken = (url: string) =>
  url.replace(new RegExp(`${ONE_CLICK_PATH}/[^/?#]*`), `${ONE_CLICK_PATH}/[token]`);

const logSerializers = {
  req: (request: { method: string; url: string; host?: string; ip?: string }) => ({
    method: request.method,
    url: withoutToken(request.url),
    host: request.host,
    remoteAddress: request.ip,
  }),
  url: (url: string) => withoutToken(String(url)),
  params: () => ({ token: '[token]' }),
};

export async function oneClickUnsubscribeRoutes(app: FastifyInstance): Promise<void> {
  const newsletter = createNewsletterService(app);
  const params = {
    type: 'object',
    properties: { token: { type: 'string', pattern: SIGNED_TOKEN_PATTERN.source } },
    required: ['token'],
  };
  // Mail programs post a form (RFC 8058): its one field says nothing the address does not.
  app.addContentTypeParser(
    ['application/x-www-form-urlencoded', 'multipart/form-data', 'text/plain'],
    { parseAs: 'string', bodyLimit: 1024 },
    (_request, body, done) => done(null, body),
  );

  app.post<{ Params: { token: string } }>(
    `${ONE_CLICK_PATH}/:token`,
    {
      ...writeRoute(app, 'forms', 'nothing'),
      logSerializers,
      schema: {
        tags: ['newsletter'],
        summary:
          'One-click unsubscribe of a newsletter mail (RFC 8058): no API key, the signed token',
        params,
        response: writeResponses({ 200: ref('NewsletterResult') }),
      },
    },
    async (request) => newsletter.unsubscribe(request.params.token),
  );

  app.get<{ Params: { token: string } }>(
    `${ONE_CLICK_PATH}/:token`,
    {
      logSerializers,
      schema: {
        tags: ['newsletter'],
        summary: 'The site’s unsubscribe page for this token (303); changes nothing',
        params,
        response: {
          303: { description: 'See Other: the Location header names the page', type: 'null' },
        },
      },
    },
    async (request, reply) =>
      reply.redirect(
        `${app.config.publicSiteUrl}/newsletter/unsubscribe/${request.params.token}`,
        303,
      ),
  );
}
