import { ApiError, createApiClient } from '../../../src/services/api-client';

type Answer = { status?: number; body?: unknown; networkError?: boolean; hang?: boolean };

function client(answer: Answer | ((url: string) => Answer), options: { timeoutMs?: number } = {}) {
  const calls: { url: string; init: RequestInit }[] = [];
  const errors: unknown[][] = [];
  const fetchImpl = (async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input);
    calls.push({ url, init });
    const a = typeof answer === 'function' ? answer(url) : answer;
    if (a.networkError) throw new TypeError('Failed to fetch');
    if (a.hang)
      return new Promise((_resolve, reject) =>
        init.signal?.addEventListener('abort', () => reject(new Error('aborted'))),
      );
    const status = a.status ?? 200;
    return {
      ok: status < 300,
      status,
      text: async () => (a.body === undefined ? '' : JSON.stringify(a.body)),
    };
  }) as unknown as typeof fetch;
  const api = createApiClient({
    baseUrl: 'http://api.test:8080/',
    apiKey: 'k-123',
    fetchImpl,
    timeoutMs: options.timeoutMs,
    logger: { error: (...args: unknown[]) => errors.push(args) },
  });
  return { api, calls, errors };
}

describe('createApiClient', () => {
  it('prefixes /api, collapses duplicate slashes and sends the key to its own origin', async () => {
    const { api, calls } = client({ body: { ok: 1 } });
    await expect(api.request('//faq//items')).resolves.toEqual({ ok: 1 });
    expect(calls[0].url).toBe('http://api.test:8080/api/faq/items');
    expect((calls[0].init.headers as Record<string, string>)['X-API-Key']).toBe('k-123');
  });

  it('leaves other hosts without the key', async () => {
    const { api, calls } = client({ body: {} });
    await api.request('https://elsewhere.example/data.json');
    expect(calls[0].url).toBe('https://elsewhere.example/data.json');
    expect((calls[0].init.headers as Record<string, string>)['X-API-Key']).toBeUndefined();
  });

  it('sends JSON bodies with the JSON content type', async () => {
    const { api, calls } = client({ body: { success: true } });
    await api.request('/feedback', { method: 'POST', body: { a: 1 } });
    expect(calls[0].init.method).toBe('POST');
    expect(calls[0].init.body).toBe('{"a":1}');
    expect((calls[0].init.headers as Record<string, string>)['Content-Type']).toBe(
      'application/json',
    );
  });

  it.each([
    [401, 'Authentication failed (check the API key)'],
    [403, 'Insufficient permissions'],
    [429, 'Rate limit exceeded'],
    [500, 'Server error'],
  ])('logs a %s answer by status and re-throws it with the body', async (status, text) => {
    const { api, errors } = client({ status, body: { message: 'nope' } });
    const error = await api.request('/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(status);
    expect((error as ApiError).serverMessage).toBe('nope');
    expect(String(errors[0][0])).toContain(text);
  });

  it('logs a request with no response as a network error, status null', async () => {
    const { api, errors } = client({ networkError: true });
    const error = (await api.request('/x').catch((e: unknown) => e)) as ApiError;
    expect(error.status).toBeNull();
    expect(String(errors[0][0])).toContain('Network error');
  });

  it('gives up after its timeout', async () => {
    const { api } = client({ hang: true }, { timeoutMs: 20 });
    const error = (await api.request('/slow').catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBeNull();
  });

  it('menus.list reads /api/menus-and-sections and throws on failure', async () => {
    const ok = client({ body: [{ Name: 'Blog', IsActive: true }] });
    await expect(ok.api.menus.list()).resolves.toEqual([{ Name: 'Blog', IsActive: true }]);
    expect(ok.calls[0].url).toBe('http://api.test:8080/api/menus-and-sections');
    await expect(client({ status: 500 }).api.menus.list()).rejects.toBeInstanceOf(ApiError);
  });

  it('faq.list keeps only active items', async () => {
    const { api } = client({
      body: [
        { Id: 1, Question: 'a', Answer: 'b', IsActive: true },
        { Id: 2, Question: 'c', Answer: 'd', IsActive: false },
      ],
    });
    await expect(api.faq.list()).resolves.toEqual([
      { Id: 1, Question: 'a', Answer: 'b', IsActive: true },
    ]);
  });

  it('blog.probe answers true on OK and false on any failure', async () => {
    await expect(client({ body: [] }).api.blog.probe()).resolves.toBe(true);
    await expect(client({ status: 503 }).api.blog.probe()).resolves.toBe(false);
    await expect(client({ networkError: true }).api.blog.probe()).resolves.toBe(false);
  });

  it('consent.log posts previous, next and reason and swallows failures', async () => {
    const { api, calls } = client({ status: 500 });
    expect(() => api.consent.log(null, { analytics: true }, 'accept')).not.toThrow();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(calls[0].url).toBe('http://api.test:8080/api/consent/log');
    expect(JSON.parse(String(calls[0].init.body))).toEqual({
      previous: null,
      next: { analytics: true },
      reason: 'accept',
    });
  });

  it('siteSettings.get fetches once and shares the answer', async () => {
    const { api, calls } = client({ body: { SiteName: 'X' } });
    const [a, b] = await Promise.all([api.siteSettings.get(), api.siteSettings.get()]);
    expect(a).toEqual({ SiteName: 'X' });
    expect(b).toBe(a);
    expect(calls).toHaveLength(1);
    expect(calls[0].init.credentials).toBe('include');
  });
});
