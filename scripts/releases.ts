/**
 * Atomic publishing: each successful build is copied into a release folder of its own and the
 * site server switches to it in one step, so visitors never see a half-written public/.
 */
import { cp, mkdir, readdir, rm } from 'node:fs/promises';
import path from 'node:path';

export interface Releases {
  /** The folder being served, or null before the first publish. */
  current(): string | null;
  /** Copies the build folder into a new release and makes it current. */
  publish(buildDir: string): Promise<string>;
}

export function createReleases(releasesDir: string, keep = 2): Releases {
  let live: string | null = null;
  let counter = 0;
  return {
    current: () => live,
    async publish(buildDir) {
      await mkdir(releasesDir, { recursive: true });
      counter += 1;
      const target = path.join(releasesDir, `${Date.now()}-${process.pid}-${counter}`);
      await cp(buildDir, target, { recursive: true });
      live = target;
      const all = (await readdir(releasesDir)).map((name) => path.join(releasesDir, name)).sort();
      const stale = all.filter((dir) => dir !== live).slice(0, Math.max(0, all.length - keep));
      await Promise.all(stale.map((dir) => rm(dir, { recursive: true, force: true })));
      return target;
    },
  };
}
