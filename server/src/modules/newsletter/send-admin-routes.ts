/**
 * Admin: send a published post to the newsletter's verified subscribers. The editor app previews
 * the mail, sends a test to the editor, plans the send (now, with the post's publication, or at
 * a time) after naming how many subscribers will get it, and follows its progress. The flows are
 * in send-service.ts; the delivery in sender.ts.
 */
import type { FastifyInstance } from 'fastify';
import { actorName } from '../../plugins/admin-auth.js';
import { ref } from '../../plugins/shared-schemas.js';
import { createSendService, type SendWhen } from './send-service.js';

const tags = ['admin: newsletter sends'];
const id = { type: 'integer', minimum: 1, maximum: 2147483647 } as const;
const idParams = { type: 'object', properties: { id }, required: ['id'] } as const;
const dateTime = { type: ['string', 'null'], format: 'date-time' } as const;

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
    postId: { type: 'integer' },
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

export async function newsletterSendAdminRoutes(app: FastifyInstance): Promise<void> {
  const sends = createSendService(app);

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
        body: {
          type: 'object',
          additionalProperties: false,
          properties: { to: { type: 'string', format: 'email', maxLength: 320 } },
        },
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
            sendAt: { type: 'string', format: 'date-time' },
          },
          required: ['when'],
          if: { properties: { when: { const: 'at' } } },
          then: { required: ['sendAt'] },
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
}
