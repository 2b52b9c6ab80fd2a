/**
 * Component-test helpers: a client over a fake network (routes answer by method and path) and a
 * render inside the real shell providers.
 */
import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { setStaticQueryData } from '../../utils/gatsby-mock';
import { buildSiteSettingsQuery } from '../../utils/fixtures-site';
import type { MenuSection } from '@cloud-consulting/domain/menus';
import { createApiClient, type ApiClient } from '../../../src/services/api-client';
import { ApiProvider } from '../../../src/services/api-context';
import { RootWrapper } from '../../../src/components/root/root-wrapper';
import { Layout } from '../../../src/components/layout/layout';

export const API_BASE = 'http://provider.test';

export interface FakeAnswer {
  status?: number;
  body?: unknown;
  /** Never answers (a hanging request), or rejects like a network failure. */
  hang?: boolean;
  networkError?: boolean;
  /** Answers only once this settles (an answer that arrives late). */
  until?: Promise<unknown>;
}

export type FakeRoutes = Record<string, FakeAnswer | ((init: RequestInit) => FakeAnswer)>;

export interface FakeCall {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: unknown;
}

/** A fetch that answers `'GET /api/faq'`-style keys; unknown routes answer 404. */
export function fakeFetch(routes: FakeRoutes) {
  const calls: FakeCall[] = [];
  const impl = jest.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input);
    const method = init.method ?? 'GET';
    const path = url.replace(API_BASE, '').split('?')[0];
    calls.push({
      method,
      url,
      headers: (init.headers ?? {}) as Record<string, string>,
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
    });
    const route = routes[`${method} ${path}`];
    const answer =
      typeof route === 'function'
        ? route(init)
        : (route ?? { status: 404, body: { message: 'Not found' } });
    if (answer.networkError) throw new TypeError('Failed to fetch');
    if (answer.hang) {
      return new Promise<Response>((_resolve, reject) => {
        init.signal?.addEventListener('abort', () =>
          reject(new DOMException('Aborted', 'AbortError')),
        );
      });
    }
    if (answer.until) await answer.until;
    const status = answer.status ?? 200;
    const text = answer.body === undefined ? '' : JSON.stringify(answer.body);
    return { ok: status >= 200 && status < 300, status, text: async () => text } as Response;
  });
  return { impl: impl as unknown as typeof fetch, calls };
}

export function fakeClient(routes: FakeRoutes): { client: ApiClient; calls: FakeCall[] } {
  const { impl, calls } = fakeFetch(routes);
  return {
    client: createApiClient({
      baseUrl: API_BASE,
      apiKey: 'test-key',
      fetchImpl: impl,
      logger: { error: () => undefined },
    }),
    calls,
  };
}

export const ACTIVE_MENUS: MenuSection[] = [
  'Services',
  'Industry',
  'Corporate Training',
  'Courses',
  'Path',
  'Blog',
  'About',
  'Expertise',
  'Partner',
  'Product',
  'Get Started',
].map((Name, index) => ({
  Id: index + 1,
  Name,
  Type: 'menu',
  IsActive: true,
  UpdatedDate: '2026-01-01T00:00:00.000Z',
}));

/** Build-time data every useStaticQuery answers with: settings, the menu list, the post count. */
export function setBuildData(
  options: { settings?: Record<string, unknown>; menus?: MenuSection[]; blogPosts?: number } = {},
): void {
  const menus = options.menus ?? ACTIVE_MENUS;
  setStaticQueryData({
    ...buildSiteSettingsQuery({
      enableAnalytics: false,
      consentModeEnabled: true,
      consentRegionStrategy: 'EU_DEFAULT_DENY',
      forceIpAnonymization: true,
      googleAnalyticsId: '',
      googleTagManagerId: '',
      useCanonicalAnalyticsScript: true,
      analyticsScript: '',
      ...options.settings,
    }),
    // How many posts the build read: the Blog links show from the start when there were some.
    allBlogPost: {
      nodes: (options.blogPosts ?? 0) > 0 ? [{ isFallback: false }] : [],
    },
    allMenuSection: {
      nodes: menus.map((menu) => ({
        Id: menu.Id,
        Name: menu.Name,
        Type: menu.Type ?? null,
        IsActive: menu.IsActive === true,
        UpdatedDate: menu.UpdatedDate ?? null,
      })),
    },
  });
}

/** Renders `ui` as a page: theme, API client and the whole shell. */
export function renderInShell(
  ui: ReactElement,
  options: { client: ApiClient; pathname?: string },
): RenderResult {
  return render(
    <RootWrapper>
      <ApiProvider client={options.client}>
        <Layout pathname={options.pathname ?? '/'}>{ui}</Layout>
      </ApiProvider>
    </RootWrapper>,
  );
}

/** Renders a widget with the theme and a client, without the shell. */
export function renderWithClient(ui: ReactElement, client: ApiClient): RenderResult {
  return render(
    <RootWrapper>
      <ApiProvider client={client}>{ui}</ApiProvider>
    </RootWrapper>,
  );
}
