/**
 * Admin endpoints of every content collection: list (inactive included), read, create, update
 * (any subset of fields) and deactivate. Nothing is deleted: deactivating hides a record from the
 * public lists and keeps it for the editors. Every update and deactivation keeps the version it
 * replaced; editors list a record's versions, compare one with the record and restore it.
 * Requests and answers use the admin field names (camelCase, `id`); the public names stay the
 * repository's, so a body is renamed back before it is stored and every record on its way out.
 */
import type { FastifyInstance } from 'fastify';
import { listOf, notFound, ref } from '../../plugins/shared-schemas.js';
import { refuse } from '../../plugins/refusal.js';
import {
  adminFieldName,
  fromAdminFields,
  toAdminFields,
} from '@cloud-consulting/domain/admin-fields';
import {
  adminSchemaId,
  createBodySchema,
  publicFieldNames,
  updateBodySchema,
  type Collection,
} from '@cloud-consulting/domain/content-collections/collection';
import { collections } from '@cloud-consulting/domain/content-collections/collections';
import { actorOf } from '../revisions/actor.js';
import { registerRevisionRoutes } from '../revisions/routes.js';
import { createCollectionRepository, type ContentRecord } from './repository.js';
import { createContentService } from './service.js';
import { expectedVersion, staleRefusal, withVersion } from '../../plugins/record-versions.js';

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

/** 'menu-sections' -> 'MenuSections': names the list operation of a collection. */
const pascalCase = (name: string) =>
  name.replace(/(^|-)([a-z])/g, (_match, _dash, letter: string) => letter.toUpperCase());

/** Operation ids of a collection's endpoints: listMenuSections, getMenuSection, ... */
export function operationIds(c: Collection) {
  return {
    list: `list${pascalCase(c.name)}`,
    get: `get${c.schemaId}`,
    create: `create${c.schemaId}`,
    update: `update${c.schemaId}`,
    deactivate: `deactivate${c.schemaId}`,
  };
}

export async function contentAdminRoutes(app: FastifyInstance): Promise<void> {
  for (const c of collections) {
    const repo = createCollectionRepository(c, app.db);
    const service = createContentService(c, app.db, app.now);
    const tags = [`admin: ${c.name}`];
    const base = `/${c.name}`;
    const ids = operationIds(c);
    const record = ref(adminSchemaId(c));
    const publicNames = publicFieldNames(c);
    const toAdmin = (found: ContentRecord) => toAdminFields(found);
    const fromAdmin = (body: ContentRecord) => fromAdminFields(body, publicNames);
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
          operationId: ids.list,
          summary: `All ${c.name}, inactive included`,
          response: { 200: listOf(adminSchemaId(c)) },
        },
      },
      async () => (await repo.list()).map(toAdmin),
    );

    app.get<{ Params: { id: number } }>(
      `${base}/:id`,
      {
        config: { access: 'content' },
        schema: {
          tags,
          operationId: ids.get,
          summary: `One of ${c.name}`,
          params: idParams,
          response: { 200: record, ...notFound },
        },
      },
      async (request, reply) => {
        const found = await repo.findById(request.params.id);
        if (!found) throw notFoundHere();
        return withVersion(reply, toAdmin(found), await service.versionOf(request.params.id));
      },
    );

    app.post<{ Body: ContentRecord }>(
      base,
      {
        config: { access: 'content' },
        schema: {
          tags,
          operationId: ids.create,
          summary: `Create one of ${c.name}`,
          body: createBodySchema(c),
          response: { 201: record, ...invalid, 409: ref('Error') },
        },
      },
      async (request, reply) => {
        let created;
        try {
          created = await repo.create(fromAdmin(request.body));
        } catch (error) {
          throw conflict(error);
        }
        const answer = toAdmin(created);
        const version = await service.versionOf(Number(answer.id));
        return reply.code(201).send(withVersion(reply, answer, version));
      },
    );

    app.patch<{ Params: { id: number }; Body: ContentRecord }>(
      `${base}/:id`,
      {
        config: { access: 'content' },
        schema: {
          tags,
          operationId: ids.update,
          summary: `Update fields of one of ${c.name}; keeps the previous version`,
          params: idParams,
          body: updateBodySchema(c),
          response: {
            200: record,
            ...invalid,
            ...notFound,
            409: ref('Error'),
            412: ref('VersionConflict'),
          },
        },
      },
      async (request, reply) => {
        let updated;
        try {
          updated = await service.update(
            request.params.id,
            fromAdmin(request.body),
            actorOf(request),
            expectedVersion(request),
          );
        } catch (error) {
          throw staleRefusal(conflict(error));
        }
        if (!updated) throw notFoundHere();
        return withVersion(reply, toAdmin(updated), await service.versionOf(request.params.id));
      },
    );

    app.delete<{ Params: { id: number } }>(
      `${base}/:id`,
      {
        config: { access: 'content' },
        schema: {
          tags,
          operationId: ids.deactivate,
          summary: `Deactivate one of ${c.name} (kept, hidden from public lists); keeps the previous version`,
          params: idParams,
          response: { 200: record, ...notFound, 412: ref('VersionConflict') },
        },
      },
      async (request, reply) => {
        let deactivated;
        try {
          deactivated = await service.deactivate(
            request.params.id,
            actorOf(request),
            expectedVersion(request),
          );
        } catch (error) {
          throw staleRefusal(error);
        }
        if (!deactivated) throw notFoundHere();
        return withVersion(reply, toAdmin(deactivated), await service.versionOf(request.params.id));
      },
    );

    registerRevisionRoutes(app, {
      path: `${base}/:id`,
      tags,
      name: c.schemaId,
      what: `one of ${c.name}`,
      recordNotFound: `${c.schemaId} not found`,
      recordSchema: adminSchemaId(c),
      records: service,
      names: { field: adminFieldName, record: toAdminFields },
      refusal: conflict,
    });
  }
}
