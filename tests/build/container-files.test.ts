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
    for (const stage of ['provider', 'builder', 'site']) {
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
  it('builds each service from a stage of the Dockerfile', () => {
    const stages = dockerStages();
    const targets = [...compose.matchAll(/target: (\w+)/g)].map((m) => m[1]!);
    assert.deepEqual([...new Set(targets)].sort(), ['builder', 'provider', 'site']);
    for (const target of targets) assert.ok(stages.has(target), target);
  });

  it("requires every secret production refuses to start without, from the host's .env", () => {
    const secrets = /const SECRETS[^{]*\{([^}]*)\}/.exec(read('server/src/config.ts'))![1]!;
    const names = [...secrets.matchAll(/^\s+([A-Z_]+):/gm)].map((m) => m[1]!);
    assert.ok(names.includes('API_KEY'));
    for (const name of names) {
      assert.match(compose, new RegExp(`${name}: \\$\\{${name}:\\?`), name);
    }
  });

  it('passes only settings a process reads', () => {
    const readers = [
      'server/src/config.ts',
      'site-server/src/builder.ts',
      'site-server/src/main.ts',
      'site-server/src/deploy.ts',
      'site-server/src/api-key-env.ts',
      'site-server/src/gatsby-command.ts',
    ]
      .map(read)
      .join('\n');
    // The database image's own settings, and the shared rate-limit store's address, which the
    // provider reads once the Redis store lands (the replicas work).
    const elsewhere = new Set(['POSTGRES_USER', 'POSTGRES_DB', 'POSTGRES_PASSWORD', 'REDIS_URL']);
    for (const name of composeSettings()) {
      if (elsewhere.has(name)) continue;
      assert.match(readers, new RegExp(`\\b${name}\\b`), `${name} is read`);
    }
  });

  it('puts the providers behind the proxy it trusts, with the files it mounts', () => {
    const caddy = read('deploy/Caddyfile');
    for (const replica of ['provider-1', 'provider-2']) {
      assert.match(compose, new RegExp(`^  ${replica}: \\*provider$`, 'm'));
      assert.match(caddy, new RegExp(`${replica}:8080`));
    }
    const proxyAddress = /ipv4_address: ([\d.]+)/.exec(compose)![1];
    assert.equal(/TRUSTED_PROXIES: ([\d.]+)/.exec(compose)![1], proxyAddress);
    for (const [, file] of compose.matchAll(/- \.\/([^:]+):/g)) {
      assert.ok(existsSync(path.join(ROOT, file!)), file);
    }
  });
});
