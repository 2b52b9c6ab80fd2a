/**
 * Every content collection of the provider as a Gatsby node type. Field names and types come from
 * the provider's own collection definitions (server/src/modules/content/collections.ts), the one
 * place a field is declared, so the GraphQL schema exists with zero records and cannot drift from
 * the API. Records keep the API's casing, so pages hand them straight to the shared domain rules.
 */
import type { SourceNodesArgs } from 'gatsby';
import {
  caseStudies,
  collections,
  coreExpertise,
  faq,
  generatedImages,
  industries,
  menuSections,
  pageSections,
  pageSeo,
  products,
  services,
  technologies,
  trainingLookups,
  trainingTopics,
} from '@cloud-consulting/domain/content-collections/collections';
import type {
  Collection,
  FieldType,
} from '@cloud-consulting/domain/content-collections/collection';
import { TRAINING_LOOKUP_KINDS } from '@cloud-consulting/domain/content';
import type { BuildConfig } from './config';
import { sourceCollection } from './source-collection';

type RawRecord = Record<string, unknown>;

/** Where the build reads each collection, and how to find the records in the answer. */
const PUBLIC_PATHS = new Map<Collection, { apiPath: string; records(raw: unknown): unknown }>([
  [menuSections, { apiPath: 'menus-and-sections', records: (raw) => raw }],
  [pageSections, { apiPath: 'sections', records: (raw) => raw }],
  [pageSeo, { apiPath: 'page-seo', records: (raw) => raw }],
  [faq, { apiPath: 'faq', records: (raw) => raw }],
  [technologies, { apiPath: 'technologies', records: (raw) => raw }],
  [services, { apiPath: 'services-structured', records: (raw) => raw }],
  [products, { apiPath: 'products', records: (raw) => raw }],
  [industries, { apiPath: 'industries', records: (raw) => raw }],
  [coreExpertise, { apiPath: 'core-expertise', records: (raw) => raw }],
  [caseStudies, { apiPath: 'case-studies', records: (raw) => raw }],
  [trainingTopics, { apiPath: 'corporate-training/training-topics', records: (raw) => raw }],
  [
    trainingLookups,
    {
      // The lookup endpoint groups the items by kind; the nodes keep one item per record.
      apiPath: 'corporate-training/lookup-data',
      records: (raw) => {
        if (typeof raw !== 'object' || raw === null) return null;
        const groups = raw as Record<string, unknown>;
        // An answer without any of the groups is not the lookup data at all.
        if (!TRAINING_LOOKUP_KINDS.some(([key]) => Array.isArray(groups[key]))) return null;
        return TRAINING_LOOKUP_KINDS.flatMap(([key, Kind]) =>
          Array.isArray(groups[key])
            ? (groups[key] as RawRecord[]).map((item, index) => ({
                ...item,
                Kind,
                OrderIndex: index + 1,
                IsActive: true,
              }))
            : [],
        );
      },
    },
  ],
  [
    generatedImages,
    {
      apiPath: 'generated-images',
      records: (raw) => (raw as { images?: unknown } | null)?.images ?? null,
    },
  ],
]);

const GRAPHQL_TYPES: Record<FieldType, string> = {
  string: 'String',
  text: 'String',
  integer: 'Int',
  boolean: 'Boolean',
  json: 'JSON',
  list: '[String!]',
  timestamp: 'Date @dateformat',
};

/** The GraphQL type of a field: required fields are non-null (the directive stays last). */
function graphqlType(type: FieldType, required?: boolean): string {
  const [base, ...directives] = GRAPHQL_TYPES[type].split(' ');
  return [`${base}${required ? '!' : ''}`, ...directives].join(' ');
}

/** Gatsby reserves `id` on every node; a record's own lower-case id is kept as recordId. */
export const idFieldOf = (c: Collection): string => (c.id === 'id' ? 'recordId' : c.id);

function describe(text: string): string {
  return `"${text.replace(/"/g, "'")}"`;
}

/** GraphQL type definitions of every collection, documented for GraphiQL. */
export function collectionTypeDefs(): string {
  return collections
    .map((c) => {
      const fields = [
        `  ${describe(`The record's id in the provider`)}\n  ${idFieldOf(c)}: Int!`,
        ...c.fields.map(
          (f) =>
            `${f.description ? `  ${describe(f.description)}\n` : ''}  ${f.api}: ${graphqlType(f.type, f.required)}`,
        ),
        `  ${describe('Shown only when true')}\n  ${c.active}: Boolean!`,
        `  ${describe('True when the provider was down or empty and content/ was used')}\n  isFallback: Boolean!`,
      ];
      return `${describe(`${c.schemaId}: GET /api/${PUBLIC_PATHS.get(c)?.apiPath}, or content/${c.name}.json`)}\ntype ${c.schemaId} implements Node @dontInfer {\n${fields.join('\n')}\n}`;
    })
    .join('\n\n');
}

/**
 * A list of records with an id and an active flag each; null when it is not a list. An empty
 * list stays empty: the provider answers `[]` when an editor switched every item off.
 */
export function normaliseRecords(c: Collection, records: unknown): RawRecord[] | null {
  if (!Array.isArray(records)) return null;
  return records
    .filter((r): r is RawRecord => typeof r === 'object' && r !== null && !Array.isArray(r))
    .map((r, index) => {
      const { [c.id]: ownId, ...rest } = r;
      return {
        ...rest,
        [idFieldOf(c)]: typeof ownId === 'number' ? ownId : index + 1,
        [c.active]: r[c.active] !== false,
      };
    });
}

/**
 * Sources every collection as nodes, and answers the records by node type for build steps that
 * derive from them (nodes just created are not yet readable through getNodesByType).
 */
export async function sourceCollections(
  args: Pick<SourceNodesArgs, 'actions' | 'createNodeId' | 'createContentDigest' | 'reporter'>,
  config: BuildConfig,
  fetchImpl?: typeof fetch,
): Promise<Map<string, RawRecord[]>> {
  const { actions, createNodeId, createContentDigest, reporter } = args;
  const sourced = new Map<string, RawRecord[]>();
  await Promise.all(
    collections.map(async (c) => {
      const path = PUBLIC_PATHS.get(c);
      if (!path) throw new Error(`no public path for ${c.name}`);
      const { data, isFallback, reason } = await sourceCollection(
        config,
        {
          name: c.name,
          apiPath: path.apiPath,
          contentFile: `${c.name}.json`,
          parse: (raw) => normaliseRecords(c, path.records(raw)),
          // Content files hold the seed shape: a bare list of records.
          parseFallback: (raw) => normaliseRecords(c, raw),
          empty: [],
        },
        { fetchImpl },
      );
      sourced.set(c.schemaId, data);
      for (const record of data) {
        const content = { ...record, isFallback };
        actions.createNode({
          ...content,
          id: createNodeId(`${c.schemaId}-${String(record[idFieldOf(c)])}`),
          internal: { type: c.schemaId, contentDigest: createContentDigest(content) },
        });
      }
      const origin = isFallback ? `content/${c.name}.json because ${reason}` : 'the provider';
      (isFallback ? reporter.warn : reporter.info)(
        `${c.name}: ${data.length} records from ${origin}`,
      );
    }),
  );
  return sourced;
}
