import { guardText } from '../src/content/menu-sections/guard-text';

describe('what a menu section guards', () => {
  it('lists the pages a menu entry guards', () => {
    expect(guardText({ name: 'Services', type: 'menu' })).toEqual({
      routes: ['/services'],
      effect: 'While off, the menu hides its link and this page sends visitors home:',
    });
    expect(guardText({ name: 'Corporate Training', type: 'Menu' }).routes).toEqual([
      '/corporate-training',
    ]);
  });

  it('says a menu entry without a page only hides its link', () => {
    expect(guardText({ name: 'Get Started', type: 'menu' })).toEqual({
      routes: [],
      effect: 'Guards no page: while off, the site hides its link.',
    });
  });

  it('says a page section guards a part of a page, not a route', () => {
    expect(guardText({ name: 'Achievements-AboutUs', type: 'section' }).routes).toEqual([]);
    expect(guardText({ name: 'Services', type: null }).effect).toMatch(/part of a page/);
  });
});
