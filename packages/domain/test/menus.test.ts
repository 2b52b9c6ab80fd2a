import {
  canonicalMenuName,
  guardLabelFor,
  isActiveFlag,
  isMenuVisible,
  isSectionActive,
  MENU_DIAGNOSTIC_LABELS,
  menuEntries,
  normaliseMenuName,
  ROUTE_MENU_LABELS,
  routesGuardedBy,
} from '@cloud-consulting/domain/menus';
import { buildSection } from './fixtures';

describe('menu name normalisation', () => {
  it.each([
    ['  Services ', 'service'],
    ['#Blog', 'blog'],
    ['Industries', 'industry'],
    ['Media & Entertainment', 'mediaandentertainment'],
    ['corporate-training', 'corporatetraining'],
    ['About Us', 'aboutus'],
    ['Analysis', 'analysis'],
    ['Access', 'access'],
    ['Paths', 'path'],
  ])('%p becomes %p', (name, expected) => {
    expect(normaliseMenuName(name)).toBe(expected);
  });

  it.each([
    ['Service', 'service'],
    ['Services', 'service'],
    ['Product', 'product'],
    ['Industry', 'industry'],
    ['Course', 'course'],
    ['Courses', 'course'],
    ['Online Course', 'course'],
    ['Online Learning', 'course'],
    ['Learning Course', 'course'],
    ['Partner', 'partner'],
    ['Expertise', 'expertise'],
    ['Path', 'path'],
    ['Paths', 'path'],
    ['Learning Path', 'path'],
    ['Learning Paths', 'path'],
    ['Blog', 'blog'],
    ['About', 'about'],
    ['Corporate Training', 'corporatetraining'],
    ['Corp Training', 'corporatetraining'],
    ['Get Started', 'getstarted'],
    ['Achievements-AboutUs', 'achievementsaboutus'],
  ])('alias %p maps to %p', (name, expected) => {
    expect(canonicalMenuName(name)).toBe(expected);
  });
});

describe('menu visibility', () => {
  const sections = [
    buildSection('Services'),
    buildSection('industries', 0),
    buildSection('Blog', 1),
    buildSection('Blog', 0),
    buildSection('Learning Paths', 'true'),
  ];

  it.each([
    ['Services', true],
    ['Industry', false], // inactive
    ['Blog', false], // one inactive duplicate hides it
    ['Path', true], // listed and active
    ['Courses', false], // missing: course is hidden
    ['Partner', true], // missing: visible
  ])('%s visible: %p', (label, expected) => {
    expect(isMenuVisible(label, sections)).toBe(expected);
  });

  it('shows everything when the list is empty', () => {
    expect(isMenuVisible('Courses', [])).toBe(true);
    expect(isMenuVisible('Path', [])).toBe(true);
  });

  it('shows all while loading, or none when asked to hide', () => {
    expect(isMenuVisible('Industry', sections, { loading: true })).toBe(true);
    expect(isMenuVisible('Services', sections, { loading: true, hideWhileLoading: true })).toBe(
      false,
    );
  });

  it.each([
    [true, true],
    [1, true],
    ['1', true],
    ['TRUE', true],
    ['yes', true],
    [false, false],
    [0, false],
    ['false', false],
    [null, false],
    [undefined, false],
  ])('flag %p reads as %p', (value, expected) => {
    expect(isActiveFlag(value)).toBe(expected);
  });
});

describe('named sections and entries', () => {
  it('needs a named section to exist and be active', () => {
    expect(
      isSectionActive('Achievements-AboutUs', [buildSection('achievements-aboutus', 1, 'section')]),
    ).toBe(true);
    expect(isSectionActive('Achievements-AboutUs', [buildSection('Achievements-AboutUs', 0)])).toBe(
      false,
    );
    expect(isSectionActive('Achievements-AboutUs', [])).toBe(false);
  });

  it('keeps entries whose Type contains menu', () => {
    const list = [
      buildSection('A', 1, 'Main Menu'),
      buildSection('B', 1, 'section'),
      { Name: 'C', IsActive: 1 },
    ];
    expect(menuEntries(list).map((s) => s.Name)).toEqual(['A']);
  });

  it.each([
    ['/services', 'Services'],
    ['/corporate-training/', 'Corporate Training'],
    ['/partners', 'Partner'],
    ['/blog', 'Blog'],
    ['/blog/page/2', 'Blog'],
    ['/blog/tag/azure/page/2/', 'Blog'],
    ['/blog/an-article', null],
    ['/blog/tag', null],
    ['/', null],
    ['/contact-us', null],
  ])('guards %p with %p', (path, label) => {
    expect(guardLabelFor(path)).toBe(label);
  });

  it('lists the diagnostics labels', () => {
    expect(MENU_DIAGNOSTIC_LABELS).toHaveLength(11);
  });
});

describe('routes a menu section guards', () => {
  it.each([
    ['Services', ['/services']],
    ['Industry', ['/industries']],
    ['Corporate Training', ['/corporate-training']],
    ['corporate-training', ['/corporate-training']],
    ['Online Courses', ['/courses']],
    ['Learning Path', ['/path']],
    ['Products', ['/products']],
    ['Partner', ['/partners']],
    ['Blog', ['/blog', '/blog/page/*', '/blog/tag/*']],
    ['Get Started', []],
    ['Achievements-AboutUs', []],
  ])('%p guards %p', (name, routes) => {
    expect(routesGuardedBy(name)).toEqual(routes);
  });

  it('names every guarded route under the section of its own label', () => {
    for (const [route, label] of Object.entries(ROUTE_MENU_LABELS)) {
      expect(routesGuardedBy(label)).toContain(route);
    }
  });
});
