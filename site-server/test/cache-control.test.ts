import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { cacheControlFor } from '../src/cache-control';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'public, max-age=0, must-revalidate';

describe('cacheControlFor', () => {
  const cases: [url: string, expected: string][] = [
    ['/', REVALIDATE],
    ['/index.html', REVALIDATE],
    ['/page-data/index/page-data.json', REVALIDATE],
    ['/app-c8b8164597818b053a45.js', IMMUTABLE],
    ['/component---src-pages-404-tsx-33d3052a6ab08f9a65eb.js', IMMUTABLE],
    ['/static/logo-0123abcd.png', IMMUTABLE],
  ];
  for (const [url, expected] of cases) {
    it(`${url} -> ${expected}`, () => {
      assert.equal(cacheControlFor(url), expected);
    });
  }
});
