/**
 * `npm run develop` beside `npm start`: with `npm start`'s provider holding PORT (8080) on its own
 * embedded database, and PORT and DATA_DIR still set in the shell, `npm run develop` starts on its
 * defaults (gatsby develop on 8000, its own provider on 8090 over its own database, seeded from
 * content/), GraphiQL's endpoint answers the site's data from that provider, the browser bundle
 * calls that provider, and Ctrl-C (SIGINT) stops gatsby develop and that provider while the other
 * runs on. Prints the seconds from start to the first GraphQL answer.
 *
 * It takes a minute or two and needs ports 8000, 8080 and 8090 free, so it runs only with
 * DEVELOP_TEST=1: `DEVELOP_TEST=1 node --import tsx --test tests/build/develop-beside-start.test.ts`.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ROOT } from '../../site-server/src/site-root';
import { startProvider, waitForReady, type ProviderProcess } from '../../scripts/processes';

const START_PORT = 8080;
const DEVELOP_PORT = 8000;
const DEVELOP_PROVIDER_PORT = 8090;
const GRAPHQL = `http://localhost:${DEVELOP_PORT}/___graphql`;
const DEVELOP_PROVIDER = `http://127.0.0.1:${DEVELOP_PROVIDER_PORT}`;
/** A first start on a busy two-core machine: seeding, sourcing, the first renderer. */
const FIRST_ANSWER_MS = 5 * 60_000;

function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, () => server.close(() => resolve(true)));
  });
}

async function answers(url: string): Promise<boolean> {
  try {
    await fetch(url, { signal: AbortSignal.timeout(2000) });
    return true;
  } catch {
    return false;
  }
}

async function graphql<T>(query: string): Promise<T> {
  const res = await fetch(GRAPHQL, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query }),
  });
  assert.equal(res.status, 200, `POST /___graphql answered ${res.status}`);
  const body = (await res.json()) as { data?: T; errors?: unknown };
  assert.equal(body.errors, undefined, JSON.stringify(body.errors));
  return body.data as T;
}

describe(
  'npm run develop beside npm start',
  { skip: process.env.DEVELOP_TEST === '1' ? false : 'runs with DEVELOP_TEST=1' },
  () => {
    let startData: string;
    let developData: string;
    let startSide: ProviderProcess;
    let develop: ChildProcess;
    let output = '';

    before(async () => {
      for (const port of [START_PORT, DEVELOP_PORT, DEVELOP_PROVIDER_PORT]) {
        assert.ok(await portIsFree(port), `port ${port} is taken: stop what runs there first`);
      }
      startData = await mkdtemp(path.join(tmpdir(), 'develop-test-start-'));
      developData = await mkdtemp(path.join(tmpdir(), 'develop-test-develop-'));
      // npm start's provider: PORT 8080, its embedded database in DATA_DIR.
      startSide = startProvider({ DATA_DIR: startData }, START_PORT, 'ignore');
      await waitForReady(startSide.url, startSide.child, FIRST_ANSWER_MS);
    });

    after(async () => {
      if (develop && develop.exitCode === null && develop.signalCode === null) {
        process.kill(-develop.pid!, 'SIGKILL');
      }
      await startSide?.stop();
      await rm(startData, { recursive: true, force: true });
      await rm(developData, { recursive: true, force: true });
    });

    it('answers GraphiQL from its own provider while npm start holds PORT and DATA_DIR', async () => {
      const started = Date.now();
      develop = spawn('npm', ['run', 'develop'], {
        cwd: ROOT,
        // npm start's settings stay in the shell; only the database folder is the test's own.
        env: {
          ...process.env,
          PORT: String(START_PORT),
          DATA_DIR: startData,
          DEVELOP_DATA_DIR: developData,
        },
        stdio: ['ignore', 'pipe', 'pipe'],
        // Its own process group, killed whole should the test fail half-way.
        detached: true,
      });
      develop.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
      develop.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));

      let answered = false;
      while (!answered && Date.now() - started < FIRST_ANSWER_MS) {
        assert.equal(develop.exitCode, null, `npm run develop exited:\n${output.slice(-3000)}`);
        try {
          const res = await fetch(GRAPHQL, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ query: '{ site { siteMetadata { siteUrl } } }' }),
            signal: AbortSignal.timeout(5000),
          });
          answered = res.ok;
        } catch {
          // not listening yet
        }
        if (!answered) await new Promise((resolve) => setTimeout(resolve, 250));
      }
      assert.ok(
        answered,
        `no GraphQL answer within ${FIRST_ANSWER_MS} ms:\n${output.slice(-3000)}`,
      );
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      console.log(`npm run develop: first GraphQL answer ${seconds} s after start`);

      assert.match(output, new RegExp(`sourcing from the provider at ${DEVELOP_PROVIDER}`));
      // Its database was seeded in its own folder, not in npm start's.
      assert.ok((await readdir(developData)).length > 0, 'the develop database folder is empty');
      // Both providers run.
      await waitForReady(startSide.url, undefined, 5000);
      await waitForReady(DEVELOP_PROVIDER, undefined, 5000);
    });

    it('lists the posts with their tags', async () => {
      const data = await graphql<{
        allBlogPost: {
          nodes: { Title: string; Slug: string; isFallback: boolean; Tags: { Name: string }[] }[];
        };
      }>('{ allBlogPost { nodes { Title Slug isFallback Tags { Name } } } }');
      const posts = data.allBlogPost.nodes;
      assert.ok(posts.length > 0, 'no posts');
      assert.deepEqual(
        posts.filter((post) => post.isFallback),
        [],
        'posts came from content/, not the provider',
      );
      assert.ok(posts.every((post) => post.Title.trim() && post.Slug.trim()));
      assert.ok(
        posts.some((post) => post.Tags.length > 0 && post.Tags.every((tag) => tag.Name.trim())),
        'no post has named tags',
      );
    });

    it('lists the services', async () => {
      const data = await graphql<{
        allService: { nodes: { name: string; isFallback: boolean }[] };
      }>('{ allService { nodes { name isFallback } } }');
      const services = data.allService.nodes;
      assert.ok(services.length > 0, 'no services');
      assert.ok(services.every((service) => service.name.trim() && !service.isFallback));
    });

    it('lists the SEO records of the pages', async () => {
      const data = await graphql<{
        allPageSeo: { nodes: { Path: string; Title: string; isFallback: boolean }[] };
      }>('{ allPageSeo { nodes { Path Title isFallback } } }');
      const records = data.allPageSeo.nodes;
      assert.ok(records.length > 0, 'no SEO records');
      assert.ok(records.every((record) => record.Title.trim() && !record.isFallback));
      assert.ok(
        records.some((record) => record.Path === '/'),
        'no SEO record for the home page',
      );
    });

    it("builds the browser bundle against its own provider, not npm start's", async () => {
      // webpack's development middleware answers once the first bundle is built.
      const res = await fetch(`http://localhost:${DEVELOP_PORT}/commons.js`, {
        signal: AbortSignal.timeout(FIRST_ANSWER_MS),
      });
      assert.equal(res.status, 200);
      const bundle = await res.text();
      // src/services/api-context.tsx: GATSBY_API_URL compiled in (the bundle's modules are
      // strings in development, so their quotes come escaped).
      const compiled = /apiUrl: \([^"]*\\"(https?:\/\/[^"\\]+)\\"/.exec(bundle);
      assert.ok(compiled, 'the provider URL compiled into the bundle was not found');
      assert.equal(compiled[1], DEVELOP_PROVIDER);
    });

    it(
      "stops gatsby develop and its provider on SIGINT, leaving npm start's",
      { timeout: 90_000 },
      async () => {
        // SIGINT to scripts/develop.ts alone (Ctrl-C in a terminal reaches every process of the
        // group, gatsby and the provider too): it must stop both itself.
        const script = spawnSync('pgrep', [
          '-g',
          String(develop.pid),
          '-f',
          'tsx/dist/loader.mjs scripts/develop.ts',
        ])
          .stdout.toString()
          .trim();
        assert.match(script, /^\d+$/, 'the scripts/develop.ts process was not found');
        const exited = new Promise((resolve) => develop.once('exit', resolve));
        process.kill(Number(script), 'SIGINT');
        await exited;
        // The grandchildren may take a moment after npm's own exit.
        const deadline = Date.now() + 30_000;
        while (
          Date.now() < deadline &&
          ((await answers(`${DEVELOP_PROVIDER}/health`)) ||
            (await answers(`http://localhost:${DEVELOP_PORT}/`)))
        ) {
          await new Promise((resolve) => setTimeout(resolve, 250));
        }
        assert.equal(await answers(`${DEVELOP_PROVIDER}/health`), false, 'its provider still runs');
        assert.equal(
          await answers(`http://localhost:${DEVELOP_PORT}/`),
          false,
          'gatsby develop still runs',
        );
        await waitForReady(startSide.url, undefined, 5000);
      },
    );
  },
);
