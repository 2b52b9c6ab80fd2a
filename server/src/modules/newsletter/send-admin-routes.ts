/**
 * Admin: send a published post, or a digest of the posts since the last send, to the
 * newsletter's verified subscribers. The editor app previews the mail, sends a test to the
 * editor, plans the send (now, with the post's publication, or at a time) after naming how many
 * subscribers (and, for a digest, posts) it goes to, and follows its progress. The flows are in
 * send-service.ts and digest-service.ts; the delivery in sender.ts.
 */
import type { FastifyInstance } from 'fastify';
import { actorName } from '../../plugins/admin-auth.js';
import { ref } from '../../plugins/shared-schemas.js';
import { createDigestService, type DigestWhen } from './digest-service.js';
import { createSendService, type SendWhen } from './send-service.js';

const tags = ['admin: newsletter sends'];
const id = { type: 'integer', minimum: 1, maximum: 2147483647 } as const;
const idParams = { type: 'object', properties: { id }, required: ['id'] } as const;
const dateTime = { type: ['string', 'null'], format: 'date-time' } as const;
/** When a send planned 'at' a time goes out; required then, so also defined there. */
const SEND_AT = { type: 'string', format: 'date-time' } as const;

const progressSchema = {
  type: 'object',
  description: 'Deliveries by state; unsubscribedAfter: sent, and the address unsubscribed since',
  properties: Object.fromEntries(
    ['total', 'queued', 'sending', 'sent', 'failed', 'skipped', 'unsubscribedAfter'].map((k) => [
      k,
      { type: 'integer' },
    ]),
  ),
} as const;

const sendSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    kind: { type: 'string', enum: ['post', 'digest'] },
    postId: { type: ['integer', 'null'], description: 'The post of a post send' },
    postIds: {
      type: ['array', 'null'],
      items: { type: 'integer' },
      description: 'The posts of a digest, in the mail’s order',
    },
    status: { type: 'string', enum: ['scheduled', 'sending', 'done', 'cancelled'] },
    sendAt: dateTime,
    withPublication: { type: 'boolean' },
    createdBy: { type: 'string' },
    createdAt: { type: 'string', format: 'date-time' },
    queuedAt: dateTime,
    finishedAt: dateTime,
    progress: progressSchema,
  },
} as const;

const testSendBody = {
  type: 'object',
  additionalProperties: false,
  properties: { to: { type: 'string', format: 'email', maxLength: 320 } },
} as const;

export async function newsletterSendAdminRoutes(app: FastifyInstance): Promise<void> {
  const sends = createSendService(app);
  const digests = createDigestService(app);

  app.get<{ Params: { id: number } }>(
    '/blog/:id/newsletter',
    {
      config: { access: 'posts' },
      schema: {
        tags,
        summary:
          'The post as a newsletter mail (subject, HTML, text), how many verified subscribers would get it, and its send',
        operationId: 'newsletterOverview',
        params: idParams,
        response: {
          200: {
            type: 'object',
            properties: {
              postId: { type: 'integer' },
              live: { type: 'boolean' },
              smtp: { type: 'boolean' },
              verifiedSubscribers: { type: 'integer' },
              subject: { type: 'string' },
              html: { type: 'string' },
              text: { type: 'string' },
              send: { anyOf: [sendSchema, { type: 'null' }] },
            },
          },
          404: ref('Error'),
        },
      },
    },
    async (request) => sends.overview(request.params.id),
  );

  app.post<{ Params: { id: number }; Body: { to?: string } }>(
    '/blog/:id/newsletter/test',
    {
      config: { access: 'posts' },
      schema: {
        tags,
        summary: 'Send the post’s mail now to one address (default: the signed-in person)',
        operationId: 'newsletterTestSend',
        params: idParams,
        body: testSendBody,
        response: {
          200: { type: 'object', properties: { sentTo: { type: 'string' } } },
          400: ref('Error'),
          404: ref('Error'),
          409: ref('Error'),
        },
      },
    },
    async (request) => {
      const actor = request.actor;
      const to = request.body?.to ?? (actor?.kind === 'person' ? actor.email : undefined);
      return sends.sendTest(request.params.id, to);
    },
  );

  app.post<{ Params: { id: number }; Body: SendWhen }>(
    '/blog/:id/newsletter',
    {
      config: { access: 'publish', audit: 'send newsletter' },
      schema: {
        tags,
        summary:
          'Send the post to the verified subscribers: now (a live post), with its publication, or at a time',
        operationId: 'newsletterSend',
        params: idParams,
        body: {
          type: 'object',
          additionalProperties: false,
          properties: {
            when: { type: 'string', enum: ['now', 'publication', 'at'] },
            sendAt: SEND_AT,
          },
          required: ['when'],
          if: { properties: { when: { const: 'at' } } },
          then: { properties: { sendAt: SEND_AT }, required: ['sendAt'] },
        },
        response: { 201: sendSchema, 400: ref('Error'), 404: ref('Error'), 409: ref('Error') },
      },
    },
    async (request, reply) => {
      const actor = request.actor ? actorName(request.actor) : 'automation';
      return reply.code(201).send(await sends.plan(request.params.id, request.body, actor));
    },
  );

  app.get<{ Params: { id: number } }>(
    '/newsletter-sends/:id',
    {
      config: { access: 'posts' },
      schema: {
        tags,
        summary: 'A send’s state and progress',
        operationId: 'newsletterSendProgress',
        params: idParams,
        response: { 200: sendSchema, 404: ref('Error') },
      },
    },
    async (request) => sends.progress(request.params.id),
  );

  app.delete<{ Params: { id: number } }>(
    '/newsletter-sends/:id',
    {
      config: { access: 'publish', audit: 'cancel newsletter send' },
      schema: {
        tags,
        summary: 'Cancel a send that has not started',
        operationId: 'newsletterSendCancel',
        params: idParams,
        response: { 204: { type: 'null' }, 404: ref('Error'), 409: ref('Error') },
      },
    },
    async (request, reply) => {
      await sends.cancel(request.params.id);
      return reply.code(204).send();
    },
  );

  app.get(
    '/newsletter-digest',
    {
      config: { access: 'posts' },
      schema: {
        tags,
        summary:
          'The next digest: the posts that went live since the last send (the first: the last 30 days), its mail, how many verified subscribers would get it, and the digest waiting or sending',
        operationId: 'newsletterDigestOverview',
        response: {
          200: {
            type: 'object',
            properties: {
              smtp: { type: 'boolean' },
              verifiedSubscribers: { type: 'integer' },
              since: { type: 'string', format: 'date-time' },
              until: { type: 'string', format: 'date-time' },
              firstDigest: {
                type: 'boolean',
                description: 'No send went out before: the window is the default one',
              },
              windowNote: { type: ['string', 'null'] },
              nothingToSend: {
                type: ['string', 'null'],
                description: 'Why nothing can be sent: no post in the window',
              },
              posts: {
                type: 'array',
                items: {
                  type: 'object',
                  properties: {
                    id: { type: 'integer' },
                    title: { type: 'string' },
                    url: { type: 'string' },
                    liveAt: { type: 'string', format: 'date-time' },
                  },
                },
              },
              mail: {
                anyOf: [
                  {
                    type: 'object',
                    properties: {
                      subject: { type: 'string' },
                      html: { type: 'string' },
                      text: { type: 'string' },
                    },
                  },
                  { type: 'null' },
                ],
              },
              send: { anyOf: [sendSchema, { type: 'null' }] },
            },
          },
        },
      },
    },
    async () => digests.overview(),
  );

  app.post<{ Body: { to?: string } }>(
    '/newsletter-digest/test',
    {
      config: { access: 'posts' },
      schema: {
        tags,
        summary: 'Send the next digest now to one address (default: the signed-in person)',
        operationId: 'newsletterDigestTestSend',
        body: testSendBody,
        response: {
          200: {
            type: 'object',
            properties: { sentTo: { type: 'string' }, posts: { type: 'integer' } },
          },
          400: ref('Error'),
          409: ref('Error'),
        },
      },
    },
    async (request) => {
      const actor = request.actor;
      const to = request.body?.to ?? (actor?.kind === 'person' ? actor.email : undefined);
      return digests.sendTest(to);
    },
  );

  app.post<{ Body: DigestWhen & { postIds?: number[] } }>(
    '/newsletter-digest',
    {
      config: { access: 'publish', audit: 'send newsletter digest' },
      schema: {
        tags,
        summary:
          'Send a digest of the posts since the last send to the verified subscribers, now or at a time; refused when there is no post to send',
        operationId: 'newsletterDigestSend',
        body: {
          type: 'object',
          additionalProperties: false,
          properties: {
            when: { type: 'string', enum: ['now', 'at'] },
            sendAt: SEND_AT,
            postIds: {
              type: 'array',
              items: id,
              maxItems: 1000,
              description: 'The posts the editor confirmed; refused (409) when they changed since',
            },
          },
          required: ['when'],
          if: { properties: { when: { const: 'at' } } },
          then: { properties: { sendAt: SEND_AT }, required: ['sendAt'] },
        },
        response: { 201: sendSchema, 400: ref('Error'), 409: ref('Error') },
      },
    },
    async (request, reply) => {
      const actor = request.actor ? actorName(request.actor) : 'automation';
      const { postIds, ...when } = request.body;
      return reply.code(201).send(await digests.plan(when as DigestWhen, postIds, actor));
    },
  );
}
