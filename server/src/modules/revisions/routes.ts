/**
 * The three revision endpoints of a kind of record, in the shape the blog's have: list a
 * record's kept versions, read one with its differences from the record now, restore one.
 * Restoring is a change like any other: it keeps the version it replaces and asks the site to
 * rebuild. Versions are kept under the stored (public) field names; the answers give every field
 * its admin name.
 */
import type { FastifyInstance } from 'fastify';
import type { FieldDifference } from '@cloud-consulting/domain/revisions';
import { listOf, notFound, ref } from '../../plugins/shared-schemas.js';
import { refuse } from '../../plugins/refusal.js';
import { actorOf } from './actor.js';
import type { Revision, RevisionSummary } from './store.js';

export const REVISION_NOT_FOUND = 'Revision not found';

/** One entry of a record's history: the version a change replaced. */
export const revisionSummarySchema = {
  $id: 'RevisionSummary',
  type: 'object',
  properties: {
    version: { type: 'integer' },
    changedAt: { type: 'string', format: 'date-time' },
    actor: { type: 'string', description: "The person's email, or automation" },
    changedFields: { type: 'array', items: { type: 'string' } },
  },
  required: ['version', 'changedAt', 'actor', 'changedFields'],
};

export const revisionSchema = {
  $id: 'Revision',
  type: 'object',
  properties: {
    ...revisionSummarySchema.properties,
    fields: {
      type: 'object',
      additionalProperties: true,
      description: "The record's fields as they were in this version, under their admin names",
    },
    differences: {
      type: 'array',
      description: 'Every field whose value in this version differs from the current record',
      items: {
        type: 'object',
        properties: { field: { type: 'string' }, revision: {}, current: {} },
        required: ['field', 'revision', 'current'],
      },
    },
  },
  required: [...revisionSummarySchema.required, 'fields', 'differences'],
};

export const revisionSchemas = [revisionSummarySchema, revisionSchema];

/** How a kind of record names its fields in the admin API. */
export interface AdminNames {
  /** The admin name of a stored field name. */
  field(storedName: string): string;
  /** A stored record (or kept version) as the admin API answers it. */
  record(stored: Record<string, unknown>): Record<string, unknown>;
}

const unique = (names: string[]) => [...new Set(names)];

/** A kept version's summary under the admin names (several stored names may share one). */
function adminSummary<T extends RevisionSummary>(summary: T, names: AdminNames): T {
  return {
    ...summary,
    changedFields: unique(summary.changedFields.map((field) => names.field(field))),
  };
}

/** A kept version with its differences, every field under its admin name. */
function adminRevision(revision: Revision & { differences: FieldDifference[] }, names: AdminNames) {
  const seen = new Set<string>();
  const differences: FieldDifference[] = [];
  for (const difference of revision.differences) {
    const field = names.field(difference.field);
    if (seen.has(field)) continue;
    seen.add(field);
    differences.push({ ...difference, field });
  }
  return {
    ...adminSummary(revision, names),
    fields: names.record(revision.fields),
    differences,
  };
}

/** What a kind of record answers about its history; null when the record (or version) is missing. */
export interface RevisedRecords {
  revisions(id: number): Promise<RevisionSummary[] | null>;
  revision(
    id: number,
    version: number,
  ): Promise<(Revision & { differences: FieldDifference[] }) | null>;
  restore(id: number, version: number, actor: string): Promise<Record<string, unknown> | null>;
}

const int = { type: 'integer', minimum: 1, maximum: 2147483647 } as const;

export function registerRevisionRoutes(
  app: FastifyInstance,
  options: {
    /** The record's admin path: '/services/:id', or '/site-settings' for a single record. */
    path: string;
    tags: string[];
    /** Names the operations: list<Name>Revisions, get<Name>Revision, restore<Name>Revision. */
    name: string;
    /** The record, in words: 'one of services', 'the site settings'. */
    what: string;
    recordNotFound: string;
    /** Schema id of the record in its admin names, answered by a restore. */
    recordSchema: string;
    records: RevisedRecords;
    /** The record's admin field names. */
    names: AdminNames;
    /** Turns a failed restore into the answer to give (a unique conflict into a 409). */
    refusal?: (error: unknown) => unknown;
  },
) {
  const { path, tags, name, what, records, names } = options;
  const single = !path.includes(':id');
  const idOf = (params: { id?: number }) => params.id ?? 1;
  const params = (withVersion: boolean) => {
    const properties: Record<string, typeof int> = single ? {} : { id: int };
    if (withVersion) properties.version = int;
    const required = Object.keys(properties);
    return required.length ? { params: { type: 'object', properties, required } } : {};
  };

  app.get<{ Params: { id?: number } }>(
    `${path}/revisions`,
    {
      config: { access: 'content' },
      schema: {
        tags,
        operationId: `list${name}Revisions`,
        summary: `Earlier versions of ${what}, newest first: when, who, which fields changed`,
        ...params(false),
        response: { 200: listOf('RevisionSummary'), ...notFound },
      },
    },
    async (request) => {
      const list = await records.revisions(idOf(request.params));
      if (!list) throw refuse(404, options.recordNotFound);
      return list.map((summary) => adminSummary(summary, names));
    },
  );

  app.get<{ Params: { id?: number; version: number } }>(
    `${path}/revisions/:version`,
    {
      config: { access: 'content' },
      schema: {
        tags,
        operationId: `get${name}Revision`,
        summary: `One earlier version of ${what}: its fields and each difference from now`,
        ...params(true),
        response: { 200: ref('Revision'), ...notFound },
      },
    },
    async (request) => {
      const revision = await records.revision(idOf(request.params), request.params.version);
      if (!revision) throw refuse(404, REVISION_NOT_FOUND);
      return adminRevision(revision, names);
    },
  );

  app.post<{ Params: { id?: number; version: number } }>(
    `${path}/revisions/:version/restore`,
    {
      config: { access: 'content' },
      schema: {
        tags,
        operationId: `restore${name}Revision`,
        summary: `Bring an earlier version of ${what} back (kept as a change of its own)`,
        ...params(true),
        response: { 200: ref(options.recordSchema), ...notFound, 409: ref('Error') },
      },
    },
    async (request) => {
      let record;
      try {
        record = await records.restore(
          idOf(request.params),
          request.params.version,
          actorOf(request),
        );
      } catch (error) {
        throw options.refusal ? options.refusal(error) : error;
      }
      if (!record) throw refuse(404, REVISION_NOT_FOUND);
      return names.record(record);
    },
  );
}
