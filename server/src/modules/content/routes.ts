/**
 * Public read endpoints of the content collections (X-API-Key enforced by the guard), each at the
 * public path its shared descriptor names. Lists the site shows only active items of leave
 * inactive records out; menu sections and page sections are answered whole, because the site
 * decides visibility from IsActive itself.
 */
import type { FastifyInstance } from 'fastify';
import { API_PATHS } from '@cloud-consulting/domain/api-paths';
import { listOf, notFound, ref } from '../../plugins/shared-schemas.js';
import { refuse } from '../../plugins/refusal.js';
import { publicRoute } from '../../plugins/public-routes.js';
import type { Collection } from '@cloud-consulting/domain/content-collections/collection';
import {
  caseStudies,
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
import { createCollectionRepository } from './repository.js';

const security = [{ apiKey: [] }];
const idParams = {
  type: 'object',
  properties: { id: { type: 'integer', minimum: 1 } },
  required: ['id'],
} as const;

export const lookupDataSchema = {
  $id: 'TrainingLookupData',
  type: 'object',
  properties: Object.fromEntries(
    ['trainingTypes', 'trainingDurations', 'trainingTopics'].map((key) => [
      key,
      {
        type: 'array',
        items: {
          type: 'object',
          properties: { Id: { type: 'integer' }, Name: { type: 'string' } },
          required: ['Id', 'Name'],
        },
      },
    ]),
  ),
  required: ['trainingTypes', 'trainingDurations', 'trainingTopics'],
};

export const imageListSchema = {
  $id: 'GeneratedImageList',
  type: 'object',
  properties: { success: { type: 'boolean' }, images: listOf('GeneratedImage') },
  required: ['success', 'images'],
};

/** A collection's public path (without the /api prefix), from its shared descriptor. */
function pathOf(c: Collection): string {
  if (c.publicPath === undefined) throw new Error(`${c.name} has no public path`);
  return c.publicPath;
}

export async function contentRoutes(app: FastifyInstance): Promise<void> {
  const repo = (c: Collection) => createCollectionRepository(c, app.db);

  /** GET list (and optionally GET one by id) of one collection, at its public path. */
  function expose(
    c: Collection,
    { activeOnly, byId, summary }: { activeOnly: boolean; byId?: boolean; summary: string },
  ) {
    const url = publicRoute(pathOf(c));
    app.get(
      url,
      {
        config: { cache: 'site' },
        schema: { tags: [c.tag], summary, security, response: { 200: listOf(c.schemaId) } },
      },
      async () => repo(c).list({ activeOnly }),
    );
    if (!byId) return;
    app.get<{ Params: { id: number } }>(
      `${url}/:id`,
      {
        config: { cache: 'site' },
        schema: {
          tags: [c.tag],
          summary: `One of: ${summary.toLowerCase()}`,
          security,
          params: idParams,
          response: { 200: ref(c.schemaId), ...notFound },
        },
      },
      async (request) => {
        const record = await repo(c).findById(request.params.id, { activeOnly });
        if (!record) throw refuse(404, `${c.schemaId} not found`);
        return record;
      },
    );
  }

  expose(menuSections, {
    activeOnly: false,
    summary: 'All menu sections, active and inactive (the site hides inactive ones)',
  });
  expose(pageSections, { activeOnly: false, summary: 'Page sections' });
  expose(pageSeo, { activeOnly: true, summary: 'SEO records of every path' });
  expose(faq, { activeOnly: true, summary: 'Active FAQ items' });
  expose(technologies, {
    activeOnly: true,
    byId: true,
    summary: 'Active technologies by OrderIndex',
  });
  expose(services, {
    activeOnly: true,
    byId: true,
    summary: 'Active services',
  });
  expose(products, { activeOnly: true, byId: true, summary: 'Active products' });
  expose(industries, { activeOnly: true, summary: 'Active industries' });
  expose(coreExpertise, {
    activeOnly: true,
    summary: 'Active expertise areas by OrderIndex',
  });
  expose(caseStudies, {
    activeOnly: true,
    summary: 'Active case studies by orderIndex (the /case-studies page)',
  });
  expose(trainingTopics, {
    activeOnly: true,
    summary: 'Active training topics by OrderIndex',
  });

  app.get<{ Params: { encodedPath: string } }>(
    publicRoute(API_PATHS.pageSeo, 'encodedPath'),
    {
      config: { cache: 'site' },
      schema: {
        tags: ['pages'],
        summary: 'SEO record of one path (URL-encoded, e.g. %2Fabout)',
        security,
        params: {
          type: 'object',
          properties: { encodedPath: { type: 'string', maxLength: 300 } },
          required: ['encodedPath'],
        },
        response: { 200: ref('PageSeo'), ...notFound },
      },
    },
    async (request) => {
      let pagePath = request.params.encodedPath;
      if (!pagePath.startsWith('/')) pagePath = `/${pagePath}`;
      const record = await repo(pageSeo).findBy('Path', pagePath, { activeOnly: true });
      if (!record) throw refuse(404, 'Page SEO not found');
      return record;
    },
  );

  app.get(
    publicRoute(pathOf(trainingLookups)),
    {
      config: { cache: 'site' },
      schema: {
        tags: ['corporate-training'],
        summary: 'Dropdown lists of the training request form',
        security,
        response: { 200: ref('TrainingLookupData') },
      },
    },
    async () => {
      const items = await repo(trainingLookups).list({ activeOnly: true });
      const of = (kind: string) =>
        items.filter((i) => i.Kind === kind).map((i) => ({ Id: i.Id, Name: i.Name }));
      return {
        trainingTypes: of('type'),
        trainingDurations: of('duration'),
        trainingTopics: of('topic'),
      };
    },
  );

  const imageResponse = { 200: ref('GeneratedImageList') };
  app.get(
    publicRoute(pathOf(generatedImages)),
    {
      config: { cache: 'site' },
      schema: { tags: ['images'], summary: 'Generated images', security, response: imageResponse },
    },
    async () => ({
      success: true,
      images: await repo(generatedImages).list({ activeOnly: true }),
    }),
  );
  app.get<{ Params: { filename: string } }>(
    publicRoute(API_PATHS.generatedImageSearch, 'filename'),
    {
      config: { cache: 'site' },
      schema: {
        tags: ['images'],
        summary: 'Generated images whose file name contains the given text (case-insensitive)',
        security,
        params: {
          type: 'object',
          properties: { filename: { type: 'string', minLength: 1, maxLength: 255 } },
          required: ['filename'],
        },
        response: imageResponse,
      },
    },
    async (request) => {
      const needle = request.params.filename.toLowerCase();
      const all = await repo(generatedImages).list({ activeOnly: true });
      const images = all.filter((i) => String(i.fileName).toLowerCase().includes(needle));
      return { success: true, images };
    },
  );
  app.get<{ Params: { type: string } }>(
    publicRoute(API_PATHS.generatedImagesByType, 'type'),
    {
      config: { cache: 'site' },
      schema: {
        tags: ['images'],
        summary: "Generated images of one generation type (e.g. 'service-card')",
        security,
        params: {
          type: 'object',
          properties: { type: { type: 'string', minLength: 1, maxLength: 50 } },
          required: ['type'],
        },
        response: imageResponse,
      },
    },
    async (request) => ({
      success: true,
      images: await repo(generatedImages).list({
        activeOnly: true,
        where: { generationType: request.params.type },
      }),
    }),
  );
}
