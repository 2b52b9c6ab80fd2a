/**
 * The one runtime client for the provider API. Paths get the /api prefix with duplicate slashes
 * collapsed; X-API-Key goes only to the provider's own origin or relative URLs; every call has a
 * timeout (30 s unless the call has its own: 6 s for menus, 3 s for the blog probe); failed responses are logged by status
 * and re-thrown as ApiError so callers decide what the visitor sees. Components never call fetch.
 */
import {
  API_KEY_HEADER,
  API_PATHS,
  apiUrl,
  describeHttpFailure,
  needsApiKey,
} from '@cloud-consulting/domain/api-paths';
import {
  API_TIMEOUT_MS,
  BLOG_PROBE_TIMEOUT_MS,
  MENU_REQUEST_TIMEOUT_MS,
} from '@cloud-consulting/domain/constants';
import type { ConsentLogReason } from '@cloud-consulting/domain/consent';
import type { FeedbackValues } from '@cloud-consulting/domain/forms/feedback';
import type { MenuSection } from '@cloud-consulting/domain/menus';

export interface ApiClientConfig {
  /** Provider origin, e.g. http://127.0.0.1:8080. */
  baseUrl: string;
  apiKey: string;
  fetchImpl?: typeof fetch;
  /** Default timeout of a call (30 s). */
  timeoutMs?: number;
  /** Where failures are logged; console by default (silenced outside debug mode). */
  logger?: Pick<Console, 'error'>;
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  timeoutMs?: number;
  credentials?: RequestCredentials;
  /** Extra headers of this call, e.g. Idempotency-Key on a lead submission. */
  headers?: Record<string, string>;
}

/** A failed call: `status` is null when no response arrived (network error or timeout). */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
    readonly body: unknown = null,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  /** The `message` (or `error`) field of the error body, if the server sent one. */
  get serverMessage(): string | null {
    const body = this.body as { message?: unknown; error?: unknown } | null;
    const value = body?.message ?? body?.error;
    return typeof value === 'string' && value.trim() !== '' ? value : null;
  }
}

export interface FaqItem {
  Id: number | string;
  Question: string;
  Answer: string;
  IsActive?: boolean | number | string | null;
}

export interface FeedbackResponse {
  success?: boolean;
  message?: string;
}

/** Only scheme URLs pass through; '//x' is a provider path with a doubled slash. */
const isAbsolute = (url: string) => /^[a-z][a-z\d+.-]*:/i.test(url);

async function readBody(res: Response): Promise<unknown> {
  const text = await res.text();
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

export function createApiClient(config: ApiClientConfig) {
  const fetchImpl = config.fetchImpl ?? ((...args: Parameters<typeof fetch>) => fetch(...args));
  const logger = config.logger ?? console;
  const defaultTimeout = config.timeoutMs ?? API_TIMEOUT_MS;

  /** Resolves a provider path (or passes an absolute URL through) to the URL to fetch. */
  function urlFor(path: string): string {
    return isAbsolute(path) ? path : apiUrl(config.baseUrl, path);
  }

  async function request<T>(path: string, options: RequestOptions = {}): Promise<T> {
    const url = urlFor(path);
    const method = options.method ?? 'GET';
    const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
    if (options.body !== undefined) headers['Content-Type'] = 'application/json';
    if (needsApiKey(url, config.baseUrl)) headers[API_KEY_HEADER] = config.apiKey;
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), options.timeoutMs ?? defaultTimeout);
    let res: Response;
    try {
      res = await fetchImpl(url, {
        method,
        headers,
        body: options.body === undefined ? undefined : JSON.stringify(options.body),
        credentials: options.credentials,
        signal: controller.signal,
      });
    } catch (error) {
      clearTimeout(timer);
      const reason = describeHttpFailure(null);
      logger.error(`[api] ${method} ${url}: ${reason}`, error);
      throw new ApiError(reason, null);
    }
    try {
      const body = await readBody(res);
      if (!res.ok) {
        const reason = describeHttpFailure(res.status);
        logger.error(`[api] ${method} ${url}: ${reason}`);
        throw new ApiError(reason, res.status, body);
      }
      return body as T;
    } finally {
      clearTimeout(timer);
    }
  }

  let siteSettingsOnce: Promise<Record<string, unknown> | null> | null = null;

  return {
    request,
    urlFor,
    menus: {
      /** GET /api/menus-and-sections with a 6 s timeout. Throws on failure. */
      list: async (): Promise<MenuSection[]> => {
        const body = await request<unknown>(API_PATHS.menus, {
          timeoutMs: MENU_REQUEST_TIMEOUT_MS,
        });
        return Array.isArray(body) ? (body as MenuSection[]) : [];
      },
    },
    siteSettings: {
      /** Fetched once per page load and shared; failures give null, silently. */
      get: (): Promise<Record<string, unknown> | null> => {
        siteSettingsOnce ??= request<Record<string, unknown>>(API_PATHS.siteSettings, {
          credentials: 'include',
        }).catch(() => {
          siteSettingsOnce = null;
          return null;
        });
        return siteSettingsOnce;
      },
    },
    consent: {
      /** Fire and forget: errors are ignored on purpose: a failed log never bothers the visitor. */
      log: (previous: unknown, next: unknown, reason: ConsentLogReason): void => {
        request(API_PATHS.consentLog, {
          method: 'POST',
          body: { previous, next, reason },
        }).catch(() => undefined);
      },
    },
    faq: {
      /** Active FAQ items only. */
      list: async (): Promise<FaqItem[]> => {
        const body = await request<unknown>(API_PATHS.faq);
        const items = Array.isArray(body) ? (body as FaqItem[]) : [];
        return items.filter(
          (item) => item.IsActive === undefined || item.IsActive === true || item.IsActive === 1,
        );
      },
    },
    blog: {
      /**
       * Whether GET /api/blog answers OK within 3 s; any failure means the blog is hidden. One
       * post is asked for: the answer says as much as the whole list would.
       */
      probe: async (): Promise<boolean> => {
        try {
          await request(`${API_PATHS.blog}?page=1&pageSize=1`, {
            timeoutMs: BLOG_PROBE_TIMEOUT_MS,
          });
          return true;
        } catch {
          return false;
        }
      },
    },
    feedback: {
      /** `proof` carries the human check and the honeypot the server asks of every form. */
      submit: (
        values: FeedbackValues,
        proof: Record<string, unknown> = {},
      ): Promise<FeedbackResponse | null> =>
        request<FeedbackResponse | null>(API_PATHS.feedback, {
          method: 'POST',
          body: { ...values, ...proof },
        }),
    },
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;
