/**
 * The one table of every content collection's fields as editors see them: admin name, label,
 * input kind, and the limits the admin API checks (required, nullable, max length, pattern,
 * choices). Lists, forms and validation all read it; admin/test/content-fields.test.ts holds it
 * against the API's record and body schemas, so it cannot drift from the server.
 */
import { CASE_STUDY_PDF_PATTERN } from '@cloud-consulting/domain/case-studies';
import type { CONTENT_COLLECTIONS } from '../api/resources';

export type FieldKind =
  | 'text'
  | 'longText'
  | 'url'
  | 'image'
  | 'document'
  | 'number'
  | 'list'
  | 'boolean'
  | 'choice'
  | 'json'
  | 'timestamp';

export interface FieldSpec {
  /** The admin API's name (camelCase). */
  name: string;
  label: string;
  kind: FieldKind;
  /** Needed when creating; a required text may not be empty. */
  required?: boolean;
  /** The API takes null (an empty optional text is sent as null). */
  nullable?: boolean;
  /** In characters (Unicode code points, as the server counts). */
  maxLength?: number;
  /** Each item's limit, for a list of texts. */
  itemMaxLength?: number;
  /** The API's pattern, with the sentence that says what it wants. */
  pattern?: { source: string; message: string };
  choices?: readonly { id: string; name: string }[];
  /** Set by the server; shown, never sent. */
  readOnly?: boolean;
  helper?: string;
}

export type CollectionName = (typeof CONTENT_COLLECTIONS)[number] | 'menu-sections';

export interface CollectionSpec {
  /** The field that names a record in lists, titles and revisions. */
  title: string;
  /** A second line in lists (phones) and a column (desktop). */
  detail?: string;
  fields: readonly FieldSpec[];
}

/** Every record's on/off flag (not in the tables: the same for all). */
export const ACTIVE_FIELD: FieldSpec = { name: 'isActive', label: 'Active', kind: 'boolean' };

/** The API's limit of each text in a list (services' features). */
export const LIST_ITEM_MAX_LENGTH = 500;

type Extra = Partial<FieldSpec>;
const field =
  (kind: FieldKind) =>
  (name: string, label: string, extra: Extra = {}): FieldSpec => ({ name, label, kind, ...extra });
const optional =
  (kind: FieldKind) =>
  (name: string, label: string, maxLength: number, extra: Extra = {}): FieldSpec => ({
    name,
    label,
    kind,
    nullable: true,
    maxLength,
    ...extra,
  });

const text = field('text');
const number = field('number');
const flag = field('boolean');
const optionalText = optional('text');
const optionalLong = optional('longText');
const optionalUrl = optional('url');
const optionalImage = optional('image');

const name = (maxLength: number) => text('name', 'Name', { required: true, maxLength });
const order = number('orderIndex', 'Order', { helper: 'Lower numbers come first.' });
const description = optionalLong('description', 'Description', 2000);

export const COLLECTION_FIELDS: Readonly<Record<CollectionName, CollectionSpec>> = {
  services: {
    title: 'name',
    detail: 'category',
    fields: [
      name(150),
      description,
      optionalImage('imageUrl', 'Image address', 500),
      field('list')('features', 'Features', { itemMaxLength: LIST_ITEM_MAX_LENGTH }),
      optionalText('price', 'Price', 100, { helper: "As shown, e.g. 'from $200/hour'." }),
      optionalUrl('href', 'Link', 300, { helper: 'Where the card leads, e.g. /contact-us.' }),
      optionalText('category', 'Category', 100),
      optionalText('icon', 'Icon', 50),
      order,
    ],
  },
  industries: { title: 'name', fields: [name(100), description] },
  'case-studies': {
    title: 'title',
    detail: 'sector',
    fields: [
      text('title', 'Title', { required: true, maxLength: 200 }),
      text('sector', 'Client sector', {
        required: true,
        maxLength: 100,
        helper: 'e.g. Retail, Financial services, Healthcare.',
      }),
      field('longText')('challenge', 'Challenge', { required: true, maxLength: 2000 }),
      field('longText')('result', 'Result', { required: true, maxLength: 2000 }),
      field('document')('pdfUrl', 'PDF address', {
        nullable: true,
        maxLength: 500,
        pattern: {
          source: CASE_STUDY_PDF_PATTERN,
          message:
            'The PDF address must be a PDF from the media library, e.g. /uploads/images/case-studies/report.pdf.',
        },
        helper:
          'Optional. Upload the PDF in the media library, copy its address and paste it here.',
      }),
      order,
    ],
  },
  'core-expertise': {
    title: 'name',
    detail: 'category',
    fields: [
      name(150),
      description,
      order,
      optionalText('category', 'Category', 100),
      optionalText('icon', 'Icon', 50),
    ],
  },
  products: {
    title: 'name',
    detail: 'price',
    fields: [
      name(150),
      description,
      text('price', 'Price', {
        maxLength: 20,
        pattern: {
          source: '^[0-9]+(\\.[0-9]{1,2})?$',
          message: 'Price must be a number with at most two decimals, e.g. 200 or 199.99.',
        },
      }),
    ],
  },
  'training-topics': {
    title: 'name',
    detail: 'category',
    fields: [name(150), description, optionalText('category', 'Category', 100), order],
  },
  'training-lookups': {
    title: 'name',
    detail: 'kind',
    fields: [
      field('choice')('kind', 'List', {
        required: true,
        choices: [
          { id: 'type', name: 'Training types' },
          { id: 'duration', name: 'Durations' },
          { id: 'topic', name: 'Topics' },
        ],
        helper: 'Which dropdown of the training request form shows it.',
      }),
      name(150),
      order,
    ],
  },
  technologies: { title: 'name', fields: [name(100), order] },
  faq: {
    title: 'question',
    fields: [
      field('longText')('question', 'Question', { required: true, maxLength: 500 }),
      field('longText')('answer', 'Answer', { required: true, maxLength: 5000 }),
      order,
    ],
  },
  'page-seo': {
    title: 'path',
    detail: 'title',
    fields: [
      text('path', 'Path', {
        required: true,
        maxLength: 300,
        pattern: { source: '^/', message: 'Path must start with /, e.g. /about.' },
      }),
      text('title', 'Title', { required: true, maxLength: 200 }),
      optionalLong('metaDescription', 'Meta description', 500),
      optionalText('metaKeywords', 'Meta keywords', 500),
      flag('indexable', 'Search engines may index it'),
      flag('followLinks', 'Search engines may follow its links'),
      optionalText('ogTitle', 'Social title', 200),
      optionalLong('ogDescription', 'Social description', 500),
      optionalImage('ogImageUrl', 'Social image address', 500),
      optionalText('twitterCard', 'Twitter card', 50, { helper: 'e.g. summary_large_image' }),
      optionalUrl('canonicalUrl', 'Canonical address', 500),
      optionalLong('structuredDataJson', 'Structured data (JSON-LD)', 20000),
      field('timestamp')('updatedAt', 'Updated', { readOnly: true }),
    ],
  },
  sections: {
    title: 'name',
    fields: [
      name(100),
      field('json')('content', 'Content (JSON)', { helper: 'The section’s data, as JSON.' }),
    ],
  },
  'generated-images': {
    title: 'fileName',
    detail: 'generationType',
    fields: [
      text('fileName', 'File name', { required: true, maxLength: 255 }),
      field('image')('url', 'Image address', { required: true, maxLength: 500 }),
      optionalLong('prompt', 'Prompt', 2000),
      text('generationType', 'Use', {
        maxLength: 50,
        helper: "e.g. 'hero-background', 'service-card'",
      }),
      field('timestamp')('createdAt', 'Created', { readOnly: true }),
    ],
  },
  'menu-sections': {
    title: 'name',
    detail: 'type',
    fields: [
      name(100),
      text('type', 'Type', {
        maxLength: 50,
        helper: "'menu' for a navigation entry, 'section' for a part of a page.",
      }),
      field('timestamp')('updatedDate', 'Updated', { readOnly: true }),
    ],
  },
};

/** The fields of a collection, then its on/off flag. */
export function formFields(collection: CollectionName): FieldSpec[] {
  return [...COLLECTION_FIELDS[collection].fields, ACTIVE_FIELD];
}

/** The field a list sorts by first: the order editors gave, else the record's title. */
export function defaultSort(collection: CollectionName): { field: string; order: 'ASC' } {
  const spec = COLLECTION_FIELDS[collection];
  const ordered = spec.fields.some((f) => f.name === 'orderIndex');
  return { field: ordered ? 'orderIndex' : spec.title, order: 'ASC' };
}

/** Field name to label (revisions name changed fields by their labels). */
export function fieldLabels(collection: CollectionName): Record<string, string> {
  return Object.fromEntries(formFields(collection).map((f) => [f.name, f.label]));
}
