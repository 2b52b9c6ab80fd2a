/**
 * Admin: newsletter subscribers for the sales team: the list (search by address, filter by
 * status), its CSV export, and erasure of one subscriber on request. None of these changes
 * anything published, so none asks the site to rebuild.
 */
import type { FastifyInstance } from 'fastify';
import { toAdminFields } from '@cloud-consulting/domain/admin-fields';
import { csvDocument, datedCsvName } from '@cloud-consulting/domain/csv';
import {
  SUBSCRIBER_CSV_COLUMNS,
  SUBSCRIBER_STATUSES,
  type SubscriberStatus,
} from '@cloud-consulting/domain/newsletter-subscribers';
import { actorName } from '../../plugins/admin-auth.js';
import { refuse } from '../../plugins/refusal.js';
import { pageOf, pagingProperties, ref } from '../../plugins/shared-schemas.js';
import { adminObjectSchema } from '../../plugins/admin-record-schema.js';
import { createNewsletterRepository, type SubscriberRow } from './repository.js';
import { NEWSLETTER_MAIL_KINDS } from './service.js';

const EXPORT_LIMIT = 100_000;
const SUBSCRIBER_NOT_FOUND = 'Subscriber not found';
const tags = ['admin: subscribers'];
const access = 'subscribers' as const;

/** A subscriber in the repository's names (the CSV's columns), answered under the admin names. */
const subscriberSchema = adminObjectSchema({
  type: 'object',
  properties: {
    Id: { type: 'integer' },
    Email: { type: 'string' },
    FirstName: { type: ['string', 'null'] },
    Source: { type: 'string', description: 'Where the visitor subscribed, e.g. blog' },
    Status: { type: 'string', enum: [...SUBSCRIBER_STATUSES] },
    CreatedAt: { type: 'string', format: 'date-time' },
    VerifiedAt: { type: ['string', 'null'], format: 'date-time' },
    UnsubscribedAt: { type: ['string', 'null'], format: 'date-time' },
  },
});

const filterQuery = {
  search: { type: 'string', minLength: 1, maxLength: 320, description: 'Part of the address' },
  status: { type: 'string', enum: [...SUBSCRIBER_STATUSES] },
} as const;

interface FilterQuery {
  search?: string;
  status?: SubscriberStatus;
}

export function subscribersCsv(subscribers: SubscriberRow[]): string {
  return csvDocument(
    SUBSCRIBER_CSV_COLUMNS,
    subscribers.map((s) => SUBSCRIBER_CSV_COLUMNS.map((column) => s[column])),
  );
}

export async function subscriberAdminRoutes(app: FastifyInstance): Promise<void> {
  const repo = createNewsletterRepository(app.db);
  const mailKinds = Object.values(NEWSLETTER_MAIL_KINDS);

  app.get<{ Querystring: FilterQuery & { page: number; pageSize: number } }>(
    '/subscribers',
    {
      config: { access },
      schema: {
        tags,
        summary: 'Newsletter subscribers, newest first, by part of the address and status',
        operationId: 'listSubscribers',
        querystring: {
          type: 'object',
          properties: {
            ...filterQuery,
            ...pagingProperties(50, 200),
          },
        },
        response: {
          200: pageOf('subscribers', subscriberSchema, 'Subscribers matching the filters'),
        },
      },
    },
    async (request) => {
      const { search, status, page, pageSize } = request.query;
      const { subscribers, total } = await repo.list({
        search,
        status,
        limit: pageSize,
        offset: (page - 1) * pageSize,
      });
      return {
        subscribers: subscribers.map((s) => toAdminFields({ ...s })),
        total,
        page,
        pageSize,
      };
    },
  );

  app.get<{ Querystring: FilterQuery }>(
    '/subscribers/export.csv',
    {
      // Visitors' personal data leaves the system: every export is recorded.
      config: { access, audit: 'export subscribers' },
      schema: {
        tags,
        summary: 'The filtered subscribers as CSV, newest first',
        operationId: 'exportSubscribers',
        querystring: { type: 'object', properties: filterQuery },
        produces: ['text/csv'],
      },
    },
    async (request, reply) => {
      const { subscribers } = await repo.list({
        ...request.query,
        limit: EXPORT_LIMIT,
        offset: 0,
      });
      return reply
        .type('text/csv; charset=utf-8')
        .header(
          'Content-Disposition',
          `attachment; filename="${datedCsvName('subscribers', app.now())}"`,
        )
        .send(subscribersCsv(subscribers));
    },
  );

  app.delete<{ Params: { id: number } }>(
    '/subscribers/:id',
    {
      config: { access, audit: 'erase subscriber' },
      schema: {
        tags,
        summary:
          'Erase a subscriber on request: the address, its links and the newsletter mails to it',
        operationId: 'eraseSubscriber',
        params: {
          type: 'object',
          properties: { id: { type: 'integer', minimum: 1, maximum: 2147483647 } },
          required: ['id'],
        },
        response: { 204: { type: 'null' }, 404: ref('Error') },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const erased = await app.db.transaction((tx) => repo.erase(id, mailKinds, tx));
      if (!erased) throw refuse(404, SUBSCRIBER_NOT_FOUND);
      // The log names the id only: the address is what was erased.
      request.log.info(
        { actor: request.actor ? actorName(request.actor) : null, subscriberId: id },
        'subscriber erased',
      );
      return reply.code(204).send();
    },
  );
}
