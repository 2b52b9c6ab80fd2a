import {
  fieldKey,
  fieldValue,
  fixedColumnOf,
  formFieldColumns,
  LEAD_CSV_COLUMNS,
} from '../src/lead-csv';

describe('LEAD_CSV_COLUMNS', () => {
  it('starts with the id, kind and time, then where sales is with the lead', () => {
    expect(LEAD_CSV_COLUMNS.slice(0, 5)).toEqual(['Id', 'Kind', 'CreatedAt', 'Status', 'Owner']);
  });

  it('has no two columns that mean the same', () => {
    const keys = LEAD_CSV_COLUMNS.map(fieldKey);
    expect(new Set(keys).size).toBe(keys.length);
  });
});

describe('fixedColumnOf', () => {
  it.each<[string, string | null]>([
    ['email', 'Email'],
    ['Email', 'Email'],
    ['EMAIL', 'Email'],
    ['e-mail', 'Email'],
    ['email_address', 'Email'],
    ['name', 'Name'],
    ['fullName', 'Name'],
    ['phone', 'Phone'],
    ['phone_number', 'Phone'],
    ['company', 'Company'],
    ['companyName', 'Company'],
    ['source', 'Source'],
    ['productId', 'ProductId'],
    ['interestedProductId', 'ProductId'],
    ['productName', 'ProductName'],
    ['timeZone', 'TimeZone'],
    ['preferredTime', 'PreferredTime'],
    ['customerId', 'CustomerId'],
    ['message', null],
    ['companyUrl', null],
    ['preferredDate', null],
    ['emailOptIn', null],
  ])('%s repeats %p', (field, column) => {
    expect(fixedColumnOf(field)).toBe(column);
  });
});

describe('formFieldColumns', () => {
  it('gives one sorted column per field of its own, none for a repeated fixed column', () => {
    const columns = formFieldColumns([
      'message',
      'email',
      'Email',
      'companyName',
      'city',
      'name',
      'industry',
    ]);
    expect(columns.map((c) => c.header)).toEqual(['city', 'industry', 'message']);
  });

  it('shares one column between fields differing only by case or punctuation', () => {
    expect(formFieldColumns(['zipCode', 'ZipCode', 'zip_code', 'city'])).toEqual([
      { header: 'ZipCode', fields: ['ZipCode', 'zipCode', 'zip_code'] },
      { header: 'city', fields: ['city'] },
    ]);
  });

  it('answers no columns for no fields', () => {
    expect(formFieldColumns([])).toEqual([]);
  });
});

describe('fieldValue', () => {
  const column = { header: 'ZipCode', fields: ['ZipCode', 'zipCode'] };

  it('reads whichever of the column’s fields the lead has', () => {
    expect(fieldValue({ zipCode: '98101' }, column)).toBe('98101');
    expect(fieldValue({ ZipCode: '10001' }, column)).toBe('10001');
  });

  it('keeps a stored empty or false value, and is undefined when the lead has none', () => {
    expect(fieldValue({ zipCode: '' }, column)).toBe('');
    expect(fieldValue({ ZipCode: false }, { header: 'ZipCode', fields: ['ZipCode'] })).toBe(false);
    expect(fieldValue({ city: 'Austin' }, column)).toBeUndefined();
  });
});
