/**
 * The settings of `npm run develop` (scripts/develop.ts), read from its own variables so that it
 * runs beside `npm start`: `gatsby develop` on DEVELOP_PORT (never PORT, which is `npm start`'s
 * provider's), and either a provider of its own on DEVELOP_PROVIDER_PORT with its own embedded
 * database in DEVELOP_DATA_DIR (never DATA_DIR: PGlite opens a folder in one process only), or,
 * with PROVIDER_API_URL, a provider that already runs. Also the environments of both children.
 */
import path from 'node:path';
import { ROOT } from '../site-server/src/site-root';

export const DEFAULT_DEVELOP_PORT = 8000;
export const DEFAULT_DEVELOP_PROVIDER_PORT = 8090;
export const DEFAULT_DEVELOP_DATA_DIR = '.data-develop';

export interface DevelopSettings {
  /** Port of `gatsby develop` (DEVELOP_PORT). */
  sitePort: number;
  /** Where the browser reaches `gatsby develop`, and GraphiQL under it. */
  siteUrl: string;
  graphiqlUrl: string;
  /** The provider `npm run develop` starts, or null when PROVIDER_API_URL names one. */
  ownProvider: { port: number; dataDir: string } | null;
  /** Where the build reads the provider. */
  providerUrl: string;
  /** Where the browser bundle calls the provider (GATSBY_API_URL). */
  browserProviderUrl: string;
}

function port(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const value = env[name]?.trim();
  if (!value) return fallback;
  const number = Number(value);
  if (!/^\d+$/.test(value) || number < 1 || number > 65535) {
    throw new Error(`${name} must be a port number from 1 to 65535, got "${value}"`);
  }
  return number;
}

function absoluteUrl(name: string, value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`${name} must be an absolute http(s) URL, got "${value}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error(`${name} must be an absolute http(s) URL, got "${value}"`);
  }
  return value.replace(/\/+$/, '');
}

/** Reads the settings; a bad value is refused with the variable's name. */
export function developSettings(env: NodeJS.ProcessEnv): DevelopSettings {
  const sitePort = port(env, 'DEVELOP_PORT', DEFAULT_DEVELOP_PORT);
  const siteUrl = `http://localhost:${sitePort}`;
  const graphiqlUrl = `${siteUrl}/___graphql`;
  const given = env.PROVIDER_API_URL?.trim();
  if (given) {
    const providerUrl = absoluteUrl('PROVIDER_API_URL', given);
    const browser = env.GATSBY_API_URL?.trim();
    return {
      sitePort,
      siteUrl,
      graphiqlUrl,
      ownProvider: null,
      providerUrl,
      browserProviderUrl: browser ? absoluteUrl('GATSBY_API_URL', browser) : providerUrl,
    };
  }
  const providerPort = port(env, 'DEVELOP_PROVIDER_PORT', DEFAULT_DEVELOP_PROVIDER_PORT);
  if (providerPort === sitePort) {
    throw new Error(
      `DEVELOP_PORT and DEVELOP_PROVIDER_PORT are both ${sitePort}: gatsby develop and its ` +
        'provider need a port each.',
    );
  }
  const providerUrl = `http://127.0.0.1:${providerPort}`;
  return {
    sitePort,
    siteUrl,
    graphiqlUrl,
    ownProvider: {
      port: providerPort,
      dataDir: path.resolve(ROOT, env.DEVELOP_DATA_DIR?.trim() || DEFAULT_DEVELOP_DATA_DIR),
    },
    providerUrl,
    browserProviderUrl: providerUrl,
  };
}

/**
 * The environment of the provider `npm run develop` starts (besides its PORT): its own database,
 * the develop site as the origin allowed to call it and as the address in mailed links, and no
 * rebuild webhook (`gatsby develop` is no site server); the shared key comes on top.
 */
export function developProviderEnv(
  settings: DevelopSettings,
  env: NodeJS.ProcessEnv,
): NodeJS.ProcessEnv {
  const dataDir = settings.ownProvider?.dataDir;
  if (!dataDir) throw new Error('PROVIDER_API_URL is set: npm run develop starts no provider');
  return {
    DATA_DIR: dataDir,
    CORS_ORIGINS:
      env.CORS_ORIGINS?.trim() || `${settings.siteUrl},http://127.0.0.1:${settings.sitePort}`,
    PUBLIC_SITE_URL: settings.siteUrl,
    SITE_REBUILD_URL: '',
  };
}

/**
 * The environment of `gatsby develop`: the provider to source from and the one the browser
 * bundle calls, SSR in development (DEV_SSR: its first renderer compiles the HTML shell only,
 * pages as they are opened, so GraphiQL answers sooner), and without PORT, which Gatsby would
 * take for its own port.
 */
export function developGatsbyEnv(
  settings: DevelopSettings,
  env: NodeJS.ProcessEnv,
): NodeJS.ProcessEnv {
  const gatsbyEnv: NodeJS.ProcessEnv = {
    ...env,
    GATSBY_TELEMETRY_DISABLED: '1',
    GATSBY_EXPERIMENTAL_DEV_SSR: 'true',
    PROVIDER_API_URL: settings.providerUrl,
    GATSBY_API_URL: settings.browserProviderUrl,
  };
  delete gatsbyEnv.PORT;
  return gatsbyEnv;
}
