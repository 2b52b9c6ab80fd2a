/**
 * When the build may use content/ instead of the provider: on a first build, when the provider
 * cannot be read; never on a rebuild of a live site (BUILD_FALLBACK=never), and never when the
 * provider refuses the key. An empty list from a provider that answered is data.
 */
import { buildConfigFromEnv, type BuildConfig } from '../src/config';
import { siteSettingsCollection } from '../src/site-settings';
import { sourceCollection } from '../src/source-collection';
import { sourceCollections } from '../src/collections';
import { loadPosts } from '../src/blog-posts';
import { collections } from '@cloud-consulting/domain/content-collections/collections';
import { fakeFetch, gatsbyArgs } from './fake-provider';

const firstBuild: BuildConfig = { ...buildConfigFromEnv({}), retries: 0, timeoutMs: 500 };
const rebuild: BuildConfig = { ...firstBuild, fallback: 'never' };

const down = () => Promise.reject(new TypeError('fetch failed'));
const status = (code: number) => () => new Response('no', { status: code });

/** Every collection answered with an empty list, as the provider does with all items off. */
const allSwitchedOff = (url: string) =>
  Response.json(
    url.endsWith('/lookup-data')
      ? { trainingTypes: [], trainingDurations: [], trainingTopics: [] }
      : url.endsWith('/generated-images')
        ? { success: true, images: [] }
        : url.includes('/blog')
          ? { posts: [], total: 0 }
          : [],
  );

describe('BUILD_FALLBACK', () => {
  it('is first-build unless the live site says never, and refuses anything else', () => {
    expect(buildConfigFromEnv({}).fallback).toBe('first-build');
    expect(buildConfigFromEnv({ BUILD_FALLBACK: ' never ' }).fallback).toBe('never');
    expect(buildConfigFromEnv({ BUILD_FALLBACK: 'first-build' }).fallback).toBe('first-build');
    expect(() => buildConfigFromEnv({ BUILD_FALLBACK: 'always' })).toThrow(
      'BUILD_FALLBACK must be never or first-build, got "always"',
    );
  });
});

describe('a rebuild of a live site (BUILD_FALLBACK=never)', () => {
  it.each([
    ['is down', down, /the provider could not be read \(fetch failed\)/],
    ['answers 500', status(500), /answered 500/],
    ['answers something that is not site settings', () => Response.json({}), /no data/],
  ])(
    'stops when the provider %s, saying why and that the last release stays',
    async (_l, respond, why) => {
      const { impl } = fakeFetch(respond);
      const sourcing = sourceCollection(rebuild, siteSettingsCollection, { fetchImpl: impl });
      await expect(sourcing).rejects.toThrow(/^Build stopped: site settings: /);
      await expect(sourcing).rejects.toThrow(why);
      await expect(sourcing).rejects.toThrow(
        'does not fall back to content/ (BUILD_FALLBACK=never); the last good release stays live',
      );
    },
  );

  it('stops on the first collection the provider cannot give, instead of using its seeds', async () => {
    const { impl } = fakeFetch((url) =>
      url.endsWith('/faq') ? status(502)() : allSwitchedOff(url),
    );
    const { args } = gatsbyArgs();
    await expect(sourceCollections(args, rebuild, impl)).rejects.toThrow(
      /^Build stopped: faq: the provider could not be read \(GET .*\/api\/faq answered 502\)/,
    );
  });

  it('stops when the blog cannot be read, instead of publishing content/blog', async () => {
    const { impl } = fakeFetch(down);
    await expect(loadPosts(rebuild, impl)).rejects.toThrow(/^Build stopped: blog: /);
  });
});

describe.each([
  ['a first build', firstBuild],
  ['a rebuild', rebuild],
])('an empty list from a provider that answered, in %s', (_label, config) => {
  it('is data: every collection has zero records and none from content/', async () => {
    const { impl } = fakeFetch(allSwitchedOff);
    const { args, nodes, logs } = gatsbyArgs();
    const sourced = await sourceCollections(args, config, impl);
    expect(nodes).toHaveLength(0);
    for (const c of collections) expect(sourced.get(c.schemaId)).toEqual([]);
    expect(logs).toContain('faq: 0 records from the provider');
  });

  it('is data for the blog: no posts, not the seed posts', async () => {
    const { impl } = fakeFetch(allSwitchedOff);
    await expect(loadPosts(config, impl)).resolves.toEqual({ posts: [], isFallback: false });
  });
});

describe('a first build (BUILD_FALLBACK=first-build)', () => {
  it('uses content/blog when the provider is down', async () => {
    const { impl } = fakeFetch(down);
    const { posts, isFallback, reason } = await loadPosts(firstBuild, impl);
    expect(isFallback).toBe(true);
    expect(posts.length).toBeGreaterThan(0);
    expect(reason).toMatch(/could not be read/);
  });
});

describe.each([
  ['a first build', firstBuild],
  ['a rebuild', rebuild],
])('a key the provider refuses, in %s', (_label, config) => {
  it.each([401, 403])(
    '(%i) stops the build, names the setting to fix, and asks once',
    async (code) => {
      const { impl, calls } = fakeFetch(status(code));
      const message = new RegExp(
        `^Build stopped: The provider refused the build's API key: GET .* answered ${code}\\. ` +
          'Set GATSBY_API_KEY .*set API_KEY alone',
      );
      await expect(
        sourceCollection(config, siteSettingsCollection, { fetchImpl: impl }),
      ).rejects.toThrow(message);
      expect(calls).toHaveLength(1);
      await expect(loadPosts(config, impl)).rejects.toThrow(message);
    },
  );
});
