/**
 * What every public write endpoint shares: the 64 KB body limit, its family's rate limit, the
 * hashed client address, and reading a body with a shared joi schema (unknown fields
 * stripped, one message per field, missing fields listed) into the { success: false, error,
 * message } answer the site reads.
 */
import { createHash } from 'node:crypto';
import type Joi from 'joi';
import type { FastifyInstance, RouteShorthandOptions } from 'fastify';
import { validateForm } from '@cloud-consulting/domain/forms/shared';
import type { ServerConfig } from '../config.js';
import { RATE_LIMIT_WINDOW_MS } from './rate-limits.js';
import { bodyProblem } from './body-characters.js';
import { refuse } from './refusal.js';

// Kept for the modules that read the refusal from here.
export { Refusal, failure, refuse, type Failure } from './refusal.js';

/** Body limit of public write endpoints (the app-wide 1 MiB is for admin blog bodies). */
export const PUBLIC_BODY_LIMIT = 64 * 1024;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A visitor's write: errors answer { success: false, error, message }. */
    publicWrite?: boolean;
    /**
     * The shared joi rules the handler reads the body with (readBody). The OpenAPI document
     * shows them as the request body (openapi.ts); validation stays in the handler, so its
     * order (human check first) and its messages are the ones the site reads.
     */
    bodyRules?: Joi.Schema;
  }
}

export type RateLimitName = keyof ServerConfig['rateLimits'];

/**
 * Route options of a public write: body limit, rate limit, the error shape, and what it changes
 * in cached answers (see response-cache.ts): 'post' for engagement and comments of one post,
 * 'nothing' for writes no public read shows (forms, newsletter, consent). The limit is the
 * family's: every route naming the same limit shares one budget per visitor (rate-limits.ts).
 * `bodyRules`: the joi schema the handler reads the body with, published as its request body.
 */
export function writeRoute(
  app: FastifyInstance,
  limit: RateLimitName,
  invalidates: 'post' | 'nothing',
  bodyRules?: Joi.Schema,
): RouteShorthandOptions {
  return {
    bodyLimit: PUBLIC_BODY_LIMIT,
    config: {
      publicWrite: true,
      ...(bodyRules ? { bodyRules } : {}),
      rateLimit: {
        max: app.config.rateLimits[limit],
        timeWindow: RATE_LIMIT_WINDOW_MS,
        groupId: limit,
      },
      invalidates,
    },
  };
}

/** Salted SHA-256 of a client address, hex. Raw addresses are never stored. */
export function hashAddress(salt: string, address: string): string {
  return createHash('sha256').update(`${salt}:${address}`).digest('hex');
}

export const BODY_NOT_OBJECT = 'The request body must be a JSON object.';
export { BAD_CHARACTERS, TOO_DEEP } from './body-characters.js';

/** How deep a visitor's body may nest. */
const MAX_DEPTH = 8;

const isBlank = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** The body as a plain object (an absent body is empty), or a refusal. */
export function bodyObject(body: unknown): Record<string, unknown> {
  if (body === undefined || body === null) return {};
  if (typeof body !== 'object' || Array.isArray(body)) throw refuse(400, BODY_NOT_OBJECT);
  const problem = bodyProblem(body, MAX_DEPTH);
  if (problem) throw refuse(400, problem.message);
  return body as Record<string, unknown>;
}

/**
 * Validates a body with a shared schema. Refuses with 400: `error` and `message` are the first
 * field message, `errors` has one message per field, `required` names the fields left blank.
 */
export function readBody<T>(schema: Joi.Schema<T>, body: unknown): T {
  const input = bodyObject(body);
  const result = validateForm(schema, input);
  if (result.errors === null) return result.value;
  const errors = result.errors;
  const required = Object.keys(errors).filter((key) => !key.includes('.') && isBlank(input[key]));
  const first = Object.values(errors)[0] ?? 'Invalid request';
  throw refuse(400, first, { errors, required });
}

/** A positive integer id that fits PostgreSQL's integer, else null (so no query can overflow). */
export function dbId(value: unknown): number | null {
  const n = typeof value === 'string' && /^\d{1,10}$/.test(value) ? Number(value) : value;
  return typeof n === 'number' && Number.isInteger(n) && n >= 1 && n <= 2_147_483_647 ? n : null;
}
