import {
  activeByOrder,
  activeOnly,
  contactMethods,
  displayProducts,
  expertiseNames,
  groupTrainingLookups,
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

describe('training lookups', () => {
  it('groups the records by kind, active ones by order, as the endpoint answers', () => {
    const records = [
      { Id: 1, Kind: 'type', Name: 'On-site', OrderIndex: 2, IsActive: true },
      { Id: 2, Kind: 'type', Name: 'Live Online', OrderIndex: 1, IsActive: true },
      { Id: 3, Kind: 'duration', Name: '2 Days', OrderIndex: 1, IsActive: true },
      { Id: 4, Kind: 'topic', Name: 'Retired', OrderIndex: 1, IsActive: false },
      { Id: 5, Kind: 'topic', Name: 'Azure DevOps', OrderIndex: 2, IsActive: true },
      { Id: 6, Kind: 'other', Name: 'Not a list', OrderIndex: 1, IsActive: true },
    ];
    expect(groupTrainingLookups(records)).toEqual({
      trainingTypes: [
        { Id: 2, Name: 'Live Online' },
        { Id: 1, Name: 'On-site' },
      ],
      trainingDurations: [{ Id: 3, Name: '2 Days' }],
      trainingTopics: [{ Id: 5, Name: 'Azure DevOps' }],
    });
  });

  it('gives three empty lists for no records', () => {
    expect(groupTrainingLookups(undefined)).toEqual({
      trainingTypes: [],
      trainingDurations: [],
      trainingTopics: [],
    });
  });
});
