import {
  fallbackServices,
  isFallbackList,
  isFeaturedService,
  normaliseService,
  parseFeatures,
  serviceAnchor,
  serviceButtonLabel,
  serviceCategory,
  serviceLink,
  servicesToShow,
  serviceSidePanel,
  serviceTagline,
} from '@cloud-consulting/domain/services-page';

describe('services by position', () => {
  it.each([
    [0, 'Consulting', 'Expert Consulting', true],
    [1, 'Training', 'Interactive Learning', true],
    [2, 'Corporate', 'Custom Training', false],
    [3, 'AI/ML', 'AI Innovation', false],
    [6, 'AI/ML', 'AI Innovation', false],
  ])('position %i: %s, %s, featured %p', (index, category, tagline, featured) => {
    expect(serviceCategory(index)).toBe(category);
    expect(serviceTagline(index)).toBe(tagline);
    expect(isFeaturedService(index)).toBe(featured);
  });
});

describe('side panel by name', () => {
  it.each([
    [
      'Azure Consulting',
      {
        title: 'Value',
        lines: [
          'Custom Solutions',
          'Tailored consulting based on your specific needs and objectives',
          'Free initial consultation',
        ],
      },
    ],
    [
      'Live Online Workshops',
      { title: 'Features', lines: ['Interactive Learning', 'Flexible scheduling'] },
    ],
    ['Corporate Training', { title: 'Investment', lines: ['$5,000'] }],
    [
      'Governance & Security',
      {
        title: 'Investment',
        lines: [
          '$5,000',
          'Flexible payment options & custom packages available',
          'Money-back guarantee',
        ],
      },
    ],
  ])('%s', (name, panel) => {
    expect(serviceSidePanel(name, '$5,000')).toEqual(panel);
  });

  it('labels the main button by destination', () => {
    expect(serviceButtonLabel('/contact-us')).toBe('Get Started Today');
    expect(serviceButtonLabel('/azure-consulting')).toBe('Learn More');
  });
});

describe('service normalisation', () => {
  it.each([
    ['A, B ,, C', ['A', 'B', 'C']],
    [
      ['A', ' B ', ''],
      ['A', 'B'],
    ],
    [null, []],
    [42, []],
  ])('features %p become %j', (features, expected) => {
    expect(parseFeatures(features)).toEqual(expected);
  });

  it('applies the display defaults', () => {
    expect(normaliseService({ Name: 'Data' }, 4)).toEqual({
      id: '5',
      name: 'Data',
      description: 'Professional service',
      imageUrl: null,
      features: ['Expert Guidance', 'Flexible Delivery', 'Proven Methods', 'Ongoing Support'],
      price: 'Contact Us',
      href: '/contact-us',
      isActive: true,
    });
  });

  it('keeps a service without a name nameless rather than failing', () => {
    expect(normaliseService({}, 0).name).toBe('');
  });

  it('reads either casing and price or pricing', () => {
    expect(
      normaliseService(
        {
          Id: 9,
          name: 'AI',
          Description: 'Models',
          imageUrl: '/uploads/images/ai.png',
          features: 'X',
          price: 250,
          href: '/ai',
          IsActive: false,
        },
        0,
      ),
    ).toEqual({
      id: '9',
      name: 'AI',
      description: 'Models',
      imageUrl: '/uploads/images/ai.png',
      features: ['X'],
      price: '250',
      href: '/ai',
      isActive: false,
    });
    expect(
      normaliseService({ name: 'B', pricing: 'from $1', price: 'x', link: '/b' }, 0),
    ).toMatchObject({ price: 'from $1', href: '/b' });
  });

  it('falls back to the seven built-in services, flagged', () => {
    const shown = servicesToShow([{ name: 'Off', isActive: false }]);
    expect(shown.isFallback).toBe(true);
    expect(shown.services.map((s) => s.name)).toEqual([
      'Azure Consulting',
      'Live Online Workshops',
      'Corporate Training',
      'Azure AI/ML Consulting',
      'Analytics & Optimization',
      'Migration & Modernization',
      'Governance & Security',
    ]);
    expect(shown.services[0].price).toBe('from $200/hour');
    expect(shown.services[1].price).toBe('Contact Us');
    expect(servicesToShow(null).isFallback).toBe(true);
  });

  it('shows active server services unflagged, and flags a list equal to the fallback', () => {
    expect(servicesToShow([{ name: 'A' }, { name: 'B', isActive: false }])).toMatchObject({
      isFallback: false,
      services: [{ name: 'A' }],
    });
    expect(servicesToShow(fallbackServices()).isFallback).toBe(true);
    expect(isFallbackList([{ name: 'Azure Consulting' }])).toBe(false);
  });

  it('links to the service anchor', () => {
    expect(serviceAnchor(' Azure AI/ML  Consulting ')).toBe('azure-ai/ml-consulting');
    expect(serviceLink('Live Online Workshops')).toBe('/services#live-online-workshops');
  });
});
