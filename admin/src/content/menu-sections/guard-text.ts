/**
 * What switching a menu section off does on the public site, from the site's own rules: a menu
 * entry's pages send visitors home and its link goes from the menu; a page section leaves its page.
 */
import { routesGuardedBy } from '@cloud-consulting/domain/menus';

export interface GuardText {
  routes: string[];
  /** One sentence for the switch's description. */
  effect: string;
}

export function guardText(section: { name?: unknown; type?: unknown }): GuardText {
  const name = typeof section.name === 'string' ? section.name : '';
  const isMenu = String(section.type ?? '')
    .toLowerCase()
    .includes('menu');
  if (!isMenu)
    return { routes: [], effect: 'A part of a page: while off, the page leaves it out.' };
  const routes = routesGuardedBy(name);
  if (routes.length === 0) {
    return { routes, effect: 'Guards no page: while off, the site hides its link.' };
  }
  return {
    routes,
    effect: `While off, the menu hides its link and ${routes.length === 1 ? 'this page sends' : 'these pages send'} visitors home:`,
  };
}
