import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { createResponseCache } from '../../src/plugins/response-cache-store.js';

describe('response cache store', () => {
  const body = (n: number) => Buffer.alloc(n, 'x');
  const versions = { site: 0, post: 0 };

  it('keeps at most maxEntries answers, dropping the least recently used', () => {
    const cache = createResponseCache({ maxEntries: 3, maxBytes: 1e6, ttlMs: 1000, now: () => 0 });
    for (const key of ['a', 'b', 'c'])
      cache.put(key, null, versions, 0, body(10), '"e"', 'text/plain');
    assert.ok(cache.get('a'), 'a is now the most recently used');
    cache.put('d', null, versions, 0, body(10), '"e"', 'text/plain');
    assert.deepEqual(cache.stats(), { entries: 3, bytes: 33 }, 'bodies and addresses');
    assert.equal(cache.get('b'), null);
    assert.ok(cache.get('a') && cache.get('c') && cache.get('d'));
  });

  it('keeps at most maxBytes of bodies and addresses, and never one entry larger than that', () => {
    const cache = createResponseCache({
      maxEntries: 100,
      maxBytes: 100,
      ttlMs: 1000,
      now: () => 0,
    });
    for (let i = 0; i < 10; i += 1) cache.put(`k${i}`, null, versions, 0, body(28), '"e"', 'x');
    assert.deepEqual(cache.stats(), { entries: 3, bytes: 90 });
    assert.equal(cache.put('big', null, versions, 0, body(98), '"e"', 'x'), null);
    assert.equal(cache.stats().entries, 3);
  });

  it('does not keep an answer read before a write that happened meanwhile', () => {
    const cache = createResponseCache({ maxEntries: 10, maxBytes: 1e6, ttlMs: 1000, now: () => 0 });
    const read = cache.versionsOf(7);
    cache.invalidatePost(7);
    assert.equal(cache.put('stats-7', 7, read, 0, body(5), '"e"', 'x'), null);
    const siteRead = cache.versionsOf(null);
    cache.invalidateAll();
    assert.equal(cache.put('list', null, siteRead, 0, body(5), '"e"', 'x'), null);
    assert.equal(cache.stats().entries, 0);
  });

  it('expires an answer ttlMs after its read began, however long the read took', () => {
    let time = 0;
    const cache = createResponseCache({
      maxEntries: 10,
      maxBytes: 1e6,
      ttlMs: 1000,
      now: () => time,
    });
    const readAt = cache.now();
    time = 400;
    assert.ok(cache.put('slow', null, cache.versionsOf(null), readAt, body(5), '"e"', 'x'));
    time = 999;
    assert.ok(cache.get('slow'));
    time = 1000;
    assert.equal(cache.get('slow'), null);
  });

  it('counts compressed bodies in its bytes, and drops one made for an answer replaced meanwhile', async () => {
    const cache = createResponseCache({ maxEntries: 10, maxBytes: 1e6, ttlMs: 1000, now: () => 0 });
    const json = Buffer.from(JSON.stringify({ posts: Array(200).fill({ Title: 'Same title' }) }));
    const entry = cache.put('list', null, versions, 0, json, '"e"', 'application/json')!;
    const before = cache.stats().bytes;
    await cache.compressLater('list', entry, 'br');
    const packed = entry.encoded.br!;
    assert.equal(brotliDecompressSync(packed).toString(), json.toString());
    assert.equal(cache.stats().bytes, before + packed.length);

    const old = cache.put('other', null, versions, 0, json, '"e"', 'application/json')!;
    const pending = cache.compressLater('other', old, 'gzip');
    cache.put('other', null, versions, 0, body(10), '"f"', 'text/plain');
    await pending;
    assert.equal(cache.stats().bytes, before + packed.length + 10 + 'other'.length);

    // Expired, then read again with the same bytes: the compressed body is kept, not made again.
    const later = createResponseCache({
      maxEntries: 10,
      maxBytes: 1e6,
      ttlMs: 1000,
      now: () => 5000,
    });
    const first = later.put('list', null, versions, 0, json, '"e"', 'application/json')!;
    await later.compressLater('list', first, 'br');
    assert.equal(later.get('list'), null, 'expired');
    const renewed = later.put('list', null, versions, 5000, json, '"e"', 'application/json')!;
    assert.equal(renewed.encoded.br, first.encoded.br);
    assert.equal(later.stats().bytes, before + packed.length);
    const changed = later.put('list', null, versions, 5000, body(3000), '"g"', 'application/json')!;
    assert.deepEqual(changed.encoded, {}, 'other bytes are compressed anew');

    // Incompressible bytes are sent as they are.
    const noise = cache.put('noise', null, versions, 0, brotliCompressSync(json), '"n"', 'x')!;
    await cache.compressLater('noise', noise, 'br');
    assert.equal(noise.encoded.br, null);
  });
});
