/**
 * schema.org structured data of the site's pages beyond the article itself: where a page sits
 * (BreadcrumbList on pages below the top level), what the firm offers (Service on the services
 * page, Course on the corporate training page), each in the shape search engines document.
 * Only what the page itself shows goes in: a page's structured data never promises more. No
 * imports: the services and training pages carry this file in their scripts.
 */
const SCHEMA = 'https://schema.org';

const siteBase = (siteUrl: string): string => siteUrl.replace(/\/+$/, '');

/** The firm as the provider of what a page offers. */
export const organization = (site: { siteUrl: string; siteName: string }) => ({
  '@type': 'Organization',
  name: site.siteName,
  url: `${siteBase(site.siteUrl)}/`,
});

export interface Crumb {
  name: string;
  /** The crumb's page, relative to the site ('/blog'). */
  path: string;
}

/** A BreadcrumbList: each crumb's position (from 1), name and absolute address. */
export function breadcrumbList(crumbs: readonly Crumb[], siteUrl: string) {
  const base = siteBase(siteUrl);
  return {
    '@context': SCHEMA,
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: `${base}${crumb.path === '/' ? '/' : crumb.path}`,
    })),
  };
}

export interface Offering {
  name: string;
  description?: string | null;
}

const described = (description: string | null | undefined) =>
  description?.trim() ? { description: description.trim() } : {};

/**
 * The services a page shows, as an ItemList of Service, each provided by the firm. Null when the
 * page shows none.
 */
export function serviceList(
  services: readonly Offering[],
  site: { siteUrl: string; siteName: string; pagePath: string },
) {
  const shown = services.filter((service) => service.name.trim());
  if (shown.length === 0) return null;
  return {
    '@context': SCHEMA,
    '@type': 'ItemList',
    url: `${siteBase(site.siteUrl)}${site.pagePath}`,
    itemListElement: shown.map((service, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      item: {
        '@type': 'Service',
        name: service.name.trim(),
        ...described(service.description),
        provider: organization(site),
        areaServed: 'Worldwide',
      },
    })),
  };
}

/**
 * The courses a page offers, as an ItemList of Course: a Course needs a name, a description and
 * a provider, so an offering without a description is left out. Null when none is left.
 */
export function courseList(
  courses: readonly Offering[],
  site: { siteUrl: string; siteName: string; pagePath: string },
) {
  const shown = courses.filter((course) => course.name.trim() && course.description?.trim());
  if (shown.length === 0) return null;
  return {
    '@context': SCHEMA,
    '@type': 'ItemList',
    url: `${siteBase(site.siteUrl)}${site.pagePath}`,
    itemListElement: shown.map((course, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      item: {
        '@type': 'Course',
        name: course.name.trim(),
        description: course.description!.trim(),
        provider: organization(site),
      },
    })),
  };
}
