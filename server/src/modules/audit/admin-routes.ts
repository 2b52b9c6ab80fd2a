/**
 * Admin: the audit log, newest first, for owners: who did what and when, filtered by actor,
 * action, resource and time range.
 */
import type { FastifyInstance } from 'fastify';
import { auditRangeProblem } from '@cloud-consulting/domain/audit';
import { refuse } from '../../plugins/refusal.js';
import { pageOf, pagingProperties, ref } from '../../plugins/shared-schemas.js';
import { createAuditRepository } from './repository.js';

const entrySchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    at: { type: 'string', format: 'date-time' },
    actor: {
      type: 'string',
      description: "A person's email, automation (ADMIN_TOKEN), or anonymous (a refused sign-in)",
    },
    actorPersonId: { type: ['integer', 'null'] },
    action: { type: 'string', examples: ['publish post', 'PATCH /admin/api/services/:id'] },
    resource: { type: 'string', description: "The route's path template" },
    recordId: { type: ['string', 'null'] },
    method: { type: 'string' },
    status: { type: 'integer' },
    details: {
      type: 'object',
      additionalProperties: true,
      description: 'Field names sent, a new role, a row count: never a value such as a password',
    },
  },
} as const;

interface AuditQuery {
  actor?: string;
  action?: string;
  resource?: string;
  from?: string;
  to?: string;
  page: number;
  pageSize: number;
}

export async function auditAdminRoutes(app: FastifyInstance): Promise<void> {
  const repo = createAuditRepository(app.db);

  app.get<{ Querystring: AuditQuery }>(
    '/audit',
    {
      config: { access: 'audit' },
      schema: {
        tags: ['admin: audit'],
        operationId: 'listAuditLog',
        summary: 'The audit log of admin actions, newest first',
        querystring: {
          type: 'object',
          properties: {
            actor: { type: 'string', minLength: 1, maxLength: 320 },
            action: { type: 'string', minLength: 1, maxLength: 200 },
            resource: { type: 'string', minLength: 1, maxLength: 300 },
            from: { type: 'string', format: 'date-time' },
            to: { type: 'string', format: 'date-time' },
            ...pagingProperties(50, 200),
          },
          additionalProperties: false,
        },
        response: {
          200: pageOf('entries', entrySchema),
          400: ref('ValidationError'),
        },
      },
    },
    async (request) => {
      const { actor, action, resource, from, to, page, pageSize } = request.query;
      const problem = auditRangeProblem(from, to);
      if (problem) throw refuse(400, problem, { errors: [{ field: 'from', message: problem }] });
      const result = await repo.list({
        actor,
        action,
        resource,
        from: from === undefined ? undefined : new Date(from),
        to: to === undefined ? undefined : new Date(to),
        limit: pageSize,
        offset: (page - 1) * pageSize,
      });
      return { ...result, page, pageSize };
    },
  );
}
