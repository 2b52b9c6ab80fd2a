/**
 * Newsletter endpoints: subscribe, verify and unsubscribe by token; the flows are in service.ts.
 * A token travels in the path of verify and unsubscribe, so their log lines name the path with
 * the token left out: logs are kept longer and read by more people than the token's subscriber.
 */
import type { FastifyInstance } from 'fastify';
import { API_PATHS } from '@cloud-consulting/domain/api-paths';
import { newsletterBandSchema } from '@cloud-consulting/domain/forms/newsletter-band';
import { ref, writeResponses } from '../../plugins/shared-schemas.js';
import { publicRoute } from '../../plugins/public-routes.js';
import { readBody, writeRoute } from '../../plugins/visitor-writes.js';
import { createNewsletterService } from './service.js';

export const newsletterResultSchema = {
  $id: 'NewsletterResult',
  type: 'object',
  properties: {
    success: { type: 'boolean' },
    message: { type: 'string' },
    requiresVerification: { type: 'boolean' },
    subscription: {
      type: 'object',
      properties: { Email: { type: 'string' }, Status: { type: 'string' } },
    },
    email: { type: 'string' },
    alreadyVerified: { type: 'boolean' },
    alreadyUnsubscribed: { type: 'boolean' },
  },
  required: ['success', 'message'],
};

/** A verify or unsubscribe path with its token replaced. */
export const withoutToken = (url: string) =>
  url.replace(/\/(verify|unsubscribe)\/[^/?#]*/, '/$1/[token]');

/**
 * Serializers of every log line of a token route, the framework's own request lines and the
 * error handler's included: the same fields, the token left out.
 */
const tokenRouteLogSerializers = {
  req: (request: { method: string; url: string; host?: string; ip?: string }) => ({
    method: request.method,
    url: withoutToken(request.url),
    host: request.host,
    remoteAddress: request.ip,
  }),
  url: (url: string) => withoutToken(String(url)),
  params: () => ({ token: '[token]' }),
};

export async function newsletterRoutes(app: FastifyInstance): Promise<void> {
  const newsletter = createNewsletterService(app);
  const tokenParams = {
    type: 'object',
    properties: { token: { type: 'string', maxLength: 200 } },
    required: ['token'],
  };

  app.post(
    publicRoute(API_PATHS.newsletterSubscribe),
    {
      ...writeRoute(app, 'subscribe', 'nothing', newsletterBandSchema),
      schema: {
        tags: ['newsletter'],
        summary:
          'Subscribe (email, firstName, source default blog); the same answer for any address',
        security: [{ apiKey: [] }],
        response: writeResponses({ 200: ref('NewsletterResult') }),
      },
    },
    async (request) =>
      newsletter.subscribe(readBody(newsletterBandSchema, request.body), request.ipHash),
  );

  app.get<{ Params: { token: string } }>(
    publicRoute(API_PATHS.newsletterVerify, 'token'),
    {
      ...writeRoute(app, 'forms', 'nothing'),
      logSerializers: tokenRouteLogSerializers,
      schema: {
        tags: ['newsletter'],
        summary: 'Verify a subscription with the mailed token (valid 7 days)',
        security: [{ apiKey: [] }],
        params: tokenParams,
        response: writeResponses({ 200: ref('NewsletterResult'), 410: ref('WriteError') }),
      },
    },
    async (request) => newsletter.verify(request.params.token),
  );

  app.post<{ Params: { token: string } }>(
    publicRoute(API_PATHS.newsletterUnsubscribe, 'token'),
    {
      ...writeRoute(app, 'forms', 'nothing'),
      logSerializers: tokenRouteLogSerializers,
      schema: {
        tags: ['newsletter'],
        summary: 'Unsubscribe with the mailed token',
        security: [{ apiKey: [] }],
        params: tokenParams,
        response: writeResponses({ 200: ref('NewsletterResult') }),
      },
    },
    async (request) => newsletter.unsubscribe(request.params.token),
  );
}
