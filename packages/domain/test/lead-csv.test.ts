import {
  fieldKey,
  fieldValue,
  fixedColumnOf,
  formFieldColumns,
  LEAD_CSV_COLUMNS,
  leadCsvTable,
  sourceText,
  type CsvLead,
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

describe('sourceText', () => {
  const titles = new Map([[3, 'Landing zones, explained']]);

  it("names an article's form by the article's title, and says when the article is gone", () => {
    expect(sourceText('blog-post-3', titles)).toBe('Article: Landing zones, explained');
    expect(sourceText('blog-sidebar-3', titles)).toBe('Article sidebar: Landing zones, explained');
    expect(sourceText('blog-post-9', titles)).toBe('Article #9 (since removed)');
  });

  it('keeps any other source as the form named it', () => {
    expect(sourceText('Contact Page', titles)).toBe('Contact Page');
    expect(sourceText('blog-post-x', titles)).toBe('blog-post-x');
  });
});

describe('leadCsvTable', () => {
  const lead: CsvLead = {
    Id: 7,
    Kind: 'product_demo',
    CreatedAt: '2027-02-09T23:30:00Z',
    Status: 'qualified',
    OwnerName: 'Ana Silva',
    CustomerId: 2,
    CustomerRequestId: 6,
    Name: 'Jane Doe',
    Email: 'jane@contoso.example',
    Phone: null,
    Company: 'Contoso',
    Source: 'blog-post-3',
    ProductId: 4,
    ProductName: 'Cloud Guard',
    PreferredTime: 'Wed 10 Feb 2027, 10:00 AM Europe/Lisbon (10:00 UTC)',
    TimeZone: 'Europe/Lisbon',
    Payload: { companyName: 'Contoso', demoType: 'ONLINE', email: 'jane@contoso.example' },
  };
  const table = leadCsvTable([lead], {
    timeZone: 'America/New_York',
    articleTitles: new Map([[3, 'Landing zones, explained']]),
    notes: new Map([
      [
        7,
        [
          { CreatedAt: '2027-02-10T15:00:00Z', Author: 'ana@firm.example', Text: 'Called' },
          { CreatedAt: '2027-02-11T09:05:00Z', Author: 'automation', Text: 'Quote sent' },
        ],
      ],
    ]),
  });
  const cell = (header: string) => table.rows[0]![table.header.indexOf(header)];

  it('heads its columns as the editor app labels them, the zone of its times named', () => {
    expect(table.header).toEqual([
      'Lead id',
      'Kind',
      'Received (America/New_York)',
      'Status',
      'Owner',
      'Name',
      'Email',
      'Phone',
      'Company',
      'Source',
      'Product',
      'Product id',
      'Preferred time',
      "Visitor's time zone",
      'Customer id',
      'Customer request id',
      'Demo type',
      'Notes',
    ]);
  });

  it('writes kinds, statuses and sources in words, and times on the given clock', () => {
    expect(cell('Kind')).toBe('Product demo');
    expect(cell('Status')).toBe('Qualified');
    expect(cell('Source')).toBe('Article: Landing zones, explained');
    expect(cell('Received (America/New_York)')).toBe('2027-02-09 18:30');
    expect(cell('Demo type')).toBe('ONLINE');
  });

  it('holds the notes, oldest first, each with its time and author', () => {
    expect(cell('Notes')).toBe(
      '2027-02-10 10:00 ana@firm.example: Called\n2027-02-11 04:05 automation: Quote sent',
    );
  });
});
