import { parseFlag } from '@cloud-consulting/domain/env-flag';

describe('parseFlag', () => {
  it('reads on and off words in any case, blanks ignored', () => {
    for (const on of ['1', 'true', ' YES ', 'On']) expect(parseFlag(on, false)).toBe(true);
    for (const off of ['0', 'False', ' no', 'OFF']) expect(parseFlag(off, true)).toBe(false);
  });

  it('gives the fallback when unset or empty', () => {
    expect(parseFlag(undefined, true)).toBe(true);
    expect(parseFlag('  ', false)).toBe(false);
  });

  it('gives undefined for anything else, for the caller to refuse', () => {
    expect(parseFlag('sometimes', true)).toBeUndefined();
    expect(parseFlag('2', false)).toBeUndefined();
  });
});
