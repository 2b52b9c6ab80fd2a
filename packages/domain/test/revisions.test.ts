import { changedFields, fieldDifferences } from '@cloud-consulting/domain/revisions';

describe('changedFields', () => {
  it.each([
    ['a changed text', { name: 'Old' }, { name: 'New' }, ['name']],
    ['the same values', { name: 'Same', order: 1 }, { name: 'Same', order: 1 }, []],
    [
      'a JSON object with its keys in another order',
      { c: { a: 1, b: 2 } },
      { c: { b: 2, a: 1 } },
      [],
    ],
    ['a list in another order', { tags: ['a', 'b'] }, { tags: ['b', 'a'] }, ['tags']],
    ['a field that appears', { name: 'x' }, { name: 'x', price: '10' }, ['price']],
    ['a field that disappears', { name: 'x', price: '10' }, { name: 'x' }, ['price']],
    ['a missing field against null', { name: 'x', price: null }, { name: 'x' }, []],
    ['a flag switched off', { IsActive: true }, { IsActive: false }, ['IsActive']],
  ])('for %s answers the fields that differ', (_case, before, after, expected) => {
    expect(changedFields(before, after)).toEqual(expected);
  });

  it('compares only the named fields, in their order', () => {
    const before = { Title: 'a', Slug: 's', UpdatedAt: '2026-01-01' };
    const after = { Title: 'b', Slug: 't', UpdatedAt: '2026-01-02' };
    expect(changedFields(before, after, ['Slug', 'Title'])).toEqual(['Slug', 'Title']);
  });
});

describe('fieldDifferences', () => {
  it('gives each changed field with the kept value and the current one, null for none', () => {
    const revision = { name: 'Cloud audit', price: null, features: ['a'] };
    const current = { name: 'Cloud review', features: ['a'], icon: 'cloud' };
    expect(fieldDifferences(revision, current)).toEqual([
      { field: 'name', revision: 'Cloud audit', current: 'Cloud review' },
      { field: 'icon', revision: null, current: 'cloud' },
    ]);
  });

  it('is empty when the kept version is the record as it is now', () => {
    expect(fieldDifferences({ a: 1 }, { a: 1 }, ['a'])).toEqual([]);
  });
});
