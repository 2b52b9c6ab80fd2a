/**
 * The live OpenAPI document passes Redocly's recommended rules without an error: what client
 * generators and API portals check before they trust a contract. Its warnings are the few listed
 * here, each with why it stays; any other warning fails, so none creeps in unseen.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createConfig, lintFromString } from '@redocly/openapi-core';
import type { FastifyInstance } from 'fastify';
import { buildSuiteApp, engine } from '../helper.js';

/**
 * The warnings that stay, by rule and where: each is a choice of the API that the spec or a
 * standard makes, not a gap in the document.
 */
const KNOWN_WARNINGS: ReadonlyArray<{ rule: string; at: RegExp; why: string }> = [
  {
    rule: 'no-ambiguous-paths',
    at: /^#\/paths\/~1api~1blog~1\{id\}~1(comments|like|bookmark|share|view)$/,
    why: 'the spec names these calls; `/api/blog/slug/like` fits both templates on paper, but an id is an integer, so it can only be the slug route',
  },
  {
    rule: 'no-ambiguous-paths',
    at: /^#\/paths\/~1admin~1api~1people~1\{id\}~1password-reset$/,
    why: 'the same: a person\'s id is an integer, never the word "invitations"',
  },
  {
    rule: 'operation-2xx-response',
    at: /^#\/paths\/~1newsletter~1one-click~1\{token\}\/get\/responses$/,
    why: 'a GET of the one-click address must change nothing (RFC 8058): it answers 303 to the unsubscribe page',
  },
];

describe(`Redocly's recommended lint of the live OpenAPI document on ${engine}`, () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  before(async () => ({ app, close } = await buildSuiteApp()));
  after(() => close());

  it('finds no error, and no warning but the known ones', async (t) => {
    const doc = (await app.inject({ method: 'GET', url: '/docs/openapi.json' })).json();
    const problems = await lintFromString({
      source: JSON.stringify(doc),
      absoluteRef: 'openapi.json',
      config: await createConfig({ extends: ['recommended'] }),
    });
    const describe = (p: (typeof problems)[number]) =>
      `${p.ruleId}: ${p.message} (${p.location[0]?.pointer ?? ''})`;
    const errors = problems.filter((p) => p.severity === 'error').map(describe);
    const warnings = problems.filter((p) => p.severity === 'warn');
    t.diagnostic(`${errors.length} errors, ${warnings.length} warnings`);
    for (const warning of warnings) t.diagnostic(describe(warning));
    assert.deepEqual(errors, []);
    const known = (p: (typeof problems)[number]) =>
      KNOWN_WARNINGS.some((k) => k.rule === p.ruleId && k.at.test(p.location[0]?.pointer ?? ''));
    assert.deepEqual(warnings.filter((p) => !known(p)).map(describe), []);
    // Each known warning still happens: one that no longer does is taken off the list.
    for (const k of KNOWN_WARNINGS) {
      assert.ok(
        warnings.some((p) => p.ruleId === k.rule && k.at.test(p.location[0]?.pointer ?? '')),
        `${k.rule} at ${k.at} no longer warns: take it off KNOWN_WARNINGS`,
      );
    }
  });
});
