/** Types of server-test-plan.mjs, for its tests. */
export declare const EVERY_ENGINE: string[];
export declare function runsOnEveryEngine(file: string): boolean;
export declare function readFileTimes(root: string, timeFiles: string[]): Record<string, number>;
export declare function planServerRuns(
  files: string[],
  runs: { engine: string }[],
  weight: (file: string) => number,
): { files: string[]; work: number }[];
export declare function fileWeight(
  root: string,
  times: Record<string, number>,
): (file: string) => number;
