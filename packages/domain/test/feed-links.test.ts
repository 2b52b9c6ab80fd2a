import { absoluteLinks } from '../src/feed-links';

const PAGE = 'https://acme.example/blog/moving-to-azure';

describe('absoluteLinks', () => {
  it.each([
    ['<a href="/services">s</a>', '<a href="https://acme.example/services">s</a>'],
    ['<a href="pricing">p</a>', '<a href="https://acme.example/blog/pricing">p</a>'],
    ['<a href="#setup">x</a>', '<a href="https://acme.example/blog/moving-to-azure#setup">x</a>'],
    ["<img src='/uploads/a.png' alt=''>", "<img src='https://acme.example/uploads/a.png' alt=''>"],
    ['<a href="https://other.example/x">o</a>', '<a href="https://other.example/x">o</a>'],
    ['<a href="mailto:hi@acme.example">m</a>', '<a href="mailto:hi@acme.example">m</a>'],
    ['<a href="//cdn.example/x.js">c</a>', '<a href="https://cdn.example/x.js">c</a>'],
  ])('%s', (html, expected) => {
    expect(absoluteLinks(html, PAGE)).toBe(expected);
  });

  it('makes each srcset candidate absolute and keeps its descriptor', () => {
    expect(absoluteLinks('<img srcset="/a-400.webp 400w, /a-800.webp 800w">', PAGE)).toBe(
      '<img srcset="https://acme.example/a-400.webp 400w, https://acme.example/a-800.webp 800w">',
    );
  });
});
