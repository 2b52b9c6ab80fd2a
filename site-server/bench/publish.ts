/**
 * `npx tsx site-server/bench/publish.ts [--runs N] [--uploads N]`: how long publishing a release
 * takes on a build folder the size of the site with 1,000 posts (2,100 files, 53 MB: releases.ts),
 * where an edit rewrote 170 files in place and Gatsby copied static/ again (56 files, as the
 * repository's, plus N uploaded images of 250 kB, default 0). Prints the median of N runs
 * (default 5) of three publishes:
 *
 * - first: the first release ever (no earlier release to link to);
 * - edit: the release after an edit, in the same process;
 * - restart: the same edit published by a new process (the earlier release is on disk only).
 *
 * Each publish is timed until the new release is live, and until publish() returns.
 */
import { copyFile, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { replacedByGatsby } from '../src/gatsby-output';
import { createReleases, separateFromReleases } from '../src/releases';

/** Files of the generated build, by kind: count and size of each file. */
const TREE = [
  { kind: 'page', count: 1_000, bytes: 20_000 },
  { kind: 'page-data', count: 1_000, bytes: 8_000 },
  { kind: 'bundle', count: 44, bytes: 560_000 },
] as const;

/** static/, copied into the build by each build: the repository's 56 files, and uploads. */
const STATIC = { count: 56, bytes: 10_000 };
const UPLOAD_BYTES = 250_000;

function staticFiles(uploads: number): { file: string; bytes: number }[] {
  return [
    ...Array.from({ length: STATIC.count }, (_, i) => ({
      file: `images/site-${i}.png`,
      bytes: STATIC.bytes,
    })),
    ...Array.from({ length: uploads }, (_, i) => ({
      file: `uploads/images/upload-${i}.webp`,
      bytes: UPLOAD_BYTES,
    })),
  ];
}

type Kind = (typeof TREE)[number]['kind'];

function fileOf(kind: Kind, i: number): string {
  switch (kind) {
    case 'page':
      return `blog/post-${i}/index.html`;
    case 'page-data':
      return `page-data/blog/post-${i}/page-data.json`;
    case 'bundle':
      return `static/${(i * 104729).toString(16)}/component-${i}.js`;
  }
}

const content = (bytes: number, seed: string) =>
  Buffer.alloc(bytes, `${seed} lorem ipsum dolor sit amet `);

/** Gatsby's copy of static/ into the build: each file removed and written anew (copySync). */
async function copyStatic(staticDir: string, build: string, uploads: number): Promise<void> {
  for (const { file } of staticFiles(uploads)) {
    await rm(path.join(build, file), { force: true });
    await mkdir(path.dirname(path.join(build, file)), { recursive: true });
    await copyFile(path.join(staticDir, file), path.join(build, file));
  }
}

/** Writes static/ and the whole build; returns the build's file count and bytes. */
async function generate(
  staticDir: string,
  build: string,
  uploads: number,
): Promise<{ files: number; bytes: number }> {
  let files = 0;
  let bytes = 0;
  for (const { file, bytes: size } of staticFiles(uploads)) {
    await mkdir(path.dirname(path.join(staticDir, file)), { recursive: true });
    await writeFile(path.join(staticDir, file), content(size, file));
    files += 1;
    bytes += size;
  }
  await copyStatic(staticDir, build, uploads);
  for (const { kind, count, bytes: size } of TREE) {
    for (let i = 0; i < count; i++) {
      const file = path.join(build, fileOf(kind, i));
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, content(size, `${kind}-${i}`));
      files += 1;
      bytes += size;
    }
  }
  return { files, bytes };
}

/** What an edit does to the build: 80 pages and their page data, and 10 bundles, rewritten in place. */
async function edit(build: string, round: number): Promise<number> {
  const changed = [
    ...Array.from({ length: 80 }, (_, i) => ['page', i * 12] as const),
    ...Array.from({ length: 80 }, (_, i) => ['page-data', i * 12] as const),
    ...Array.from({ length: 10 }, (_, i) => ['bundle', i * 4] as const),
  ];
  for (const [kind, i] of changed) {
    const size = TREE.find((t) => t.kind === kind)!.bytes;
    // In place, as Gatsby writes (fs-extra outputFile: fs.writeFile on the existing file).
    await writeFile(path.join(build, fileOf(kind, i)), content(size, `${kind}-${i}-edit-${round}`));
  }
  return changed.length;
}

interface Timing {
  live: number;
  done: number;
}

/** Times one publish: until `current` names the new release, and until publish() returns. */
async function timePublish(
  releases: ReturnType<typeof createReleases>,
  build: string,
  staticDir: string,
): Promise<Timing> {
  const started = performance.now();
  let live = NaN;
  const before = releases.current();
  const watching = setInterval(() => {
    if (Number.isNaN(live) && releases.current() !== before) live = performance.now() - started;
  }, 0);
  await releases.publish(build, { replacedByNextBuild: await replacedByGatsby(staticDir) });
  clearInterval(watching);
  const done = performance.now() - started;
  return { live: Number.isNaN(live) ? done : live, done };
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { runs: { type: 'string', default: '5' }, uploads: { type: 'string', default: '0' } },
  });
  const runs = Number(values.runs);
  const uploads = Number(values.uploads);
  const results: Record<'first' | 'edit' | 'restart', Timing[]> = {
    first: [],
    edit: [],
    restart: [],
  };
  let shape = '';
  for (let run = 0; run < runs; run++) {
    const dir = await mkdtemp(path.join(tmpdir(), 'publish-bench-'));
    try {
      const build = path.join(dir, 'public');
      const staticDir = path.join(dir, 'static');
      const releasesDir = path.join(dir, 'releases');
      const { files, bytes } = await generate(staticDir, build, uploads);
      const releases = createReleases(releasesDir);
      results.first.push(await timePublish(releases, build, staticDir));
      // The next builds, as the live site runs them.
      const rebuild = async (round: number) => {
        await separateFromReleases(build, await replacedByGatsby(staticDir));
        await new Promise((resolve) => setTimeout(resolve, 5));
        await copyStatic(staticDir, build, uploads);
        return edit(build, round);
      };
      const changed = await rebuild(1);
      results.edit.push(await timePublish(releases, build, staticDir));
      await releases.idle();
      await rebuild(2);
      results.restart.push(await timePublish(createReleases(releasesDir), build, staticDir));
      shape =
        `${files} files, ${(bytes / 2 ** 20).toFixed(0)} MB, ${changed} rewritten in place ` +
        `and ${staticFiles(uploads).length} copied from static/ per edit`;
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }
  const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
  console.log(`publish, median of ${runs} runs (${shape}):`);
  for (const [name, timings] of Object.entries(results)) {
    const live = median(timings.map((t) => t.live)).toFixed(0);
    const done = median(timings.map((t) => t.done)).toFixed(0);
    console.log(`  ${name.padEnd(8)} live after ${live} ms, publish() done after ${done} ms`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
