import {
  expertiseCards,
  expertiseTimeoutCards,
  heroImageFor,
  iconKey,
  responsiveImage,
  scrollTargetTop,
} from '@cloud-consulting/domain/content-pages';

describe('heroImageFor', () => {
  it('takes the exact preferred file first', () => {
    const images = [
      { fileName: 'hero-services.svg', url: '/svg' },
      { fileName: 'hero-services.webp', url: '/webp' },
    ];
    expect(heroImageFor('services', images)).toBe('/webp');
  });
  it('takes a generated image with the preferred name in another format next', () => {
    expect(
      heroImageFor('corporateTraining', [
        { fileName: 'hero-corporate-training.svg', url: '/a.svg' },
      ]),
    ).toBe('/a.svg');
  });
  it('falls back to the static preferred file under uploads', () => {
    expect(heroImageFor('blog', [])).toBe('/uploads/images/hero-blog.webp');
    expect(heroImageFor('blog', null)).toBe('/uploads/images/hero-blog.webp');
  });
});

describe('scrollTargetTop', () => {
  it('stops 80 px above the element by default, never above the page', () => {
    expect(scrollTargetTop(500, 100)).toBe(520);
    expect(scrollTargetTop(10, 0)).toBe(0);
    expect(scrollTargetTop(300, 0, 0)).toBe(300);
  });
});

describe('expertiseCards', () => {
  it('keeps active areas by OrderIndex with the spec fallbacks for description and category', () => {
    const cards = expertiseCards([
      { Id: 2, Name: 'Second', OrderIndex: 2, IsActive: true, Icon: 'cloud-arch' },
      { Id: 3, Name: 'Off', OrderIndex: 0, IsActive: false },
      { Id: 1, Name: ' First ', OrderIndex: 1, IsActive: true, Description: 'D', Category: 'C' },
    ]);
    expect(cards).toEqual([
      { id: '1', title: 'First', description: 'D', category: 'C', icon: '' },
      {
        id: '2',
        title: 'Second',
        description: 'Comprehensive Azure training and certification program',
        category: 'Azure Training',
        icon: 'cloudarch',
      },
    ]);
  });
  it('gives the single Azure Core Services card for the timeout', () => {
    expect(expertiseTimeoutCards().map((c) => c.title)).toEqual(['Azure Core Services']);
  });
  it('compares icon keys without case or separators', () => {
    expect(iconKey('Project-Mgmt')).toBe('projectmgmt');
    expect(iconKey(null)).toBe('');
  });
});

describe('responsiveImage', () => {
  it('offers width variants of uploaded raster images', () => {
    expect(responsiveImage('/uploads/images/services/a.jpg')).toEqual({
      src: '/uploads/images/services/a.jpg',
      srcSet:
        '/uploads/images/services/a-480w.jpg 480w, /uploads/images/services/a-960w.jpg 960w, /uploads/images/services/a.jpg 1600w',
    });
  });
  it('uses vector images and other addresses as they are', () => {
    expect(responsiveImage('/uploads/images/services/a.svg').srcSet).toBeNull();
    expect(responsiveImage('https://cdn.example/a.jpg').srcSet).toBeNull();
  });
});
