/**
 * Tests' S3-compatible peer: s3rver (a real S3 REST server on disk) on a free loopback port, with
 * the buckets asked for, and the settings that reach it. s3rver checks request signatures with
 * its own key pair, which tests give the SDK through its standard environment variables, as
 * production gives real ones.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { S3StoreSettings } from '../src/s3-settings.js';

export interface S3Peer {
  endpoint: string;
  /** Settings of the bucket `name` (default the first bucket) on this peer. */
  settings(name?: string, prefix?: string): S3StoreSettings;
  stop(): Promise<void>;
}

/** s3rver's own credentials: it refuses requests signed with any others. */
const ACCESS_KEY = 'S3RVER';

export async function startS3Peer(buckets: string[] = ['uploads']): Promise<S3Peer> {
  process.env.AWS_ACCESS_KEY_ID = ACCESS_KEY;
  process.env.AWS_SECRET_ACCESS_KEY = ACCESS_KEY;
  const directory = await mkdtemp(path.join(tmpdir(), 's3-peer-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: buckets.map((name) => ({ name, configs: [] })),
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    settings: (name = buckets[0]!, prefix = 'images/') => ({
      bucket: name,
      endpoint,
      region: 'us-east-1',
      prefix,
      forcePathStyle: true,
    }),
    async stop() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}

/** Settings of a bucket at a loopback port nothing listens on: a store that is down. */
export async function unreachableSettings(): Promise<S3StoreSettings> {
  const port = await new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
  return {
    bucket: 'uploads',
    endpoint: `http://127.0.0.1:${port}`,
    region: 'us-east-1',
    prefix: 'images/',
    forcePathStyle: true,
  };
}
