import {
  ACTION_FAMILIES,
  LOCKOUT,
  ROLES,
  SESSION_ABSOLUTE_MS,
  SESSION_IDLE_MS,
  isRole,
  leavesAnOwner,
  lockedUntil,
  mayDo,
  passwordProblem,
  sessionExpiresAt,
  type ActionFamily,
  type Role,
} from '@cloud-consulting/domain/admin-roles';

describe('mayDo', () => {
  const allowed: Record<Role, ActionFamily[]> = {
    owner: [...ACTION_FAMILIES],
    editor: ['content', 'posts', 'media', 'publish', 'rebuild'],
    moderator: ['comments'],
    sales: ['leads', 'subscribers'],
  };
  for (const role of ROLES) {
    for (const family of ACTION_FAMILIES) {
      const expected = allowed[role].includes(family);
      it(`${expected ? 'lets' : 'does not let'} ${role} do ${family}`, () => {
        expect(mayDo(role, family)).toBe(expected);
      });
    }
  }

  it('lets only owners manage people', () => {
    expect(ROLES.filter((role) => mayDo(role, 'people'))).toEqual(['owner']);
  });
});

describe('isRole', () => {
  it('knows the four roles and nothing else', () => {
    for (const role of ROLES) expect(isRole(role)).toBe(true);
    for (const other of ['admin', 'Owner', '', 3, null]) expect(isRole(other)).toBe(false);
  });
});

describe('passwordProblem', () => {
  it.each([
    ['', false],
    ['eleven-char', false],
    ['twelve-chars', true],
    ['🔑🗝🔒🔓🔐🏠🌲🌊🌋🗻🏔🌄', true],
  ])('judges %j acceptable: %s', (password, ok) => {
    expect(passwordProblem(password) === null).toBe(ok);
  });
});

describe('lockedUntil', () => {
  const minute = 60_000;
  const at = (...minutes: number[]) => minutes.map((m) => m * minute);

  it('does not lock after four failures', () => {
    expect(lockedUntil(at(0, 1, 2, 3), 4 * minute)).toBeNull();
  });

  it('locks for 15 minutes after the fifth failure within 15 minutes', () => {
    const failures = at(0, 1, 2, 3, 4);
    expect(lockedUntil(failures, 5 * minute)).toBe(4 * minute + LOCKOUT.lockMs);
    expect(lockedUntil(failures, 4 * minute + LOCKOUT.lockMs - 1)).not.toBeNull();
    expect(lockedUntil(failures, 4 * minute + LOCKOUT.lockMs)).toBeNull();
  });

  it('does not lock when the five failures are spread over more than the window', () => {
    expect(lockedUntil(at(0, 4, 8, 12, 16), 17 * minute)).toBeNull();
  });

  it('ignores failures after now and takes them in any order', () => {
    expect(lockedUntil(at(4, 3, 2, 1, 0), 5 * minute)).not.toBeNull();
    expect(lockedUntil(at(0, 1, 2, 3, 40), 5 * minute)).toBeNull();
  });

  it('takes the latest lock of several runs of failures', () => {
    expect(lockedUntil(at(0, 1, 2, 3, 4, 10), 11 * minute)).toBe(10 * minute + LOCKOUT.lockMs);
  });
});

describe('sessionExpiresAt', () => {
  it('ends an unused session after the idle time', () => {
    expect(sessionExpiresAt(0, 0)).toBe(SESSION_IDLE_MS);
  });

  it('never goes past the absolute lifetime', () => {
    expect(sessionExpiresAt(0, SESSION_ABSOLUTE_MS - 1000)).toBe(SESSION_ABSOLUTE_MS);
  });
});

describe('leavesAnOwner', () => {
  const people = [
    { id: 1, role: 'owner' as const, disabled: false },
    { id: 2, role: 'editor' as const, disabled: false },
    { id: 3, role: 'owner' as const, disabled: true },
  ];

  it('refuses to demote, disable or remove the last active owner', () => {
    expect(leavesAnOwner(people, 1, { role: 'editor' })).toBe(false);
    expect(leavesAnOwner(people, 1, { disabled: true })).toBe(false);
    expect(leavesAnOwner(people, 1, { removed: true })).toBe(false);
  });

  it('allows changes that keep an active owner', () => {
    expect(leavesAnOwner(people, 1, { role: 'owner' })).toBe(true);
    expect(leavesAnOwner(people, 2, { removed: true })).toBe(true);
    expect(leavesAnOwner(people, 3, { disabled: false })).toBe(true);
    expect(
      leavesAnOwner([...people, { id: 4, role: 'owner', disabled: false }], 1, { removed: true }),
    ).toBe(true);
  });

  it('counts a re-enabled owner', () => {
    expect(leavesAnOwner(people, 3, {})).toBe(true);
  });
});
