import {
  activeByOrder,
  activeOnly,
  contactMethods,
  displayProducts,
  expertiseNames,
  inquiryTypes,
  technologyNames,
} from '@cloud-consulting/domain/content';
import {
  DEFAULT_INQUIRY_TYPES,
  FALLBACK_EXPERTISE,
  TECHNOLOGIES,
} from '@cloud-consulting/domain/catalogues';

describe('server lists', () => {
  it('keeps active items in either casing', () => {
    expect(activeOnly([{ IsActive: true }, { isActive: 1 }, { IsActive: false }, {}])).toHaveLength(
      2,
    );
    expect(activeOnly(null)).toEqual([]);
  });

  it('orders active items by OrderIndex, unordered last', () => {
    const items = [
      { Name: 'c', IsActive: true },
      { Name: 'b', OrderIndex: 2, IsActive: true },
      { Name: 'a', OrderIndex: 1, IsActive: true },
      { Name: 'x', OrderIndex: 0, IsActive: false },
      { Name: 'd', IsActive: true },
    ];
    expect(activeByOrder(items).map((i) => i.Name)).toEqual(['a', 'b', 'c', 'd']);
  });

  it('falls back to the built-in technologies and expertise', () => {
    expect(technologyNames([])).toEqual(TECHNOLOGIES);
    expect(technologyNames([{ Name: 'AKS', IsActive: true }])).toEqual(['AKS']);
    expect(expertiseNames(undefined)).toEqual(FALLBACK_EXPERTISE);
    expect(expertiseNames([{ Name: 'Data', IsActive: 1, OrderIndex: 1 }])).toEqual(['Data']);
  });

  it("drops inactive products and the one named 'other'", () => {
    const products = [
      { name: 'Suite', isActive: true },
      { name: ' Other ', isActive: true },
      { name: 'Old', isActive: false },
      { isActive: true },
    ];
    expect(displayProducts(products)).toEqual([
      { name: 'Suite', isActive: true },
      { isActive: true },
    ]);
  });
});

describe('sections', () => {
  const method = { id: 'x', icon: 'Mail', title: 'Email Us', description: 'd' };

  it('reads methods from the active contact-method section, else the defaults', () => {
    expect(
      contactMethods([{ name: 'Contact-Methods', isActive: true, content: [method] }]),
    ).toEqual([method]);
    expect(
      contactMethods([{ name: 'Contact-Methods', isActive: false, content: [method] }]).map(
        (m) => m.id,
      ),
    ).toEqual(['training', 'consultation', 'partnership']);
    expect(contactMethods([{ name: 'Contact', isActive: true, content: [method] }])).toHaveLength(
      3,
    );
    expect(contactMethods([{ name: 'contact methods', isActive: 1, content: [] }])).toHaveLength(3);
    expect(contactMethods(null)).toHaveLength(3);
  });

  it('reads inquiry types from the first active service section, else the defaults', () => {
    const sections = [
      { name: 'Services-Old', isActive: false, content: [{ name: 'Old', isActive: true }] },
      {
        name: 'Our Services',
        isActive: true,
        content: [
          { name: 'Cloud', isActive: true },
          { name: 'Gone', isActive: false },
        ],
      },
    ];
    expect(inquiryTypes(sections)).toEqual(['Cloud']);
    expect(inquiryTypes([{ name: 'Services', isActive: true, content: null }])).toEqual(
      DEFAULT_INQUIRY_TYPES,
    );
    expect(inquiryTypes(undefined)).toEqual(DEFAULT_INQUIRY_TYPES);
  });
});
