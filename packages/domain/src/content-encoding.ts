/**
 * HTTP content negotiation for compressed answers, shared by the site server and the provider.
 */

export type Encoding = 'br' | 'gzip';

/** Below this a compressed answer saves less than its headers cost. */
export const MIN_COMPRESS_BYTES = 1024;

/**
 * The encoding to answer with for an Accept-Encoding header: br before gzip, honouring q=0
 * (refused) and `*`. Undefined means identity.
 */
export function negotiateEncoding(header: string | undefined): Encoding | undefined {
  if (!header) return undefined;
  const weights = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const weight = q ? Number(q.slice(2)) : 1;
    weights.set(name, Number.isFinite(weight) ? weight : 0);
  }
  const weightOf = (name: Encoding) => weights.get(name) ?? weights.get('*') ?? 0;
  const br = weightOf('br');
  const gz = weightOf('gzip');
  if (br > 0 && br >= gz) return 'br';
  if (gz > 0) return 'gzip';
  return undefined;
}
