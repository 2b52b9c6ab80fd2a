/**
 * The live OpenAPI document passes Redocly's recommended rules without an error: what client
 * generators and API portals check before they trust a contract. Warnings are printed with
 * their count, so a reader of the test output sees what is left.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createConfig, lintFromString } from '@redocly/openapi-core';
import type { FastifyInstance } from 'fastify';
import { buildSuiteApp, engine } from '../helper.js';

describe(`Redocly's recommended lint of the live OpenAPI document on ${engine}`, () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  before(async () => ({ app, close } = await buildSuiteApp()));
  after(() => close());

  it('finds no error', async (t) => {
    const doc = (await app.inject({ method: 'GET', url: '/docs/openapi.json' })).json();
    const problems = await lintFromString({
      source: JSON.stringify(doc),
      absoluteRef: 'openapi.json',
      config: await createConfig({ extends: ['recommended'] }),
    });
    const describe = (p: (typeof problems)[number]) =>
      `${p.ruleId}: ${p.message} (${p.location[0]?.pointer ?? ''})`;
    const errors = problems.filter((p) => p.severity === 'error').map(describe);
    const warnings = problems.filter((p) => p.severity === 'warn').map(describe);
    t.diagnostic(`${errors.length} errors, ${warnings.length} warnings`);
    for (const warning of warnings) t.diagnostic(warning);
    assert.deepEqual(errors, []);
  });
});
