/**
 * Bounces and complaints from the mail service: a signed webhook marks an address as
 * undeliverable, and the newsletter never mails it again (the sender skips it, a new send
 * leaves it out). The body is generic JSON, so any mail service's webhook can be pointed at it
 * through a small relay or its own templating (docs/deploying.md):
 *
 *   { "events": [ { "type": "bounced" | "complained", "email": "reader@example.com" } ] }
 *
 * signed like the site's build reports: X-Signature-256: sha256=<hex HMAC-SHA256 of the raw body>
 * under MAIL_EVENTS_SECRET. Without that setting the address answers 404. Only permanent
 * bounces belong here: a mailbox that is full today is a temporary refusal, which the sender
 * retries by itself.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { refuse } from '../../plugins/refusal.js';
import { ref } from '../../plugins/shared-schemas.js';
import { SIGNATURE_HEADER, sign } from '../rebuild/notifier.js';
import { createNewsletterRepository } from './repository.js';

export const MAIL_EVENTS_PATH = '/hooks/mail-events';
const MAX_EVENTS = 500;

interface MailEvents {
  events: Array<{ type: 'bounced' | 'complained'; email: string }>;
}

const sameSecret = (given: string, expected: string) => {
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
};

export async function mailEventsRoutes(app: FastifyInstance): Promise<void> {
  const repo = createNewsletterRepository(app.db);
  const rawBodies = new WeakMap<FastifyRequest, string>();
  // The signature covers the exact bytes sent, so this scope keeps them.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string', bodyLimit: 256 * 1024 },
    (request, body, done) => {
      rawBodies.set(request, body as string);
      try {
        done(null, JSON.parse(body as string));
      } catch {
        done(refuse(400, 'The body is not JSON'), undefined);
      }
    },
  );

  app.post<{ Body: MailEvents }>(
    MAIL_EVENTS_PATH,
    {
      schema: {
        tags: ['newsletter'],
        security: [{ bodySignature: [] }],
        summary:
          'A mail service reports bounced or complained addresses; signed with MAIL_EVENTS_SECRET ' +
          '(X-Signature-256: sha256=<hex HMAC-SHA256 of the raw body>)',
        body: {
          type: 'object',
          additionalProperties: false,
          properties: {
            events: {
              type: 'array',
              maxItems: MAX_EVENTS,
              items: {
                type: 'object',
                additionalProperties: false,
                properties: {
                  type: { type: 'string', enum: ['bounced', 'complained'] },
                  email: { type: 'string', minLength: 3, maxLength: 320 },
                },
                required: ['type', 'email'],
              },
            },
          },
          required: ['events'],
        },
        response: {
          200: {
            type: 'object',
            properties: { marked: { type: 'integer' }, unknown: { type: 'integer' } },
          },
          401: ref('Error'),
          404: ref('Error'),
        },
      },
      // Before validation: an unsigned caller learns nothing about the expected body.
      preValidation: async (request) => {
        const secret = app.config.mailEventsSecret;
        if (!secret) throw refuse(404, 'Mail events are not enabled (MAIL_EVENTS_SECRET)');
        const given = request.headers[SIGNATURE_HEADER.toLowerCase()];
        const raw = rawBodies.get(request) ?? '';
        if (typeof given !== 'string' || !sameSecret(given, sign(raw, secret))) {
          throw refuse(401, 'Invalid signature', { error: 'Unauthorized' });
        }
      },
    },
    async (request) => {
      const at = new Date(app.now());
      let marked = 0;
      await app.db.transaction(async (tx) => {
        for (const event of request.body.events) {
          if (await repo.markUndeliverable(event.email.trim(), event.type, at, tx)) marked += 1;
        }
      });
      request.log.info({ marked, events: request.body.events.length }, 'mail events recorded');
      return { marked, unknown: request.body.events.length - marked };
    },
  );
}
