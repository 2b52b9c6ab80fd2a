/**
 * Admin: signing in and out, who is signed in, and (owners) people and invitations. None of these
 * changes published content, so none asks the site to rebuild.
 */
import type { FastifyInstance } from 'fastify';
import {
  LAST_OWNER_MESSAGE,
  SIGN_IN_REFUSED,
  leavesAnOwner,
  passwordProblem,
  type Role,
} from '@cloud-consulting/domain/admin-roles';
import { refuse } from '../../plugins/refusal.js';
import { ref } from '../../plugins/shared-schemas.js';
import { SESSION_COOKIE, actorName } from '../../plugins/admin-auth.js';
import { personChangeAction } from '@cloud-consulting/domain/audit';
import { noteAudit } from '../audit/recorder.js';
import { isUniqueViolation } from '../content/admin-routes.js';
import { sha256, type Session } from './accounts.js';
import type { PersonRow } from './repository.js';
import {
  role,
  sessionAnswer,
  sessionOut,
  setSessionCookie,
  signedInActor,
  signInBudget,
} from './session-http.js';
import { INVITATION_INVALID, invitationRoutes } from './invitation-routes.js';
import { passwordRoutes } from './password-routes.js';

const tags = ['admin: people'];
const idParams = {
  type: 'object',
  properties: { id: { type: 'integer', minimum: 1, maximum: 2147483647 } },
  required: ['id'],
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

  app.post<{ Body: { email: string; password: string } }>(
    '/session',
    {
      config: {
        access: 'anyone',
        audit: 'sign in',
        // Per address, beside each account's lockout (per email and address): one address
        // cannot try many accounts.
        rateLimit: signInBudget(app),
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

  app.post<{ Body: { token: string; name: string; password: string } }>(
    '/invitations/accept',
    {
      config: {
        access: 'anyone',
        audit: 'accept invitation',
        // Guessing tokens costs the sign-in budget of the address: the two share it.
        rateLimit: signInBudget(app),
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
      const refuseToken = () =>
        refuse(400, INVITATION_INVALID, {
          errors: [{ field: 'token', message: INVITATION_INVALID }],
        });
      // The token first: a bogus one costs a query, not the memory and time of a password hash.
      const invitation = await repo.findOpenInvitation(sha256(token), new Date(app.now()));
      if (!invitation) throw refuseToken();
      const problem = passwordProblem(password, { email: invitation.email, name });
      if (problem)
        throw refuse(400, problem, { errors: [{ field: 'password', message: problem }] });
      const passwordHash = await accounts.hashPassword(password);
      let session: Session;
      try {
        session = await app.db.transaction(async (tx) => {
          const taken = await repo.takeInvitation(sha256(token), new Date(app.now()), tx);
          // Taken by another acceptance meanwhile, revoked or expired since.
          if (!taken) throw refuseToken();
          const person = await repo.insert(
            {
              email: taken.email,
              name: name.trim(),
              role: taken.role,
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

  await invitationRoutes(app);
  await passwordRoutes(app);

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
