import { planServerRuns, runsOnEveryEngine } from '../../../scripts/server-test-plan.mjs';

const weights: Record<string, number> = {
  'server/test/db/seed.test.ts': 30,
  'server/test/app.test.ts': 10,
  'server/test/modules/blog/routes.test.ts': 50,
  'server/test/modules/leads/routes.test.ts': 40,
  'server/test/plugins/openapi.test.ts': 20,
  'server/test/config.test.ts': 5,
};
const files = Object.keys(weights);
const weight = (file: string) => weights[file]!;

describe('runsOnEveryEngine', () => {
  it('takes whole folders and single files', () => {
    expect(runsOnEveryEngine('server/test/db/seed.test.ts')).toBe(true);
    expect(runsOnEveryEngine('server/test/app.test.ts')).toBe(true);
    expect(runsOnEveryEngine('server/test/modules/blog/routes.test.ts')).toBe(false);
    expect(runsOnEveryEngine('server/test/app-timeouts.test.ts')).toBe(false);
  });
});

describe('planServerRuns', () => {
  it('runs the database files on both engines and every other file exactly once', () => {
    const plan = planServerRuns(files, [{ engine: 'pglite' }, { engine: 'postgres' }], weight);
    for (const run of plan) {
      expect(run.files).toEqual(
        expect.arrayContaining(['server/test/db/seed.test.ts', 'server/test/app.test.ts']),
      );
    }
    const once = files.filter((file) => !runsOnEveryEngine(file));
    for (const file of once) {
      expect(plan.filter((run) => run.files.includes(file))).toHaveLength(1);
    }
  });

  it('balances the work, longest file first', () => {
    const plan = planServerRuns(files, [{ engine: 'pglite' }, { engine: 'postgres' }], weight);
    // Both runs start with 40 of database files; then 50 → first (90), 40 → second (80),
    // 20 → second (100), 5 → first (95).
    expect(plan.map((run) => run.work)).toEqual([95, 100]);
    expect(plan[0]!.files).toEqual(
      expect.arrayContaining([
        'server/test/modules/blog/routes.test.ts',
        'server/test/config.test.ts',
      ]),
    );
    expect(plan[1]!.files).toEqual(
      expect.arrayContaining([
        'server/test/modules/leads/routes.test.ts',
        'server/test/plugins/openapi.test.ts',
      ]),
    );
  });

  it('with one engine, runs each file once however many runs share it', () => {
    const plan = planServerRuns(files, [{ engine: 'pglite' }, { engine: 'pglite' }], weight);
    expect(plan.flatMap((run) => run.files).sort()).toEqual([...files].sort());
    const works = plan.map((run) => run.work);
    expect(Math.abs(works[0]! - works[1]!)).toBeLessThanOrEqual(10);
  });
});
