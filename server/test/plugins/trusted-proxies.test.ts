/**
 * The trusted-proxy chain of compose.yaml (docs/operations.md): visitor -> outer proxy (its
 * range in OUTER_PROXY_CIDR) -> Caddy (172.28.0.10) -> provider, with TRUSTED_PROXIES as
 * compose.yaml sets it and the provider's trustProxy as app.ts sets it.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import Fastify from 'fastify';
import { loadConfig } from '../../src/config.js';

const CADDY = '172.28.0.10';

async function seen(trustedProxies: string, headers: Record<string, string>) {
  const config = loadConfig({ TRUSTED_PROXIES: trustedProxies });
  const app = Fastify({
    trustProxy: config.trustedProxies.length > 0 ? config.trustedProxies : false,
  });
  app.get('/', async (request) => ({ ip: request.ip, protocol: request.protocol }));
  const answer = await app.inject({ url: '/', remoteAddress: CADDY, headers });
  await app.close();
  return answer.json() as { ip: string; protocol: string };
}

describe('the trusted-proxy chain', () => {
  it('finds the visitor behind an outer proxy and Caddy, and keeps https', async () => {
    // Caddy passes the outer proxy's X-Forwarded-For with the proxy's own address appended.
    assert.deepEqual(
      await seen(`${CADDY},10.0.0.0/8`, {
        'x-forwarded-for': '203.0.113.7, 10.1.2.3',
        'x-forwarded-proto': 'https',
      }),
      { ip: '203.0.113.7', protocol: 'https' },
    );
  });

  it('without an outer proxy, believes Caddy only: an address a visitor wrote is ignored', async () => {
    // Caddy trusts no peer then: it replaces the header with the address it saw.
    const { ip } = await seen(`${CADDY},${CADDY}`, {
      'x-forwarded-for': '198.51.100.9',
    });
    assert.equal(ip, '198.51.100.9');
    // Were a forged entry ever passed on, the provider stops at the first untrusted address.
    const forged = await seen(`${CADDY},${CADDY}`, {
      'x-forwarded-for': '1.2.3.4, 198.51.100.9',
    });
    assert.equal(forged.ip, '198.51.100.9');
  });
});
