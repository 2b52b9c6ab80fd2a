import path from 'node:path';
import { buildConfigFromEnv, type BuildConfig } from '../src/config';
import { siteSettingsCollection } from '../src/site-settings';
import { sourceCollection } from '../src/source-collection';
import { collectionTypeDefs, sourceCollections } from '../src/collections';
import { collections } from '@cloud-consulting/domain/content-collections/collections';
import { contentDirWith, fakeFetch, gatsbyArgs } from './fake-provider';

const base: BuildConfig = { ...buildConfigFromEnv({}), retries: 1, timeoutMs: 500 };

describe('sourceCollection (site settings)', () => {
  let config: BuildConfig;
  beforeAll(async () => {
    config = {
      ...base,
      contentDir: await contentDirWith({ 'site-settings.json': { SiteName: 'From Content' } }),
    };
  });

  it('uses the provider answer and sends the API key', async () => {
    const { impl, calls } = fakeFetch(() => Response.json({ SiteName: 'From Provider' }));
    const result = await sourceCollection(config, siteSettingsCollection, { fetchImpl: impl });
    expect(result.isFallback).toBe(false);
    expect(result.data.siteName).toBe('From Provider');
    expect(calls[0]?.url).toBe('http://127.0.0.1:8080/api/site-settings');
    expect(calls[0]?.headers['X-API-Key']).toBe('local-dev-key');
  });

  it('falls back to content/ when the provider is down, after retrying', async () => {
    const { impl, calls } = fakeFetch(() => Promise.reject(new TypeError('fetch failed')));
    const result = await sourceCollection(config, siteSettingsCollection, { fetchImpl: impl });
    expect(result).toMatchObject({ isFallback: true, data: { siteName: 'From Content' } });
    expect(result.reason).toMatch(/could not be read/);
    expect(calls).toHaveLength(2);
  });

  it('falls back to content/ when the provider answers with nothing usable', async () => {
    const { impl } = fakeFetch(() => Response.json({}));
    const result = await sourceCollection(config, siteSettingsCollection, { fetchImpl: impl });
    expect(result).toMatchObject({
      isFallback: true,
      reason: 'the provider answered with no data',
    });
  });

  it('does not retry a 4xx answer', async () => {
    const { impl, calls } = fakeFetch(() => new Response('no', { status: 404 }));
    const result = await sourceCollection(config, siteSettingsCollection, { fetchImpl: impl });
    expect(result.isFallback).toBe(true);
    expect(calls).toHaveLength(1);
  });

  it('fails the build when content/ has no site settings either', async () => {
    const { impl } = fakeFetch(() => Response.json({}));
    const empty = { ...base, contentDir: await contentDirWith({}) };
    await expect(
      sourceCollection(empty, siteSettingsCollection, { fetchImpl: impl }),
    ).rejects.toThrow('content/site-settings.json holds no usable site settings');
  });

  it('reads the real content/site-settings.json', async () => {
    const { impl } = fakeFetch(() => Promise.reject(new Error('down')));
    const result = await sourceCollection(base, siteSettingsCollection, { fetchImpl: impl });
    expect(result.data.siteName).not.toBe('');
  });
});

const ofType = (nodes: Record<string, unknown>[], type: string) =>
  nodes.filter((n) => (n.internal as { type: string }).type === type);

describe('sourceCollections', () => {
  it('creates one node per provider record, every collection, with isFallback false', async () => {
    const { impl } = fakeFetch((url) => {
      if (url.endsWith('/lookup-data')) {
        return Response.json({
          trainingTypes: [{ Id: 4, Name: 'Live' }],
          trainingDurations: [],
          trainingTopics: [],
        });
      }
      if (url.endsWith('/generated-images')) {
        return Response.json({
          success: true,
          images: [{ id: 9, fileName: 'a.svg', url: '/a.svg', isActive: true }],
        });
      }
      return Response.json([
        {
          Id: 7,
          id: 7,
          Name: 'One',
          name: 'One',
          Path: '/',
          Title: 'T',
          IsActive: true,
          isActive: true,
        },
      ]);
    });
    const { args, nodes, logs } = gatsbyArgs();
    await sourceCollections(args, base, impl);
    for (const c of collections) {
      const created = ofType(nodes, c.schemaId);
      expect(created.length).toBeGreaterThan(0);
      expect(created.every((n) => n.isFallback === false)).toBe(true);
    }
    expect(ofType(nodes, 'TrainingLookupItem')[0]).toMatchObject({
      Id: 4,
      Name: 'Live',
      Kind: 'type',
    });
    expect(ofType(nodes, 'Product')[0]).toMatchObject({ recordId: 7, name: 'One' });
    expect(ofType(nodes, 'Product')[0]?.id).toBe('node-Product-7');
    expect(logs).toContain('products: 1 records from the provider');
  });

  it.each([
    ['down', () => Promise.reject(new TypeError('fetch failed'))],
    ['failing', () => new Response('busy', { status: 503 })],
    ['answering something that is not a collection', () => Response.json({ error: 'odd' })],
  ])(
    'uses content/<collection>.json for every collection when the provider is %s',
    async (_label, respond) => {
      const { impl } = fakeFetch(respond as (url: string) => Promise<Response>);
      const { args, nodes } = gatsbyArgs();
      await sourceCollections(args, { ...base, retries: 0 }, impl);
      for (const c of collections) {
        const created = ofType(nodes, c.schemaId);
        expect(created.length).toBeGreaterThan(0);
        expect(created.every((n) => n.isFallback === true)).toBe(true);
      }
    },
  );

  it('builds with zero records when the provider is down and content/ is empty', async () => {
    const { impl } = fakeFetch(() => Promise.reject(new TypeError('fetch failed')));
    const { args, nodes, logs } = gatsbyArgs();
    await sourceCollections(
      args,
      { ...base, retries: 0, contentDir: await contentDirWith({}) },
      impl,
    );
    expect(nodes).toHaveLength(0);
    expect(logs.some((l) => l.startsWith('faq: 0 records from content/faq.json'))).toBe(true);
  });
});

describe('collectionTypeDefs', () => {
  it('declares every collection as a node type with its fields, so queries work with zero records', () => {
    const defs = collectionTypeDefs();
    for (const c of collections) {
      expect(defs).toContain(`type ${c.schemaId} implements Node @dontInfer {`);
      for (const f of c.fields) expect(defs).toMatch(new RegExp(`\\n  ${f.api}: `));
    }
    expect(defs).toContain('recordId: Int!');
    expect(defs).not.toMatch(/\n {2}id: /);
  });
});

describe('buildConfigFromEnv', () => {
  it('has local defaults matching the provider server', () => {
    expect(buildConfigFromEnv({})).toEqual({
      providerUrl: 'http://127.0.0.1:8080',
      apiKey: 'local-dev-key',
      siteUrl: 'http://localhost:9000',
      timeoutMs: 5000,
      retries: 2,
      contentDir: path.resolve(__dirname, '../../../content'),
      fallback: 'first-build',
      sourceMaps: false,
      generateTypes: true,
      blogPageSize: 12,
    });
  });

  it('pages the blog listing by BLOG_PAGE_SIZE, at least one card a page', () => {
    expect(buildConfigFromEnv({ BLOG_PAGE_SIZE: ' 4 ' }).blogPageSize).toBe(4);
    expect(() => buildConfigFromEnv({ BLOG_PAGE_SIZE: '0' })).toThrow(
      'BLOG_PAGE_SIZE must be at least 1, got "0"',
    );
    expect(() => buildConfigFromEnv({ BLOG_PAGE_SIZE: 'many' })).toThrow(
      'BLOG_PAGE_SIZE must be a whole number, got "many"',
    );
  });

  it('writes the GraphQL types on build unless BUILD_TYPES turns it off', () => {
    expect(buildConfigFromEnv({ BUILD_TYPES: '0' }).generateTypes).toBe(false);
    expect(buildConfigFromEnv({ BUILD_TYPES: ' No ' }).generateTypes).toBe(false);
    expect(buildConfigFromEnv({ BUILD_TYPES: '1' }).generateTypes).toBe(true);
    expect(buildConfigFromEnv({ BUILD_TYPES: '' }).generateTypes).toBe(true);
    expect(() => buildConfigFromEnv({ BUILD_TYPES: 'sometimes' })).toThrow(
      'BUILD_TYPES must be true or false, got "sometimes"',
    );
  });

  it('makes source maps only when asked', () => {
    expect(buildConfigFromEnv({ BUILD_SOURCE_MAPS: '1' }).sourceMaps).toBe(true);
    expect(buildConfigFromEnv({ BUILD_SOURCE_MAPS: ' TRUE ' }).sourceMaps).toBe(true);
    expect(buildConfigFromEnv({ BUILD_SOURCE_MAPS: '0' }).sourceMaps).toBe(false);
  });

  it('reads and trims the environment', () => {
    const config = buildConfigFromEnv({
      PROVIDER_API_URL: ' https://api.example/ ',
      GATSBY_API_KEY: 'k',
      PROVIDER_RETRIES: '0',
      CONTENT_DIR: '/tmp/content',
    });
    expect(config).toMatchObject({
      providerUrl: 'https://api.example',
      apiKey: 'k',
      retries: 0,
      contentDir: '/tmp/content',
    });
  });

  it('refuses a timeout that is not a whole number', () => {
    expect(() => buildConfigFromEnv({ PROVIDER_TIMEOUT_MS: 'soon' })).toThrow(
      'PROVIDER_TIMEOUT_MS must be a whole number, got "soon"',
    );
  });
});
