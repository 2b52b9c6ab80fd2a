import { cacheControlFor } from '../../../scripts/cache-control';

describe('cacheControlFor', () => {
  it.each([
    ['/', 'public, max-age=0, must-revalidate'],
    ['/index.html', 'public, max-age=0, must-revalidate'],
    ['/page-data/index/page-data.json', 'public, max-age=0, must-revalidate'],
    ['/app-c8b8164597818b053a45.js', 'public, max-age=31536000, immutable'],
    [
      '/component---src-pages-404-tsx-33d3052a6ab08f9a65eb.js',
      'public, max-age=31536000, immutable',
    ],
    ['/static/logo-0123abcd.png', 'public, max-age=31536000, immutable'],
  ])('%s -> %s', (url, expected) => {
    expect(cacheControlFor(url)).toBe(expected);
  });
});
