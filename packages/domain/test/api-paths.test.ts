import {
  API_KEY_HEADER,
  API_PATHS,
  apiPath,
  apiUrl,
  describeHttpFailure,
  needsApiKey,
  originOf,
} from '@cloud-consulting/domain/api-paths';

describe('api paths', () => {
  it.each([
    ['/blog', '/api/blog'],
    ['blog', '/api/blog'],
    ['//blog///1', '/api/blog/1'],
    ['/api/blog', '/api/blog'],
    ['/api//blog', '/api/blog'],
    ['/api', '/api'],
    ['/', '/api'],
    ['/apis', '/api/apis'],
    ['/blog/search?q=a//b', '/api/blog/search?q=a//b'],
  ])('%p becomes %p', (path, expected) => {
    expect(apiPath(path)).toBe(expected);
  });

  it('joins a base url without doubling slashes', () => {
    expect(apiUrl('https://api.example.com/', '/faq')).toBe('https://api.example.com/api/faq');
    expect(apiUrl('https://api.example.com', 'api/faq')).toBe('https://api.example.com/api/faq');
  });

  it('names the key header', () => {
    expect(API_KEY_HEADER).toBe('X-API-Key');
  });

  it.each([
    ['/api/blog', true],
    ['blog', true],
    ['https://api.example.com/api/faq', true],
    ['https://api.example.com:443/api/faq', true],
    ['https://api.example.com:8443/api/faq', false],
    ['http://api.example.com/api/faq', false],
    ['https://evil.example.com/api/faq', false],
    ['//evil.example.com/x', false],
    ['mailto:a@b.c', false],
    ['https://[bad', false],
    ['HTTPS://API.example.com/x', true],
    ['https://user:pw@api.example.com/x', true],
    ['https://api.example.com.evil.io/x', false],
    ['https://api.example.com@evil.io/x', false],
  ])('%p gets the key: %p', (url, expected) => {
    expect(needsApiKey(url, 'https://api.example.com')).toBe(expected);
  });

  it.each([
    ['https://A.example.com:443/x', 'https://a.example.com'],
    ['http://a.example.com:80', 'http://a.example.com'],
    ['http://a.example.com:8080/x?y', 'http://a.example.com:8080'],
    ['/relative', null],
  ])('origin of %p is %p', (url, origin) => {
    expect(originOf(url)).toBe(origin);
  });

  it('builds the engagement and comment paths with encoded ids', () => {
    expect(apiPath(API_PATHS.blogStats(12))).toBe('/api/blog/12/engagements/stats');
    expect(apiPath(API_PATHS.commentLike('a/b'))).toBe('/api/blog/comments/a%2Fb/like');
    expect(apiPath(API_PATHS.pageSeo('/about'))).toBe('/api/page-seo/%2Fabout');
    expect(apiPath(API_PATHS.pageSeo())).toBe('/api/page-seo');
    expect(apiPath(API_PATHS.blogSearch('azure ai'))).toBe('/api/blog/search?q=azure%20ai');
    expect(apiPath(API_PATHS.newsletterVerify('t k'))).toBe('/api/newsletter/verify/t%20k');
    expect(apiPath(API_PATHS.customerRequests)).toBe('/api/customer_requests');
    expect(apiPath(API_PATHS.postPreview(7, { exp: 1900000000, sig: 'a+b' }))).toBe(
      '/api/preview/posts/7?exp=1900000000&sig=a%2Bb',
    );
  });

  it('gives every path function a path under /api', () => {
    for (const entry of Object.values(API_PATHS)) {
      const path = typeof entry === 'function' ? entry('1') : entry;
      expect(apiPath(path)).toMatch(/^\/api\/[a-z]/);
    }
  });

  it.each([
    [401, 'Authentication failed (check the API key)'],
    [403, 'Insufficient permissions'],
    [429, 'Rate limit exceeded'],
    [500, 'Server error'],
    [503, 'Server error'],
    [404, 'Request failed with status 404'],
    [null, 'Network error: no response received'],
  ])('status %p logs %p', (status, text) => {
    expect(describeHttpFailure(status)).toBe(text);
  });
});
