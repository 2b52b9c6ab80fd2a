/**
 * The static site server as the site container runs it: the one-file bundle of
 * `npm run build:site-server`, copied away from the repository (no node_modules within reach),
 * serving the builder's RELEASES_DIR/current under NODE_ENV=production.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { cp, mkdir, mkdtemp, rename, rm, symlink, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ROOT } from '../../site-server/src/site-root';
import { buildSiteServer, SITE_SERVER_DIST, type ServerBuild } from '../../scripts/build-server';

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

let built: ServerBuild;
let work: string;
let main: string;
before(async () => {
  built = await buildSiteServer();
  work = await mkdtemp(path.join(tmpdir(), 'production-site-'));
  await cp(SITE_SERVER_DIST, path.join(work, 'app'), { recursive: true });
  main = path.join(work, 'app', 'main.js');
});
after(() => rm(work, { recursive: true, force: true }));

describe('npm run build:site-server', () => {
  it('bundles every package: the site needs Node and one file', () => {
    assert.deepEqual(built.externals, []);
    const scripts = (
      JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
        scripts: Record<string, string>;
      }
    ).scripts;
    assert.equal(scripts['start:site']?.split(' ').at(-1), 'site-server/dist/main.js');
  });
});

describe('the built site server on the releases folder', () => {
  let child: ChildProcess;
  let url: string;
  const releases = () => path.join(work, 'releases');

  /** Publishes a release as the builder does: its folder, then `current` switched. */
  async function release(name: string, html: string): Promise<void> {
    await mkdir(path.join(releases(), name), { recursive: true });
    await writeFile(path.join(releases(), name, 'index.html'), html);
    await symlink(name, path.join(releases(), `.next-${name}`));
    await rename(path.join(releases(), `.next-${name}`), path.join(releases(), 'current'));
  }

  before(async () => {
    await release('1', '<h1>first</h1><script>window.a=1</script>');
    const port = await freePort();
    url = `http://127.0.0.1:${port}`;
    child = spawn(process.execPath, [main], {
      cwd: work,
      env: {
        PATH: process.env.PATH,
        NODE_ENV: 'production',
        REBUILD_SECRET: 'production-site-secret-0123456789abcdef',
        SITE_PORT: String(port),
        SITE_DIR: path.join(releases(), 'current'),
        GATSBY_API_URL: 'https://api.example.com',
      },
      stdio: 'ignore',
    });
    for (let i = 0; i < 100; i += 1) {
      if (
        await fetch(url).then(
          () => true,
          () => false,
        )
      )
        return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error('the site server did not listen');
  });
  after(async () => {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  });

  it('serves the live release with its page policy', async () => {
    const res = await fetch(`${url}/`);
    assert.equal(res.status, 200);
    assert.equal(await res.text(), '<h1>first</h1><script>window.a=1</script>');
    const csp = res.headers.get('content-security-policy') ?? '';
    assert.match(csp, /script-src 'self' 'sha256-/);
    assert.match(csp, /connect-src 'self' https:\/\/api\.example\.com/);
  });

  it('serves the next release as soon as current links to it', async () => {
    await release('2', '<h1>second</h1>');
    assert.equal(await (await fetch(`${url}/`)).text(), '<h1>second</h1>');
  });
});

describe('the built site server without its secret', () => {
  it('refuses NODE_ENV=production without REBUILD_SECRET', () => {
    const result = spawnSync(process.execPath, [main], {
      cwd: work,
      env: { PATH: process.env.PATH, NODE_ENV: 'production', SITE_PORT: '0' },
      encoding: 'utf8',
      timeout: 30_000,
    });
    assert.equal(result.status, 1);
    assert.match(result.stderr, /NODE_ENV=production needs a private REBUILD_SECRET/);
  });
});
