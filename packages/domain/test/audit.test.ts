import {
  AUDIT_RANGE_MESSAGE,
  auditAction,
  auditRangeProblem,
  isAudited,
  personChangeAction,
  sentFields,
  type AuditedCall,
} from '../src/audit';

describe('isAudited', () => {
  it.each<[string, AuditedCall, boolean]>([
    ['a successful change', { method: 'POST', status: 201 }, true],
    ['a successful update', { method: 'PATCH', status: 200 }, true],
    ['a successful replacement', { method: 'PUT', status: 200 }, true],
    ['a successful removal', { method: 'DELETE', status: 204 }, true],
    ['a refused change', { method: 'POST', status: 400 }, false],
    ['a failed change', { method: 'PATCH', status: 500 }, false],
    ['a redirect', { method: 'POST', status: 302 }, false],
    ['a plain read', { method: 'GET', status: 200 }, false],
    ['a named read (an export)', { method: 'GET', status: 200, audit: 'export leads' }, true],
    ['a failed named read', { method: 'GET', status: 404, audit: 'export leads' }, false],
    ['a HEAD of a named read', { method: 'HEAD', status: 200, audit: 'export leads' }, false],
    ['a change of a route never recorded', { method: 'POST', status: 200, audit: false }, false],
    [
      'a refusal its handler asked to record',
      { method: 'POST', status: 401, audit: 'sign in', recordRefusal: true },
      true,
    ],
    [
      'a refusal asked for on a route never recorded',
      { method: 'POST', status: 401, audit: false, recordRefusal: true },
      false,
    ],
  ])('%s: %s', (_name, call, expected) => {
    expect(isAudited(call)).toBe(expected);
  });
});

describe('auditAction', () => {
  it('uses the name the route declares', () => {
    expect(auditAction('POST', '/admin/api/blog/:id/publish', 'publish post')).toBe('publish post');
  });

  it.each([undefined, false as const])(
    'falls back to the method and path template (audit %s)',
    (audit) => {
      expect(auditAction('PATCH', '/admin/api/services/:id', audit)).toBe(
        'PATCH /admin/api/services/:id',
      );
    },
  );
});

describe('sentFields', () => {
  it('lists the names of a JSON body, sorted, without their values', () => {
    expect(sentFields({ password: 'secret value', email: 'a@b.c' })).toEqual(['email', 'password']);
  });

  it.each<[string, unknown]>([
    ['no body', undefined],
    ['null', null],
    ['a string', 'text'],
    ['an array', [1, 2]],
    ['a non-plain object (a file or stream)', new Date(0)],
  ])('answers null for %s', (_name, body) => {
    expect(sentFields(body)).toBeNull();
  });
});

describe('personChangeAction', () => {
  it.each<[{ role?: string; disabled?: boolean }, string]>([
    [{ role: 'editor' }, 'change role'],
    [{ role: 'owner', disabled: false }, 'change role'],
    [{ disabled: true }, 'disable person'],
    [{ disabled: false }, 'enable person'],
    [{}, 'change person'],
  ])('%o is named %s', (change, expected) => {
    expect(personChangeAction(change)).toBe(expected);
  });
});

describe('auditRangeProblem', () => {
  it.each<[string | undefined, string | undefined, string | null]>([
    [undefined, undefined, null],
    ['2026-03-01T00:00:00Z', undefined, null],
    [undefined, '2026-03-01T00:00:00Z', null],
    ['2026-03-01T00:00:00Z', '2026-03-01T00:00:00Z', null],
    ['2026-03-01T00:00:00Z', '2026-03-02T00:00:00Z', null],
    ['2026-03-02T00:00:00Z', '2026-03-01T00:00:00Z', AUDIT_RANGE_MESSAGE],
  ])('from %s to %s: %s', (from, to, expected) => {
    expect(auditRangeProblem(from, to)).toBe(expected);
  });
});
