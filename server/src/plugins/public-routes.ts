/**
 * The address of a public route, taken from the shared API_PATHS that the site's client calls:
 * so a path is written once, and a route cannot drift from what the site requests.
 */
import { apiPath } from '@cloud-consulting/domain/api-paths';

/**
 * A Fastify route: the /api prefix added, and for a path with a parameter (an API_PATHS
 * function), that parameter as `:name`. The marker (letters and underscores) survives the
 * path's own URI encoding.
 */
export function publicRoute(path: string | ((id: string) => string), param?: string): string {
  if (typeof path === 'string') return apiPath(path);
  if (param === undefined) throw new Error('publicRoute: name the path parameter');
  const marker = `__${param}__`;
  const route = path(marker);
  if (!route.includes(marker)) throw new Error(`publicRoute: ${route} does not take ${param}`);
  // A route matches the path alone: a parameter the site sends in the query string (the blog
  // search's q) is read from the query, not named in the route.
  const [pathname, query] = route.split('?');
  return apiPath(query === undefined ? pathname!.replace(marker, `:${param}`) : pathname!);
}
