import { servicesInPageOrder, structuredDataResolvers } from '../src/structured-data';

const nodes = [
  { recordId: 3, orderIndex: 2, name: 'DevOps', description: 'Pipelines', isActive: true },
  { recordId: 1, orderIndex: 1, name: 'Cloud Migration', description: 'Moves', isActive: true },
  { recordId: 2, orderIndex: 1, name: 'Retired', description: 'Gone', isActive: false },
];

describe('servicesStructuredData', () => {
  it("describes the page's active services in its order, provided by the site's firm", async () => {
    const { resolve } =
      structuredDataResolvers('https://acme.example').Query.servicesStructuredData;
    const data = (await resolve(
      null,
      {},
      {
        nodeModel: {
          findOne: async () => ({ siteName: 'Acme Cloud' }),
          findAll: async () => ({ entries: nodes }),
        },
      },
    )) as { url: string; itemListElement: { item: { name: string; provider: object } }[] };
    expect(data.url).toBe('https://acme.example/services');
    expect(data.itemListElement.map((entry) => entry.item.name)).toEqual([
      'Cloud Migration',
      'DevOps',
    ]);
    expect(data.itemListElement[0]!.item.provider).toEqual({
      '@type': 'Organization',
      name: 'Acme Cloud',
      url: 'https://acme.example/',
    });
  });

  it('orders by orderIndex, then record id, unordered records last', () => {
    expect(
      servicesInPageOrder([
        { recordId: 5 },
        { recordId: 4, orderIndex: 1 },
        { recordId: 2, orderIndex: 1 },
      ]).map((node) => node.recordId),
    ).toEqual([2, 4, 5]);
  });
});
