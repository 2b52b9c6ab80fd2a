import { giveEveryCoreAWorker, workerCpuCount } from '../../../src/build/worker-count';

describe('workerCpuCount', () => {
  it('gives Gatsby one worker per core when nothing is set', () => {
    expect(workerCpuCount({}, 2)).toBe('3');
    expect(workerCpuCount({ GATSBY_CPU_COUNT: ' ' }, 8)).toBe('9');
  });

  it('keeps a count set by whoever runs the build', () => {
    expect(workerCpuCount({ GATSBY_CPU_COUNT: '1' }, 2)).toBe('1');
    expect(workerCpuCount({ GATSBY_CPU_COUNT: 'logical_cores' }, 2)).toBe('logical_cores');
  });

  it('writes the count into the environment Gatsby reads', () => {
    const env: NodeJS.ProcessEnv = {};
    giveEveryCoreAWorker(env);
    expect(Number(env.GATSBY_CPU_COUNT)).toBeGreaterThanOrEqual(2);
  });
});
