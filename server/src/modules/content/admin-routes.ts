/**
 * Admin endpoints of every content collection: list (inactive included), read, create, update
 * (any subset of fields) and deactivate. Nothing is deleted: deactivating hides a record from the
 * public lists and keeps it for the editors. Every update and deactivation keeps the version it
 * replaced; editors list a record's versions, compare one with the record and restore it.
 */
import type { FastifyInstance } from 'fastify';
import { listOf, notFound, ref } from '../../plugins/shared-schemas.js';
import { refuse } from '../../plugins/refusal.js';
import {
  createBodySchema,
  updateBodySchema,
} from '@cloud-consulting/domain/content-collections/collection';
import { collections } from '@cloud-consulting/domain/content-collections/collections';
import { actorOf } from '../revisions/actor.js';
import { registerRevisionRoutes } from '../revisions/routes.js';
import { createCollectionRepository, type ContentRecord } from './repository.js';
import { createContentService } from './service.js';

const idParams = {
  type: 'object',
  properties: { id: { type: 'integer', minimum: 1 } },
  required: ['id'],
} as const;
const invalid = { 400: ref('ValidationError') };

/** True for a unique-constraint violation on either engine. */
export function isUniqueViolation(error: unknown): boolean {
  return (error as { code?: string } | null)?.code === '23505';
}

export async function contentAdminRoutes(app: FastifyInstance): Promise<void> {
  for (const c of collections) {
    const repo = createCollectionRepository(c, app.db);
    const service = createContentService(c, app.db, app.now);
    const tags = [`admin: ${c.name}`];
    const base = `/${c.name}`;
    const conflict = (error: unknown) =>
      isUniqueViolation(error)
        ? refuse(409, `A ${c.schemaId} with these values already exists`)
        : error;
    const notFoundHere = () => refuse(404, `${c.schemaId} not found`);

    app.get(
      base,
      {
        config: { access: 'content' },
        schema: {
          tags,
          summary: `All ${c.name}, inactive included`,
          response: { 200: listOf(c.schemaId) },
        },
      },
      async () => repo.list(),
    );

    app.get<{ Params: { id: number } }>(
      `${base}/:id`,
      {
        config: { access: 'content' },
        schema: {
          tags,
          summary: `One of ${c.name}`,
          params: idParams,
          response: { 200: ref(c.schemaId), ...notFound },
        },
      },
      async (request) => {
        const record = await repo.findById(request.params.id);
        if (!record) throw notFoundHere();
        return record;
      },
    );

    app.post<{ Body: ContentRecord }>(
      base,
      {
        config: { access: 'content' },
        schema: {
          tags,
          summary: `Create one of ${c.name}`,
          body: createBodySchema(c),
          response: { 201: ref(c.schemaId), ...invalid, 409: ref('Error') },
        },
      },
      async (request, reply) => {
        try {
          return reply.code(201).send(await repo.create(request.body));
        } catch (error) {
          throw conflict(error);
        }
      },
    );

    app.patch<{ Params: { id: number }; Body: ContentRecord }>(
      `${base}/:id`,
      {
        config: { access: 'content' },
        schema: {
          tags,
          summary: `Update fields of one of ${c.name}; keeps the previous version`,
          params: idParams,
          body: updateBodySchema(c),
          response: { 200: ref(c.schemaId), ...invalid, ...notFound, 409: ref('Error') },
        },
      },
      async (request) => {
        let record;
        try {
          record = await service.update(request.params.id, request.body, actorOf(request));
        } catch (error) {
          throw conflict(error);
        }
        if (!record) throw notFoundHere();
        return record;
      },
    );

    app.delete<{ Params: { id: number } }>(
      `${base}/:id`,
      {
        config: { access: 'content' },
        schema: {
          tags,
          summary: `Deactivate one of ${c.name} (kept, hidden from public lists); keeps the previous version`,
          params: idParams,
          response: { 200: ref(c.schemaId), ...notFound },
        },
      },
      async (request) => {
        const record = await service.deactivate(request.params.id, actorOf(request));
        if (!record) throw notFoundHere();
        return record;
      },
    );

    registerRevisionRoutes(app, {
      path: `${base}/:id`,
      tags,
      name: c.schemaId,
      what: `one of ${c.name}`,
      recordNotFound: `${c.schemaId} not found`,
      recordSchema: c.schemaId,
      records: service,
      refusal: conflict,
    });
  }
}
