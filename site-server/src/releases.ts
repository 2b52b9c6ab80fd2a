/**
 * Atomic publishing: each successful build becomes a release folder of its own and the site
 * server switches to it in one step, so visitors never see a half-written public/.
 *
 * A release never shares a file with public/ that the next build may write in place: Gatsby
 * writes most of public/ that way (gatsby-output.ts), and such a write would change the live
 * site under its visitors. So a release is built of
 * - hard links to the last release, for the files the build left as they were (on disk as well:
 *   a new process links to the release `current` names);
 * - hard links to public/, for the files the next build replaces (a new file under the same name)
 *   before it writes anything there: Gatsby's copies of static/ (`replacedByNextBuild`);
 * - copies of the rest: the files the build wrote (with 1,000 posts, about 170 of 2,100 after an
 *   edit), cloned where the file system can (copy-on-write), and everything on the first publish.
 * Nothing writes into a release, so a release's files stay as published whichever release they
 * are shared with. `separateFromReleases` restores that rule before a build, should a publish
 * have linked a file whose source has left static/ since.
 *
 * `current` in the releases folder is a symbolic link to the live release, switched atomically
 * (a new link renamed over the old one), for a web server in another process or container that
 * serves that folder (`npm run serve` with SITE_DIR, nginx). Older releases are removed after the
 * switch, in the background (`idle()` waits for it).
 */
import { constants, type Stats } from 'node:fs';
import {
  copyFile,
  cp,
  link,
  mkdir,
  readdir,
  readlink,
  rename,
  rm,
  stat,
  symlink,
  utimes,
} from 'node:fs/promises';
import path from 'node:path';

/** The link to the live release, in the releases folder. */
export const CURRENT_LINK = 'current';

export interface PublishOptions {
  /**
   * Runs on the complete release before it goes live (a deploy command): when it throws, the
   * release is removed and the live one stays.
   */
  beforeSwitch?(release: string): Promise<void>;
  /**
   * Files of the build folder ('/'-separated paths within it) that the next build replaces
   * before it writes anything at their path, never writing them in place: linked, not copied.
   */
  replacedByNextBuild?: ReadonlySet<string>;
  /**
   * Told the files of the new release that the live one did not hold as they are ('/'-separated
   * paths): what the build wrote. Not called for the first release.
   */
  onWritten?(files: string[]): void;
}

export interface Releases {
  /** The folder being served, or null before the first publish. */
  current(): string | null;
  /** Makes a new release of the build folder and makes it current. */
  publish(buildDir: string, options?: PublishOptions): Promise<string>;
  /** Resolves once the releases older than the kept ones are removed. */
  idle(): Promise<void>;
}

/** Whether `published` (a file of the last release) is still what `built` holds. */
export function unchanged(built: Stats, published: Stats): boolean {
  // A release's copy carries its source's modification time, to within a millisecond.
  return built.size === published.size && Math.abs(built.mtimeMs - published.mtimeMs) < 1;
}

async function statOrNull(file: string): Promise<Stats | null> {
  try {
    return await stat(file);
  } catch {
    return null;
  }
}

/** A copy of `source` with its times, cloned (copy-on-write) where the file system can. */
async function copyWithTimes(source: string, target: string, built: Stats): Promise<void> {
  await copyFile(source, target, constants.COPYFILE_FICLONE);
  await utimes(target, built.atime, built.mtime);
}

/** Links `source` as `target`, or copies it where no link can be made (another file system). */
async function linkOrCopy(source: string, target: string, built: Stats): Promise<void> {
  try {
    await link(source, target);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code !== 'EXDEV' && code !== 'EPERM' && code !== 'EMLINK') throw error;
    await copyWithTimes(source, target, built);
  }
}

/**
 * Makes the tree at `to` from the build's tree at `from` (`relative` is its path in the build):
 * linked to the release `previous` where unchanged, linked to the build where the next build
 * replaces the file, copied otherwise; `written` gathers the files not linked to `previous`.
 */
async function releaseTree(
  from: string,
  to: string,
  previous: string | null,
  replaced: ReadonlySet<string>,
  written: string[],
  relative = '',
): Promise<void> {
  await mkdir(to, { recursive: true });
  const entries = await readdir(from, { withFileTypes: true });
  await Promise.all(
    entries.map(async (entry) => {
      const source = path.join(from, entry.name);
      const target = path.join(to, entry.name);
      const before = previous === null ? null : path.join(previous, entry.name);
      const name = relative ? `${relative}/${entry.name}` : entry.name;
      if (entry.isDirectory()) return releaseTree(source, target, before, replaced, written, name);
      if (!entry.isFile()) return cp(source, target, { recursive: true });
      const built = await stat(source);
      const published = before === null ? null : await statOrNull(before);
      if (published?.isFile() && unchanged(built, published)) return link(before!, target);
      written.push(name);
      if (replaced.has(name)) return linkOrCopy(source, target, built);
      await copyWithTimes(source, target, built);
    }),
  );
}

/**
 * Before a build: gives each file of the build folder that a release shares and that the build
 * would not replace (`replacedByBuild`) a copy of its own under its name, so the build's writes
 * in place reach no release. Touches nothing when every shared file is still replaced.
 */
export async function separateFromReleases(
  buildDir: string,
  replacedByBuild: ReadonlySet<string>,
  relative = '',
): Promise<void> {
  const entries = await readdir(buildDir, { withFileTypes: true }).catch(() => []);
  await Promise.all(
    entries.map(async (entry) => {
      const file = path.join(buildDir, entry.name);
      const name = relative ? `${relative}/${entry.name}` : entry.name;
      if (entry.isDirectory()) return separateFromReleases(file, replacedByBuild, name);
      if (!entry.isFile() || replacedByBuild.has(name)) return;
      const built = await stat(file);
      if (built.nlink < 2) return;
      const own = `${file}.separate-${process.pid}`;
      await copyWithTimes(file, own, built);
      await rename(own, file);
    }),
  );
}

/** The release `current` names on disk (from an earlier process), or null. */
async function currentOnDisk(releasesDir: string): Promise<string | null> {
  try {
    const release = path.resolve(releasesDir, await readlink(path.join(releasesDir, CURRENT_LINK)));
    return (await stat(release)).isDirectory() ? release : null;
  } catch {
    return null;
  }
}

export function createReleases(releasesDir: string, keep = 2): Releases {
  let live: string | null = null;
  let counter = 0;
  let removing: Promise<void> = Promise.resolve();

  /** Removes the releases older than the `keep` newest, never the live one. */
  async function removeStale(): Promise<void> {
    const all = (await readdir(releasesDir))
      .filter((entry) => /^\d/.test(entry))
      .map((entry) => path.join(releasesDir, entry))
      .sort();
    const stale = all.filter((dir) => dir !== live).slice(0, Math.max(0, all.length - keep));
    await Promise.all(stale.map((dir) => rm(dir, { recursive: true, force: true })));
  }

  return {
    current: () => live,
    idle: () => removing,
    async publish(buildDir, options = {}) {
      await removing;
      await mkdir(releasesDir, { recursive: true });
      counter += 1;
      const name = `${Date.now()}-${process.pid}-${counter}`;
      const target = path.join(releasesDir, name);
      const previous = live ?? (await currentOnDisk(releasesDir));
      try {
        const written: string[] = [];
        await releaseTree(
          buildDir,
          target,
          previous,
          options.replacedByNextBuild ?? new Set(),
          written,
        );
        if (previous !== null) options.onWritten?.(written.sort());
        await options.beforeSwitch?.(target);
      } catch (error) {
        await rm(target, { recursive: true, force: true });
        throw error;
      }
      live = target;
      const nextLink = path.join(releasesDir, `.${CURRENT_LINK}-${name}`);
      await symlink(name, nextLink);
      await rename(nextLink, path.join(releasesDir, CURRENT_LINK));
      // A removal that fails is tried again after the next publish.
      removing = removeStale().catch(() => undefined);
      return target;
    },
  };
}
