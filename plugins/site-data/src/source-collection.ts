/**
 * Loads one collection for the build: from the provider when it answers, otherwise (a first
 * build only, see fallback.ts) from the content/ file, and says which so nodes can carry
 * isFallback. An empty list from a provider that answered is data (an editor switched every
 * item off), never a reason for the seed content.
 */
import type { BuildConfig } from './config';
import { fetchProviderJson } from './provider-fetch';
import { allowFallback, readContentJson, unreadableReason } from './fallback';

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
  /** Turns a raw answer into data (an empty list included), or null when it is not usable. */
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
  let failure: unknown;
  try {
    const parsed = spec.parse(await fetchProviderJson(config, spec.apiPath, options.fetchImpl));
    if (parsed !== null) return { data: parsed, isFallback: false };
    reason = 'the provider answered with no data';
  } catch (error) {
    failure = error;
    reason = unreadableReason(error);
  }
  allowFallback(config, spec.name, reason, failure);
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
