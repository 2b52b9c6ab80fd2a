/**
 * Builders shared by the sourcing tests: a fake provider (fetch), a content/ folder, and Gatsby's
 * sourceNodes helpers.
 */
import { mkdtemp, mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { sourceCollections } from '../src/collections';

export function fakeFetch(respond: (url: string) => Response | Promise<Response>) {
  const calls: { url: string; headers: Record<string, string> }[] = [];
  const impl = (async (url: string, init?: RequestInit) => {
    calls.push({ url, headers: init?.headers as Record<string, string> });
    return respond(url);
  }) as unknown as typeof fetch;
  return { impl, calls };
}

export async function contentDirWith(files: Record<string, unknown>): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'content-'));
  for (const [name, value] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(dir, name)), { recursive: true });
    await writeFile(
      path.join(dir, name),
      typeof value === 'string' ? value : JSON.stringify(value),
    );
  }
  return dir;
}

/** Gatsby's sourceNodes helpers, recording the nodes created and the lines logged. */
export function gatsbyArgs() {
  const nodes: Record<string, unknown>[] = [];
  const logs: string[] = [];
  const log = (m: string) => void logs.push(m);
  return {
    nodes,
    logs,
    args: {
      actions: { createNode: (node: Record<string, unknown>) => void nodes.push(node) },
      createNodeId: (seed: string) => `node-${seed}`,
      createContentDigest: () => 'digest',
      reporter: { info: log, warn: log },
    } as unknown as Parameters<typeof sourceCollections>[0],
  };
}
