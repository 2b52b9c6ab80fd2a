import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ConfigError, loadConfig, unsafeSecrets } from '../src/config.js';
import { openDatabase } from '../src/db/client.js';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const repoRoot = path.resolve(serverDir, '..');

/** Private values of production's length (32 characters or more). */
const PRIVATE = {
  API_KEY: 'k-8f3a0c1d9e2b47a6b5c3d1e0f9a8b7c6',
  ADMIN_TOKEN: 't-91c2e4f6a8b0c2d4e6f8a0b2c4d6e8f0',
  HUMAN_CHECK_SECRET: 'h-77d0a1b2c3d4e5f6a7b8c9d0e1f2a3b4',
  IP_HASH_SALT: 's-5e1b9c8d7e6f5a4b3c2d1e0f9a8b7c6d',
  PREVIEW_SECRET: 'p-3d9e0f1a2b3c4d5e6f7a8b9c0d1e2f3a',
  REBUILD_SECRET: 'r-0a4c5d6e7f8a9b0c1d2e3f4a5b6c7d8e',
};
const PRODUCTION = { NODE_ENV: 'production', PROVIDER_URL: 'https://provider.example', ...PRIVATE };
const SECRET_NAMES = Object.keys(PRIVATE);

describe('DATA_DIR', () => {
  it('passes PGlite addresses through untouched and resolves folders from the repository', () => {
    for (const address of ['memory://', 'idb://site-db', 'file:///var/lib/site-db']) {
      assert.equal(loadConfig({ DATA_DIR: address }).dataDir, address);
    }
    assert.equal(loadConfig({ DATA_DIR: 'tmp/db' }).dataDir, path.join(repoRoot, 'tmp/db'));
    assert.equal(loadConfig({}).dataDir, path.join(repoRoot, '.data'));
  });

  it('opens memory:// in memory without writing a memory: folder', async () => {
    const db = await openDatabase({ dataDir: loadConfig({ DATA_DIR: 'memory://' }).dataDir });
    try {
      assert.deepEqual((await db.query('SELECT 1 AS one')).rows, [{ one: 1 }]);
    } finally {
      await db.close();
    }
    assert.equal(existsSync(path.join(repoRoot, 'memory:')), false);
  });
});

describe('secrets in production', () => {
  it('refuses NODE_ENV=production with each secret unset, naming every one', () => {
    assert.throws(
      () => loadConfig({ NODE_ENV: 'production' }),
      (error: Error) =>
        error instanceof ConfigError &&
        SECRET_NAMES.every((name) => error.message.includes(`${name} is not set`)),
    );
  });

  it('refuses the documented development values in production', () => {
    const published = {
      API_KEY: 'local-dev-key',
      ADMIN_TOKEN: 'change-me',
      HUMAN_CHECK_SECRET: 'local-human-check-secret',
      IP_HASH_SALT: 'local-ip-hash-salt',
      PREVIEW_SECRET: 'local-preview-secret',
      REBUILD_SECRET: 'change-me',
    };
    for (const name of SECRET_NAMES) {
      const env = { ...PRODUCTION, [name]: published[name as 'API_KEY'] };
      assert.throws(
        () => loadConfig(env),
        (error: Error) =>
          error.message.includes(`${name} is the documented development value`) &&
          !error.message.includes('is not set'),
        name,
      );
    }
  });

  it('starts in production with private values', () => {
    const config = loadConfig(PRODUCTION);
    assert.equal(config.apiKey, PRIVATE.API_KEY);
    assert.deepEqual(unsafeSecrets({ ...PRIVATE }), []);
  });

  it('refuses a secret shorter than 32 characters in production, naming it', () => {
    for (const name of SECRET_NAMES) {
      for (const value of ['a', 'x'.repeat(31)]) {
        assert.throws(
          () => loadConfig({ ...PRODUCTION, [name]: value }),
          (error: Error) =>
            error instanceof ConfigError &&
            error.message.includes(
              `${name} is ${value.length} characters long; production needs at least 32`,
            ) &&
            SECRET_NAMES.every((other) => other === name || !error.message.includes(other)),
          `${name}=${value}`,
        );
      }
      assert.doesNotThrow(() => loadConfig({ ...PRODUCTION, [name]: 'x'.repeat(32) }));
    }
  });

  it('refuses the probe’s one-letter secrets in production', () => {
    const weak = { API_KEY: 'a', ADMIN_TOKEN: 'b', HUMAN_CHECK_SECRET: 'c', IP_HASH_SALT: 'd' };
    assert.throws(
      () => loadConfig({ ...PRODUCTION, ...weak }),
      (error: Error) => Object.keys(weak).every((name) => error.message.includes(name)),
    );
  });

  it('accepts short secrets in development', () => {
    assert.doesNotThrow(() => loadConfig({ ...PRIVATE, API_KEY: 'a', PREVIEW_SECRET: 'b' }));
  });
  it('lists one warning line per unsafe secret in development', () => {
    assert.doesNotThrow(() => loadConfig({}));
    assert.deepEqual(unsafeSecrets({ API_KEY: 'local-dev-key', IP_HASH_SALT: 'mine' }), [
      'API_KEY is the documented development value',
      'ADMIN_TOKEN is not set',
      'HUMAN_CHECK_SECRET is not set',
      'PREVIEW_SECRET is not set',
      'REBUILD_SECRET is not set',
    ]);
  });

  it('exits with code 2 and a message naming each secret when the provider starts so', () => {
    const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'production', PORT: '0' };
    for (const name of SECRET_NAMES) delete env[name];
    env.API_KEY = 'local-dev-key';
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: serverDir,
      env,
      encoding: 'utf8',
      timeout: 30_000,
    });
    assert.equal(run.status, 2, run.stderr);
    assert.match(run.stderr, /^Configuration error: NODE_ENV=production needs/m);
    assert.match(run.stderr, /API_KEY is the documented development value/);
    for (const name of SECRET_NAMES.slice(1))
      assert.match(run.stderr, new RegExp(`${name} is not set`));
  });
});

describe('UPLOADS_S3_*', () => {
  it('keeps uploads on disk without UPLOADS_S3_BUCKET', () => {
    assert.equal(loadConfig({}).uploadsS3, undefined);
  });

  it('reads the bucket with its defaults, and every setting given', () => {
    assert.deepEqual(loadConfig({ UPLOADS_S3_BUCKET: 'site-uploads' }).uploadsS3, {
      bucket: 'site-uploads',
      endpoint: undefined,
      region: 'us-east-1',
      prefix: 'images/',
      forcePathStyle: false,
    });
    assert.deepEqual(
      loadConfig({
        UPLOADS_S3_BUCKET: 'media',
        UPLOADS_S3_ENDPOINT: 'http://minio:9000/',
        UPLOADS_S3_REGION: 'auto',
        UPLOADS_S3_PREFIX: 'site/uploads',
        UPLOADS_S3_FORCE_PATH_STYLE: 'true',
      }).uploadsS3,
      {
        bucket: 'media',
        endpoint: 'http://minio:9000',
        region: 'auto',
        prefix: 'site/uploads/',
        forcePathStyle: true,
      },
    );
  });

  const refusals: Array<[string, NodeJS.ProcessEnv, RegExp]> = [
    [
      'an endpoint that is not a URL',
      { UPLOADS_S3_BUCKET: 'media', UPLOADS_S3_ENDPOINT: 'minio:9000' },
      /^UPLOADS_S3_ENDPOINT must be an absolute http:\/\/ or https:\/\/ URL, got "minio:9000"$/,
    ],
    [
      'an endpoint of another scheme',
      { UPLOADS_S3_BUCKET: 'media', UPLOADS_S3_ENDPOINT: 'ftp://minio' },
      /^UPLOADS_S3_ENDPOINT must be an absolute/,
    ],
    [
      'a path style that is not a flag',
      { UPLOADS_S3_BUCKET: 'media', UPLOADS_S3_FORCE_PATH_STYLE: 'sometimes' },
      /^UPLOADS_S3_FORCE_PATH_STYLE must be true or false, got "sometimes"$/,
    ],
    [
      'a bucket name with a slash',
      { UPLOADS_S3_BUCKET: 'media/images' },
      /^UPLOADS_S3_BUCKET must be a bucket name/,
    ],
    [
      'a prefix that climbs',
      { UPLOADS_S3_BUCKET: 'media', UPLOADS_S3_PREFIX: '../images/' },
      /^UPLOADS_S3_PREFIX must be folder names joined by "\/"/,
    ],
    [
      'a prefix from the root',
      { UPLOADS_S3_BUCKET: 'media', UPLOADS_S3_PREFIX: '/images/' },
      /^UPLOADS_S3_PREFIX must be/,
    ],
    [
      'a region with spaces',
      { UPLOADS_S3_BUCKET: 'media', UPLOADS_S3_REGION: 'eu west' },
      /^UPLOADS_S3_REGION must be a region name/,
    ],
    [
      'settings of a bucket without the bucket',
      { UPLOADS_S3_ENDPOINT: 'http://minio:9000', UPLOADS_S3_FORCE_PATH_STYLE: 'true' },
      /^UPLOADS_S3_ENDPOINT, UPLOADS_S3_FORCE_PATH_STYLE are set but UPLOADS_S3_BUCKET is not/,
    ],
  ];
  for (const [what, env, message] of refusals) {
    it(`refuses ${what} with a ConfigError naming the setting`, () => {
      assert.throws(
        () => loadConfig(env),
        (error: Error) => error instanceof ConfigError && message.test(error.message),
      );
    });
  }
});

describe('PROVIDER_URL', () => {
  it('is required in production, so invitation links never follow the Host header', () => {
    const { PROVIDER_URL: _unset, ...withoutUrl } = PRODUCTION;
    assert.throws(
      () => loadConfig(withoutUrl),
      (error: Error) =>
        error instanceof ConfigError &&
        /NODE_ENV=production needs PROVIDER_URL/.test(error.message),
    );
    assert.equal(loadConfig(PRODUCTION).providerUrl, 'https://provider.example');
  });

  it('may stay unset in development', () => {
    assert.equal(loadConfig({}).providerUrl, undefined);
  });
});

describe('secrets from files (NAME_FILE)', () => {
  it('reads each secret of production from the file its _FILE names, as Docker secrets give them', async () => {
    const { mkdtemp, writeFile, rm } = await import('node:fs/promises');
    const { tmpdir } = await import('node:os');
    const dir = await mkdtemp(path.join(tmpdir(), 'provider-secrets-'));
    try {
      const env: NodeJS.ProcessEnv = {
        NODE_ENV: 'production',
        PROVIDER_URL: 'https://provider.example',
      };
      for (const [name, value] of Object.entries(PRIVATE)) {
        const file = path.join(dir, name.toLowerCase());
        await writeFile(file, `${value}\n`);
        env[`${name}_FILE`] = file;
      }
      await writeFile(path.join(dir, 'smtp'), 'smtp://mailer:pa55@mail.example:587\n');
      env.SMTP_URL_FILE = path.join(dir, 'smtp');
      const config = loadConfig(env);
      assert.equal(config.apiKey, PRIVATE.API_KEY);
      assert.equal(config.adminToken, PRIVATE.ADMIN_TOKEN);
      assert.equal(config.humanCheckSecret, PRIVATE.HUMAN_CHECK_SECRET);
      assert.equal(config.ipHashSalt, PRIVATE.IP_HASH_SALT);
      assert.equal(config.previewSecret, PRIVATE.PREVIEW_SECRET);
      assert.equal(config.rebuildSecret, PRIVATE.REBUILD_SECRET);
      assert.equal(config.smtpUrl, 'smtp://mailer:pa55@mail.example:587');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('refuses a secret given both ways, and a file it cannot read, naming the variable', () => {
    assert.throws(
      () => loadConfig({ API_KEY: 'x', API_KEY_FILE: '/etc/hostname' }),
      new ConfigError('API_KEY and API_KEY_FILE are both set: set one of them'),
    );
    assert.throws(
      () => loadConfig({ ADMIN_TOKEN_FILE: '/nonexistent/admin_token' }),
      (error: unknown) =>
        error instanceof ConfigError &&
        error.message.startsWith('ADMIN_TOKEN_FILE: cannot read /nonexistent/admin_token'),
    );
  });
});

describe('METRICS_TOKEN', () => {
  it('leaves /metrics open in development without a token, and closed in production', () => {
    assert.equal(loadConfig({}).metricsOpen, true);
    assert.equal(loadConfig({ METRICS_TOKEN: 'm'.repeat(8) }).metricsOpen, false);
    const production = loadConfig(PRODUCTION);
    assert.equal(production.metricsOpen, false);
    assert.equal(production.metricsToken, undefined);
    assert.equal(
      loadConfig({ ...PRODUCTION, METRICS_TOKEN: 'm'.repeat(32) }).metricsToken,
      'm'.repeat(32),
    );
  });

  it('refuses a short token in production', () => {
    assert.throws(
      () => loadConfig({ ...PRODUCTION, METRICS_TOKEN: 'short' }),
      new ConfigError('METRICS_TOKEN is 5 characters long; production needs at least 32'),
    );
  });
});

describe('MAIL_FROM', () => {
  it('takes an address alone or with a display name', () => {
    assert.equal(
      loadConfig({ MAIL_FROM: 'news@contoso.example' }).mailFrom,
      'news@contoso.example',
    );
    assert.equal(
      loadConfig({ MAIL_FROM: ' Contoso Cloud <news@contoso.example> ' }).mailFrom,
      'Contoso Cloud <news@contoso.example>',
    );
    assert.equal(
      loadConfig({ MAIL_FROM: 'Contoso Cloud <news@contoso.example>' }).unsubscribeMailbox,
      'news@contoso.example',
    );
  });

  it('refuses what is no mailbox, naming the setting and the form it takes', () => {
    for (const value of ['news', 'Contoso <news@contoso.example', 'A, B <news@contoso.example>']) {
      assert.throws(
        () => loadConfig({ MAIL_FROM: value }),
        (error: Error) =>
          error instanceof ConfigError &&
          /^MAIL_FROM must be an email address, optionally with a name/.test(error.message),
      );
    }
  });
});

describe('NEWSLETTER_RATE_PER_SECOND', () => {
  it('is 10 by default and refuses 0', () => {
    assert.equal(loadConfig({}).newsletterRatePerSecond, 10);
    assert.equal(loadConfig({ NEWSLETTER_RATE_PER_SECOND: '50' }).newsletterRatePerSecond, 50);
    assert.throws(() => loadConfig({ NEWSLETTER_RATE_PER_SECOND: '0' }), ConfigError);
  });
});

describe('CORS_ORIGINS', () => {
  it('allows the public site’s own origin by default, so a site served on another port can call the provider', () => {
    const config = loadConfig({ PUBLIC_SITE_URL: 'http://localhost:9100/' });
    assert.deepEqual(config.corsOrigins, [
      'http://localhost:9100',
      'http://localhost:9000',
      'http://localhost:8000',
    ]);
  });

  it('takes the list given instead of the defaults', () => {
    const config = loadConfig({
      PUBLIC_SITE_URL: 'http://localhost:9100',
      CORS_ORIGINS: 'https://www.example.com',
    });
    assert.deepEqual(config.corsOrigins, ['https://www.example.com']);
  });
});
