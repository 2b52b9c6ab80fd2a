/**
 * A peer for the bench's cold build: Astro 5 building the same posts' Markdown from the same
 * provider, so the Gatsby figure can be judged against another static site generator on the same
 * machine at the same time. Astro is installed on demand into a temporary folder (never a
 * dependency of this project) with a minimal project: a content loader that reads every published
 * post from the provider's public API (`/api/blog`, paged, with the API key) and renders each
 * body with Astro's built-in Markdown (Shiki for code), and one page per post.
 */
import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** The major version the peer is held to. */
export const ASTRO_RANGE = '5';

const CONTENT_CONFIG = `import { defineCollection } from 'astro:content';

const PAGE_SIZE = 100;

/** Every published post from the provider's public API, its body rendered by Astro. */
const posts = defineCollection({
  loader: {
    name: 'provider-posts',
    async load({ store, renderMarkdown, generateDigest }) {
      const base = process.env.PROVIDER_API_URL;
      const key = process.env.API_KEY;
      if (!base || !key) throw new Error('PROVIDER_API_URL and API_KEY must be set');
      store.clear();
      let read = 0;
      for (let page = 1; ; page += 1) {
        const res = await fetch(base + '/api/blog?page=' + page + '&pageSize=' + PAGE_SIZE, {
          headers: { 'X-API-Key': key },
        });
        if (!res.ok) throw new Error('GET /api/blog page ' + page + ': ' + res.status);
        const body = await res.json();
        for (const post of body.posts) {
          const markdown = post.Content ?? '';
          store.set({
            id: post.Slug,
            data: { title: post.Title, publishedOn: post.PublishedOn, author: post.Author },
            body: markdown,
            rendered: await renderMarkdown(markdown),
            digest: generateDigest(markdown),
          });
        }
        read += body.posts.length;
        if (body.posts.length < PAGE_SIZE || read >= body.total) break;
      }
    },
  },
});

export const collections = { posts };
`;

const POST_PAGE = `---
import { getCollection, render } from 'astro:content';

export async function getStaticPaths() {
  const posts = await getCollection('posts');
  return posts.map((post) => ({ params: { slug: post.id }, props: { post } }));
}

const { post } = Astro.props;
const { Content } = await render(post);
---
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>{post.data.title}</title>
  </head>
  <body>
    <main>
      <h1>{post.data.title}</h1>
      <p>{post.data.author}</p>
      <Content />
    </main>
  </body>
</html>
`;

/** Astro's own defaults: Markdown with Shiki, static output. */
const ASTRO_CONFIG = `import { defineConfig } from 'astro/config';

export default defineConfig({ markdown: { syntaxHighlight: 'shiki' } });
`;

function run(
  command: string,
  args: string[],
  cwd: string,
  env: NodeJS.ProcessEnv = {},
): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd,
      env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (c: Buffer) => (output += c.toString()));
    child.stderr.on('data', (c: Buffer) => (output += c.toString()));
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0
        ? resolve()
        : reject(
            new Error(`${command} ${args.join(' ')} exited with ${code}:\n${output.slice(-3000)}`),
          ),
    );
  });
}

export interface AstroPeer {
  /** The Astro version installed. */
  version: string;
  /**
   * One cold `astro build` (its output and caches removed first): seconds, post pages written and
   * how many of them hold code Shiki highlighted.
   */
  coldBuild(): Promise<{ seconds: number; pages: number; highlighted: number }>;
  remove(): Promise<void>;
}

/**
 * Installs Astro into a fresh temporary folder and writes the peer project there, reading the
 * provider at `providerUrl` with `apiKey`. Installing is not timed.
 */
export async function installAstroPeer(providerUrl: string, apiKey: string): Promise<AstroPeer> {
  const dir = await mkdtemp(path.join(tmpdir(), 'bench-astro-'));
  try {
    await writeFile(
      path.join(dir, 'package.json'),
      JSON.stringify({ name: 'bench-astro-peer', private: true, type: 'module' }, null, 2),
    );
    await run('npm', ['install', '--no-audit', '--no-fund', `astro@${ASTRO_RANGE}`], dir);
    await mkdir(path.join(dir, 'src', 'pages', 'blog'), { recursive: true });
    await writeFile(path.join(dir, 'astro.config.mjs'), ASTRO_CONFIG);
    await writeFile(path.join(dir, 'src', 'content.config.ts'), CONTENT_CONFIG);
    await writeFile(path.join(dir, 'src', 'pages', 'blog', '[slug].astro'), POST_PAGE);
  } catch (error) {
    await rm(dir, { recursive: true, force: true });
    throw error;
  }
  const { version } = JSON.parse(
    await readFile(path.join(dir, 'node_modules', 'astro', 'package.json'), 'utf8'),
  ) as { version: string };
  return {
    version,
    async coldBuild() {
      for (const cache of ['dist', '.astro', 'node_modules/.astro', 'node_modules/.vite']) {
        await rm(path.join(dir, cache), { recursive: true, force: true });
      }
      const started = performance.now();
      await run(
        process.execPath,
        [path.join(dir, 'node_modules', 'astro', 'astro.js'), 'build'],
        dir,
        {
          PROVIDER_API_URL: providerUrl,
          API_KEY: apiKey,
        },
      );
      const seconds = (performance.now() - started) / 1000;
      const blogDir = path.join(dir, 'dist', 'blog');
      const files = (await readdir(blogDir, { recursive: true })).filter((file) =>
        file.endsWith('.html'),
      );
      let highlighted = 0;
      for (const file of files) {
        if ((await readFile(path.join(blogDir, file), 'utf8')).includes('class="astro-code')) {
          highlighted += 1;
        }
      }
      return { seconds, pages: files.length, highlighted };
    },
    remove: () => rm(dir, { recursive: true, force: true }),
  };
}
