import { styleKey } from '../../../src/theme/style-key';

describe('styleKey', () => {
  it('is equal for equal sx values that are different objects', () => {
    const a = { p: [2, 3], '&:hover': { color: 'primary' }, display: 'flex' };
    const b = { p: [2, 3], '&:hover': { color: 'primary' }, display: 'flex' };
    expect(a).not.toBe(b);
    expect(styleKey(a)).toBe(styleKey(b));
  });

  it('tells apart values a style can tell apart', () => {
    const keys = [
      { m: 1 },
      { m: '1' },
      { m: -0 },
      { m: 0 },
      { m: null },
      { m: undefined },
      { m: true },
      { m: [1] },
      { m: { x: 1 } },
      { n: 1 },
      {},
      [],
      [null],
      [undefined],
      'a,b',
      ['a', 'b'],
    ].map(styleKey);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('keeps the order of the rules', () => {
    expect(styleKey({ p: 1, m: 2 })).not.toBe(styleKey({ m: 2, p: 1 }));
  });

  it('cannot stand for a style that holds functions or objects other than plain ones', () => {
    expect(styleKey({ color: () => 'red' })).toBeNull();
    expect(styleKey({ nested: { deeper: [1, () => 2] } })).toBeNull();
    expect(styleKey({ at: new Date(0) })).toBeNull();
    expect(styleKey(Symbol('s'))).toBeNull();
  });

  it('takes objects without a prototype as plain ones', () => {
    const bare = Object.assign(Object.create(null) as Record<string, unknown>, { p: 2 });
    expect(styleKey(bare)).toBe(styleKey({ p: 2 }));
  });
});
