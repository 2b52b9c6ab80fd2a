import { arrayPage, changedFields, pagedQuery } from '../src/api/list-query';
import { refusalMessage, withQuery } from '../src/api/query';

const rows = [
  { id: 1, name: 'Cloud migration', category: 'Consulting', orderIndex: 3, isActive: true },
  { id: 2, name: 'Azure training', category: 'Training', orderIndex: 1, isActive: false },
  { id: 3, name: 'AKS cost review', category: 'Consulting', orderIndex: 2, isActive: true },
];

describe('list queries of the admin API', () => {
  it('asks a paged list for its page, size and filled filters only', () => {
    expect(
      pagedQuery({
        pagination: { page: 2, perPage: 25 },
        filter: { status: 'draft', q: '', kind: null, tag: 'aks', nested: { a: 1 } },
      }),
    ).toEqual({ page: 2, pageSize: 25, status: 'draft', tag: 'aks' });
  });

  it('searches, filters, sorts and pages a list answered whole', () => {
    const page = arrayPage(rows, {
      filter: { category: 'Consulting' },
      sort: { field: 'orderIndex', order: 'ASC' },
      pagination: { page: 1, perPage: 1 },
    });
    expect(page).toEqual({ total: 2, data: [rows[2]] });
    expect(arrayPage(rows, { filter: { q: 'AZURE' } }).data.map((r) => r.id)).toEqual([2]);
    expect(arrayPage(rows, { filter: { isActive: true } }).total).toBe(2);
    expect(
      arrayPage(rows, { sort: { field: 'name', order: 'DESC' } }).data.map((r) => r.id),
    ).toEqual([1, 2, 3].sort((a, b) => rows[b - 1]!.name.localeCompare(rows[a - 1]!.name)));
  });

  it('sends only changed, writable fields in an update', () => {
    const previous = { id: 4, name: 'Old', features: ['a'], createdAt: 'x', price: null };
    expect(
      changedFields({ ...previous, name: 'New', features: ['a'], price: null }, previous),
    ).toEqual({ name: 'New' });
    expect(changedFields({ id: 9, name: 'Created', createdAt: 'x' }, undefined)).toEqual({
      name: 'Created',
    });
  });

  it('leaves empty values out of a query string and reads the server refusal', () => {
    expect(withQuery('/leads', { kind: 'contact', from: '', to: undefined, page: 1 })).toBe(
      '/leads?kind=contact&page=1',
    );
    expect(withQuery('/leads', {})).toBe('/leads');
    expect(refusalMessage(403, { message: 'Your role may not do this.' })).toBe(
      'Your role may not do this.',
    );
    expect(refusalMessage(500, 'oops')).toBe('The provider answered 500.');
    expect(refusalMessage(0, null)).toMatch(/cannot be reached/);
  });
});
