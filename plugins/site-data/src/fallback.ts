/**
 * The content/ files that stand in for a collection the provider could not give, and when they
 * may: content/ exists so a first build and a developer without a provider get a site. A rebuild
 * of a live site (BUILD_FALLBACK=never) stops instead, so a failing provider never rolls the live
 * site back to the seed content; a refused key stops every build.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { BuildConfig } from './config';
import { ProviderKeyRefused } from './provider-fetch';

export async function readContentJson<T>(file: string, contentDir: string): Promise<T | null> {
  try {
    return JSON.parse(await readFile(path.join(contentDir, file), 'utf8')) as T;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/**
 * A build that must not go on. Its message says why and what to do; gatsby-node.ts hands it to
 * whoever ran the build (BUILD_STOP_REASON_FILE) for the rebuild status.
 */
export class SourcingStopped extends Error {
  constructor(message: string) {
    super(`Build stopped: ${message}`);
    this.name = 'SourcingStopped';
  }
}

/** Why the provider's answer could not be used, for the build log. */
export function unreadableReason(error: unknown): string {
  return `the provider could not be read (${error instanceof Error ? error.message : String(error)})`;
}

/**
 * Throws when `what` may not come from content/ after the provider failed with `reason`; returns
 * when it may. `error` is what the provider call threw, if anything.
 */
export function allowFallback(
  config: Pick<BuildConfig, 'fallback'>,
  what: string,
  reason: string,
  error?: unknown,
): void {
  if (error instanceof ProviderKeyRefused) throw new SourcingStopped(error.message);
  if (config.fallback === 'never') {
    throw new SourcingStopped(
      `${what}: ${reason}. The site has a live release, so the build does not ` +
        `fall back to content/ (BUILD_FALLBACK=never); the last good release stays live.`,
    );
  }
}
