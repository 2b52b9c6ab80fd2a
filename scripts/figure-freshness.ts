/**
 * Whether a filed bench figure still describes the code: each figure records the commit it
 * measured, and it is stale once a later commit (one the measured commit does not contain)
 * changed the code its part measures. The rule is pure; the git questions it asks are answered
 * by `gitHistory`.
 */
import { spawnSync } from 'node:child_process';
import type { BenchPart } from './bench-results';

/**
 * The code each part of the bench measures, as git pathspecs. Builds measure the site, its
 * plugins, the site server and the shared packages; edit to live adds the provider, which sends
 * the webhook; the API measures the provider and its rules; user flows and page loads (Lighthouse)
 * the site in the browser;
 * the editor app its own folder; newsletter mail the provider.
 */
const SITE = [':(glob)src/**', ':(glob)gatsby-*', ':(glob)plugins/**', ':(glob)packages/**'];
/** A change to a folder's tests changes nothing a figure measures. */
const code = (...paths: string[]) => [...paths, ':(glob,exclude)**/test/**'];
export const PART_CODE_PATHS: Record<BenchPart, readonly string[]> = {
  build: code(...SITE, ':(glob)site-server/**'),
  webhook: code(...SITE, ':(glob)site-server/**', ':(glob)server/**'),
  api: code(':(glob)server/**', ':(glob)packages/domain/**'),
  flows: code(...SITE),
  lighthouse: code(...SITE),
  editor: code(':(glob)admin/**'),
  mail: code(':(glob)server/**', ':(glob)packages/domain/**'),
};

/** A commit as a figure records it: a short hash, with "-dirty" when the tree had changes. */
export const DIRTY_SUFFIX = '-dirty';

export type Freshness =
  | { stale: false }
  | {
      stale: true;
      /** Why, for the document: the commit that changed the code since, or what is missing. */
      reason: string;
    };

/** The questions the rule asks of the repository's history. */
export interface History {
  /** The last commit that changed any of `paths`; null when none did. */
  lastChange(paths: readonly string[]): string | null;
  /** Whether `ancestor` is `commit` or one of its ancestors; null when git does not know one. */
  contains(commit: string, ancestor: string): boolean | null;
  /** A short form of a commit for the document. */
  short(commit: string): string;
}

/** Whether a figure of `part` measured at `commit` (undefined: not recorded) is stale. */
export function judgeFreshness(
  part: BenchPart,
  commit: string | undefined,
  history: History,
): Freshness {
  if (!commit) return { stale: true, reason: 'the commit they measured was not recorded' };
  const measured = commit.endsWith(DIRTY_SUFFIX) ? commit.slice(0, -DIRTY_SUFFIX.length) : commit;
  const changed = history.lastChange(PART_CODE_PATHS[part]);
  if (changed === null) return { stale: false };
  const contains = history.contains(measured, changed);
  if (contains === null) {
    return { stale: true, reason: `commit ${measured} is not in this repository's history` };
  }
  return contains
    ? { stale: false }
    : { stale: true, reason: `the code they measure changed in ${history.short(changed)}` };
}

function git(root: string, args: string[]): { status: number | null; stdout: string } {
  const result = spawnSync('git', args, { cwd: root, encoding: 'utf8' });
  return { status: result.status, stdout: result.stdout?.trim() ?? '' };
}

/** The repository at `root` answering the rule's questions, each asked once. */
export function gitHistory(root: string): History {
  const changes = new Map<string, string | null>();
  const ancestry = new Map<string, boolean | null>();
  return {
    lastChange(paths) {
      const key = paths.join('\u0000');
      if (!changes.has(key)) {
        const { status, stdout } = git(root, ['log', '-1', '--format=%H', '--', ...paths]);
        changes.set(key, status === 0 && stdout ? stdout : null);
      }
      return changes.get(key)!;
    },
    contains(commit, ancestor) {
      const key = `${commit} ${ancestor}`;
      if (!ancestry.has(key)) {
        const known = git(root, ['cat-file', '-e', `${commit}^{commit}`]).status === 0;
        const { status } = git(root, ['merge-base', '--is-ancestor', ancestor, commit]);
        ancestry.set(key, known ? status === 0 : null);
      }
      return ancestry.get(key)!;
    },
    short(commit) {
      return git(root, ['rev-parse', '--short', commit]).stdout || commit.slice(0, 7);
    },
  };
}

/** The commit the working tree is at, as a figure records it ("-dirty" with changes). */
export function currentCommit(root: string): string | undefined {
  const head = git(root, ['rev-parse', '--short', 'HEAD']);
  if (head.status !== 0 || !head.stdout) return undefined;
  const dirty = git(root, ['status', '--porcelain']).stdout !== '';
  return `${head.stdout}${dirty ? DIRTY_SUFFIX : ''}`;
}
