import path from 'node:path';
import { BLOG_PAGE_SIZE } from '@cloud-consulting/domain/constants';
import { parseFlag } from '@cloud-consulting/domain/env-flag';
import { SITE_ROOT } from './site-root';

/**
 * Build-time configuration of the site, read from the environment in one place and shared by
 * gatsby-config.ts and gatsby-node.ts. Every setting has a local default that matches the
 * provider server's own defaults, so `npm start` needs nothing configured.
 */
export interface BuildConfig {
  /** Where the build reads the provider API (PROVIDER_API_URL, default http://127.0.0.1:8080). */
  providerUrl: string;
  /**
   * Front-end API key sent in X-API-Key (GATSBY_API_KEY, default the server's local key).
   * `npm start` and `npm run develop` set it from API_KEY, the provider's own setting.
   */
  apiKey: string;
  /** Public address of the site, for absolute URLs (SITE_URL, default http://localhost:9000). */
  siteUrl: string;
  /** Time allowed for one provider request at build time (PROVIDER_TIMEOUT_MS, default 5000). */
  timeoutMs: number;
  /** Attempts per collection before the content/ fallback is used (PROVIDER_RETRIES, default 2). */
  retries: number;
  /** Fallback content (CONTENT_DIR, default content/ at the repository root). */
  contentDir: string;
  /**
   * When a collection the provider could not give may come from content/ (BUILD_FALLBACK):
   * `first-build` (the default: a first build and a developer without a provider get a site) or
   * `never` (the live site's rebuilds once a release is live: the build stops instead, and the
   * last good release stays).
   */
  fallback: BuildFallback;
  /**
   * Where the build writes why it stopped, when sourcing stops it (BUILD_STOP_REASON_FILE; the
   * live site reads it into the rebuild status, whatever became of Gatsby's output).
   */
  stopReasonFile?: string;
  /**
   * Source maps of the browser bundles and the page renderer (BUILD_SOURCE_MAPS=1). Off by
   * default: they take a large share of a build's time and visitors never need them.
   */
  sourceMaps: boolean;
  /**
   * Write src/gatsby-types.d.ts from the schema at the end of the build (BUILD_TYPES, default
   * on, for developers). The live site's rebuilds turn it off (BUILD_TYPES=0): a running site
   * does not write into the source tree, and each edit goes live 0.4 s sooner.
   */
  generateTypes: boolean;
  /**
   * Latest-article cards on each page of the blog listing and of each tag (BLOG_PAGE_SIZE,
   * default the shared rules' 12). The end-to-end run makes it small so that its dozen posts
   * still fill several pages.
   */
  blogPageSize: number;
}

export type BuildFallback = 'never' | 'first-build';
const BUILD_FALLBACKS: readonly BuildFallback[] = ['never', 'first-build'];

const REPO_CONTENT_DIR = path.join(SITE_ROOT, 'content');

/** The provider server's documented local key (server/src/config.ts DEFAULT_API_KEY). */
const LOCAL_API_KEY = 'local-dev-key';

function positiveInt(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value.trim() === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0)
    throw new Error(`${name} must be a whole number, got "${value}"`);
  return n;
}

function atLeastOne(name: string, value: string | undefined, fallback: number): number {
  const n = positiveInt(name, value, fallback);
  if (n < 1) throw new Error(`${name} must be at least 1, got "${value}"`);
  return n;
}

function flag(name: string, value: string | undefined, fallback: boolean): boolean {
  const parsed = parseFlag(value, fallback);
  if (parsed === undefined) throw new Error(`${name} must be true or false, got "${value}"`);
  return parsed;
}

function buildFallback(value: string | undefined): BuildFallback {
  const given = value?.trim() || 'first-build';
  const known = BUILD_FALLBACKS.find((fallback) => fallback === given);
  if (!known) throw new Error(`BUILD_FALLBACK must be never or first-build, got "${value}"`);
  return known;
}

function trimSlash(url: string): string {
  return url.replace(/\/+$/, '');
}

export function buildConfigFromEnv(env: NodeJS.ProcessEnv = process.env): BuildConfig {
  return {
    providerUrl: trimSlash(env.PROVIDER_API_URL?.trim() || 'http://127.0.0.1:8080'),
    apiKey: env.GATSBY_API_KEY?.trim() || LOCAL_API_KEY,
    siteUrl: trimSlash(env.SITE_URL?.trim() || 'http://localhost:9000'),
    timeoutMs: positiveInt('PROVIDER_TIMEOUT_MS', env.PROVIDER_TIMEOUT_MS, 5000),
    retries: positiveInt('PROVIDER_RETRIES', env.PROVIDER_RETRIES, 2),
    contentDir: env.CONTENT_DIR?.trim() ? path.resolve(env.CONTENT_DIR.trim()) : REPO_CONTENT_DIR,
    fallback: buildFallback(env.BUILD_FALLBACK),
    stopReasonFile: env.BUILD_STOP_REASON_FILE?.trim() || undefined,
    sourceMaps: flag('BUILD_SOURCE_MAPS', env.BUILD_SOURCE_MAPS, false),
    generateTypes: flag('BUILD_TYPES', env.BUILD_TYPES, true),
    blogPageSize: atLeastOne('BLOG_PAGE_SIZE', env.BLOG_PAGE_SIZE, BLOG_PAGE_SIZE),
  };
}
