import {
  isPubliclyVisible,
  isPostStatus,
  POST_STATUS_MESSAGES,
  statusChangeError,
  transitionError,
  type PostStatus,
} from '../src/post-status';

const NOW = Date.UTC(2026, 2, 2, 9, 0, 0);
const later = new Date(NOW + 60_000);
const earlier = new Date(NOW - 60_000);

describe('transitionError', () => {
  it.each<[PostStatus, PostStatus, string | null]>([
    ['draft', 'published', null],
    ['draft', 'scheduled', null],
    ['draft', 'archived', null],
    ['draft', 'draft', 'The post is already draft'],
    ['scheduled', 'scheduled', null],
    ['scheduled', 'draft', null],
    ['scheduled', 'published', null],
    ['published', 'draft', null],
    ['published', 'archived', null],
    ['published', 'scheduled', 'A published post cannot become scheduled'],
    ['published', 'published', 'The post is already published'],
    ['archived', 'draft', null],
    ['archived', 'published', null],
    ['archived', 'scheduled', 'An archived post cannot become scheduled'],
    ['archived', 'archived', 'The post is already archived'],
  ])('%s → %s: %s', (from, to, expected) => {
    expect(transitionError(from, to)).toBe(expected);
  });
});

describe('statusChangeError', () => {
  it('asks a scheduled post for a future PublishAt', () => {
    expect(statusChangeError('draft', 'scheduled', null, NOW)).toBe(
      POST_STATUS_MESSAGES.publishAtRequired,
    );
    expect(statusChangeError('draft', 'scheduled', earlier, NOW)).toBe(
      POST_STATUS_MESSAGES.publishAtInPast,
    );
    expect(statusChangeError('draft', 'scheduled', new Date(NOW), NOW)).toBe(
      POST_STATUS_MESSAGES.publishAtInPast,
    );
    expect(statusChangeError('draft', 'scheduled', new Date('nope'), NOW)).toBe(
      POST_STATUS_MESSAGES.publishAtInvalid,
    );
    expect(statusChangeError('draft', 'scheduled', later, NOW)).toBeNull();
  });

  it('refuses PublishAt on any other status', () => {
    expect(statusChangeError('draft', 'published', later, NOW)).toBe(
      POST_STATUS_MESSAGES.publishAtOnlyWhenScheduled,
    );
    expect(statusChangeError('draft', 'published', null, NOW)).toBeNull();
  });

  it('reports a refused transition before the instant', () => {
    expect(statusChangeError('published', 'scheduled', later, NOW)).toBe(
      'A published post cannot become scheduled',
    );
  });
});

describe('isPubliclyVisible', () => {
  it.each<[PostStatus, Date | null, boolean]>([
    ['published', null, true],
    ['published', later, true],
    ['draft', earlier, false],
    ['archived', earlier, false],
    ['scheduled', later, false],
    ['scheduled', new Date(NOW), true],
    ['scheduled', earlier, true],
    ['scheduled', null, false],
  ])('%s with publishAt %s: %s', (status, publishAt, expected) => {
    expect(isPubliclyVisible({ status, publishAt }, NOW)).toBe(expected);
  });

  it('reads publishAt given as text', () => {
    expect(isPubliclyVisible({ status: 'scheduled', publishAt: earlier.toISOString() }, NOW)).toBe(
      true,
    );
  });
});

describe('isPostStatus', () => {
  it('knows the four statuses only', () => {
    expect(['draft', 'scheduled', 'published', 'archived'].every(isPostStatus)).toBe(true);
    expect(isPostStatus('active')).toBe(false);
    expect(isPostStatus(undefined)).toBe(false);
  });
});
