/**
 * Loads one collection for the build: from the provider when it answers with data, otherwise
 * from the content/ file, and says which so nodes can carry isFallback.
 */
import type { BuildConfig } from './config';
import { fetchProviderJson } from './provider-fetch';
import { readContentJson } from './fallback';

export interface SourcedCollection<T> {
  data: T;
  isFallback: boolean;
  /** Why the fallback was used, for the build log. */
  reason?: string;
}

export interface CollectionSpec<T> {
  /** Name used in the build log. */
  name: string;
  /** Provider path under /api. */
  apiPath: string;
  /** File under content/. */
  contentFile: string;
  /** Turns a raw answer into data, or null when it carries nothing usable (empty). */
  parse(raw: unknown): T | null;
  /** Reads the content/ file when its shape differs from the API's (default: parse). */
  parseFallback?(raw: unknown): T | null;
  /** What the build uses when neither has data (lists: none); without it the build fails. */
  empty?: T;
}

export async function sourceCollection<T>(
  config: BuildConfig,
  spec: CollectionSpec<T>,
  options: { fetchImpl?: typeof fetch } = {},
): Promise<SourcedCollection<T>> {
  let reason: string;
  try {
    const parsed = spec.parse(await fetchProviderJson(config, spec.apiPath, options.fetchImpl));
    if (parsed !== null) return { data: parsed, isFallback: false };
    reason = 'the provider answered with no data';
  } catch (error) {
    reason = `the provider could not be read (${error instanceof Error ? error.message : String(error)})`;
  }
  const parseFallback = spec.parseFallback ?? spec.parse;
  const fallback = parseFallback(
    await readContentJson<unknown>(spec.contentFile, config.contentDir),
  );
  if (fallback !== null) return { data: fallback, isFallback: true, reason };
  if (spec.empty !== undefined) {
    return {
      data: spec.empty,
      isFallback: true,
      reason: `${reason}, and content/${spec.contentFile} is empty`,
    };
  }
  throw new Error(`content/${spec.contentFile} holds no usable ${spec.name}`);
}
