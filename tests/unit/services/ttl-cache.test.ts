import { createTtlCache } from '../../../src/services/ttl-cache';

describe('createTtlCache', () => {
  it('serves a key from cache until its time to live passes', async () => {
    let now = 0;
    const cache = createTtlCache<number>(30_000, () => now);
    const load = jest.fn().mockResolvedValueOnce(1).mockResolvedValueOnce(2);
    await expect(cache.get('a', load)).resolves.toBe(1);
    now = 29_999;
    await expect(cache.get('a', load)).resolves.toBe(1);
    now = 30_000;
    await expect(cache.get('a', load)).resolves.toBe(2);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('does not keep a failed load', async () => {
    const cache = createTtlCache<number>(30_000, () => 0);
    await expect(cache.get('a', () => Promise.reject(new Error('x')))).rejects.toThrow('x');
    await expect(cache.get('a', () => Promise.resolve(5))).resolves.toBe(5);
  });

  it('invalidate drops one key or all', async () => {
    const cache = createTtlCache<string>(30_000, () => 0);
    await cache.get('a', async () => 'a1');
    await cache.get('b', async () => 'b1');
    cache.invalidate('a');
    await expect(cache.get('a', async () => 'a2')).resolves.toBe('a2');
    await expect(cache.get('b', async () => 'b2')).resolves.toBe('b1');
    cache.invalidate();
    await expect(cache.get('b', async () => 'b3')).resolves.toBe('b3');
  });
});
