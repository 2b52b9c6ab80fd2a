import { negotiateEncoding } from '@cloud-consulting/domain/content-encoding';

describe('negotiateEncoding', () => {
  it.each([
    ['gzip, deflate, br', 'br'],
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip, deflate', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['br;q=0.5, gzip;q=1', 'gzip'],
    ['BR', 'br'],
    ['*', 'br'],
    ['*;q=0, gzip', 'gzip'],
    ['identity', undefined],
    ['gzip;q=0', undefined],
    ['br;q=zero', undefined],
    ['', undefined],
    [undefined, undefined],
  ])('%s gives %s', (header, expected) => {
    expect(negotiateEncoding(header)).toBe(expected);
  });
});
