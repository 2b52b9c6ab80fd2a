/**
 * The S3-compatible bucket of uploaded images, read from the environment by the provider, the
 * builder and backups alike. UPLOADS_S3_BUCKET turns it on; without it uploads stay on disk and
 * no other UPLOADS_S3_* setting may be given (a half-made set-up is refused, not ignored).
 * Credentials come from the SDK's own chain (AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY, a
 * profile, or the machine's role), never from here.
 */
import { parseFlag } from '@cloud-consulting/domain/env-flag';

export interface S3StoreSettings {
  /** UPLOADS_S3_BUCKET. */
  bucket: string;
  /** UPLOADS_S3_ENDPOINT: an absolute URL (R2, MinIO, ...); unset: AWS S3 of the region. */
  endpoint?: string;
  /** UPLOADS_S3_REGION, default us-east-1 (R2 takes "auto"). */
  region: string;
  /** UPLOADS_S3_PREFIX: put before every path to make the key, default "images/". */
  prefix: string;
  /** UPLOADS_S3_FORCE_PATH_STYLE: bucket in the path, not the host name (MinIO needs true). */
  forcePathStyle: boolean;
}

export class UploadsSettingsError extends Error {}

const OTHER_SETTINGS = [
  'UPLOADS_S3_ENDPOINT',
  'UPLOADS_S3_REGION',
  'UPLOADS_S3_PREFIX',
  'UPLOADS_S3_FORCE_PATH_STYLE',
] as const;

/** The bucket's settings, or undefined when uploads stay on disk. */
export function s3SettingsFromEnv(env: NodeJS.ProcessEnv): S3StoreSettings | undefined {
  const bucket = env.UPLOADS_S3_BUCKET?.trim() || undefined;
  if (!bucket) {
    const stray = OTHER_SETTINGS.filter((name) => env[name]?.trim());
    if (stray.length > 0) {
      throw new UploadsSettingsError(
        `${stray.join(', ')} ${stray.length === 1 ? 'is' : 'are'} set but UPLOADS_S3_BUCKET is ` +
          'not: set the bucket to keep uploads in it, or remove the others to keep them on disk',
      );
    }
    return undefined;
  }
  // What S3, R2 and MinIO accept (AWS's older buckets may hold capitals and underscores).
  if (!/^[A-Za-z0-9][A-Za-z0-9._-]{1,254}$/.test(bucket)) {
    throw new UploadsSettingsError(
      `UPLOADS_S3_BUCKET must be a bucket name (letters, digits, ".", "-", "_"), got "${bucket}"`,
    );
  }
  const endpoint = env.UPLOADS_S3_ENDPOINT?.trim() || undefined;
  if (endpoint) {
    let url: URL | null = null;
    try {
      url = new URL(endpoint);
    } catch {
      // Refused below.
    }
    if (!url || !/^https?:$/.test(url.protocol)) {
      throw new UploadsSettingsError(
        `UPLOADS_S3_ENDPOINT must be an absolute http:// or https:// URL, got "${endpoint}"`,
      );
    }
  }
  const region = env.UPLOADS_S3_REGION?.trim() || 'us-east-1';
  if (!/^[a-z0-9-]{2,40}$/.test(region)) {
    throw new UploadsSettingsError(
      `UPLOADS_S3_REGION must be a region name such as us-east-1 or auto, got "${region}"`,
    );
  }
  const forcePathStyle = parseFlag(env.UPLOADS_S3_FORCE_PATH_STYLE, false);
  if (forcePathStyle === undefined) {
    throw new UploadsSettingsError(
      `UPLOADS_S3_FORCE_PATH_STYLE must be true or false, got "${env.UPLOADS_S3_FORCE_PATH_STYLE}"`,
    );
  }
  return {
    bucket,
    endpoint: endpoint?.replace(/\/+$/, ''),
    region,
    prefix: keyPrefix(env.UPLOADS_S3_PREFIX),
    forcePathStyle,
  };
}

/** "images/" when unset or empty; a missing final "/" is added. */
function keyPrefix(value: string | undefined): string {
  const prefix = value?.trim() || 'images/';
  const parts = prefix.replace(/\/$/, '').split('/');
  if (prefix.startsWith('/') || parts.some((p) => p === '' || p === '.' || p === '..')) {
    throw new UploadsSettingsError(
      `UPLOADS_S3_PREFIX must be folder names joined by "/" (such as images/ or site/images/), ` +
        `got "${value}"`,
    );
  }
  return `${parts.join('/')}/`;
}
