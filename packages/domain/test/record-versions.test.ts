import {
  VERSION_MESSAGES,
  versionAfter,
  versionFromIfMatch,
  versionTag,
} from '@cloud-consulting/domain/record-versions';

describe('versionFromIfMatch', () => {
  it.each([
    ['"3"', 3],
    ['W/"12"', 12],
    [' 7 ', 7],
    ['"0"', null],
    ['"abc"', null],
    ['"3", "4"', null],
    ['*', null],
    [3, null],
    [undefined, undefined],
  ])('reads %j as %j', (header, expected) => {
    expect(versionFromIfMatch(header)).toBe(expected);
  });

  it('reads back what versionTag writes', () => {
    expect(versionFromIfMatch(versionTag(42))).toBe(42);
  });
});

describe('versionAfter', () => {
  it('is 1 for a record nobody changed', () => {
    expect(versionAfter(null)).toEqual({ version: 1, changedBy: null, changedAt: null });
  });

  it('follows the newest kept revision, naming who made the change and when', () => {
    expect(
      versionAfter({ version: 4, actor: 'ana@example.com', changedAt: '2026-11-27T10:00:00Z' }),
    ).toEqual({ version: 5, changedBy: 'ana@example.com', changedAt: '2026-11-27T10:00:00.000Z' });
  });

  it('says what went wrong in words', () => {
    expect(VERSION_MESSAGES.stale).toMatch(/after you opened it/);
  });
});
