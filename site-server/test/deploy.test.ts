import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { runDeployCommand } from '../src/deploy';

describe('the deploy command', () => {
  it('gets the release folder in RELEASE_DIR, and each line it prints is logged', async () => {
    const lines: string[] = [];
    await runDeployCommand('/srv/releases/1', {
      command: 'echo "syncing $RELEASE_DIR"; printf "done"',
      log: (line) => lines.push(line),
    });
    assert.deepEqual(lines, ['syncing /srv/releases/1', 'done']);
  });

  it('fails with the end of its output when it exits with an error', async () => {
    await assert.rejects(
      runDeployCommand('/srv/releases/1', { command: 'echo "AccessDenied" >&2; exit 2' }),
      /The deploy command exited with 2; the release did not go live\.\nAccessDenied/,
    );
  });

  it('is stopped, with what it started, when it outlasts its time', async () => {
    const started = Date.now();
    await assert.rejects(
      runDeployCommand('/srv/releases/1', { command: 'sleep 30; echo late', timeoutMs: 200 }),
      /The deploy command was stopped after 200 ms/,
    );
    assert.ok(Date.now() - started < 5000);
  });
});
