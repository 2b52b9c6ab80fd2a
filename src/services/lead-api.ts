/**
 * The lead calls of the provider, built on the one API client: the signed human-check challenge,
 * the four lead endpoints (each with an Idempotency-Key, so a retry answers the first result
 * instead of storing a duplicate) and the lists the forms choose from.
 */
import { API_PATHS, IDEMPOTENCY_KEY_HEADER } from '@cloud-consulting/domain/api-paths';
import type { LeadPath } from '@cloud-consulting/domain/lead-kinds';
import { useMemo } from 'react';
import type { ApiClient } from './api-client';
import { useApi } from './api-context';

/** GET /api/human-check. */
export interface HumanCheckChallenge {
  /** Signed token, sent back as humanCheck.challenge. */
  challenge: string;
  /** What the visitor reads, e.g. '7 + 3'. */
  question: string;
  expiresAt: string;
}

/** What every lead endpoint answers (and, on failure, the error body's fields). */
export interface LeadResult {
  success?: boolean;
  message?: string;
  error?: string;
  data?: Record<string, unknown> | null;
  /** Names of required fields left blank (customer requests). */
  required?: string[];
}

export interface LookupItem {
  Id: number | string;
  Name: string;
}

export interface TrainingLookups {
  trainingTypes: LookupItem[];
  trainingDurations: LookupItem[];
  trainingTopics: LookupItem[];
}

export interface ProductItem {
  id: number;
  name: string;
  description?: string | null;
  isActive?: boolean | null;
}

export interface SectionItem {
  name: string;
  isActive?: boolean | number | string | null;
  content?: unknown[] | null;
}

/** A fresh key for one submission: a random UUID where the browser has one. */
export function newIdempotencyKey(random: () => number = Math.random): string {
  const uuid = globalThis.crypto?.randomUUID?.();
  if (uuid) return uuid;
  return Array.from({ length: 32 }, () => Math.floor(random() * 16).toString(16)).join('');
}

const list = <T>(body: unknown): T[] => (Array.isArray(body) ? (body as T[]) : []);

export function createLeadApi(client: ApiClient) {
  /** POSTs a lead with its idempotency key. Throws ApiError on a failed or missing answer. */
  const submit = (path: LeadPath, body: unknown, idempotencyKey: string) =>
    client.request<LeadResult | null>(path, {
      method: 'POST',
      body,
      headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
    });

  return {
    submit,
    humanCheck: () => client.request<HumanCheckChallenge>(API_PATHS.humanCheck),
    trainingLookups: async (): Promise<TrainingLookups> => {
      const body = await client.request<Partial<TrainingLookups> | null>(API_PATHS.trainingLookup);
      return {
        trainingTypes: list<LookupItem>(body?.trainingTypes),
        trainingDurations: list<LookupItem>(body?.trainingDurations),
        trainingTopics: list<LookupItem>(body?.trainingTopics),
      };
    },
    /** Products for selects; a failure gives an empty list, silently. */
    products: async (): Promise<ProductItem[]> => {
      try {
        return list<ProductItem>(await client.request<unknown>(API_PATHS.products));
      } catch {
        return [];
      }
    },
    /** Page sections; a failure gives an empty list, so the defaults show, silently. */
    sections: async (): Promise<SectionItem[]> => {
      try {
        return list<SectionItem>(await client.request<unknown>(API_PATHS.sections));
      } catch {
        return [];
      }
    },
  };
}

export type LeadApi = ReturnType<typeof createLeadApi>;

/** The lead calls over the client of the ApiProvider (the shared client outside tests). */
export function useLeadApi(): LeadApi {
  const client = useApi();
  return useMemo(() => createLeadApi(client), [client]);
}
