/** Reads and changes data on the e2e provider server, as a content editor or the site would. */
import { e2eEnv } from './env';

const API_KEY = process.env.GATSBY_API_KEY || 'local-dev-key';

export async function providerGet<T>(path: string): Promise<T> {
  const res = await fetch(`${e2eEnv('E2E_PROVIDER_URL')}${path}`, {
    headers: { 'X-API-Key': API_KEY },
  });
  if (!res.ok) throw new Error(`GET ${path} answered ${res.status}`);
  return (await res.json()) as T;
}

export async function adminRequest<T>(method: string, path: string, body?: unknown): Promise<T> {
  const res = await fetch(`${e2eEnv('E2E_PROVIDER_URL')}/admin/api${path}`, {
    method,
    headers: {
      Authorization: `Bearer ${e2eEnv('E2E_ADMIN_TOKEN')}`,
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok)
    throw new Error(`${method} /admin/api${path} answered ${res.status}: ${await res.text()}`);
  return (await res.json()) as T;
}

export interface ApiPost {
  Id: number;
  Title: string;
  Slug: string;
  Content: string;
  ImageUrl: string | null;
}

export async function activePosts(): Promise<ApiPost[]> {
  return (await providerGet<{ posts: ApiPost[] }>('/api/blog?pageSize=100')).posts;
}
