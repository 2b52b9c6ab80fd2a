/**
 * Every simple content collection, with the field names and casing of the public API:
 * PascalCase for menu sections, SEO, FAQ, technologies, industries, expertise and training;
 * camelCase for page sections, products, services (plus its Category) and generated images.
 */
import { API_PATHS } from '../api-paths';
import type { Collection } from './collection';
import { CASE_STUDY_PDF_PATTERN } from '../case-studies';

const text = (api: string, column: string, extra: Partial<Collection['fields'][number]> = {}) => ({
  api,
  column,
  type: 'string' as const,
  nullable: true,
  maxLength: 2000,
  ...extra,
});

export const menuSections: Collection = {
  publicPath: API_PATHS.menus,
  name: 'menu-sections',
  table: 'menu_sections',
  schemaId: 'MenuSection',
  tag: 'navigation',
  id: 'Id',
  active: 'IsActive',
  fields: [
    { api: 'Name', column: 'name', type: 'string', required: true, maxLength: 100 },
    {
      api: 'Type',
      column: 'type',
      type: 'string',
      maxLength: 50,
      description: "Contains 'menu' for navigation entries",
    },
    { api: 'UpdatedDate', column: 'updated_date', type: 'timestamp', readOnly: true },
  ],
  orderBy: 'id',
  touch: 'updated_date',
};

export const pageSections: Collection = {
  publicPath: API_PATHS.sections,
  name: 'sections',
  table: 'page_sections',
  schemaId: 'PageSection',
  tag: 'pages',
  id: 'id',
  active: 'isActive',
  fields: [
    { api: 'name', column: 'name', type: 'string', required: true, maxLength: 100 },
    { api: 'content', column: 'content', type: 'json', description: 'Free JSON content' },
  ],
  orderBy: 'id',
  touch: 'updated_at',
};

export const pageSeo: Collection = {
  publicPath: API_PATHS.pageSeo(),
  name: 'page-seo',
  table: 'page_seo',
  schemaId: 'PageSeo',
  tag: 'pages',
  id: 'Id',
  active: 'IsActive',
  fields: [
    {
      api: 'Path',
      column: 'path',
      type: 'string',
      required: true,
      maxLength: 300,
      pattern: '^/',
    },
    { api: 'Title', column: 'title', type: 'string', required: true, maxLength: 200 },
    text('MetaDescription', 'meta_description', { maxLength: 500 }),
    text('MetaKeywords', 'meta_keywords', { maxLength: 500 }),
    { api: 'Indexable', column: 'indexable', type: 'boolean' },
    { api: 'FollowLinks', column: 'follow_links', type: 'boolean' },
    text('OgTitle', 'og_title', { maxLength: 200 }),
    text('OgDescription', 'og_description', { maxLength: 500 }),
    text('OgImageUrl', 'og_image_url', { maxLength: 500 }),
    text('TwitterCard', 'twitter_card', { maxLength: 50 }),
    text('CanonicalUrl', 'canonical_url', { maxLength: 500 }),
    text('StructuredDataJson', 'structured_data_json', { maxLength: 20000 }),
    {
      api: 'UpdatedAt',
      column: 'updated_at',
      type: 'timestamp',
      readOnly: true,
      description: "When the record last changed: the page's lastmod in the sitemap",
    },
  ],
  orderBy: 'path',
  touch: 'updated_at',
};

export const faq: Collection = {
  publicPath: API_PATHS.faq,
  name: 'faq',
  table: 'faq_items',
  schemaId: 'FaqItem',
  tag: 'faq',
  id: 'Id',
  active: 'IsActive',
  fields: [
    { api: 'Question', column: 'question', type: 'string', required: true, maxLength: 500 },
    { api: 'Answer', column: 'answer', type: 'string', required: true, maxLength: 5000 },
    { api: 'OrderIndex', column: 'order_index', type: 'integer' },
  ],
  orderBy: 'order_index, id',
  touch: 'updated_at',
};

export const technologies: Collection = {
  publicPath: API_PATHS.technologies,
  name: 'technologies',
  table: 'technologies',
  schemaId: 'Technology',
  tag: 'catalogue',
  id: 'Id',
  active: 'IsActive',
  fields: [
    { api: 'Name', column: 'name', type: 'string', required: true, maxLength: 100 },
    { api: 'OrderIndex', column: 'order_index', type: 'integer' },
  ],
  orderBy: 'order_index, id',
  touch: 'updated_at',
};

export const services: Collection = {
  publicPath: API_PATHS.services,
  name: 'services',
  table: 'services',
  schemaId: 'Service',
  tag: 'catalogue',
  id: 'id',
  active: 'isActive',
  fields: [
    { api: 'name', column: 'name', type: 'string', required: true, maxLength: 150 },
    text('description', 'description'),
    text('imageUrl', 'image_url', { maxLength: 500 }),
    { api: 'features', column: 'features', type: 'list' },
    text('price', 'price', { maxLength: 100, description: "Display price, e.g. 'from $200/hour'" }),
    text('href', 'href', { maxLength: 300 }),
    text('Category', 'category', { maxLength: 100 }),
    text('icon', 'icon', { maxLength: 50 }),
    { api: 'orderIndex', column: 'order_index', type: 'integer' },
  ],
  orderBy: 'order_index, id',
  touch: 'updated_at',
};

export const products: Collection = {
  publicPath: API_PATHS.products,
  name: 'products',
  table: 'products',
  schemaId: 'Product',
  tag: 'catalogue',
  id: 'id',
  active: 'isActive',
  fields: [
    { api: 'name', column: 'name', type: 'string', required: true, maxLength: 150 },
    text('description', 'description'),
    {
      api: 'price',
      column: 'price',
      type: 'string',
      pattern: '^[0-9]+(\\.[0-9]{1,2})?$',
      maxLength: 20,
      description: 'Numeric string',
    },
  ],
  orderBy: 'id',
  touch: 'updated_at',
};

export const industries: Collection = {
  publicPath: API_PATHS.industries,
  name: 'industries',
  table: 'industries',
  schemaId: 'Industry',
  tag: 'catalogue',
  id: 'Id',
  active: 'IsActive',
  fields: [
    { api: 'Name', column: 'name', type: 'string', required: true, maxLength: 100 },
    text('Description', 'description'),
  ],
  orderBy: 'id',
  touch: 'updated_at',
};

export const coreExpertise: Collection = {
  publicPath: API_PATHS.coreExpertise,
  name: 'core-expertise',
  table: 'core_expertise',
  schemaId: 'CoreExpertise',
  tag: 'catalogue',
  id: 'Id',
  active: 'IsActive',
  fields: [
    { api: 'Name', column: 'name', type: 'string', required: true, maxLength: 150 },
    text('Description', 'description'),
    { api: 'OrderIndex', column: 'order_index', type: 'integer' },
    text('Category', 'category', { maxLength: 100 }),
    text('Icon', 'icon', { maxLength: 50 }),
  ],
  orderBy: 'order_index, id',
  touch: 'updated_at',
};

export const trainingTopics: Collection = {
  publicPath: API_PATHS.trainingTopics,
  name: 'training-topics',
  table: 'training_topics',
  schemaId: 'TrainingTopic',
  tag: 'corporate-training',
  id: 'Id',
  active: 'IsActive',
  fields: [
    { api: 'Name', column: 'name', type: 'string', required: true, maxLength: 150 },
    text('Description', 'description'),
    text('Category', 'category', { maxLength: 100 }),
    { api: 'OrderIndex', column: 'order_index', type: 'integer' },
  ],
  orderBy: 'order_index, id',
  touch: 'updated_at',
};

/** The three dropdown lists of the training request form, one row per item. */
export const trainingLookups: Collection = {
  publicPath: API_PATHS.trainingLookup,
  name: 'training-lookups',
  table: 'training_lookups',
  schemaId: 'TrainingLookupItem',
  tag: 'corporate-training',
  id: 'Id',
  active: 'IsActive',
  fields: [
    {
      api: 'Kind',
      column: 'kind',
      type: 'string',
      required: true,
      enum: ['type', 'duration', 'topic'],
    },
    { api: 'Name', column: 'name', type: 'string', required: true, maxLength: 150 },
    { api: 'OrderIndex', column: 'order_index', type: 'integer' },
  ],
  orderBy: 'order_index, id',
  touch: 'updated_at',
};

export const generatedImages: Collection = {
  publicPath: API_PATHS.generatedImages,
  name: 'generated-images',
  table: 'generated_images',
  schemaId: 'GeneratedImage',
  tag: 'images',
  id: 'id',
  active: 'isActive',
  fields: [
    { api: 'fileName', column: 'file_name', type: 'string', required: true, maxLength: 255 },
    { api: 'url', column: 'url', type: 'string', required: true, maxLength: 500 },
    text('prompt', 'prompt'),
    {
      api: 'generationType',
      column: 'generation_type',
      type: 'string',
      maxLength: 50,
      description: "e.g. 'hero-background', 'service-card'",
    },
    { api: 'createdAt', column: 'created_at', type: 'timestamp', readOnly: true },
  ],
  orderBy: 'id',
  touch: 'updated_at',
};

/**
 * Case studies the /case-studies page lists: one client engagement each, with an optional PDF
 * kept in the media library (its /uploads/images address) that visitors can download.
 */
export const caseStudies: Collection = {
  publicPath: API_PATHS.caseStudies,
  name: 'case-studies',
  table: 'case_studies',
  schemaId: 'CaseStudy',
  tag: 'catalogue',
  id: 'id',
  active: 'isActive',
  fields: [
    { api: 'title', column: 'title', type: 'string', required: true, maxLength: 200 },
    {
      api: 'sector',
      column: 'sector',
      type: 'string',
      required: true,
      maxLength: 100,
      description: "The client's sector, e.g. 'Financial services'",
    },
    { api: 'challenge', column: 'challenge', type: 'string', required: true, maxLength: 2000 },
    { api: 'result', column: 'result', type: 'string', required: true, maxLength: 2000 },
    {
      api: 'pdfUrl',
      column: 'pdf_url',
      type: 'string',
      nullable: true,
      maxLength: 500,
      pattern: CASE_STUDY_PDF_PATTERN,
      description: 'Address of a PDF in the media library (/uploads/images/....pdf), or null',
    },
    { api: 'orderIndex', column: 'order_index', type: 'integer' },
  ],
  orderBy: 'order_index, id',
  touch: 'updated_at',
};

/** Seeded from content/<name>.json and managed under /admin/api/<name>. */
export const collections: Collection[] = [
  menuSections,
  pageSections,
  pageSeo,
  faq,
  technologies,
  services,
  products,
  industries,
  coreExpertise,
  trainingTopics,
  trainingLookups,
  generatedImages,
  caseStudies,
];
