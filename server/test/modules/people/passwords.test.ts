import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { parseOptions } from '@node-rs/argon2';
import {
  PASSWORD_HASH_SETTINGS,
  hashPassword,
  verifyPassword,
} from '../../../src/modules/people/passwords.js';

describe('password hashes', () => {
  it('are argon2id with the recorded settings, and verify only the right password', async () => {
    const hash = await hashPassword('correct horse battery');
    assert.match(hash, /^\$argon2id\$/);
    const options = parseOptions(hash);
    assert.equal(options.memoryCost, PASSWORD_HASH_SETTINGS.memoryCost);
    assert.equal(options.timeCost, PASSWORD_HASH_SETTINGS.timeCost);
    assert.equal(await verifyPassword(hash, 'correct horse battery'), true);
    assert.equal(await verifyPassword(hash, 'correct horse batterY'), false);
    assert.equal(await verifyPassword('not a hash', 'x'), false);
  });

  it('take tens of milliseconds, not microseconds nor seconds', async (t) => {
    await hashPassword('warm up');
    const times: number[] = [];
    for (let i = 0; i < 5; i++) {
      const started = performance.now();
      await hashPassword('correct horse battery');
      times.push(performance.now() - started);
    }
    const median = times.sort((a, b) => a - b)[2]!;
    t.diagnostic(
      `argon2id ${JSON.stringify(PASSWORD_HASH_SETTINGS)}: median ${Math.round(median)} ms`,
    );
    assert.ok(median > 10 && median < 2000, `${median} ms`);
  });
});
