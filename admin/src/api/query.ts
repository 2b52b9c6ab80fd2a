/** Pure helpers of the admin API's addresses and refusals. */

export type Query = Record<string, string | number | boolean | null | undefined>;

/** `path?query` with empty values left out. */
export function withQuery(path: string, query: Query = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}

/** The message of a refusal: the server's `message`, else its status text. */
export function refusalMessage(status: number, body: unknown): string {
  if (body && typeof body === 'object' && 'message' in body) {
    const message = (body as { message?: unknown }).message;
    if (typeof message === 'string' && message.trim()) return message;
  }
  if (status === 0) return 'The provider cannot be reached. Check your connection and try again.';
  return `The provider answered ${status}.`;
}
