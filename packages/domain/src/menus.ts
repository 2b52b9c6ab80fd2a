/**
 * Menu sections from the server switch navigation on and off. Labels on pages ('Corporate
 * Training', 'Product', ...) and names on the server ('corporate-training', 'Products', ...) are
 * compared after normalisation and aliasing, so editors' spelling does not hide a page.
 */

export interface MenuSection {
  Id?: number | string;
  Name: string;
  Type?: string | null;
  /** Booleans, 1/0 or 'true'/'false', depending on the source. */
  IsActive: boolean | number | string | null | undefined;
  UpdatedDate?: string | null;
}

/** Reads a flag the way the server and the fallback files write it. */
export function isActiveFlag(value: MenuSection['IsActive']): boolean {
  if (typeof value === 'string') return ['true', '1', 'yes'].includes(value.trim().toLowerCase());
  return value === true || value === 1;
}

/**
 * Lowercase, trimmed, leading '#' removed, '&' to 'and', spaces and hyphens removed, plural
 * endings reduced ('industries' to 'industry', 'services' to 'service'; 'us', 'ss' and 'is'
 * endings are not plurals, so 'About Us' stays 'aboutus').
 */
export function normaliseMenuName(name: string): string {
  let value = name
    .trim()
    .toLowerCase()
    .replace(/^#+/, '')
    .replace(/&/g, 'and')
    .replace(/[\s-]+/g, '');
  if (value.endsWith('ies')) value = `${value.slice(0, -3)}y`;
  else if (/[^su]s$/.test(value) && !value.endsWith('is')) value = value.slice(0, -1);
  return value;
}

/** Normalised name to canonical menu name: every alias a menu name is known by. */
export const MENU_ALIASES: Readonly<Record<string, string>> = {
  service: 'service',
  product: 'product',
  industry: 'industry',
  course: 'course',
  onlinecourse: 'course',
  onlinelearning: 'course',
  learningcourse: 'course',
  partner: 'partner',
  expertise: 'expertise',
  path: 'path',
  learningpath: 'path',
  blog: 'blog',
  about: 'about',
  corporatetraining: 'corporatetraining',
  corptraining: 'corporatetraining',
  getstarted: 'getstarted',
};

/** The canonical name for a label or server name; unknown names stay normalised. */
export function canonicalMenuName(name: string): string {
  const normalised = normaliseMenuName(name);
  return MENU_ALIASES[normalised] ?? normalised;
}

/** Menus that stay hidden when the server does not list them (not built yet). */
export const HIDDEN_WHEN_MISSING: readonly string[] = ['course', 'path'];

export interface VisibilityOptions {
  loading?: boolean;
  /** While loading, show nothing instead of everything. */
  hideWhileLoading?: boolean;
}

/**
 * Whether the navigation item for `label` shows. While loading: everything (or nothing with
 * hideWhileLoading). An empty list shows everything, so a server outage never empties the menu.
 * A label missing from the list shows, except course and path. Any inactive duplicate hides it.
 */
export function isMenuVisible(
  label: string,
  sections: readonly MenuSection[],
  options: VisibilityOptions = {},
): boolean {
  if (options.loading) return !options.hideWhileLoading;
  if (sections.length === 0) return true;
  const name = canonicalMenuName(label);
  const matches = sections.filter((section) => canonicalMenuName(section.Name) === name);
  if (matches.length === 0) return !HIDDEN_WHEN_MISSING.includes(name);
  return matches.every((section) => isActiveFlag(section.IsActive));
}

/**
 * Whether a named page section (e.g. 'Achievements-AboutUs') is switched on: it must exist and
 * every entry for it be active. Unlike menus, a missing section is off.
 */
export function isSectionActive(name: string, sections: readonly MenuSection[]): boolean {
  const wanted = normaliseMenuName(name);
  const matches = sections.filter((section) => normaliseMenuName(section.Name) === wanted);
  return matches.length > 0 && matches.every((section) => isActiveFlag(section.IsActive));
}

/** Navigation entries: those whose Type contains 'menu' (any case). */
export const menuEntries = (sections: readonly MenuSection[]): MenuSection[] =>
  sections.filter((section) => (section.Type ?? '').toLowerCase().includes('menu'));

/** Route to the menu label its guard checks; routes not listed are not guarded. */
export const ROUTE_MENU_LABELS: Readonly<Record<string, string>> = {
  '/about': 'About',
  '/products': 'Product',
  '/services': 'Services',
  '/industries': 'Industry',
  '/expertise': 'Expertise',
  '/courses': 'Courses',
  '/path': 'Path',
  '/blog': 'Blog',
  '/corporate-training': 'Corporate Training',
  '/partners': 'Partner',
};

/**
 * Addresses guarded as a whole: every page under them takes the label (the listing's further
 * pages and its tag pages, made from the posts at build time).
 */
export const ROUTE_TREE_MENU_LABELS: Readonly<Record<string, string>> = {
  '/blog/page/*': 'Blog',
  '/blog/tag/*': 'Blog',
};

/** The guard label for a path (trailing slash ignored), or null when the page is not guarded. */
export function guardLabelFor(path: string): string | null {
  const clean = path.length > 1 ? path.replace(/\/+$/, '') : path;
  const under = Object.entries(ROUTE_TREE_MENU_LABELS).find(([route]) =>
    clean.startsWith(route.slice(0, -1)),
  );
  return ROUTE_MENU_LABELS[clean] ?? under?.[1] ?? null;
}

/**
 * The routes a menu section guards: the pages whose guard label names the same menu as the
 * section (after aliasing), so they send visitors home while it is off. Empty for a section
 * that guards no page (a page part, or a menu that only shows a link).
 */
export function routesGuardedBy(sectionName: string): string[] {
  const name = canonicalMenuName(sectionName);
  return Object.entries({ ...ROUTE_MENU_LABELS, ...ROUTE_TREE_MENU_LABELS })
    .filter(([, label]) => canonicalMenuName(label) === name)
    .map(([route]) => route);
}

/** Labels the diagnostics page reports YES/NO for, in its order. */
export const MENU_DIAGNOSTIC_LABELS: readonly string[] = [
  'Services',
  'Industries',
  'Corporate Training',
  'Courses',
  'Path',
  'Blog',
  'About',
  'Expertise',
  'Partner',
  'Product',
  'Get Started',
];

export const SECTION_NAMES = {
  achievements: 'Achievements-AboutUs',
  partnershipEnquiry: 'Partnership-Enquiry-Home-Section',
} as const;

export const MENU_MESSAGES = {
  loadFailed: 'Failed to load menu sections',
  hiddenRule: 'A menu is hidden if any duplicate entry is inactive.',
} as const;

/** Local-storage flag that turns on menu debug logging when set to '1'. */
export const DEBUG_MENUS_KEY = 'DEBUG_MENUS';
