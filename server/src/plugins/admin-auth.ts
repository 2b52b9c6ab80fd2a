/**
 * Guard of /admin/api/*. A request is made by an actor: a person signed in with the session
 * cookie (their role decides), or automation with Authorization: Bearer <ADMIN_TOKEN> (owner
 * rights; unset ADMIN_TOKEN: no automation). Every admin route declares in `config.access` the
 * action family it needs (see @cloud-consulting/domain/admin-roles): no actor is 401, a role that
 * may not is 403. Writes made with the cookie also carry X-CSRF-Token, the session's token: a
 * cookie is sent by the browser on its own, a header only by the editor app's script.
 *
 * Wrong bearer tokens have a budget per client address (RATE_LIMIT_FAILED_TOKENS a minute): past
 * it, every bearer call from that address answers 429 until the minute ends, so the token cannot
 * be guessed at the speed of the network.
 */
import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import { mayDo, type ActionFamily, type Role } from '@cloud-consulting/domain/admin-roles';
import type { Accounts } from '../modules/people/accounts.js';
import { refuse } from './refusal.js';
import { addressKey, RATE_LIMIT_WINDOW_MS, type Count, type CounterStore } from './rate-limits.js';
import { ref } from './shared-schemas.js';

/** What a route needs: an action family, any actor ('signed-in'), or nobody ('anyone'). */
export type AdminAccess = ActionFamily | 'signed-in' | 'anyone';

export type Actor =
  | {
      kind: 'person';
      id: number;
      email: string;
      name: string;
      role: Role;
      sessionId: string;
      csrfToken: string;
    }
  | { kind: 'automation'; role: 'owner' };

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Admin routes: what the caller must be allowed to do (see admin-auth.ts). */
    access?: AdminAccess;
  }
  interface FastifyRequest {
    /** Who makes an admin call; null outside the admin API and before the guard. */
    actor: Actor | null;
  }
  interface FastifyInstance {
    /** Every admin route with the access it declares (filled as routes are added). */
    adminRoutes: Array<{ method: string; url: string; access: AdminAccess }>;
  }
}

export const SESSION_COOKIE = 'admin_session';
export const CSRF_HEADER = 'x-csrf-token';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** How an actor is named in logs and records. */
export const actorName = (actor: Actor) =>
  actor.kind === 'automation' ? 'automation' : actor.email;

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

const unauthorized = () =>
  refuse(
    401,
    'Sign in first (session cookie), or send Authorization: Bearer <ADMIN_TOKEN>',
    { error: 'Unauthorized' },
    { 'WWW-Authenticate': 'Bearer' },
  );

const starting = () =>
  refuse(503, 'The server is starting', { error: 'Service Unavailable' }, { 'Retry-After': '1' });

/**
 * Adds the guard to the admin scope, and an onRoute hook that refuses a route without an access
 * declaration at start-up and documents 401/403 and the security schemes of every route.
 */
export function registerAdminAuth(
  admin: FastifyInstance,
  options: {
    adminToken?: string;
    accounts: Accounts;
    isReady: () => boolean;
    /** Where wrong bearer tokens are counted, and how many a minute an address may send. */
    failedTokens: { counters: CounterStore; max: number };
  },
): void {
  const { adminToken, accounts, isReady, failedTokens } = options;
  const failuresOf = (request: FastifyRequest) => `failed-token:${addressKey(request)}`;

  /** 429 once the address has spent its budget of wrong tokens (a store out of reach: no limit). */
  async function refuseOverBudget(count: Promise<Count>): Promise<void> {
    const { current, ttl } = await count.catch(() => ({ current: 0, ttl: 0 }));
    if (current < failedTokens.max) return;
    const seconds = Math.max(1, Math.ceil(ttl / 1000));
    throw refuse(
      429,
      `Too many wrong tokens. Please try again in ${seconds} seconds.`,
      { error: 'Too Many Requests' },
      { 'Retry-After': String(seconds) },
    );
  }

  admin.addHook('onRoute', (route: RouteOptions) => {
    const access = route.config?.access;
    const methods = [route.method].flat();
    if (!access) {
      throw new Error(`Admin route ${methods.join(',')} ${route.url} declares no config.access`);
    }
    for (const method of methods) admin.adminRoutes.push({ method, url: route.url, access });
    if (access === 'anyone') return;
    const schema = (route.schema ??= {}) as Record<string, unknown>;
    schema.security = [{ adminSession: [] }, { adminToken: [] }];
    schema.response = {
      ...(schema.response as object | undefined),
      401: ref('Error'),
      403: ref('Error'),
    };
  });

  async function actorOf(request: FastifyRequest): Promise<Actor | null> {
    const header = request.headers.authorization;
    if (header !== undefined) {
      // An Authorization header is automation's, never a fallback to the cookie.
      const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
      await refuseOverBudget(failedTokens.counters.peek(failuresOf(request), RATE_LIMIT_WINDOW_MS));
      if (!match || !adminToken || !sameSecret(match[1]!, adminToken)) {
        // Counted (a store out of reach counts nothing); the next call past the budget is 429.
        await failedTokens.counters
          .hit(failuresOf(request), RATE_LIMIT_WINDOW_MS)
          .catch(() => undefined);
        return null;
      }
      if (!isReady()) throw starting();
      return { kind: 'automation', role: 'owner' };
    }
    const token = request.cookies[SESSION_COOKIE];
    if (!token) return null;
    if (!isReady()) throw starting();
    const session = await accounts.resolve(token);
    if (!session) return null;
    return {
      kind: 'person',
      ...session.person,
      sessionId: session.id,
      csrfToken: session.csrfToken,
    };
  }

  admin.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config.access;
    if (access === 'anyone') {
      if (!isReady()) throw starting();
      return;
    }
    const actor = await actorOf(request);
    if (!actor) throw unauthorized();
    request.actor = actor;
    if (actor.kind === 'person' && !SAFE_METHODS.has(request.method)) {
      const given = request.headers[CSRF_HEADER];
      if (typeof given !== 'string' || !sameSecret(given, actor.csrfToken)) {
        throw refuse(
          403,
          'Missing or wrong X-CSRF-Token header: send the csrfToken of GET /admin/api/session',
          { error: 'Forbidden' },
        );
      }
    }
    if (access === 'signed-in') return;
    if (!access || !mayDo(actor.role, access)) {
      throw refuse(403, `The ${actor.role} role may not do this (${access ?? 'undeclared'})`, {
        error: 'Forbidden',
      });
    }
  });
}
