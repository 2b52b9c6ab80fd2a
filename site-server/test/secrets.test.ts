import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import path from 'node:path';
import { checkRebuildSecret, UnsafeSecretError } from '../src/secrets';
import { startLiveSite } from '../src/live-site';

const ROOT = path.resolve(__dirname, '..', '..');
const PRIVATE_SECRET = 'a1b2c3d4e5f6a7b8c9d0e1f2a3b4c5d6-private';

/** Runs `npm run serve`'s entry with `env` until it prints its address or exits. */
function serve(env: NodeJS.ProcessEnv): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'site-server/src/main.ts'], {
      cwd: ROOT,
      env: { PATH: process.env.PATH, SITE_PORT: '0', ...env },
    });
    let output = '';
    const collect = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Site: http://')) child.kill('SIGTERM');
    };
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    child.once('exit', (code) => resolve({ code, output }));
  });
}

describe('REBUILD_SECRET', () => {
  for (const [label, value] of [
    ['unset', undefined],
    ['empty', ' '],
    ['the documented development value', 'change-me'],
  ] as const) {
    it(`refuses production when it is ${label}, naming the variable`, () => {
      assert.throws(
        () => checkRebuildSecret({ NODE_ENV: 'production', REBUILD_SECRET: value }),
        (error: Error) =>
          error instanceof UnsafeSecretError &&
          /^NODE_ENV=production needs a private REBUILD_SECRET: REBUILD_SECRET is/.test(
            error.message,
          ),
      );
    });

    it(`prints one warning line in development when it is ${label}`, () => {
      const lines: string[] = [];
      checkRebuildSecret({ REBUILD_SECRET: value }, (line) => lines.push(line));
      assert.equal(lines.length, 1);
      assert.match(lines[0]!, /^warning: REBUILD_SECRET is .*NODE_ENV=production refuses/);
    });
  }

  it('says nothing about a private value, in production or not', () => {
    const lines: string[] = [];
    for (const NODE_ENV of ['production', 'development']) {
      checkRebuildSecret({ NODE_ENV, REBUILD_SECRET: PRIVATE_SECRET }, (l) => lines.push(l));
    }
    assert.deepEqual(lines, []);
  });

  it('refuses production when it is shorter than 32 characters, saying its length', () => {
    for (const value of ['r', 'a1b2c3-private', 'x'.repeat(31)]) {
      assert.throws(
        () => checkRebuildSecret({ NODE_ENV: 'production', REBUILD_SECRET: value }),
        (error: Error) =>
          error instanceof UnsafeSecretError &&
          error.message.includes(
            `REBUILD_SECRET is ${value.length} characters long; production needs at least 32`,
          ),
      );
    }
    const lines: string[] = [];
    checkRebuildSecret({ REBUILD_SECRET: 'a1b2c3-private' }, (l) => lines.push(l));
    assert.deepEqual(lines, [], 'fine in development');
  });
});

describe('npm run serve (site-server/src/main.ts)', () => {
  it('does not start in production with the documented REBUILD_SECRET', async () => {
    const { code, output } = await serve({ NODE_ENV: 'production', REBUILD_SECRET: 'change-me' });
    assert.equal(code, 1);
    assert.match(output, /NODE_ENV=production needs a private REBUILD_SECRET/);
    assert.doesNotMatch(output, /Site: http/);
  });

  it('starts in development with one warning line', async () => {
    const { output } = await serve({});
    assert.match(output, /Site: http:\/\/localhost:\d+/);
    assert.equal(output.split('\n').filter((line) => line.startsWith('warning:')).length, 1);
  });
});

describe('the live site (startLiveSite)', () => {
  it('does not start in production with the documented REBUILD_SECRET, and builds nothing', async () => {
    let builds = 0;
    await assert.rejects(
      startLiveSite({
        providerUrl: 'http://127.0.0.1:9',
        port: 0,
        secret: 'change-me',
        siteUrl: 'http://localhost:9000',
        env: { NODE_ENV: 'production' },
        runBuild: async () => void (builds += 1),
      }),
      /NODE_ENV=production needs a private REBUILD_SECRET/,
    );
    assert.equal(builds, 0);
  });

  it('does not start in production with a short REBUILD_SECRET', async () => {
    await assert.rejects(
      startLiveSite({
        providerUrl: 'http://127.0.0.1:9',
        port: 0,
        secret: 'short-secret',
        siteUrl: 'http://localhost:9000',
        env: { NODE_ENV: 'production' },
        runBuild: async () => undefined,
      }),
      /REBUILD_SECRET is 12 characters long; production needs at least 32/,
    );
  });
});
