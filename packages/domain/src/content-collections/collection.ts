/**
 * A content collection described once: its table, its fields under the names the public API
 * gives them (PascalCase or camelCase, as each entity has always been named), and how it is ordered. The
 * repository SQL, the response schema, the admin request schemas and the seed all derive from it,
 * so a field is added in one place.
 */
import { adminFieldName } from '../admin-fields';

export type FieldType = 'string' | 'text' | 'integer' | 'boolean' | 'json' | 'list' | 'timestamp';

export interface Field {
  /** Name in the API and in content/*.json. */
  api: string;
  column: string;
  type: FieldType;
  /** Required when creating. */
  required?: boolean;
  /** May be null (optional text). */
  nullable?: boolean;
  maxLength?: number;
  pattern?: string;
  enum?: string[];
  /** Set by the database, never by a client. */
  readOnly?: boolean;
  description?: string;
}

export interface Collection {
  /** Path segment of the admin API and the seed file name (content/<name>.json). */
  name: string;
  table: string;
  /** Schema id of one record in the OpenAPI document. */
  schemaId: string;
  /** API names of the id and active flag. */
  id: string;
  active: string;
  fields: Field[];
  /** SQL ORDER BY of lists. */
  orderBy: string;
  /** Column stamped with now() on every write. */
  touch: string;
  /** Public tag of the OpenAPI document. */
  tag: string;
  /** Path of the public list (without the /api prefix); absent for an admin-only collection. */
  publicPath?: string;
}

type JsonSchema = Record<string, unknown>;

/** Every public name of a record: its id, its fields and its active flag. */
export function publicFieldNames(c: Collection): string[] {
  return [c.id, ...c.fields.map((f) => f.api), c.active];
}

/** Schema id of one record as the admin API answers it (its fields under their admin names). */
export const adminSchemaId = (c: Collection): string => `Admin${c.schemaId}`;

function fieldSchema(field: Field): JsonSchema {
  const base: JsonSchema = (() => {
    switch (field.type) {
      case 'string':
      case 'text':
        return {
          type: 'string',
          ...(field.maxLength ? { maxLength: field.maxLength } : {}),
          ...(field.pattern ? { pattern: field.pattern } : {}),
          ...(field.enum ? { enum: field.enum } : {}),
        };
      case 'integer':
        return { type: 'integer' };
      case 'boolean':
        return { type: 'boolean' };
      case 'list':
        return { type: 'array', items: { type: 'string', maxLength: 500 } };
      case 'timestamp':
        return { type: 'string', format: 'date-time' };
      case 'json':
        return {};
    }
  })();
  if (field.description) base.description = field.description;
  if (field.nullable && typeof base.type === 'string') base.type = [base.type, 'null'];
  if (field.nullable && base.enum) base.enum = [...(base.enum as unknown[]), null];
  return base;
}

/** The record as the public API answers it. */
export function recordSchema(c: Collection): JsonSchema {
  const properties: Record<string, JsonSchema> = { [c.id]: { type: 'integer' } };
  for (const f of c.fields) properties[f.api] = fieldSchema(f);
  properties[c.active] = { type: 'boolean' };
  return {
    $id: c.schemaId,
    type: 'object',
    properties,
    required: Object.keys(properties),
  };
}

/** The record as the admin API answers it: the public record with every field renamed. */
export function adminRecordSchema(c: Collection): JsonSchema {
  const { properties, required } = recordSchema(c) as {
    properties: Record<string, JsonSchema>;
    required: string[];
  };
  return {
    $id: adminSchemaId(c),
    type: 'object',
    properties: {
      ...Object.fromEntries(
        Object.entries(properties).map(([name, s]) => [adminFieldName(name), s]),
      ),
      // Answered by a record's own reads and writes (not in lists): see record-versions.ts.
      version: {
        type: 'integer',
        minimum: 1,
        description:
          'Grows with every change; send it back in If-Match to refuse overwriting another',
      },
    },
    required: required.map(adminFieldName),
  };
}

/** What an editor may write, under the admin names. */
function writableProperties(c: Collection): Record<string, JsonSchema> {
  const properties: Record<string, JsonSchema> = {};
  for (const f of c.fields) {
    if (f.readOnly) continue;
    const s = fieldSchema(f);
    if (f.required && s.type === 'string') s.minLength = 1;
    properties[adminFieldName(f.api)] = s;
  }
  properties[adminFieldName(c.active)] = { type: 'boolean' };
  return properties;
}

/**
 * Body of POST /admin/api/<name>, under the admin names; any other field (a public PascalCase
 * name among them) is refused.
 */
export function createBodySchema(c: Collection): JsonSchema {
  return {
    type: 'object',
    additionalProperties: false,
    properties: writableProperties(c),
    required: c.fields.filter((f) => f.required && !f.readOnly).map((f) => adminFieldName(f.api)),
  };
}

/** Body of PATCH /admin/api/<name>/{id}: any subset of the writable fields. */
export function updateBodySchema(c: Collection): JsonSchema {
  return {
    type: 'object',
    additionalProperties: false,
    minProperties: 1,
    properties: writableProperties(c),
  };
}
