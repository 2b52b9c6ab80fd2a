import {
  CENTRE,
  FOCAL_POINT_INVALID,
  focalPointText,
  isVariantPath,
  movedFocalPoint,
  normaliseFocalPoint,
  objectPosition,
  providerImageAddress,
  srcSetOf,
  uploadedImagePaths,
  variantPath,
  variantWidthsFor,
  withProviderImages,
} from '@cloud-consulting/domain/image-variants';

describe('variantWidthsFor', () => {
  it.each([
    [2000, [480, 960]],
    [961, [480, 960]],
    [960, [480]],
    [700, [480]],
    [480, []],
    [300, []],
    [null, []],
    [0, []],
  ])('an original %p px wide gets copies at %p', (width, expected) => {
    expect(variantWidthsFor(width)).toEqual(expected);
  });
});

describe('variantPath and isVariantPath', () => {
  it('names a copy by its width before the extension', () => {
    expect(variantPath('blog/photo-ab12.jpg', 480)).toBe('blog/photo-ab12-480w.jpg');
    expect(variantPath('/uploads/images/a.WEBP', 960)).toBe('/uploads/images/a-960w.WEBP');
  });

  it('tells a copy from an original', () => {
    expect(isVariantPath('blog/photo-ab12-480w.jpg')).toBe(true);
    expect(isVariantPath('blog/photo-ab12.jpg')).toBe(false);
    expect(isVariantPath('blog/hero-480w.svg')).toBe(false);
  });
});

describe('srcSetOf', () => {
  const url = '/uploads/images/blog/photo-ab12.jpg';

  it('names the copies that exist, narrowest first, then the original at its width', () => {
    expect(srcSetOf(url, { width: 1600, variantWidths: [960, 480] })).toBe(
      '/uploads/images/blog/photo-ab12-480w.jpg 480w, /uploads/images/blog/photo-ab12-960w.jpg 960w, /uploads/images/blog/photo-ab12.jpg 1600w',
    );
  });

  it('never names a width that was not made (an image 700 px wide has no 960w copy)', () => {
    expect(srcSetOf(url, { width: 700, variantWidths: [480] })).toBe(
      '/uploads/images/blog/photo-ab12-480w.jpg 480w, /uploads/images/blog/photo-ab12.jpg 700w',
    );
  });

  it.each([
    ['no copies', { width: 400, variantWidths: [] }, url],
    ['unknown image', null, url],
    ['unknown width', { width: null, variantWidths: [480] }, url],
    ['not an upload', { width: 1600, variantWidths: [480] }, 'https://example.org/a.jpg'],
    ['a vector image', { width: 1600, variantWidths: [480] }, '/uploads/images/a.svg'],
  ])('is null for %s', (_name, image, address) => {
    expect(srcSetOf(address, image)).toBeNull();
  });

  it('leaves out a recorded width at or above the original', () => {
    expect(srcSetOf(url, { width: 900, variantWidths: [480, 960] })).toBe(
      '/uploads/images/blog/photo-ab12-480w.jpg 480w, /uploads/images/blog/photo-ab12.jpg 900w',
    );
  });
});

describe('uploadedImagePaths', () => {
  it('finds each uploaded image of a body once, without the site prefix', () => {
    const body =
      'Intro ![A chart](/uploads/images/blog/chart-1.png) and ![x](https://cdn.test/a.jpg)\n' +
      '![again](/uploads/images/blog/chart-1.png "title") <img src="/uploads/images/b.webp">';
    expect(uploadedImagePaths(body)).toEqual(['blog/chart-1.png', 'b.webp']);
  });
});

describe('focal point', () => {
  it.each([
    [
      { x: 0.3, y: 0.7 },
      { x: 0.3, y: 0.7 },
    ],
    [
      { x: 0, y: 1 },
      { x: 0, y: 1 },
    ],
    [
      { x: 0.12345, y: 0.5 },
      { x: 0.123, y: 0.5 },
    ],
  ])('keeps %p as %p', (input, expected) => {
    expect(normaliseFocalPoint(input)).toEqual({ ok: true, focalPoint: expected });
  });

  it.each([
    [{ x: 1.2, y: 0.5 }],
    [{ x: -0.1, y: 0.5 }],
    [{ x: '0.5', y: 0.5 }],
    [null],
    [{ x: 0.5 }],
  ])('refuses %p in words', (input) => {
    expect(normaliseFocalPoint(input)).toEqual({ ok: false, message: FOCAL_POINT_INVALID });
  });

  it('becomes an object-position, the centre when there is none', () => {
    expect(objectPosition({ x: 0.3, y: 0.75 })).toBe('30% 75%');
    expect(objectPosition(null)).toBe('50% 50%');
  });

  it('moves by arrow keys within the picture, and Home re-centres it', () => {
    expect(movedFocalPoint({ x: 0.5, y: 0.5 }, 'ArrowRight')).toEqual({ x: 0.55, y: 0.5 });
    expect(movedFocalPoint({ x: 0.5, y: 0.5 }, 'ArrowUp', true)).toEqual({ x: 0.5, y: 0.49 });
    expect(movedFocalPoint({ x: 0.02, y: 0.5 }, 'ArrowLeft')).toEqual({ x: 0, y: 0.5 });
    expect(movedFocalPoint({ x: 0.2, y: 0.9 }, 'Home')).toEqual(CENTRE);
    expect(movedFocalPoint(CENTRE, 'Enter')).toBeNull();
  });

  it('is said in words', () => {
    expect(focalPointText({ x: 0.3, y: 0.705 })).toBe('30 % across, 71 % down');
  });
});

describe('providerImageAddress and withProviderImages', () => {
  const origin = 'http://127.0.0.1:8080/';

  it('points an upload at the provider and leaves other addresses alone', () => {
    expect(providerImageAddress('/uploads/images/a.jpg', origin)).toBe(
      'http://127.0.0.1:8080/uploads/images/a.jpg',
    );
    expect(providerImageAddress('https://cdn.test/a.jpg', origin)).toBe('https://cdn.test/a.jpg');
    expect(providerImageAddress('/images/stock.jpg', origin)).toBe('/images/stock.jpg');
  });

  it('rewrites src and every srcset entry of rendered HTML, not the text', () => {
    const html =
      '<p>See /uploads/images/a.jpg</p><img src="/uploads/images/a.jpg" alt="A" ' +
      'srcset="/uploads/images/a-480w.jpg 480w, /uploads/images/a.jpg 900w">';
    expect(withProviderImages(html, origin)).toBe(
      '<p>See /uploads/images/a.jpg</p><img src="http://127.0.0.1:8080/uploads/images/a.jpg" alt="A" ' +
        'srcset="http://127.0.0.1:8080/uploads/images/a-480w.jpg 480w, http://127.0.0.1:8080/uploads/images/a.jpg 900w">',
    );
  });
});
