/**
 * The contract, generated from the route schemas: /docs/openapi.json and a docs UI at /docs.
 * Registered before the routes so @fastify/swagger sees every one of them.
 */
import type { FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { DOCS_PREFIX } from './security-headers.js';
import { documentAmbiguousPaths, documentedSchema } from './openapi-operations.js';

/** Where this provider answers: PROVIDER_URL, else the address it listens on. */
function serverUrl(config: FastifyInstance['config']): string {
  if (config.providerUrl) return config.providerUrl;
  const host = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  return `http://${host.includes(':') ? `[${host}]` : host}:${config.port}`;
}

export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Provider API',
        description:
          'Content, engagement and lead endpoints of the consulting site. Public calls under /api ' +
          'send X-API-Key. Admin calls under /admin/api come from a person signed in with ' +
          'POST /admin/api/session (the admin_session cookie, and X-CSRF-Token on writes; the ' +
          "person's role decides what they may do) or from automation with Authorization: " +
          'Bearer <ADMIN_TOKEN> (owner rights). 401: no one signed in; 403: the role may not.',
        version: '1.0.0',
        termsOfService: `${app.config.publicSiteUrl}/terms-of-service`,
        license: {
          name: 'Proprietary: the firm’s own API, under the site’s terms of service',
          url: `${app.config.publicSiteUrl}/terms-of-service`,
        },
      },
      servers: [{ url: serverUrl(app.config), description: 'This provider' }],
      components: {
        securitySchemes: {
          apiKey: { type: 'apiKey', in: 'header', name: 'X-API-Key' },
          adminToken: { type: 'http', scheme: 'bearer' },
          adminSession: { type: 'apiKey', in: 'cookie', name: 'admin_session' },
          bodySignature: {
            type: 'apiKey',
            in: 'header',
            name: 'X-Signature-256',
            description:
              'Webhooks: sha256=<hex HMAC-SHA256 of the raw body> under the shared secret ' +
              '(REBUILD_SECRET for build reports, MAIL_EVENTS_SECRET for mail events).',
          },
        },
      },
    },
    // Shared schemas keep their own names (BlogPost, MenuSection, ...) as components.
    refResolver: {
      buildLocalReference: (json, _baseUri, _fragment, i) =>
        typeof json.$id === 'string' ? json.$id : `def-${i}`,
    },
    // Bodies, operationIds, security and refusals derived from each route (openapi-operations.ts).
    transform: ({ schema, url, route }) => ({
      schema: documentedSchema(route, url) ?? schema,
      url,
    }),
    // Paths a router could confuse, explained on each (this document is OpenAPI, never Swagger 2).
    transformObject: (document) => {
      const { openapiObject } = document as Extract<typeof document, { openapiObject: unknown }>;
      documentAmbiguousPaths(
        (openapiObject.paths ?? {}) as Parameters<typeof documentAmbiguousPaths>[0],
      );
      return openapiObject;
    },
  });
  await app.register(swaggerUi, { routePrefix: DOCS_PREFIX });
  app.get('/docs/openapi.json', { schema: { hide: true } }, async () => app.swagger());
}
