import {
  adminRecordSchema,
  createBodySchema,
  updateBodySchema,
} from '@cloud-consulting/domain/content-collections/collection';
import { collections } from '@cloud-consulting/domain/content-collections/collections';
import { adminSiteSettingsProperties } from '@cloud-consulting/domain/admin-site-settings';
import { CONTENT_COLLECTIONS } from '../src/api/resources';
import {
  COLLECTION_FIELDS,
  defaultSort,
  fieldLabels,
  formFields,
  type CollectionName,
  type FieldSpec,
} from '../src/content/fields';
import { SITE_SETTINGS_FIELDS } from '../src/content/site-settings-fields';

type Schema = {
  type?: string | string[];
  maxLength?: number;
  pattern?: string;
  enum?: unknown[];
  format?: string;
  items?: Schema;
};

const names: CollectionName[] = [...CONTENT_COLLECTIONS, 'menu-sections'];

function collection(name: string) {
  const found = collections.find((c) => c.name === name);
  if (!found) throw new Error(`no collection ${name}`);
  return found;
}

const types = (s: Schema) => (Array.isArray(s.type) ? s.type : s.type ? [s.type] : []);

/** The input kinds that may show a property of this schema. */
function kindsFor(s: Schema): string[] {
  if (s.enum) return ['choice'];
  if (s.format === 'date-time') return ['timestamp'];
  const [type] = types(s).filter((t) => t !== 'null');
  if (type === 'integer') return ['number'];
  if (type === 'boolean') return ['boolean'];
  if (type === 'array') return ['list'];
  if (type === 'string') return ['text', 'longText', 'url', 'image', 'document'];
  return ['json'];
}

/** What the table says of a field, in the schema's terms. */
function limitsOf(spec: FieldSpec) {
  return {
    maxLength: spec.maxLength,
    pattern: spec.pattern?.source,
    choices: spec.choices?.map((c) => c.id),
    itemMaxLength: spec.itemMaxLength,
  };
}

function limitsIn(s: Schema) {
  return {
    maxLength: s.maxLength,
    pattern: s.pattern,
    choices: s.enum?.filter((v) => v !== null),
    itemMaxLength: s.items?.maxLength,
  };
}

describe('the content field table matches the admin API', () => {
  it('has a table for every collection the app lists, and the menu sections', () => {
    expect(Object.keys(COLLECTION_FIELDS).sort()).toEqual([...names].sort());
  });

  describe.each(names)('%s', (name) => {
    const c = collection(name);
    const record = adminRecordSchema(c) as { properties: Record<string, Schema> };
    const create = createBodySchema(c) as { required: string[] };
    const writable = updateBodySchema(c) as { properties: Record<string, Schema> };
    const fields = formFields(name);

    it('names every field of the record, and no other', () => {
      // `version` is the record's, not a field a person edits (see record-versions.ts).
      expect(['id', 'version', ...fields.map((f) => f.name)].sort()).toEqual(
        Object.keys(record.properties).sort(),
      );
    });

    it.each(fields.map((f) => [f.name, f] as const))('%s has the schema’s limits', (_n, spec) => {
      const s = record.properties[spec.name]!;
      expect(kindsFor(s)).toContain(spec.kind);
      expect(limitsOf(spec)).toEqual(limitsIn(s));
      expect(Boolean(spec.required)).toBe(create.required.includes(spec.name));
      expect(Boolean(spec.nullable)).toBe(types(s).includes('null'));
      expect(Boolean(spec.readOnly)).toBe(!(spec.name in writable.properties));
    });

    it('titles records by a required field and sorts by order or title', () => {
      const spec = COLLECTION_FIELDS[name];
      expect(fields.find((f) => f.name === spec.title)?.required).toBe(true);
      expect(['orderIndex', spec.title]).toContain(defaultSort(name).field);
      expect(fieldLabels(name).isActive).toBe('Active');
    });
  });
});

describe('the site settings table matches the admin API', () => {
  const properties = adminSiteSettingsProperties() as Record<string, Schema>;

  it('names every settings field once', () => {
    expect(SITE_SETTINGS_FIELDS.map((f) => f.name).sort()).toEqual(Object.keys(properties).sort());
  });

  it.each(SITE_SETTINGS_FIELDS.map((f) => [f.name, f] as const))(
    '%s has the schema’s limits',
    (_n, spec) => {
      const s = properties[spec.name]!;
      expect(kindsFor(s)).toContain(spec.kind);
      expect(limitsOf(spec)).toEqual(limitsIn(s));
      expect(spec.nullable).toBeUndefined();
    },
  );

  it('requires the site name and address, as the body schema does', () => {
    expect(SITE_SETTINGS_FIELDS.filter((f) => f.required).map((f) => f.name)).toEqual([
      'siteName',
      'siteUrl',
    ]);
  });
});
