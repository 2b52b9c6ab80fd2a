import {
  adminRecordSchema,
  createBodySchema,
  publicFieldNames,
  recordSchema,
  updateBodySchema,
  type Collection,
} from '@cloud-consulting/domain/content-collections/collection';
import { collections } from '@cloud-consulting/domain/content-collections/collections';
import { adminFieldName } from '@cloud-consulting/domain/admin-fields';

const sample: Collection = {
  name: 'samples',
  table: 'samples',
  schemaId: 'Sample',
  tag: 'content',
  id: 'Id',
  active: 'IsActive',
  orderBy: 'id',
  touch: 'updated_at',
  fields: [
    { api: 'Name', column: 'name', type: 'string', required: true, maxLength: 10 },
    { api: 'Code', column: 'code', type: 'string', pattern: '^[a-z]+$', description: 'A code' },
    { api: 'Kind', column: 'kind', type: 'string', enum: ['a', 'b'], nullable: true },
    { api: 'Body', column: 'body', type: 'text', nullable: true },
    { api: 'Rank', column: 'rank', type: 'integer' },
    { api: 'Shown', column: 'shown', type: 'boolean' },
    { api: 'Tags', column: 'tags', type: 'list' },
    { api: 'At', column: 'at', type: 'timestamp', readOnly: true },
    { api: 'Data', column: 'data', type: 'json' },
  ],
};

describe('recordSchema', () => {
  it('describes every field, the id and the active flag, all required', () => {
    const schema = recordSchema(sample) as {
      properties: Record<string, unknown>;
      required: string[];
    };
    expect(schema.required).toEqual(['Id', ...sample.fields.map((f) => f.api), 'IsActive']);
    expect(schema.properties.Name).toEqual({ type: 'string', maxLength: 10 });
    expect(schema.properties.Code).toEqual({
      type: 'string',
      pattern: '^[a-z]+$',
      description: 'A code',
    });
    expect(schema.properties.Kind).toEqual({ type: ['string', 'null'], enum: ['a', 'b', null] });
    expect(schema.properties.Body).toEqual({ type: ['string', 'null'] });
    expect(schema.properties.Rank).toEqual({ type: 'integer' });
    expect(schema.properties.Shown).toEqual({ type: 'boolean' });
    expect(schema.properties.Tags).toEqual({
      type: 'array',
      items: { type: 'string', maxLength: 500 },
    });
    expect(schema.properties.At).toEqual({ type: 'string', format: 'date-time' });
    expect(schema.properties.Data).toEqual({});
  });
});

describe('adminRecordSchema', () => {
  it('is the public record under the admin names, with its own id', () => {
    const schema = adminRecordSchema(sample) as {
      $id: string;
      properties: Record<string, unknown>;
      required: string[];
    };
    expect(schema.$id).toBe('AdminSample');
    expect(schema.required).toEqual([
      'id',
      'name',
      'code',
      'kind',
      'body',
      'rank',
      'shown',
      'tags',
      'at',
      'data',
      'isActive',
    ]);
    expect(schema.properties.kind).toEqual({ type: ['string', 'null'], enum: ['a', 'b', null] });
    expect(schema.properties.Kind).toBeUndefined();
  });
});

describe('createBodySchema and updateBodySchema', () => {
  it('accept writable fields only, under their admin names, require the required ones on create, any one on update', () => {
    const create = createBodySchema(sample) as {
      properties: Record<string, { minLength?: number }>;
      required: string[];
      additionalProperties: boolean;
    };
    expect(create.required).toEqual(['name']);
    expect(create.properties.name.minLength).toBe(1);
    expect(create.properties.Name).toBeUndefined();
    expect(create.properties.at).toBeUndefined();
    expect(create.properties.isActive).toEqual({ type: 'boolean' });
    expect(create.additionalProperties).toBe(false);
    const update = updateBodySchema(sample) as { minProperties: number; required?: string[] };
    expect(update.minProperties).toBe(1);
    expect(update.required).toBeUndefined();
  });
});

describe('collections', () => {
  it('have unique names, tables and public paths', () => {
    const unique = (values: unknown[]) => new Set(values).size === values.length;
    expect(unique(collections.map((c) => c.name))).toBe(true);
    expect(unique(collections.map((c) => c.table))).toBe(true);
    const paths = collections.map((c) => c.publicPath).filter(Boolean);
    expect(unique(paths)).toBe(true);
  });

  it.each(collections.map((c) => [c.name, c]))(
    '%s gives each field its own admin name',
    (_name, c) => {
      const names = publicFieldNames(c).map(adminFieldName);
      expect(new Set(names).size).toBe(names.length);
      expect(names[0]).toBe('id');
      expect(names.at(-1)).toBe('isActive');
    },
  );
});
