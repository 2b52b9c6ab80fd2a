/**
 * Admin: who has which record open in the editor app (working side by side). The app says a
 * record is open with a heartbeat every 15 s and that it left it when the screen closes; the
 * edit screen and the posts list ask who else has a record open. Only a person whose role may
 * edit a kind of record takes part (the rule: packages/domain/src/editing-presence.ts). Not in
 * the audit log: a heartbeat changes nothing and comes every 15 s.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  PRESENCE_MESSAGES,
  mayShareEditing,
  othersByRecord,
  othersEditing,
  presenceCutoff,
  presenceFamily,
} from '@cloud-consulting/domain/editing-presence';
import { refuse } from '../../plugins/refusal.js';
import { ref } from '../../plugins/shared-schemas.js';
import { createPresenceRepository } from './repository.js';

interface ResourceParams {
  resource: string;
}
interface RecordParams extends ResourceParams {
  id: string;
}

const resourceParam = {
  type: 'string',
  pattern: '^[a-z][a-z0-9-]{0,39}$',
  description: "The editor app's name of the kind of record: posts, site-settings, services, ...",
} as const;
const recordParams = {
  type: 'object',
  properties: {
    resource: resourceParam,
    id: { type: 'string', pattern: '^[A-Za-z0-9_-]{1,64}$' },
  },
  required: ['resource', 'id'],
} as const;
const othersSchema = {
  type: 'object',
  properties: {
    others: {
      type: 'array',
      items: { type: 'string' },
      description: 'The names of the other people who have the record open, alphabetical',
    },
  },
  required: ['others'],
} as const;
const refusals = { 403: ref('Error'), 404: ref('Error') };
const schema = { tags: ['admin: presence'] };

/** The signed-in person asking about `resource`, refused when they may not edit it. */
function personOn(request: FastifyRequest, resource: string) {
  const { actor } = request;
  if (presenceFamily(resource) === null) throw refuse(404, PRESENCE_MESSAGES.unknownResource);
  if (!actor || actor.kind !== 'person') throw refuse(403, PRESENCE_MESSAGES.peopleOnly);
  if (!mayShareEditing(actor.role, resource)) throw refuse(403, PRESENCE_MESSAGES.notAllowed);
  return actor;
}

export async function presenceAdminRoutes(app: FastifyInstance): Promise<void> {
  const repo = createPresenceRepository(app.db);
  const config = { access: 'signed-in', audit: false } as const;

  app.put<{ Params: RecordParams }>(
    '/presence/:resource/:id',
    {
      config,
      schema: {
        ...schema,
        operationId: 'keepRecordOpen',
        summary: 'Say the signed-in person has a record open (a heartbeat, every 15 s)',
        description:
          'Answers who else has it open. A person counts as having it open for 45 s after ' +
          'their last heartbeat.',
        params: recordParams,
        response: { 200: othersSchema, ...refusals },
      },
    },
    async (request) => {
      const { resource, id } = request.params;
      const person = personOn(request, resource);
      const now = app.now();
      const since = new Date(presenceCutoff(now));
      await repo.removeOlderThan(since);
      await repo.beat({
        resource,
        recordId: id,
        sessionId: person.sessionId,
        personId: person.id,
        at: new Date(now),
      });
      const entries = await repo.entries(resource, since, id);
      return { others: othersEditing(entries, person.id, now) };
    },
  );

  app.delete<{ Params: RecordParams }>(
    '/presence/:resource/:id',
    {
      config,
      schema: {
        ...schema,
        operationId: 'leaveRecord',
        summary: 'Say the signed-in person closed a record',
        params: recordParams,
        response: { 204: { type: 'null' }, ...refusals },
      },
    },
    async (request, reply) => {
      const { resource, id } = request.params;
      const person = personOn(request, resource);
      await repo.leave(resource, id, person.sessionId);
      return reply.code(204).send();
    },
  );

  app.get<{ Params: ResourceParams }>(
    '/presence/:resource',
    {
      config,
      schema: {
        ...schema,
        operationId: 'listOpenRecords',
        summary: 'Who else has which record of a kind open, for a list',
        params: {
          type: 'object',
          properties: { resource: resourceParam },
          required: ['resource'],
        },
        response: {
          200: {
            type: 'object',
            properties: {
              records: {
                type: 'object',
                additionalProperties: { type: 'array', items: { type: 'string' } },
                description: 'Record id to the names of the other people who have it open',
              },
            },
            required: ['records'],
          },
          ...refusals,
        },
      },
    },
    async (request) => {
      const { resource } = request.params;
      const person = personOn(request, resource);
      const now = app.now();
      const entries = await repo.entries(resource, new Date(presenceCutoff(now)));
      return { records: othersByRecord(entries, person.id, now) };
    },
  );
}
