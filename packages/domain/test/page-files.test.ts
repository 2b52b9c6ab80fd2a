import { isPageFile, pageOfFile, pagesOfFiles } from '../src/page-files';

describe('isPageFile', () => {
  it('counts HTML anywhere and the JSON under page-data/', () => {
    expect(isPageFile('blog/index.html')).toBe(true);
    expect(isPageFile('404.html')).toBe(true);
    expect(isPageFile('page-data/blog/page-data.json')).toBe(true);
    expect(isPageFile('page-data/sq/d/123.json')).toBe(true);
    expect(isPageFile('app-1234.js')).toBe(false);
    expect(isPageFile('manifest.json')).toBe(false);
    expect(isPageFile('rss.xml')).toBe(false);
  });
});

describe('pageOfFile', () => {
  it.each([
    ['index.html', '/'],
    ['page-data/index/page-data.json', '/'],
    ['blog/index.html', '/blog/'],
    ['page-data/blog/page-data.json', '/blog/'],
    ['blog/tag/azure/page/2/index.html', '/blog/tag/azure/page/2/'],
    ['page-data/blog/tag/azure/page/2/page-data.json', '/blog/tag/azure/page/2/'],
    ['404.html', '404.html'],
    ['page-data/404.html/page-data.json', '404.html'],
    ['page-data/sq/d/123.json', 'page-data/sq/d/123.json'],
    ['page-data/app-data.json', 'page-data/app-data.json'],
  ])('%s belongs to %s', (file, page) => {
    expect(pageOfFile(file)).toBe(page);
  });
});

describe('pagesOfFiles', () => {
  it("counts a page's HTML and page data once, and leaves out files that are no page's", () => {
    expect(
      pagesOfFiles([
        'blog/a/index.html',
        'page-data/blog/a/page-data.json',
        'blog/index.html',
        'rss.xml',
        'page-data/blog/page-data.json',
      ]),
    ).toEqual(['/blog/', '/blog/a/']);
  });
});
