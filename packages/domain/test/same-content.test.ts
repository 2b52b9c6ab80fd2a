import { sameContent } from '@cloud-consulting/domain/same-content';

describe('sameContent', () => {
  it('holds for the same records with their keys in another order', () => {
    const built = [{ Id: 1, Name: 'Services', Type: 'menu', IsActive: true, Tags: ['a', 'b'] }];
    const fetched = [{ IsActive: true, Type: 'menu', Tags: ['a', 'b'], Name: 'Services', Id: 1 }];
    expect(sameContent(built, fetched)).toBe(true);
    expect(sameContent({ a: null, b: [1, { c: 'x' }] }, { b: [1, { c: 'x' }], a: null })).toBe(
      true,
    );
  });

  it('tells a changed value, a missing or extra key and another order of items apart', () => {
    const record = { Id: 1, Name: 'Services', IsActive: true };
    expect(sameContent([record], [{ ...record, IsActive: false }])).toBe(false);
    expect(sameContent([record], [{ Id: 1, Name: 'Services' }])).toBe(false);
    expect(sameContent([record], [{ ...record, Extra: undefined }])).toBe(false);
    expect(sameContent([1, 2], [2, 1])).toBe(false);
    expect(sameContent([record], [record, record])).toBe(false);
  });

  it('does not take an array for an object, null for an object, or a number for its text', () => {
    expect(sameContent([], {})).toBe(false);
    expect(sameContent({ a: 1 }, null)).toBe(false);
    expect(sameContent(1, '1')).toBe(false);
    expect(sameContent(Number.NaN, Number.NaN)).toBe(true);
  });
});
