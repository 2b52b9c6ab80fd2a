import { adminFieldName, fromAdminFields, toAdminFields } from '../src/admin-fields';

describe('admin field names', () => {
  it.each([
    ['IsActive', 'isActive'],
    ['Id', 'id'],
    ['Title', 'title'],
    ['UpdatedDate', 'updatedDate'],
    ['SEOTitle', 'seoTitle'],
    ['URL', 'url'],
    ['LINKEDIN', 'linkedin'],
    ['isActive', 'isActive'],
    ['fileName', 'fileName'],
    ['id', 'id'],
  ])('names %s %s', (publicName, adminName) => {
    expect(adminFieldName(publicName)).toBe(adminName);
  });

  it('renames a record for the admin API and a body back to the public names', () => {
    const record = { Id: 3, Name: 'Blog', IsActive: true, Tags: [{ Name: 'kept' }] };
    const admin = toAdminFields(record);
    expect(admin).toEqual({ id: 3, name: 'Blog', isActive: true, tags: [{ Name: 'kept' }] });
    expect(fromAdminFields(admin, Object.keys(record))).toEqual(record);
  });

  it('keeps a field no public name maps to, for validation to refuse', () => {
    expect(fromAdminFields({ name: 'x', colour: 'red' }, ['Name'])).toEqual({
      Name: 'x',
      colour: 'red',
    });
  });
});
