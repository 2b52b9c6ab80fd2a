/**
 * `npm run bench`: median latency of GET /api/blog?pageSize=50 over real HTTP, on a fresh
 * embedded database in a temporary folder (or a fresh schema of DATABASE_URL) seeded with the
 * content of content/ plus 1,000 generated posts (override with --posts N, --requests N).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { openDatabase } from '../src/db/client.js';
import { seedSamplePosts } from '../src/modules/blog/sample-posts.js';

const { values } = parseArgs({
  options: {
    posts: { type: 'string', default: '1000' },
    requests: { type: 'string', default: '300' },
  },
});
const posts = Number(values.posts);
const requests = Number(values.requests);

const dataDir = await mkdtemp(path.join(tmpdir(), 'provider-bench-'));
const schema = `bench_${Date.now()}`;
const config = { ...loadConfig(), dataDir, databaseSchema: schema, logLevel: 'warn', port: 0 };
const db = await openDatabase({ databaseUrl: config.databaseUrl, schema, dataDir });
const app = await buildApp(config, { db, logger: false, closeDatabase: false });
try {
  const seedStart = performance.now();
  await seedSamplePosts(db, posts);
  console.log(
    `seeded ${posts} posts on ${db.kind} in ${Math.round(performance.now() - seedStart)} ms`,
  );
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  const url = `${address}/api/blog?pageSize=50`;
  const headers = { 'x-api-key': config.apiKey };
  const timings: number[] = [];
  let bytes = 0;
  for (let i = 0; i < requests + 20; i += 1) {
    const start = performance.now();
    const response = await fetch(url, { headers });
    const body = await response.arrayBuffer();
    const elapsed = performance.now() - start;
    if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`);
    if (i >= 20) timings.push(elapsed); // the first 20 warm up caches and the JIT
    bytes = body.byteLength;
  }
  timings.sort((a, b) => a - b);
  const at = (q: number) => timings[Math.min(timings.length - 1, Math.floor(q * timings.length))]!;
  console.log(
    `GET /api/blog?pageSize=50 (${Math.round(bytes / 1024)} KiB) x ${requests}: ` +
      `median ${at(0.5).toFixed(1)} ms, p95 ${at(0.95).toFixed(1)} ms, max ${at(1).toFixed(1)} ms`,
  );
} finally {
  await app.close();
  if (db.kind === 'postgres')
    await db.exec(`DROP SCHEMA IF EXISTS ${schema} CASCADE`).catch(() => undefined);
  await db.close();
  await rm(dataDir, { recursive: true, force: true });
}
