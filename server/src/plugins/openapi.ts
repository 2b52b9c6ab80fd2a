/**
 * The contract, generated from the route schemas: /docs/openapi.json and a docs UI at /docs.
 * Registered before the routes so @fastify/swagger sees every one of them.
 */
import type { FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { DOCS_PREFIX } from './security-headers.js';

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
      },
      components: {
        securitySchemes: {
          apiKey: { type: 'apiKey', in: 'header', name: 'X-API-Key' },
          adminToken: { type: 'http', scheme: 'bearer' },
          adminSession: { type: 'apiKey', in: 'cookie', name: 'admin_session' },
        },
      },
    },
    // Shared schemas keep their own names (BlogPost, MenuSection, ...) as components.
    refResolver: {
      buildLocalReference: (json, _baseUri, _fragment, i) =>
        typeof json.$id === 'string' ? json.$id : `def-${i}`,
    },
  });
  await app.register(swaggerUi, { routePrefix: DOCS_PREFIX });
  app.get('/docs/openapi.json', { schema: { hide: true } }, async () => app.swagger());
}
