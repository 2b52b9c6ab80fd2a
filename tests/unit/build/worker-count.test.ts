import { availableParallelism } from 'node:os';
import { leaveTheMainProcessACore, workerCpuCount } from '../../../src/build/worker-count';

describe('workerCpuCount', () => {
  it('gives Gatsby one worker per core but one, left to its main process, when nothing is set', () => {
    expect(workerCpuCount({}, 2)).toBe('2');
    expect(workerCpuCount({ GATSBY_CPU_COUNT: ' ' }, 8)).toBe('8');
  });

  it('still gives one worker on a single core', () => {
    expect(workerCpuCount({}, 1)).toBe('2');
  });

  it('keeps a count set by whoever runs the build', () => {
    expect(workerCpuCount({ GATSBY_CPU_COUNT: '1' }, 2)).toBe('1');
    expect(workerCpuCount({ GATSBY_CPU_COUNT: 'logical_cores' }, 2)).toBe('logical_cores');
  });

  it('writes the count into the environment Gatsby reads', () => {
    const env: NodeJS.ProcessEnv = {};
    leaveTheMainProcessACore(env);
    expect(env.GATSBY_CPU_COUNT).toBe(workerCpuCount({}, availableParallelism()));
  });
});
