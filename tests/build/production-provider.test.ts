/**
 * The provider as production runs it: the bundle of `npm run build:server` started with plain
 * `node` (no tsx, from another working folder), NODE_ENV=production and private secrets, on a
 * fresh embedded database. Also what the bundle may import: only the server's runtime
 * dependencies, which `npm ci --omit=dev --workspace server` installs.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ROOT } from '../../site-server/src/site-root';
import { waitForReady } from '../../scripts/processes';
import { ensureEditorAppBuilt } from '../../scripts/editor-app';
import { buildServer, SERVER_DIST, type ServerBuild } from '../../scripts/build-server';

const MAIN = path.join(SERVER_DIST, 'main.js');
// Production refuses secrets shorter than 32 characters.
const API_KEY = 'production-test-api-key-0123456789';
const SECRETS = {
  API_KEY,
  ADMIN_TOKEN: 'production-test-admin-token-01234567',
  HUMAN_CHECK_SECRET: 'production-test-human-check-0123456',
  IP_HASH_SALT: 'production-test-salt-0123456789abcd',
  PREVIEW_SECRET: 'production-test-preview-0123456789ab',
  REBUILD_SECRET: 'production-test-rebuild-0123456789ab',
  PROVIDER_URL: 'https://provider.example',
};

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** The environment of a production machine: none of the test runner's loaders or settings. */
function productionEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  return { PATH: process.env.PATH, HOME: process.env.HOME, NODE_ENV: 'production', ...extra };
}

function dependenciesOf(manifest: string): string[] {
  const json = JSON.parse(readFileSync(path.join(ROOT, manifest), 'utf8')) as {
    dependencies?: Record<string, string>;
  };
  return Object.keys(json.dependencies ?? {});
}

function startProviderScript(): string {
  const json = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
    scripts: Record<string, string>;
  };
  return json.scripts['start:provider']!;
}

let built: ServerBuild;
let work: string;
before(async () => {
  built = await buildServer();
  work = await mkdtemp(path.join(tmpdir(), 'production-provider-'));
});
after(() => rm(work, { recursive: true, force: true }));

describe('npm run build:server', () => {
  it('imports from node_modules only the runtime dependencies of the server', () => {
    const allowed = new Set([
      ...dependenciesOf('server/package.json'),
      ...dependenciesOf('package.json'),
    ]);
    assert.ok(built.externals.length > 0, 'the bundle imports its dependencies from node_modules');
    assert.deepEqual(
      built.externals.filter((name) => !allowed.has(name)),
      [],
      'each external import is a dependency (not a devDependency) of server/ or the root',
    );
    // The production image installs the server workspace alone.
    const server = new Set(dependenciesOf('server/package.json'));
    assert.deepEqual(
      built.externals.filter((name) => !server.has(name)),
      [],
    );
    // The workspace packages are TypeScript: they must be inside the bundle.
    assert.ok(!built.externals.some((name) => name.startsWith('@cloud-consulting/')));
  });
});

describe('the built provider under NODE_ENV=production', () => {
  let child: ChildProcess;
  let url: string;
  let output = '';

  before(async () => {
    ensureEditorAppBuilt(() => undefined);
    const port = await freePort();
    url = `http://127.0.0.1:${port}`;
    // `npm run start:provider` as package.json spells it, with this Node.
    const [command, ...args] = startProviderScript().split(' ');
    assert.equal(command, 'node');
    assert.equal(args.at(-1), path.relative(ROOT, MAIN));
    child = spawn(process.execPath, args, {
      cwd: ROOT,
      env: productionEnv({
        ...SECRETS,
        PORT: String(port),
        DATA_DIR: path.join(work, 'data'),
        UPLOADS_DIR: path.join(work, 'uploads'),
        LOG_LEVEL: 'warn',
      }),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    try {
      await waitForReady(url, child, 60_000);
    } catch (error) {
      throw new Error(`${(error as Error).message}\n${output}`);
    }
  });
  after(async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
  });

  it('is ready on a new database, migrated and seeded from content/', async () => {
    const res = await fetch(`${url}/ready`);
    assert.equal(res.status, 200);
    assert.deepEqual(await res.json(), { ready: true });
  });

  it('answers a public read with the API key, and 401 without it', async () => {
    const res = await fetch(`${url}/api/site-settings`, { headers: { 'X-API-Key': API_KEY } });
    assert.equal(res.status, 200);
    const settings = (await res.json()) as { SiteName?: string };
    assert.equal(typeof settings.SiteName, 'string');
    assert.equal((await fetch(`${url}/api/site-settings`)).status, 401);
  });

  it('renders markdown with the bundled pipeline, code highlighted', async () => {
    const res = await fetch(`${url}/admin/api/blog/render`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${SECRETS.ADMIN_TOKEN}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ content: '# Title\n\n```js\nconst a = 1;\n```\n' }),
    });
    assert.equal(res.status, 200);
    const { html } = (await res.json()) as { html: string };
    assert.match(html, /<h1[^>]*>Title<\/h1>/);
    assert.match(html, /class="token keyword"/);
  });

  it('serves the built editor app at /admin, and its hashed files', async () => {
    const page = await fetch(`${url}/admin`);
    assert.equal(page.status, 200);
    const html = await page.text();
    assert.equal(html, readFileSync(path.join(ROOT, 'admin/dist/index.html'), 'utf8'));
    const script = html.match(/src="(\/admin\/assets\/[^"]+\.js)"/)?.[1];
    assert.ok(script, 'index.html loads a script from /admin/assets/');
    const asset = await fetch(`${url}${script}`);
    assert.equal(asset.status, 200);
    assert.match(asset.headers.get('cache-control') ?? '', /immutable/);
  });
});

describe('the bundled command-line tools', () => {
  it('seed.js migrates and seeds, create-owner.js adds an owner', async () => {
    const env = productionEnv({ ...SECRETS, DATA_DIR: path.join(work, 'cli-data') });
    const seed = spawnSync(process.execPath, [path.join(SERVER_DIST, 'seed.js')], {
      cwd: work,
      env,
      encoding: 'utf8',
    });
    assert.equal(seed.status, 0, seed.stderr);
    assert.match(seed.stdout, /seed: pglite, \d+ migration\(s\) applied/);
    const owner = spawnSync(
      process.execPath,
      [
        path.join(SERVER_DIST, 'create-owner.js'),
        '--email',
        'owner@example.com',
        '--name',
        'First Owner',
        '--password-stdin',
      ],
      { cwd: work, env, input: 'a long enough password\n', encoding: 'utf8' },
    );
    assert.equal(owner.status, 0, owner.stderr);
    assert.match(owner.stdout, /Owner owner@example\.com created/);
  });
});

describe('the built provider without its secrets', () => {
  it('refuses NODE_ENV=production, naming each missing secret', async () => {
    const result = spawnSync(process.execPath, [MAIN], {
      cwd: work,
      env: productionEnv({ PORT: '0', DATA_DIR: 'memory://' }),
      encoding: 'utf8',
      timeout: 30_000,
    });
    assert.equal(result.status, 2);
    assert.match(result.stderr, /NODE_ENV=production needs a private value for each secret/);
    for (const name of Object.keys(SECRETS).filter((n) => n !== 'PROVIDER_URL')) {
      assert.match(result.stderr, new RegExp(`${name} is not set`));
    }
  });
});
