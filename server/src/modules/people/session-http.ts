/**
 * What the people routes share about sessions over HTTP: the answer that says who is signed in,
 * the session cookie, the actor a new session makes, the address secret links lead to, and the
 * per-address budget that public token routes share with signing in.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ROLES, SESSION_ABSOLUTE_MS } from '@cloud-consulting/domain/admin-roles';
import { RATE_LIMIT_WINDOW_MS } from '../../plugins/rate-limits.js';
import { SESSION_COOKIE, type Actor } from '../../plugins/admin-auth.js';
import { sha256, type Session } from './accounts.js';

export const role = { type: 'string', enum: [...ROLES] } as const;

export const sessionAnswer = {
  type: 'object',
  properties: {
    id: { type: ['integer', 'null'] },
    email: { type: ['string', 'null'] },
    name: { type: 'string' },
    role,
    csrfToken: { type: ['string', 'null'] },
  },
} as const;

export const sessionOut = (session: Session) => ({
  ...session.person,
  csrfToken: session.csrfToken,
});

/** Sets the session cookie; Secure when the call came over HTTPS (TRUSTED_PROXIES honoured). */
export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, session: Session) {
  reply.setCookie(SESSION_COOKIE, session.token, {
    path: '/admin/api',
    httpOnly: true,
    sameSite: 'strict',
    secure: request.protocol === 'https',
    maxAge: Math.floor(SESSION_ABSOLUTE_MS / 1000),
  });
}

/** The person a new session signs in is the actor of this call (the audit log names them). */
export const signedInActor = (session: Session): Actor => ({
  kind: 'person',
  ...session.person,
  sessionId: sha256(session.token),
  csrfToken: session.csrfToken,
});

/** The start of a mailed link: PROVIDER_URL, or (in development) the address this call came to. */
export const linkBase = (app: FastifyInstance, request: FastifyRequest) =>
  app.config.providerUrl ?? `${request.protocol}://${request.host}`.replace(/\/+$/, '');

/**
 * The rate limit of a route that takes a secret token or a password from whoever calls: it
 * spends the sign-in budget of the caller's address, so guessing tokens costs what guessing
 * passwords costs.
 */
export const signInBudget = (app: FastifyInstance) => ({
  max: app.config.rateLimits.signIns,
  timeWindow: RATE_LIMIT_WINDOW_MS,
  groupId: 'signIns',
});
