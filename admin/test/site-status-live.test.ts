import {
  IDLE,
  afterPollFailure,
  afterSave,
  afterStatus,
  mayFollowBuilds,
  NEAR_END_POLL_MS,
  pollDelay,
  type BarState,
} from '../src/site-status/live-status';
import { barText, LIVE_TEXT, shortError } from '../src/site-status/live-status-text';
import type { Build, BuildStatus } from '../src/site-status/build-types';
import { DRAFT_NOTE, SCHEDULED_NOTE, offSiteNote } from '../src/site-status/off-site-note';

const SAVED_AT = '2026-05-04T10:00:00.000Z';
const at = (seconds: number) => Date.parse(SAVED_AT) + seconds * 1000;
const save = (savedAt = SAVED_AT) => ({ savedAt, method: 'PATCH', path: '/services/4' });

const running: Build = {
  id: 'b7',
  state: 'running',
  trigger: 'ana@example.com',
  changesUpTo: SAVED_AT,
  requestedAt: SAVED_AT,
  startedAt: '2026-05-04T10:00:02.000Z',
  finishedAt: null,
  durationMs: null,
  error: null,
};
const status = (patch: Partial<BuildStatus>): BuildStatus => ({
  state: 'pending',
  since: SAVED_AT,
  build: null,
  typicalDurationMs: 40_000,
  ...patch,
});

/** Saved at SAVED_AT, on a provider clock as the browser's. */
const waiting = (): BarState => afterSave(IDLE, save(), 0);

describe('who follows builds', () => {
  it('is owners and editors only', () => {
    expect(['owner', 'editor', 'moderator', 'sales', undefined].map(mayFollowBuilds)).toEqual([
      true,
      true,
      false,
      false,
      false,
    ]);
  });
});

describe('the live status bar after a save', () => {
  it('asks at once, then counts down from the typical duration while the build waits', () => {
    let state = waiting();
    expect(pollDelay(state, at(0))).toBe(0);
    expect(barText(state, at(0))).toEqual({ shown: 'Saved.', announced: '', tone: 'info' });
    state = afterStatus(state, SAVED_AT, status({}), at(1));
    expect(barText(state, at(1))).toEqual({
      shown: 'Saved, live in about 39 s.',
      announced: 'Saved, live in about 39 s.',
      tone: 'info',
    });
    expect(pollDelay(state, at(1))).toBe(2000);
  });

  it("counts down from the running build's start, and says the first estimate only once", () => {
    let state = afterStatus(waiting(), SAVED_AT, status({}), at(1));
    state = afterStatus(state, SAVED_AT, status({ state: 'running', build: running }), at(12));
    // Started 2 s after the save, 40 s typical: 30 s left at 12 s.
    expect(barText(state, at(12))).toMatchObject({
      shown: 'Saved, live in about 30 s.',
      announced: 'Saved, live in about 39 s.',
    });
    expect(barText(state, at(50))?.shown).toBe('Saved, live in a moment.');
    // Near and past the estimate, often enough to say "Live" within a second of the page.
    expect(pollDelay(state, at(50))).toBe(NEAR_END_POLL_MS);
    expect(NEAR_END_POLL_MS).toBeLessThan(1000);
    expect(pollDelay(state, at(100))).toBe(5000);
  });

  it('uses the provider clock: a browser 10 s behind it counts the same', () => {
    let state = afterSave(IDLE, save(), 10_000);
    state = afterStatus(state, SAVED_AT, status({ state: 'running', build: running }), at(2));
    expect(barText(state, at(12) - 10_000)?.shown).toBe('Saved, live in about 30 s.');
  });

  it('says the build is under way without a typical duration to estimate from', () => {
    const noTypical = { typicalDurationMs: null };
    const pending = afterStatus(waiting(), SAVED_AT, status(noTypical), at(1));
    expect(barText(pending, at(1))?.shown).toBe('Saved, waiting for the site build.');
    const built = afterStatus(
      waiting(),
      SAVED_AT,
      status({ ...noTypical, state: 'running', build: running }),
      at(1),
    );
    expect(barText(built, at(1))?.shown).toBe('Saved, the site is being rebuilt.');
  });

  it('says Live when the provider answers live, and stops asking', () => {
    const state = afterStatus(waiting(), SAVED_AT, status({ state: 'live' }), at(30));
    expect(barText(state, at(30))).toEqual({
      shown: LIVE_TEXT,
      announced: LIVE_TEXT,
      tone: 'success',
    });
    expect(pollDelay(state, at(30))).toBeNull();
  });

  it("shows a failed build's error, and stops asking", () => {
    const failed = { ...running, state: 'failed' as const, error: '  Build failed:\n  bad query ' };
    const state = afterStatus(waiting(), SAVED_AT, status({ state: 'failed', build: failed }), 0);
    expect(barText(state, at(30))).toMatchObject({
      shown: 'Saved, but the site build failed: Build failed: bad query',
      tone: 'error',
    });
    expect(pollDelay(state, at(30))).toBeNull();
    const silent = afterStatus(waiting(), SAVED_AT, status({ state: 'failed' }), 0);
    expect(barText(silent, 0)?.shown).toMatch(/failed without saying why/);
  });

  it('follows the newest of several saves and ignores a late answer about an older one', () => {
    const newer = '2026-05-04T10:00:05.000Z';
    let state = afterSave(waiting(), save(newer), 0);
    expect(afterSave(state, save(SAVED_AT), 0)).toBe(state);
    expect(afterStatus(state, SAVED_AT, status({ state: 'live' }), at(9))).toBe(state);
    state = afterStatus(state, newer, status({ since: newer, state: 'live' }), at(9));
    expect(state.kind).toBe('live');
    // A save after "Live" follows again.
    expect(afterSave(state, save('2026-05-04T10:01:00.000Z'), 0).kind).toBe('waiting');
  });

  it('asks less often after failed calls, and says "Saved." meanwhile', () => {
    let state = afterPollFailure(waiting());
    expect(pollDelay(state, at(1))).toBe(4000);
    expect(barText(state, at(1))?.announced).toBe('Saved.');
    for (let i = 0; i < 6; i++) state = afterPollFailure(state);
    expect(pollDelay(state, at(1))).toBe(30_000);
    state = afterStatus(state, SAVED_AT, status({}), at(2));
    expect(pollDelay(state, at(2))).toBe(2000);
    expect(afterPollFailure(IDLE)).toBe(IDLE);
  });

  it('cuts a long error short', () => {
    expect(shortError('x'.repeat(500))).toHaveLength(160);
    expect(shortError('short')).toBe('short');
    // A build's log: its first line, then the line that names the error, not the progress.
    const log = [
      'gatsby build exited with 1',
      'success compile gatsby files - 1.281s',
      'success load gatsby config - 0.022s',
      ' ERROR #85923  GRAPHQL',
      'There was an error in your GraphQL query:',
    ].join('\n');
    expect(shortError(log)).toBe('gatsby build exited with 1 ERROR #85923 GRAPHQL');
  });
});

describe('the live status bar after a save that asks for no build', () => {
  it('says a draft stays off the site, and asks the provider nothing', () => {
    const state = afterSave(IDLE, { ...save(), path: '/blog/7', offSite: DRAFT_NOTE }, 0);
    expect(pollDelay(state, at(0))).toBeNull();
    expect(barText(state, at(0))).toEqual({
      shown: 'Saved as draft: not on the site.',
      announced: 'Saved as draft: not on the site.',
      tone: 'info',
    });
    // A later save that waits for a build is followed again.
    const next = afterSave(state, save('2026-05-04T10:00:05.000Z'), 0);
    expect(next.kind).toBe('waiting');
  });

  it.each([
    ['/blog', { status: 'draft' }, DRAFT_NOTE],
    ['/blog/7', { status: 'draft' }, DRAFT_NOTE],
    ['/blog/7/unpublish', { status: 'draft' }, DRAFT_NOTE],
    ['/blog/7/schedule', { status: 'scheduled' }, SCHEDULED_NOTE],
    ['/blog/7/revisions/3/restore', { status: 'draft' }, DRAFT_NOTE],
    ['/blog/7', { status: 'published' }, null],
    ['/blog/render', { html: '' }, null],
    ['/services/4', { status: 'draft' }, null],
    ['/blog/7', null, null],
  ])('notes %s answered %j as %j', (path, answer, note) => {
    expect(offSiteNote(path, answer)).toBe(note);
  });

  it('says a draft the app saved on its own was saved automatically, with the time', () => {
    const at = '2026-11-29T10:42:05Z';
    const time = new Date(at).toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit' });
    expect(offSiteNote('/blog/7', { status: 'draft' }, at)).toBe(
      `Draft saved automatically at ${time}. Not on the site.`,
    );
    // A published post is never saved on its own; were it, the bar would follow its build.
    expect(offSiteNote('/blog/7', { status: 'published' }, at)).toBeNull();
  });
});

describe('the live status bar while publishing is stuck', () => {
  it('says why changes do not reach the builder, as an error, and keeps asking', () => {
    const stuck = status({
      publishing: {
        stuck: true,
        reason: 'rebuild webhook answered 413: Request body is too large',
        failingSince: SAVED_AT,
        pendingChanges: 1200,
      },
    });
    const state = afterStatus(waiting(), SAVED_AT, stuck, at(1));
    expect(barText(state, at(1))).toEqual({
      shown:
        'Saved, but publishing is stuck: rebuild webhook answered 413: Request body is too ' +
        'large. It is retried on its own.',
      announced:
        'Saved, but publishing is stuck: rebuild webhook answered 413: Request body is too ' +
        'large. It is retried on its own.',
      tone: 'error',
    });
    expect(pollDelay(state, at(1))).toBe(2000);
  });
});
