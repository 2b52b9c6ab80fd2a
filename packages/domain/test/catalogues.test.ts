import {
  chooseHeroImage,
  CONTACT_INQUIRY_TYPES,
  CONTACT_MODAL_INQUIRY_TYPES,
  DEFAULT_CONTACT_METHODS,
  DEFAULT_INQUIRY_TYPES,
  FALLBACK_EXPERTISE,
  FALLBACK_SERVICES,
  FALLBACK_TRAINING_TOPICS,
  FEEDBACK_SERVICE_CATEGORIES,
  generatedImageUrl,
  HERO_BANNERS,
  HERO_KEYS,
  INDUSTRIES,
  inquiryTypeForService,
  IT_CONSULTATION_INQUIRY_TYPES,
  PARTNERSHIP_INQUIRY_TYPES,
  TECHNOLOGIES,
  uploadsImageUrl,
} from '@cloud-consulting/domain/catalogues';

describe('hero banner catalogue', () => {
  it('has the 12 keys, tall only for corporate training', () => {
    expect(HERO_KEYS).toHaveLength(12);
    expect(Object.keys(HERO_BANNERS).sort()).toEqual([...HERO_KEYS].sort());
    const tall = HERO_KEYS.filter((key) => HERO_BANNERS[key].size === 'tall');
    expect(tall).toEqual(['corporateTraining']);
  });

  it('gives the home title and subtitle of the spec', () => {
    expect(HERO_BANNERS.home.title).toBe('Corporate Cloud Training That Delivers');
    expect(HERO_BANNERS.home.subtitle).toBe('Corporate Cloud Training That Delivers');
    expect(HERO_BANNERS.corporateTraining.preferredImage).toBe('hero-corporate-training.webp');
  });

  it('chooses the exact generated file, else the static file under uploads', () => {
    const images = [
      { fileName: 'hero-services-old.webp', url: '/generated/old.webp' },
      { fileName: 'hero-services.webp', URL: '/generated/services.webp' },
    ];
    expect(chooseHeroImage('services', images)).toBe('/generated/services.webp');
    expect(chooseHeroImage('blog', images)).toBe('/uploads/images/hero-blog.webp');
    expect(chooseHeroImage('blog', null)).toBe('/uploads/images/hero-blog.webp');
    expect(chooseHeroImage('services', [{ fileName: 'hero-services.webp' }])).toBe(
      '/uploads/images/hero-services.webp',
    );
  });

  it('reads the url in any casing', () => {
    expect(generatedImageUrl({ Url: '/x' })).toBe('/x');
    expect(generatedImageUrl({})).toBeNull();
    expect(uploadsImageUrl('//a/b.png')).toBe('/uploads/images/a/b.png');
  });
});

describe('fixed lists', () => {
  it.each([
    ['industries', INDUSTRIES, 14],
    ['contact inquiry types', CONTACT_INQUIRY_TYPES, 12],
    ['IT consultation inquiry types', IT_CONSULTATION_INQUIRY_TYPES, 11],
    ['contact modal inquiry types', CONTACT_MODAL_INQUIRY_TYPES, 13],
    ['default inquiry types', DEFAULT_INQUIRY_TYPES, 7],
    ['partnership types', PARTNERSHIP_INQUIRY_TYPES, 5],
    ['default methods', DEFAULT_CONTACT_METHODS, 3],
    ['fallback training topics', FALLBACK_TRAINING_TOPICS, 5],
    ['fallback expertise', FALLBACK_EXPERTISE, 6],
    ['fallback services', FALLBACK_SERVICES, 7],
    ['technologies', TECHNOLOGIES, 20],
    ['feedback categories', FEEDBACK_SERVICE_CATEGORIES, 8],
  ])('%s has %i entries, all distinct', (_name, list, size) => {
    expect(list).toHaveLength(size);
    expect(new Set(list.map((item) => JSON.stringify(item))).size).toBe(size);
  });

  it('derives the inquiry-type variants from the contact list', () => {
    expect(IT_CONSULTATION_INQUIRY_TYPES).not.toContain('Custom Development');
    expect(CONTACT_MODAL_INQUIRY_TYPES).toEqual(
      expect.arrayContaining(['Partnership Opportunities', 'Custom Development']),
    );
    expect(CONTACT_MODAL_INQUIRY_TYPES.at(-1)).toBe('Other');
  });

  it.each([
    ['Cloud Services', 'Cloud Migration Strategy'],
    ['Live Training Workshop', 'Training & Workshops'],
    ['Classroom Workshop', 'Training & Workshops'],
    ['DevOps Implementation', 'DevOps Implementation'],
    ['Underwater Basket Weaving', 'Other'],
  ])('service %p maps to inquiry type %p', (service, type) => {
    expect(inquiryTypeForService(service)).toBe(type);
  });

  it('starts the method choice on training', () => {
    expect(DEFAULT_CONTACT_METHODS.map((m) => m.title)).toEqual([
      'Corporate Training Request',
      'IT Consultation',
      'Partnership Inquiry',
    ]);
  });
});
