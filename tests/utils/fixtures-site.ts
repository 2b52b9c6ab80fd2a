/** Builders for site-level test data. */
import type { IGatsbyImageData } from 'gatsby-plugin-image';

export function buildSiteSettingsQuery(overrides: Record<string, unknown> = {}) {
  return {
    siteSettings: {
      siteName: 'Test Cloud Co',
      siteUrl: 'https://test.example',
      tagline: 'Cloud consulting for tests',
      linkedinUrl: null,
      isFallback: false,
      ...overrides,
    },
  };
}

/**
 * Image data as gatsby-plugin-image makes it at build time for a constrained 1200x675 JPEG:
 * AVIF and WebP sources, the JPEG fallback, and a blurred placeholder.
 */
export function buildProcessedImage(overrides: Partial<IGatsbyImageData> = {}): IGatsbyImageData {
  const variants = (ext: string) =>
    [300, 600, 1200].map((w) => `/static/abc/${w}/photo.${ext} ${w}w`).join(',\n');
  const sizes = '(min-width: 64em) 760px, 100vw';
  return {
    layout: 'constrained',
    width: 1200,
    height: 675,
    backgroundColor: '#283848',
    images: {
      fallback: { src: '/static/abc/1200/photo.jpg', srcSet: variants('jpg'), sizes },
      sources: [
        { type: 'image/avif', srcSet: variants('avif'), sizes },
        { type: 'image/webp', srcSet: variants('webp'), sizes },
      ],
    },
    placeholder: { fallback: 'data:image/jpeg;base64,/9j/2wBDAAYEBQYFBAYGBQYHBwYIChAKCgkJ' },
    ...overrides,
  };
}
