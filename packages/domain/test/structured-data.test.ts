import { breadcrumbList, courseList, serviceList } from '../src/structured-data';

const site = { siteUrl: 'https://acme.example/', siteName: 'Acme Cloud' };

describe('breadcrumbs', () => {
  it('numbers the crumbs from 1 with absolute addresses', () => {
    expect(
      breadcrumbList(
        [
          { name: 'Home', path: '/' },
          { name: 'Blog', path: '/blog' },
        ],
        site.siteUrl,
      ),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://acme.example/' },
        { '@type': 'ListItem', position: 2, name: 'Blog', item: 'https://acme.example/blog' },
      ],
    });
  });
});

describe('serviceList', () => {
  it('lists each shown service provided by the firm', () => {
    expect(
      serviceList(
        [
          { name: ' Cloud Migration ', description: 'Move with care' },
          { name: 'DevOps' },
          { name: ' ' },
        ],
        { ...site, pagePath: '/services' },
      ),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'ItemList',
      url: 'https://acme.example/services',
      itemListElement: [
        {
          '@type': 'ListItem',
          position: 1,
          item: {
            '@type': 'Service',
            name: 'Cloud Migration',
            description: 'Move with care',
            provider: { '@type': 'Organization', name: 'Acme Cloud', url: 'https://acme.example/' },
            areaServed: 'Worldwide',
          },
        },
        {
          '@type': 'ListItem',
          position: 2,
          item: {
            '@type': 'Service',
            name: 'DevOps',
            provider: { '@type': 'Organization', name: 'Acme Cloud', url: 'https://acme.example/' },
            areaServed: 'Worldwide',
          },
        },
      ],
    });
  });

  it('is null when the page shows no service', () => {
    expect(serviceList([], { ...site, pagePath: '/services' })).toBeNull();
  });
});

describe('courseList', () => {
  it('lists the courses that have the name, description and provider a Course needs', () => {
    const list = courseList(
      [
        { name: 'Azure Fundamentals', description: 'Two days, hands-on' },
        { name: 'No description', description: '' },
      ],
      { ...site, pagePath: '/corporate-training' },
    );
    expect(list?.itemListElement).toEqual([
      {
        '@type': 'ListItem',
        position: 1,
        item: {
          '@type': 'Course',
          name: 'Azure Fundamentals',
          description: 'Two days, hands-on',
          provider: { '@type': 'Organization', name: 'Acme Cloud', url: 'https://acme.example/' },
        },
      },
    ]);
    expect(courseList([{ name: 'x', description: null }], { ...site, pagePath: '/x' })).toBeNull();
  });
});
