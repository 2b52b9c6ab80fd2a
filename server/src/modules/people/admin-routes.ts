/**
 * Admin: signing in and out, who is signed in, and (owners) people and invitations. None of these
 * changes published content, so none asks the site to rebuild.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  INVITATION_TTL_MS,
  LAST_OWNER_MESSAGE,
  ROLES,
  SESSION_ABSOLUTE_MS,
  SIGN_IN_REFUSED,
  leavesAnOwner,
  passwordProblem,
  type Role,
} from '@cloud-consulting/domain/admin-roles';
import { RATE_LIMIT_WINDOW_MS } from '../../plugins/rate-limits.js';
import { refuse } from '../../plugins/refusal.js';
import { ref } from '../../plugins/shared-schemas.js';
import { SESSION_COOKIE, actorName, type Actor } from '../../plugins/admin-auth.js';
import { personChangeAction } from '@cloud-consulting/domain/audit';
import { noteAudit } from '../audit/recorder.js';
import { isUniqueViolation } from '../content/admin-routes.js';
import { newToken, sha256, type Session } from './accounts.js';
import type { PersonRow } from './repository.js';

const tags = ['admin: people'];
const email = { type: 'string', format: 'email', maxLength: 320 } as const;
const role = { type: 'string', enum: [...ROLES] } as const;
const idParams = {
  type: 'object',
  properties: { id: { type: 'integer', minimum: 1, maximum: 2147483647 } },
  required: ['id'],
} as const;

const sessionAnswer = {
  type: 'object',
  properties: {
    id: { type: ['integer', 'null'] },
    email: { type: ['string', 'null'] },
    name: { type: 'string' },
    role,
    csrfToken: { type: ['string', 'null'] },
  },
} as const;

const personAnswer = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    email: { type: 'string' },
    name: { type: 'string' },
    role,
    createdAt: { type: 'string', format: 'date-time' },
    disabledAt: { type: ['string', 'null'], format: 'date-time' },
  },
} as const;

const personOut = (p: PersonRow) => ({
  id: p.id,
  email: p.email,
  name: p.name,
  role: p.role,
  createdAt: p.created_at,
  disabledAt: p.disabled_at,
});

/** A signed-in person's own settings of the back end. */
const preferencesAnswer = {
  type: 'object',
  properties: {
    notifyHeldComments: {
      type: 'boolean',
      description: 'Mail me when a comment is held for moderation (moderators and owners)',
    },
  },
  required: ['notifyHeldComments'],
} as const;
const NO_PREFERENCES = 'Preferences belong to a person who signs in; the admin token has none';
const preferencesOut = (p: PersonRow) => ({ notifyHeldComments: p.notify_held_comments });

export async function peopleAdminRoutes(app: FastifyInstance): Promise<void> {
  const { accounts } = app;
  const { repo } = accounts;

  /** Sets the session cookie; Secure when the call came over HTTPS (TRUSTED_PROXIES honoured). */
  function setSessionCookie(request: FastifyRequest, reply: FastifyReply, session: Session) {
    reply.setCookie(SESSION_COOKIE, session.token, {
      path: '/admin/api',
      httpOnly: true,
      sameSite: 'strict',
      secure: request.protocol === 'https',
      maxAge: Math.floor(SESSION_ABSOLUTE_MS / 1000),
    });
  }

  const sessionOut = (session: Session) => ({ ...session.person, csrfToken: session.csrfToken });

  /** The person a new session signs in is the actor of this call (the audit log names them). */
  const signedInActor = (session: Session): Actor => ({
    kind: 'person',
    ...session.person,
    sessionId: sha256(session.token),
    csrfToken: session.csrfToken,
  });

  app.post<{ Body: { email: string; password: string } }>(
    '/session',
    {
      config: {
        access: 'anyone',
        audit: 'sign in',
        // Per address, beside each account's lockout (per email and address): one address
        // cannot try many accounts.
        rateLimit: {
          max: app.config.rateLimits.signIns,
          timeWindow: RATE_LIMIT_WINDOW_MS,
          groupId: 'signIns',
        },
      },
      schema: {
        tags,
        operationId: 'signIn',
        summary: 'Sign in: sets the httpOnly session cookie and answers who is signed in',
        body: {
          type: 'object',
          properties: {
            email: { type: 'string', maxLength: 320 },
            password: { type: 'string', maxLength: 1024 },
          },
          required: ['email', 'password'],
        },
        response: { 200: sessionAnswer, 401: ref('Error'), 429: ref('Error') },
      },
    },
    async (request, reply) => {
      const session = await accounts.signIn(
        request.body.email,
        request.body.password,
        request.ipHash,
      );
      if (!session) {
        // Refusals are recorded too: repeated ones show someone guessing. Never the password.
        noteAudit(request, {
          action: 'sign in refused',
          details: { email: request.body.email.trim() },
          recordRefusal: true,
        });
        throw refuse(401, SIGN_IN_REFUSED, { error: 'Unauthorized' });
      }
      request.actor = signedInActor(session);
      noteAudit(request, { details: {} });
      setSessionCookie(request, reply, session);
      return sessionOut(session);
    },
  );

  app.get(
    '/session',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        operationId: 'getSession',
        summary: 'Who is signed in, with the X-CSRF-Token value of their writes',
        response: { 200: sessionAnswer },
      },
    },
    async (request) => {
      const actor = request.actor!;
      if (actor.kind === 'automation') {
        return { id: null, email: null, name: 'automation', role: actor.role, csrfToken: null };
      }
      const { id, email: address, name, role: personRole, csrfToken } = actor;
      return { id, email: address, name, role: personRole, csrfToken };
    },
  );

  app.delete(
    '/session',
    {
      config: { access: 'signed-in', audit: 'sign out' },
      schema: {
        tags,
        operationId: 'signOut',
        summary: 'Sign out: ends this session',
        response: { 204: { type: 'null' } },
      },
    },
    async (request, reply) => {
      const actor = request.actor!;
      if (actor.kind === 'person') await accounts.signOut(actor.sessionId);
      reply.clearCookie(SESSION_COOKIE, { path: '/admin/api' });
      return reply.code(204).send();
    },
  );

  app.get(
    '/session/preferences',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        operationId: 'getMyPreferences',
        summary: "The signed-in person's own preferences",
        response: { 200: preferencesAnswer, 404: ref('Error') },
      },
    },
    async (request) => {
      const actor = request.actor!;
      const person = actor.kind === 'person' ? await repo.findById(actor.id) : null;
      if (!person) throw refuse(404, NO_PREFERENCES);
      return preferencesOut(person);
    },
  );

  app.patch<{ Body: { notifyHeldComments?: boolean } }>(
    '/session/preferences',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        operationId: 'updateMyPreferences',
        summary: "Change the signed-in person's own preferences (anyone signed in, for themselves)",
        body: {
          type: 'object',
          properties: preferencesAnswer.properties,
          additionalProperties: false,
          minProperties: 1,
        },
        response: { 200: preferencesAnswer, 400: ref('ValidationError'), 404: ref('Error') },
      },
    },
    async (request) => {
      const actor = request.actor!;
      const person =
        actor.kind === 'person' ? await repo.setPreferences(actor.id, request.body) : null;
      if (!person) throw refuse(404, NO_PREFERENCES);
      return preferencesOut(person);
    },
  );

  app.get(
    '/people',
    {
      config: { access: 'people' },
      schema: {
        tags,
        operationId: 'listPeople',
        summary: 'Everyone with an account',
        response: { 200: { type: 'array', items: personAnswer } },
      },
    },
    async () => (await repo.list()).map(personOut),
  );

  app.post<{ Body: { email: string; role: Role } }>(
    '/people/invitations',
    {
      config: { access: 'people', audit: 'invite person' },
      schema: {
        tags,
        operationId: 'invitePerson',
        summary: 'Invite someone: mails a single-use link valid for 72 hours',
        body: {
          type: 'object',
          properties: { email, role },
          required: ['email', 'role'],
          additionalProperties: false,
        },
        response: {
          201: {
            type: 'object',
            properties: {
              id: { type: 'integer' },
              email: { type: 'string' },
              role,
              expiresAt: { type: 'string', format: 'date-time' },
            },
          },
          409: ref('Error'),
        },
      },
    },
    async (request, reply) => {
      const actor = request.actor!;
      const address = request.body.email.trim();
      if (await repo.findByEmail(address)) {
        throw refuse(409, 'This email already has an account');
      }
      const token = newToken();
      const at = app.now();
      const expiresAt = new Date(at + INVITATION_TTL_MS);
      const base =
        app.config.providerUrl ?? `${request.protocol}://${request.host}`.replace(/\/+$/, '');
      const link = `${base}/admin/invite#${token}`;
      const { invitation, mailId } = await app.db.transaction(async (tx) => {
        const invitation = await repo.insertInvitation(
          {
            tokenHash: sha256(token),
            email: address,
            role: request.body.role,
            invitedBy: actor.kind === 'person' ? actor.id : null,
            createdAt: new Date(at),
            expiresAt,
          },
          tx,
        );
        const inviter = actor.kind === 'person' ? actor.name : 'The site owner';
        const mailId = await app.mailer.enqueue(tx, {
          kind: 'admin-invitation',
          to: address,
          subject: 'Your invitation to the editorial back end',
          text:
            `${inviter} invites you to the editorial back end as ${request.body.role}.\n\n` +
            `Choose your name and password here (the link works once, for 72 hours):\n${link}\n`,
          secretExpiresAt: expiresAt,
        });
        return { invitation, mailId };
      });
      app.mailer.dispatch([mailId]);
      request.log.info(
        { actor: actorName(actor), invitationId: invitation.id, role: invitation.role },
        'invitation sent',
      );
      noteAudit(request, { details: { email: invitation.email, role: invitation.role } });
      return reply.code(201).send({
        id: invitation.id,
        email: invitation.email,
        role: invitation.role,
        expiresAt: invitation.expires_at,
      });
    },
  );

  app.post<{ Body: { token: string; name: string; password: string } }>(
    '/invitations/accept',
    {
      config: {
        access: 'anyone',
        audit: 'accept invitation',
        // Guessing tokens costs the sign-in budget of the address: the two share it.
        rateLimit: {
          max: app.config.rateLimits.signIns,
          timeWindow: RATE_LIMIT_WINDOW_MS,
          groupId: 'signIns',
        },
      },
      schema: {
        tags,
        operationId: 'acceptInvitation',
        summary: 'Accept an invitation: creates the account and signs it in',
        body: {
          type: 'object',
          properties: {
            token: { type: 'string', maxLength: 200 },
            name: { type: 'string', minLength: 1, maxLength: 200 },
            password: { type: 'string', maxLength: 1024 },
          },
          required: ['token', 'name', 'password'],
          additionalProperties: false,
        },
        response: {
          201: sessionAnswer,
          400: ref('ValidationError'),
          409: ref('Error'),
          429: ref('Error'),
        },
      },
    },
    async (request, reply) => {
      const { token, name, password } = request.body;
      const invalid = 'This invitation is not valid: it was used, or it has expired';
      const refuseToken = () =>
        refuse(400, invalid, { errors: [{ field: 'token', message: invalid }] });
      // The token first: a bogus one costs a query, not the memory and time of a password hash.
      if (!(await repo.findOpenInvitation(sha256(token), new Date(app.now())))) {
        throw refuseToken();
      }
      const problem = passwordProblem(password);
      if (problem)
        throw refuse(400, problem, { errors: [{ field: 'password', message: problem }] });
      const passwordHash = await accounts.hashPassword(password);
      let session: Session;
      try {
        session = await app.db.transaction(async (tx) => {
          const invitation = await repo.takeInvitation(sha256(token), new Date(app.now()), tx);
          // Taken by another acceptance meanwhile, or expired since.
          if (!invitation) throw refuseToken();
          const person = await repo.insert(
            {
              email: invitation.email,
              name: name.trim(),
              role: invitation.role,
              passwordHash,
              createdAt: new Date(app.now()),
            },
            tx,
          );
          return accounts.startSession(person, tx);
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw refuse(409, 'This email already has an account');
        throw error;
      }
      request.actor = signedInActor(session);
      noteAudit(request, { recordId: session.person.id, details: { role: session.person.role } });
      setSessionCookie(request, reply, session);
      return reply.code(201).send(sessionOut(session));
    },
  );

  app.patch<{ Params: { id: number }; Body: { role?: Role; disabled?: boolean } }>(
    '/people/:id',
    {
      config: { access: 'people', audit: 'change person' },
      schema: {
        tags,
        operationId: 'updatePerson',
        summary: "Change a person's role, or disable (and sign out) or enable them",
        params: idParams,
        body: {
          type: 'object',
          properties: { role, disabled: { type: 'boolean' } },
          additionalProperties: false,
        },
        response: { 200: personAnswer, 404: ref('Error'), 409: ref('Error') },
      },
    },
    async (request) => {
      const { id } = request.params;
      const { role: newRole, disabled } = request.body;
      const person = await app.db.transaction(async (tx) => {
        const people = await repo.lockAll(tx);
        if (!people.some((p) => p.id === id)) throw refuse(404, 'Person not found');
        const standing = people.map((p) => ({ id: p.id, role: p.role, disabled: !!p.disabled_at }));
        if (!leavesAnOwner(standing, id, { role: newRole, disabled })) {
          throw refuse(409, LAST_OWNER_MESSAGE);
        }
        const current = people.find((p) => p.id === id)!;
        const disabledAt =
          disabled === undefined
            ? undefined
            : disabled
              ? (current.disabled_at ?? new Date(app.now()))
              : null;
        const updated = await repo.update(id, { role: newRole, disabledAt }, tx);
        if (disabled) await repo.deleteSessionsOf(id, tx);
        return updated!;
      });
      request.log.info(
        { actor: actorName(request.actor!), personId: id, role: newRole, disabled },
        'person changed',
      );
      noteAudit(request, {
        action: personChangeAction({ role: newRole, disabled }),
        details: { role: newRole, disabled },
      });
      return personOut(person);
    },
  );

  app.delete<{ Params: { id: number } }>(
    '/people/:id',
    {
      config: { access: 'people', audit: 'remove person' },
      schema: {
        tags,
        operationId: 'removePerson',
        summary: 'Remove a person and end their sessions',
        params: idParams,
        response: { 204: { type: 'null' }, 404: ref('Error'), 409: ref('Error') },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      await app.db.transaction(async (tx) => {
        const people = await repo.lockAll(tx);
        if (!people.some((p) => p.id === id)) throw refuse(404, 'Person not found');
        const standing = people.map((p) => ({ id: p.id, role: p.role, disabled: !!p.disabled_at }));
        if (!leavesAnOwner(standing, id, { removed: true })) throw refuse(409, LAST_OWNER_MESSAGE);
        await repo.remove(id, tx);
      });
      request.log.info({ actor: actorName(request.actor!), personId: id }, 'person removed');
      return reply.code(204).send();
    },
  );
}
