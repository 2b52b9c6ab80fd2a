/**
 * What the OpenAPI document says of an operation beyond its route schema, derived once here from
 * what the route is (its path, its configuration, the guards in front of it), so a client reads
 * what the server really does without 150 routes each repeating it:
 * - a visitor's write: its request body, converted (forms/json-schema.ts) from the shared joi
 *   rules its handler reads the body with, the rules the site's forms use: one source for both;
 * - an operationId: the route's own, or one made from its method and path;
 * - its security: X-API-Key under /api (api-key.ts), what admin-auth.ts declared under
 *   /admin/api, and none elsewhere;
 * - the refusals the app gives every route (400, 503), under /api (401), a rate-limited route
 *   (429), an admin route (429 for a client that spent its budget of wrong tokens).
 * Only the document changes: validation and serialization read the route's own schema.
 */
import type { RouteOptions } from 'fastify';
import { API_PREFIX } from '@cloud-consulting/domain/api-paths';
import { joiJsonSchema } from '@cloud-consulting/domain/forms/json-schema';

/** Where the admin API lives (app.ts registers its scope there). */
const ADMIN_API_PREFIX = '/admin/api';

type Schema = Record<string, unknown>;

const API_SECURITY = [{ apiKey: [] }];

/** The refusals, each in words: what a client did, or what it may do about it. */
const REFUSALS = {
  400: 'The request was refused: a field, a parameter or the body is not what this operation reads.',
  401: 'No valid credentials: under /api the X-API-Key header; under /admin/api a session or the bearer token.',
  403: 'The signed-in role may not do this, or a write with the session cookie lacks X-CSRF-Token.',
  429: 'Too many requests from this address in the last minute; Retry-After says when to try again.',
  503: 'The server is starting, overloaded or cannot reach its database; retry after Retry-After seconds.',
} as const;

const retryAfter = {
  'Retry-After': { type: 'integer', description: 'Seconds to wait before trying again' },
};

/** A refusal answer: its description, the error shape, and Retry-After where it is sent. */
function refusal(status: keyof typeof REFUSALS, shape: string): Schema {
  return {
    description: REFUSALS[status],
    ...(status === 429 || status === 503 ? { headers: retryAfter } : {}),
    $ref: `${shape}#`,
  };
}

const words = (segment: string) =>
  segment
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((word) => word[0]!.toUpperCase() + word.slice(1))
    .join('');

/**
 * An operationId made from the method and the path: GET /api/blog/:id/comments is
 * getApiBlogByIdComments (a parameter as By<Name>). The /api stays in, so a public read never
 * takes the name of the admin operation on the same content (getSiteSettings is the admin's).
 */
export function derivedOperationId(method: string, url: string): string {
  const parts = url
    .split('/')
    .filter(Boolean)
    .map((segment) =>
      segment.startsWith(':') || segment.startsWith('{') ? `By${words(segment)}` : words(segment),
    );
  return method.toLowerCase() + parts.join('');
}

const isUnder = (url: string, prefix: string) => url === prefix || url.startsWith(`${prefix}/`);

/** The route's schema as the document shows it (the route itself is left as it is). */
export function documentedSchema(route: RouteOptions, url: string): Schema | undefined {
  const own = route.schema as Schema | undefined;
  if (own?.hide) return own;
  const config = route.config ?? {};
  const methods = [route.method].flat();
  const schema: Schema = { ...own };
  const publicWrite = config.publicWrite === true;
  const errorShape = publicWrite ? 'WriteError' : 'Error';
  const underApi = isUnder(url, API_PREFIX);
  const underAdmin = isUnder(url, ADMIN_API_PREFIX);

  if (config.bodyRules && !schema.body) schema.body = joiJsonSchema(config.bodyRules);
  schema.operationId ??= derivedOperationId(methods[0]!, url);
  // Admin routes: admin-auth.ts declared the session and the token, except the ones anyone may
  // call (signing in, accepting an invitation), which need nothing.
  schema.security ??= underApi ? API_SECURITY : [];

  const responses: Schema = { ...(own?.response as Schema | undefined) };
  // A .csv address answers the file itself, which no JSON schema describes.
  if (url.endsWith('.csv') && !Object.keys(responses).some((status) => status.startsWith('2'))) {
    responses[200] = {
      description: 'The CSV file (text/csv; charset=utf-8), as an attachment',
      content: { 'text/csv': { schema: { type: 'string' } } },
    };
  }
  const add = (status: keyof typeof REFUSALS) => {
    const given = responses[status] as Schema | undefined;
    // A refusal the route declared keeps its shape and gets its words when it has none.
    responses[status] = given
      ? { description: REFUSALS[status], ...given }
      : refusal(status, errorShape);
  };
  // A control character in any address is refused (control-characters.ts), as is a body or a
  // parameter the route's schema does not accept.
  add(400);
  const guarded = underAdmin && config.access !== 'anyone';
  if (underApi || guarded) add(401);
  if (guarded) add(403);
  if (config.rateLimit || guarded) add(429);
  // Overload (under-pressure) refuses any route; so does a database out of reach.
  add(503);
  schema.response = responses;
  return schema;
}

/**
 * Paths a router could confuse, documented on both: /api/blog/slug/{slug} and
 * /api/blog/{id}/comments both fit /api/blog/slug/comments. The router takes a fixed segment
 * before a parameter, so the address means the path whose fixed segment it names; the ids are
 * integers, so no real id is ever read as a fixed word.
 */
export function documentAmbiguousPaths(paths: Record<string, Schema>): void {
  const split = (path: string) => path.split('/').filter(Boolean);
  const isParam = (segment: string) => segment.startsWith('{');
  const names = Object.keys(paths);
  for (const a of names) {
    for (const b of names) {
      const sa = split(a);
      const sb = split(b);
      if (a === b || sa.length !== sb.length) continue;
      // b takes a fixed word where a has a parameter, and nothing else tells them apart.
      const fits = sa.every((s, i) => s === sb[i] || isParam(s) || isParam(sb[i]!));
      const index = sa.findIndex((s, i) => isParam(s) && !isParam(sb[i]!));
      if (!fits || index === -1) continue;
      const item = paths[a]!;
      const words =
        `Also fits ${b}: the router takes the fixed segment "${sb[index]}" before ` +
        `${sa[index]}, so an address with "${sb[index]}" there is ${b}.`;
      if (!String(item.description ?? '').includes(words)) {
        item.description = item.description ? `${String(item.description)} ${words}` : words;
      }
    }
  }
}
