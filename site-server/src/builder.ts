/**
 * The builder on its own (`npm run builder`): the live site's rebuild queue and releases
 * (live-site.ts) without serving the site. It builds once at start, then on every call of the
 * provider's signed webhook; each good build becomes a release in RELEASES_DIR (`current` links
 * to the live one) and, when DEPLOY_COMMAND is set, is handed to that command before it goes
 * live. A static host (a bucket behind a CDN, nginx, `npm run serve`) serves the releases. With
 * the provider's uploads in a bucket (UPLOADS_S3_BUCKET), each build first copies its images into
 * static/uploads/images (uploads-mirror.ts).
 */
import path from 'node:path';
import {
  s3SettingsFromEnv,
  type S3StoreSettings,
} from '@cloud-consulting/uploads-store/s3-settings';
import { sharedApiKeyEnv } from './api-key-env';
import { runDeployCommand, DEFAULT_DEPLOY_TIMEOUT_MS } from './deploy';
import { startLiveSite, type LiveSite, type LiveSiteOptions } from './live-site';
import { EnvFileError } from '@cloud-consulting/domain/env-files';
import { redactText } from '@cloud-consulting/domain/log-redaction';
import { metricsAccessFromEnv, type MetricsAccess } from './metrics';
import { checkRebuildSecret, withSecretFiles } from './secrets';
import { ROOT } from './site-root';
import { uploadsMirror } from './uploads-mirror';

export class BuilderConfigError extends Error {}

export interface BuilderSettings {
  /** The webhook's HMAC key, shared with the provider (REBUILD_SECRET, required). */
  secret: string;
  /** Where builds read the provider (PROVIDER_API_URL, default http://127.0.0.1:8080). */
  providerUrl: string;
  /** Public address of the site (SITE_URL, default http://localhost:9000). */
  siteUrl: string;
  /** Where the webhook listens (BUILDER_PORT, default 9100; BUILDER_HOST, default 127.0.0.1). */
  port: number;
  host: string;
  /** Where releases go (RELEASES_DIR, default .site/releases). */
  releasesDir: string;
  /** Run on each good release, with its folder in RELEASE_DIR (DEPLOY_COMMAND). */
  deployCommand?: string;
  /** Longest a deploy may take (DEPLOY_TIMEOUT_MS, default ten minutes). */
  deployTimeoutMs: number;
  /** Extra environment of every build: the API key and the browsers' provider address. */
  buildEnv: NodeJS.ProcessEnv;
  /**
   * The provider's bucket of uploads (UPLOADS_S3_BUCKET and the other UPLOADS_S3_* settings, the
   * provider's own; credentials from AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY): copied into
   * `uploadsFolder` before each build. Unset: the uploads are on disk, in that folder already.
   */
  uploadsS3?: S3StoreSettings;
  /** Where the build finds uploaded images: the site's static/uploads/images. */
  uploadsFolder: string;
  /** Who may read GET /metrics (METRICS_TOKEN; see metrics.ts). */
  metricsAccess: MetricsAccess;
}

function absoluteUrl(name: string, value: string): string {
  try {
    new URL(value);
  } catch {
    throw new BuilderConfigError(`${name} must be an absolute URL, got "${value}"`);
  }
  return value.replace(/\/+$/, '');
}

function integer(name: string, value: string | undefined, fallback: number, max: number): number {
  if (value === undefined || value.trim() === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0 || n > max) {
    throw new BuilderConfigError(`${name} must be an integer from 0 to ${max}, got "${value}"`);
  }
  return n;
}

/**
 * The builder's settings from the environment. Refuses a missing REBUILD_SECRET in every
 * environment (without it no webhook call could be accepted), and, with NODE_ENV=production, a
 * documented one (secrets.ts).
 */
export function builderSettings(
  given: NodeJS.ProcessEnv,
  warn: (line: string) => void = console.warn,
): BuilderSettings {
  let env: NodeJS.ProcessEnv;
  let metricsAccess: MetricsAccess;
  try {
    // Secrets given as files (REBUILD_SECRET_FILE...), as compose.yaml gives them.
    env = withSecretFiles(given);
    metricsAccess = metricsAccessFromEnv(env);
  } catch (error) {
    if (error instanceof EnvFileError || error instanceof RangeError) {
      throw new BuilderConfigError(error.message);
    }
    throw error;
  }
  const secret = env.REBUILD_SECRET?.trim();
  if (!secret) {
    throw new BuilderConfigError(
      'REBUILD_SECRET is required: the builder builds on webhook calls signed with it, the ' +
        "provider's own REBUILD_SECRET. The builder does not start.",
    );
  }
  checkRebuildSecret(env, warn);
  const providerUrl = absoluteUrl(
    'PROVIDER_API_URL',
    env.PROVIDER_API_URL?.trim() || 'http://127.0.0.1:8080',
  );
  const browserUrl = env.GATSBY_API_URL?.trim();
  let apiKeys;
  let uploadsS3;
  try {
    apiKeys = sharedApiKeyEnv(env);
    uploadsS3 = s3SettingsFromEnv(env);
  } catch (error) {
    // A shared key that disagrees, or an UPLOADS_S3_* setting refused (UploadsSettingsError).
    throw new BuilderConfigError((error as Error).message);
  }
  return {
    secret,
    providerUrl,
    siteUrl: absoluteUrl('SITE_URL', env.SITE_URL?.trim() || 'http://localhost:9000'),
    port: integer('BUILDER_PORT', env.BUILDER_PORT, 9100, 65535),
    host: env.BUILDER_HOST?.trim() || '127.0.0.1',
    releasesDir: path.resolve(ROOT, env.RELEASES_DIR?.trim() || '.site/releases'),
    deployCommand: env.DEPLOY_COMMAND?.trim() || undefined,
    deployTimeoutMs: integer(
      'DEPLOY_TIMEOUT_MS',
      env.DEPLOY_TIMEOUT_MS,
      DEFAULT_DEPLOY_TIMEOUT_MS,
      Number.MAX_SAFE_INTEGER,
    ),
    buildEnv: {
      ...apiKeys.site,
      ...(browserUrl ? { GATSBY_API_URL: absoluteUrl('GATSBY_API_URL', browserUrl) } : {}),
    },
    uploadsS3,
    uploadsFolder: path.join(ROOT, 'static', 'uploads', 'images'),
    metricsAccess,
  };
}

/** Starts the builder; `overrides` let tests stand in for Gatsby (runBuild, buildDir). */
export async function startBuilder(
  settings: BuilderSettings,
  overrides: Partial<LiveSiteOptions> = {},
): Promise<LiveSite> {
  // No secret of the builder's, nor any signature, reaches its log (the domain's log-redaction):
  // a deploy command or a build may print what it was given.
  const secrets = [settings.secret, settings.metricsAccess.token, settings.buildEnv.GATSBY_API_KEY];
  const log =
    overrides.log ??
    ((message: string) => console.log(`[builder] ${redactText(message, secrets)}`));
  const { deployCommand } = settings;
  return startLiveSite({
    providerUrl: settings.providerUrl,
    port: settings.port,
    host: settings.host,
    secret: settings.secret,
    siteUrl: settings.siteUrl,
    releasesDir: settings.releasesDir,
    buildEnv: settings.buildEnv,
    serveSite: false,
    metricsAccess: settings.metricsAccess,
    beforeBuild: settings.uploadsS3
      ? uploadsMirror({
          settings: settings.uploadsS3,
          folder: settings.uploadsFolder,
          record: path.join(settings.releasesDir, '.uploads-from-bucket.json'),
          log,
        })
      : undefined,
    deploy: deployCommand
      ? (release) =>
          runDeployCommand(release, {
            command: deployCommand,
            timeoutMs: settings.deployTimeoutMs,
            log: (line) => log(`deploy: ${line}`),
          })
      : undefined,
    log,
    ...overrides,
  });
}
