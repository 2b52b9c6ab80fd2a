import { PASSWORD_TOO_SHORT } from '@cloud-consulting/domain/admin-roles';
import { acceptProblems, NAME_MISSING, tokenFromHash } from '../src/people/invitation';
import { roleLabel, ROLE_CHOICES, stateLabel } from '../src/people/people-labels';

describe('accepting an invitation', () => {
  it("reads the token from the link's fragment", () => {
    expect(tokenFromHash('#abc_DEF-123')).toBe('abc_DEF-123');
    expect(tokenFromHash('')).toBeNull();
    expect(tokenFromHash('#')).toBeNull();
    expect(tokenFromHash('#not a token')).toBeNull();
  });

  it('asks for a name and a password as long as the server wants', () => {
    expect(acceptProblems(' ', 'short')).toEqual({
      name: NAME_MISSING,
      password: PASSWORD_TOO_SHORT,
    });
    expect(acceptProblems('Ann', 'twelve chars')).toEqual({});
  });
});

describe('people', () => {
  it('names roles and states', () => {
    expect(ROLE_CHOICES.map((c) => c.name)).toEqual(['Owner', 'Editor', 'Moderator', 'Sales']);
    expect(roleLabel('sales')).toBe('Sales');
    expect(stateLabel({ disabledAt: null })).toBe('Active');
    expect(stateLabel({ disabledAt: '2026-01-01T00:00:00Z' })).toBe('Disabled');
  });
});
