import {
  createBodySchema,
  recordSchema,
  updateBodySchema,
  type Collection,
} from '@cloud-consulting/domain/content-collections/collection';
import { collections } from '@cloud-consulting/domain/content-collections/collections';

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

describe('createBodySchema and updateBodySchema', () => {
  it('accept writable fields only, require the required ones on create, any one on update', () => {
    const create = createBodySchema(sample) as {
      properties: Record<string, { minLength?: number }>;
      required: string[];
    };
    expect(create.required).toEqual(['Name']);
    expect(create.properties.Name.minLength).toBe(1);
    expect(create.properties.At).toBeUndefined();
    expect(create.properties.IsActive).toEqual({ type: 'boolean' });
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
});
