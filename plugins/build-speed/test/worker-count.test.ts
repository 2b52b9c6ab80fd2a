import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { availableParallelism } from 'node:os';
import { leaveTheMainProcessACore, workerCpuCount } from '../src/worker-count';

describe('workerCpuCount', () => {
  it('gives Gatsby one worker per core but one, left to its main process, when nothing is set', () => {
    assert.equal(workerCpuCount({}, 2), '2');
    assert.equal(workerCpuCount({ GATSBY_CPU_COUNT: ' ' }, 8), '8');
  });

  it('still gives one worker on a single core', () => {
    assert.equal(workerCpuCount({}, 1), '2');
  });

  it('keeps a count set by whoever runs the build', () => {
    assert.equal(workerCpuCount({ GATSBY_CPU_COUNT: '1' }, 2), '1');
    assert.equal(workerCpuCount({ GATSBY_CPU_COUNT: 'logical_cores' }, 2), 'logical_cores');
  });

  it('writes the count into the environment Gatsby reads', () => {
    const env: NodeJS.ProcessEnv = {};
    leaveTheMainProcessACore(env);
    assert.equal(env.GATSBY_CPU_COUNT, workerCpuCount({}, availableParallelism()));
  });
});
