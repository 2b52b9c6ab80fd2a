/**
 * How long the provider and the site server wait for a client. Without a limit, a client that
 * sends its request a byte at a time (a slow body) holds a connection, and what it has sent, for
 * as long as it likes; a few hundred such clients exhaust a server. The whole request (headers
 * and body) must arrive within the request timeout (the answer is then 408 and the connection is
 * closed), and a connection on which nothing moves for the connection timeout is closed.
 */
export interface HttpTimeouts {
  /** Most milliseconds for a whole request to arrive; 0 turns the limit off. */
  requestTimeoutMs: number;
  /** Most milliseconds a connection may stay silent; 0 turns the limit off. */
  connectionTimeoutMs: number;
}

/**
 * Node looks for requests past their timeout every `connectionsCheckingInterval` (30 s by
 * default, longer than a short limit): looked for at a quarter of the limit here, between 0.1 s
 * and 5 s, so the limit holds to within a quarter of itself.
 */
export function checkingIntervalMs(requestTimeoutMs: number): number {
  if (requestTimeoutMs <= 0) return 30_000;
  return Math.min(5_000, Math.max(100, Math.floor(requestTimeoutMs / 4)));
}

/**
 * The Fastify server options of these limits. The request timeout goes to Node's server as it is
 * made, too: set afterwards (as Fastify does), Node 20 never enforces it.
 */
export function serverTimeoutOptions(timeouts: HttpTimeouts) {
  return {
    requestTimeout: timeouts.requestTimeoutMs,
    connectionTimeout: timeouts.connectionTimeoutMs,
    http: {
      requestTimeout: timeouts.requestTimeoutMs,
      connectionsCheckingInterval: checkingIntervalMs(timeouts.requestTimeoutMs),
    },
  };
}
