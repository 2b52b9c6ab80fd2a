import { execFileSync } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  currentCommit,
  gitHistory,
  judgeFreshness,
  PART_CODE_PATHS,
  type History,
} from '../../../scripts/figure-freshness';

/** A history where `lastChange` of every part is `changed`, and `ancestors` lists who contains whom. */
const history = (changed: string | null, ancestors: Record<string, string[]>): History => ({
  lastChange: () => changed,
  contains: (commit, ancestor) =>
    commit in ancestors ? commit === ancestor || ancestors[commit]!.includes(ancestor) : null,
  short: (commit) => commit.slice(0, 7),
});

describe('judgeFreshness', () => {
  const h = history('c2', { c1: [], c2: ['c1'], c3: ['c1', 'c2'] });

  it('is fresh when the measured commit contains the last change of its code', () => {
    expect(judgeFreshness('build', 'c2', h)).toEqual({ stale: false });
    expect(judgeFreshness('build', 'c3', h)).toEqual({ stale: false });
  });

  it('is stale when its code changed after the measured commit', () => {
    expect(judgeFreshness('build', 'c1', h)).toEqual({
      stale: true,
      reason: 'the code they measure changed in c2',
    });
  });

  it('judges a figure measured with uncommitted changes by its commit', () => {
    expect(judgeFreshness('build', 'c3-dirty', h)).toEqual({ stale: false });
    expect(judgeFreshness('build', 'c1-dirty', h).stale).toBe(true);
  });

  it('is stale when the commit was not recorded or is unknown here', () => {
    expect(judgeFreshness('build', undefined, h)).toEqual({
      stale: true,
      reason: 'the commit they measured was not recorded',
    });
    expect(judgeFreshness('build', 'gone', h)).toEqual({
      stale: true,
      reason: "commit gone is not in this repository's history",
    });
  });

  it('is fresh when no commit ever changed its code', () => {
    expect(judgeFreshness('editor', 'c1', history(null, { c1: [] }))).toEqual({ stale: false });
  });
});

describe('gitHistory', () => {
  let repo: string;
  const git = (...args: string[]) =>
    execFileSync('git', args, {
      cwd: repo,
      encoding: 'utf8',
      env: {
        ...process.env,
        GIT_AUTHOR_NAME: 't',
        GIT_AUTHOR_EMAIL: 't@example.com',
        GIT_COMMITTER_NAME: 't',
        GIT_COMMITTER_EMAIL: 't@example.com',
      },
    }).trim();
  const commit = async (file: string, text: string) => {
    await mkdir(path.dirname(path.join(repo, file)), { recursive: true });
    await writeFile(path.join(repo, file), text);
    git('add', '-A');
    git('commit', '-q', '-m', `change ${file}`);
    return git('rev-parse', 'HEAD');
  };

  beforeEach(async () => {
    repo = await mkdtemp(path.join(tmpdir(), 'figure-freshness-'));
    git('init', '-q');
  });
  afterEach(() => rm(repo, { recursive: true, force: true }));

  it('marks build figures stale after a change of src/ and not after a change of admin/', async () => {
    const measured = await commit('src/page.tsx', 'one');
    await commit('admin/app.tsx', 'editor');
    const real = gitHistory(repo);
    const short = git('rev-parse', '--short', measured);
    expect(judgeFreshness('build', short, real)).toEqual({ stale: false });
    expect(judgeFreshness('editor', short, real).stale).toBe(true);
    const changed = await commit('gatsby-node.ts', 'two');
    const after = gitHistory(repo);
    expect(judgeFreshness('build', short, after)).toEqual({
      stale: true,
      reason: `the code they measure changed in ${git('rev-parse', '--short', changed)}`,
    });
    expect(judgeFreshness('api', short, after)).toEqual({ stale: false });
  });

  it('treats a figure measured on a branch as stale once the main line changed its code', async () => {
    await commit('server/a.ts', 'base');
    const base = git('rev-parse', '--abbrev-ref', 'HEAD');
    git('checkout', '-q', '-b', 'other');
    const onBranch = await commit('README.md', 'docs');
    git('checkout', '-q', base);
    await commit('server/a.ts', 'changed on the main line');
    expect(judgeFreshness('api', onBranch.slice(0, 7), gitHistory(repo)).stale).toBe(true);
  });

  it('names the commit of the working tree, dirty when it has changes', async () => {
    const head = await commit('src/a.ts', 'x');
    const short = git('rev-parse', '--short', head);
    expect(currentCommit(repo)).toBe(short);
    await writeFile(path.join(repo, 'src/a.ts'), 'edited');
    expect(currentCommit(repo)).toBe(`${short}-dirty`);
  });

  it('covers the site, its plugins and packages for builds, the editor app for the editor', () => {
    expect(PART_CODE_PATHS.build.join(' ')).toMatch(
      /src\/.*gatsby-.*plugins\/.*packages\/.*site-server\//,
    );
    expect(PART_CODE_PATHS.editor).toEqual([':(glob)admin/**', ':(glob,exclude)**/test/**']);
  });

  it('keeps a figure fresh when only the tests of the code it measures changed', async () => {
    const measured = await commit('server/src/a.ts', 'code');
    await commit('server/test/a.test.ts', 'a test');
    expect(judgeFreshness('api', measured.slice(0, 7), gitHistory(repo)).stale).toBe(false);
    await commit('server/src/a.ts', 'code again');
    expect(judgeFreshness('api', measured.slice(0, 7), gitHistory(repo)).stale).toBe(true);
  });
});
