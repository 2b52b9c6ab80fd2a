/**
 * Characters no request body may hold: control characters other than tab and line breaks (a NUL
 * is refused by PostgreSQL in text, which was a 500) and UTF-16 halves without their partner.
 * A visitor's write is checked as its handler reads the body (visitor-writes.ts readBody), in the
 * shape the site reads; every other route's body is checked here, before its schema, and refused
 * with 400 { message, errors: [{ field, message }] } naming where the character is.
 */
import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import { refuse } from './refusal.js';

export const BAD_CHARACTERS = 'The request contains characters that are not allowed.';
export const TOO_DEEP = 'The request body is nested too deeply.';

const FORBIDDEN =
  // eslint-disable-next-line no-control-regex -- finding control characters is the point
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export interface BodyProblem {
  message: string;
  /** Where: the field's path, such as `title` or `items.2.name` (empty for the body itself). */
  field: string;
}

/**
 * The first forbidden character in a parsed body (strings, object keys, array items), or the
 * body nested deeper than `maxDepth`; null when there is none.
 */
export function bodyProblem(
  value: unknown,
  maxDepth = Number.POSITIVE_INFINITY,
  at = '',
  depth = 0,
): BodyProblem | null {
  if (typeof value === 'string') {
    return FORBIDDEN.test(value) ? { message: BAD_CHARACTERS, field: at } : null;
  }
  if (value === null || typeof value !== 'object') return null;
  if (depth > maxDepth) return { message: TOO_DEEP, field: at };
  const entries: [string, unknown][] = Array.isArray(value)
    ? value.map((child, i) => [String(i), child])
    : Object.entries(value);
  for (const [key, child] of entries) {
    const path = at ? `${at}.${key}` : key;
    if (!Array.isArray(value) && FORBIDDEN.test(key)) return { message: BAD_CHARACTERS, field: at };
    const problem = bodyProblem(child, maxDepth, path, depth + 1);
    if (problem) return problem;
  }
  return null;
}

/** preValidation hook: 400 for a body holding a forbidden character, on every route but visitors' writes. */
export function refuseBadBodyCharacters(
  request: FastifyRequest,
  _reply: FastifyReply,
  done: HookHandlerDoneFunction,
): void {
  if (request.routeOptions.config.publicWrite) return done();
  const problem = bodyProblem(request.body);
  if (!problem) return done();
  done(
    refuse(400, problem.message, {
      errors: [{ field: problem.field || 'body', message: problem.message }],
    }),
  );
}
