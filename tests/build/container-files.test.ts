/**
 * The container files cannot be run here, so they are held to what is: every command they run is
 * a package.json script or the very command of one (each covered by the production-* tests and
 * site-server/test/builder.test.ts), every setting they pass is read by the process it goes to,
 * and production's secrets are required. The Node.js that `npm install` brings for the scripts and
 * tests (package.json's `node` dev dependency) is the images' line.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import YAML from 'yaml';
import { ROOT } from '../../site-server/src/site-root';

const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');
interface PackageJson {
  scripts: Record<string, string>;
  workspaces: string[];
  engines?: { node?: string };
  devDependencies: Record<string, string>;
  allowScripts: Record<string, boolean>;
}
const pkg = JSON.parse(read('package.json')) as PackageJson;
const scripts = pkg.scripts;

/** The Dockerfile's instructions per stage, continuation lines joined. */
function dockerStages(): Map<string, string[]> {
  const stages = new Map<string, string[]>();
  let current: string[] = [];
  const text = read('Dockerfile').replace(/\\\n\s*/g, ' ');
  for (const line of text.split('\n')) {
    if (!line.trim() || line.startsWith('#')) continue;
    const from = /^FROM \S+ AS (\S+)$/.exec(line);
    if (from) stages.set(from[1]!, (current = []));
    current.push(line);
  }
  return stages;
}

function cmdOf(stage: string): string[] {
  const line = dockerStages()
    .get(stage)!
    .find((l) => l.startsWith('CMD '));
  return JSON.parse(line!.slice(4)) as string[];
}

const compose = read('compose.yaml');

/** Every KEY: value line in an environment block of compose.yaml. */
function composeSettings(): string[] {
  return [...compose.matchAll(/^\s+([A-Z][A-Z0-9_]+): /gm)].map((m) => m[1]!);
}

/** Node.js lines with long-term support still running on 2026-11-26, and until when. */
const SUPPORTED_LTS = { 22: '2027-04-30', 24: '2028-04-30' } as const;

describe('Dockerfile', () => {
  it('builds every image on a Node.js line that still has long-term support', () => {
    const image = /^ARG NODE_IMAGE=node:(\d+)-/m.exec(read('Dockerfile'))?.[1];
    assert.ok(image, 'the Dockerfile names its Node.js image in ARG NODE_IMAGE');
    assert.ok(image in SUPPORTED_LTS, `node:${image} is not a supported long-term support line`);
    assert.equal([...read('Dockerfile').matchAll(/^FROM node:/gm)].length, 0, 'FROM ${NODE_IMAGE}');
  });

  it('runs only package.json scripts to build', () => {
    const runs = [...read('Dockerfile').matchAll(/npm run ([\w:-]+)/g)].map((m) => m[1]!);
    assert.ok(runs.length >= 3);
    for (const name of runs) assert.ok(scripts[name], `npm run ${name} is a script`);
  });

  it('starts each image with the command of its script', () => {
    assert.deepEqual(cmdOf('provider'), scripts['start:provider']!.split(' '));
    assert.deepEqual(cmdOf('site'), scripts['start:site']!.split(' '));
    assert.deepEqual(cmdOf('builder'), ['npm', 'run', 'builder']);
    assert.ok(scripts.builder);
  });

  it('runs the final images as a user without rights, the provider on production packages only', () => {
    const stages = dockerStages();
    for (const stage of ['provider', 'builder', 'site', 'backup']) {
      assert.ok(stages.get(stage)!.includes('USER node'), `${stage} runs as node`);
    }
    const provider = stages.get('provider')!.join('\n');
    assert.match(provider, /npm ci --omit=dev/);
    assert.match(provider, /HEALTHCHECK .*\/ready/);
    assert.doesNotMatch(provider, /COPY \. \./);
  });

  it("copies every workspace's package.json before each npm ci, so the install finds them all", () => {
    const workspaces = pkg.workspaces;
    assert.ok(workspaces.includes('packages/uploads-store'));
    for (const [stage, lines] of dockerStages()) {
      const ci = lines.findIndex((line) => /npm ci/.test(line));
      if (ci === -1) continue;
      const copied = lines.slice(0, ci).join('\n');
      for (const workspace of workspaces) {
        assert.match(
          copied,
          new RegExp(`COPY ${workspace}/package\\.json ${workspace}/`),
          `${stage} copies ${workspace}/package.json`,
        );
      }
    }
  });

  it('builds from sources only: installed and built folders stay out of the context', () => {
    const ignored = read('.dockerignore').split('\n');
    for (const entry of ['node_modules', 'server/dist', 'site-server/dist', 'admin/dist', '.env']) {
      assert.ok(ignored.includes(entry), `.dockerignore lists ${entry}`);
    }
  });
});

describe("the scripts' and tests' Node.js", () => {
  const version = pkg.devDependencies.node ?? '';
  const major = Number(/^(\d+)\./.exec(version)?.[1]);

  it("is the Dockerfile's line, a long-term support one, at one exact version", () => {
    assert.match(version, /^\d+\.\d+\.\d+$/, 'the node dev dependency is an exact version');
    const image = Number(/^ARG NODE_IMAGE=node:(\d+)-/m.exec(read('Dockerfile'))?.[1]);
    assert.equal(major, image, `node ${version} is the line of the image node:${image}`);
    assert.equal(major % 2, 0, `Node.js ${major} is an even, long-term support line`);
    assert.ok(major in SUPPORTED_LTS, `Node.js ${major} still has long-term support`);
  });

  it("is what npm install puts first on the scripts' PATH (its install script allowed)", () => {
    assert.equal(
      pkg.allowScripts.node,
      true,
      'allowScripts lets the node package fetch its binary',
    );
    const installed = spawnSync(path.join(ROOT, 'node_modules/.bin/node'), ['--version'], {
      encoding: 'utf8',
    });
    assert.equal(installed.stdout.trim(), `v${version}`);
  });

  it('is declared as engines >=22 by the root and every workspace that names one', () => {
    assert.equal(pkg.engines?.node, '>=22');
    assert.ok(22 in SUPPORTED_LTS && 22 <= major);
    for (const workspace of pkg.workspaces) {
      const engines = (JSON.parse(read(`${workspace}/package.json`)) as PackageJson).engines;
      if (engines?.node) assert.equal(engines.node, '>=22', `${workspace}'s engines`);
    }
  });
});

describe('compose.yaml', () => {
  const file = parseCompose();
  const services = file.services;
  const ours = ['provider-1', 'provider-2', 'builder', 'site', 'backup'];
  const providers = ['provider-1', 'provider-2', 'backup'];
  const env = (service: string) => services[service]!.environment ?? {};

  it('builds each service from a stage of the Dockerfile', () => {
    const stages = dockerStages();
    const targets = Object.values(services).flatMap((s) => (s.build ? [s.build.target] : []));
    assert.deepEqual([...new Set(targets)].sort(), ['backup', 'builder', 'provider', 'site']);
    for (const target of targets) assert.ok(stages.has(target), target);
  });

  it('runs Mailpit only in the dev profile, on this host only, behind a login', () => {
    const mailpit = services.mailpit!;
    assert.deepEqual(mailpit.profiles, ['dev']);
    for (const [name, service] of Object.entries(services)) {
      if (service.profiles?.includes('dev')) continue;
      assert.ok(
        !JSON.stringify(service.depends_on ?? {}).includes('mailpit'),
        `${name} needs no mailpit`,
      );
      assert.ok(
        !JSON.stringify(service.environment ?? {}).includes('mailpit'),
        `${name} names no mailpit`,
      );
    }
    assert.ok(mailpit.ports?.length, 'its page is reachable from this host');
    for (const port of mailpit.ports ?? []) {
      assert.match(String(port), /^127\.0\.0\.1:/, `${port} is published on the loopback only`);
    }
    const auth = mailpit.environment?.MP_UI_AUTH_FILE;
    assert.equal(auth, '/run/secrets/mailpit_ui_auth');
    assert.ok(mailpit.secrets?.includes('mailpit_ui_auth'));
    // Only the two public entrances are published on every interface.
    const published = Object.entries(services).flatMap(([name, s]) =>
      (s.ports ?? []).filter((p) => !String(p).startsWith('127.0.0.1:')).map(() => name),
    );
    assert.deepEqual(published.sort(), ['proxy', 'site']);
  });

  it('takes the SMTP server, the sender and the sales address from the environment', () => {
    for (const name of providers) {
      assert.equal(env(name).SMTP_URL, '${SMTP_URL:-}');
      assert.match(env(name).MAIL_FROM!, /^\$\{MAIL_FROM:\?/);
      assert.match(env(name).SALES_EMAIL!, /^\$\{SALES_EMAIL:\?/);
    }
  });

  it('gives every secret as a file the process reads (NAME_FILE), never as a value', async () => {
    const { FILE_SETTINGS: providerFiles, SECRETS_REQUIRED } = await providerSecrets();
    const { FILE_SETTINGS: siteFiles } = await import('../../site-server/src/secrets');
    const readers: Record<string, readonly string[]> = {
      'provider-1': providerFiles,
      'provider-2': providerFiles,
      backup: providerFiles,
      builder: siteFiles,
      site: siteFiles,
    };
    for (const [name, files] of Object.entries(readers)) {
      const environment = env(name);
      assert.equal(environment.NODE_ENV, 'production', `${name} runs in production`);
      for (const [key, value] of Object.entries(environment)) {
        if (!key.endsWith('_FILE')) continue;
        const setting = key.slice(0, -'_FILE'.length);
        assert.ok(files.includes(setting), `${name} reads ${key}`);
        assert.ok(!(setting in environment), `${name} gets ${setting} one way only`);
        const secret = /^\/run\/secrets\/([a-z_]+)$/.exec(String(value))?.[1];
        assert.ok(secret, `${key} is a Docker secret`);
        assert.ok(services[name]!.secrets?.includes(secret!), `${name} mounts ${secret}`);
        assert.match(file.secrets[secret!]!.file, /^\.\/secrets\/[a-z_]+$/);
      }
    }
    for (const name of providers) {
      for (const secret of [...SECRETS_REQUIRED, 'DATABASE_URL', 'METRICS_TOKEN']) {
        assert.ok(`${secret}_FILE` in env(name), `${name} gets ${secret} from a file`);
      }
    }
    for (const name of ['builder', 'site']) {
      assert.ok('REBUILD_SECRET_FILE' in env(name), `${name} gets REBUILD_SECRET from a file`);
      assert.ok('METRICS_TOKEN_FILE' in env(name), `${name} gets METRICS_TOKEN from a file`);
    }
    assert.equal(env('postgres').POSTGRES_PASSWORD_FILE, '/run/secrets/postgres_password');
    // No secret's value is written in the file or taken from .env.
    for (const name of [...SECRETS_REQUIRED, 'POSTGRES_PASSWORD', 'METRICS_TOKEN']) {
      assert.doesNotMatch(compose, new RegExp(`\\b${name}: `), `${name} is no value`);
    }
    assert.doesNotMatch(compose, /postgres:\/\/[^@\s]+:[^@\s]+@/, 'no password in an address');
    assert.ok(read('.gitignore').split('\n').includes('secrets/'), 'secrets/ is not committed');
  });

  it('believes visitors’ addresses along the documented chain: outer proxy, Caddy, provider', () => {
    const caddy = read('deploy/Caddyfile');
    const proxyAddress = services.proxy!.networks!.default!.ipv4_address;
    const trusted = env('provider-1').TRUSTED_PROXIES!;
    assert.equal(trusted, `${proxyAddress},\${OUTER_PROXY_CIDR:-${proxyAddress}}`);
    assert.match(caddy, /trusted_proxies static \{\$OUTER_PROXY_CIDR:127\.0\.0\.1\/32\}/);
    // Compose never hands Caddy an empty range (Caddy's default applies only when unset).
    assert.equal(env('proxy').OUTER_PROXY_CIDR, '${OUTER_PROXY_CIDR:-127.0.0.1/32}');
    for (const replica of ['provider-1', 'provider-2']) {
      assert.match(caddy, new RegExp(`${replica}:8080`));
    }
    for (const [, mounted] of compose.matchAll(/- \.\/([^:]+):/g)) {
      assert.ok(existsSync(path.join(ROOT, mounted!)), mounted);
    }
  });

  it('writes npm run backup archives to a volume, with the pg_dump of the database’s version', () => {
    const backup = services.backup!;
    const command = (backup.command ?? []).join(' ');
    assert.match(command, /npm run backup -- --out \/backups/);
    assert.ok(scripts.backup);
    assert.ok(backup.volumes?.includes('backups:/backups'));
    assert.ok('backups' in file.volumes);
    const database = /^postgres:(\d+)-/.exec(services.postgres!.image!)![1];
    const stage = dockerStages().get('backup')![0]!;
    assert.match(stage, new RegExp(`^FROM postgres:${database}-`), 'pg_dump as new as the server');
    assert.ok(dockerStages().get('backup')!.includes('USER node'));
  });

  it('replaces the providers one at a time, and checks the health of every service of ours', () => {
    assert.deepEqual(services['provider-2']!.depends_on!['provider-1'], {
      condition: 'service_healthy',
    });
    assert.equal(services['provider-1']!.depends_on!['provider-2'], undefined);
    for (const name of ours.filter((n) => n !== 'backup')) {
      const test = services[name]!.healthcheck?.test ?? [];
      assert.ok(test.length > 0, `${name} has a health check`);
    }
    const stages = dockerStages();
    for (const stage of ['provider', 'builder', 'site']) {
      assert.ok(
        stages.get(stage)!.some((line) => line.startsWith('HEALTHCHECK ')),
        `the ${stage} image has a health check`,
      );
    }
    assert.match(services.builder!.healthcheck!.test!.join(' '), /\/__rebuild\/status/);
  });

  it('passes only settings a process reads', () => {
    const readers = [
      'server/src/config.ts',
      'site-server/src/builder.ts',
      'site-server/src/main.ts',
      'site-server/src/metrics.ts',
      'site-server/src/deploy.ts',
      'site-server/src/api-key-env.ts',
      'site-server/src/gatsby-command.ts',
    ]
      .map(read)
      .join('\n');
    // The images' own settings (PostgreSQL's, Mailpit's), Caddy's (deploy/Caddyfile) and the
    // backup loop's (its command in compose.yaml).
    const elsewhere = new Set([
      'POSTGRES_USER',
      'POSTGRES_DB',
      'POSTGRES_PASSWORD_FILE',
      'MP_UI_AUTH_FILE',
      'OUTER_PROXY_CIDR',
      'BACKUP_INTERVAL_S',
      'BACKUP_KEEP_DAYS',
    ]);
    assert.match(read('deploy/Caddyfile'), /OUTER_PROXY_CIDR/);
    for (const name of ['BACKUP_INTERVAL_S', 'BACKUP_KEEP_DAYS']) {
      assert.ok((services.backup!.command ?? []).join(' ').includes(`$\${${name}}`), name);
    }
    for (const name of composeSettings()) {
      if (elsewhere.has(name)) continue;
      const setting = name.endsWith('_FILE') ? name.slice(0, -'_FILE'.length) : name;
      assert.match(readers, new RegExp(`\\b${setting}\\b`), `${name} is read`);
    }
  });
});

interface ComposeService {
  image?: string;
  build?: { context: string; target: string };
  profiles?: string[];
  environment?: Record<string, string>;
  secrets?: string[];
  ports?: string[];
  volumes?: string[];
  command?: string[];
  depends_on?: Record<string, { condition: string }>;
  healthcheck?: { test?: string[] };
  networks?: Record<string, { ipv4_address: string }>;
}
interface ComposeFile {
  services: Record<string, ComposeService>;
  secrets: Record<string, { file: string }>;
  volumes: Record<string, unknown>;
}

/** compose.yaml as Compose reads it: anchors, aliases and merge keys resolved. */
function parseCompose(): ComposeFile {
  return YAML.parse(compose, { merge: true }) as ComposeFile;
}

/** The provider's settings read from files, and the secrets production requires. */
async function providerSecrets() {
  const config = await import('../../server/src/config.js');
  const block = /const SECRETS[^{]*\{([^}]*)\}/.exec(read('server/src/config.ts'))![1]!;
  const required = [...block.matchAll(/^\s+([A-Z_]+):/gm)].map((m) => m[1]!);
  assert.ok(required.includes('API_KEY'));
  return { FILE_SETTINGS: config.FILE_SETTINGS, SECRETS_REQUIRED: required };
}
