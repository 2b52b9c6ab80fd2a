import { checkingIntervalMs, serverTimeoutOptions } from '../src/http-timeouts';

describe('checkingIntervalMs', () => {
  it.each([
    [60_000, 5_000],
    [10_000, 2_500],
    [1_000, 250],
    [200, 100],
    [0, 30_000],
  ])('looks for late requests of a %i ms limit every %i ms', (limit, interval) => {
    expect(checkingIntervalMs(limit)).toBe(interval);
  });
});

describe('serverTimeoutOptions', () => {
  it('gives Fastify both limits and the checking interval', () => {
    expect(serverTimeoutOptions({ requestTimeoutMs: 1_000, connectionTimeoutMs: 5_000 })).toEqual({
      requestTimeout: 1_000,
      connectionTimeout: 5_000,
      http: { requestTimeout: 1_000, connectionsCheckingInterval: 250 },
    });
  });
});
