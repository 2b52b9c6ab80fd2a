/**
 * Passwords: a signed-in person changes their own (giving the current one), and an owner mails a
 * person a reset link (single use, one hour; only its hash is stored) whose page sets a new one.
 * Either way the person's other sessions end: whoever held one must sign in with the new
 * password. The public reset routes spend the sign-in budget of the caller's address and look
 * the token up before any password is hashed.
 */
import type { FastifyInstance } from 'fastify';
import { PASSWORD_RESET_TTL_MS, passwordProblem } from '@cloud-consulting/domain/admin-roles';
import { refuse } from '../../plugins/refusal.js';
import { ref } from '../../plugins/shared-schemas.js';
import { actorName } from '../../plugins/admin-auth.js';
import { noteAudit } from '../audit/recorder.js';
import { newToken, sha256 } from './accounts.js';
import { verifyPassword } from './passwords.js';
import {
  linkBase,
  sessionAnswer,
  sessionOut,
  setSessionCookie,
  signedInActor,
  signInBudget,
} from './session-http.js';

const tags = ['admin: people'];
const password = { type: 'string', maxLength: 1024 } as const;
const tokenBody = {
  type: 'object',
  properties: { token: { type: 'string', maxLength: 200 } },
  required: ['token'],
  additionalProperties: false,
} as const;

export const CURRENT_PASSWORD_WRONG = 'The current password is not right.';
export const SAME_PASSWORD = 'The new password is the same as the current one.';
export const RESET_INVALID =
  'This reset link is not valid: it was used, a newer one was sent, or it has expired. Ask an owner for a new one.';
const NO_PASSWORD = 'Passwords belong to people who sign in; the admin token has none';

/** A 400 naming the field it concerns, as the editor app shows it next to that field. */
const fieldRefusal = (field: string, message: string) =>
  refuse(400, message, { errors: [{ field, message }] });

export async function passwordRoutes(app: FastifyInstance): Promise<void> {
  const { accounts } = app;
  const { repo } = accounts;

  app.put<{ Body: { currentPassword: string; newPassword: string } }>(
    '/session/password',
    {
      config: { access: 'signed-in', audit: 'change own password', rateLimit: signInBudget(app) },
      schema: {
        tags,
        operationId: 'changeMyPassword',
        summary:
          "Change the signed-in person's own password (the current one is asked); their other sessions end",
        body: {
          type: 'object',
          properties: { currentPassword: password, newPassword: password },
          required: ['currentPassword', 'newPassword'],
          additionalProperties: false,
        },
        response: {
          204: { type: 'null' },
          400: ref('ValidationError'),
          404: ref('Error'),
          429: ref('Error'),
        },
      },
    },
    async (request, reply) => {
      const actor = request.actor!;
      const person = actor.kind === 'person' ? await repo.findById(actor.id) : null;
      if (actor.kind !== 'person' || !person) throw refuse(404, NO_PASSWORD);
      const { currentPassword, newPassword } = request.body;
      if (!(await verifyPassword(person.password_hash, currentPassword))) {
        throw fieldRefusal('currentPassword', CURRENT_PASSWORD_WRONG);
      }
      if (newPassword === currentPassword) throw fieldRefusal('newPassword', SAME_PASSWORD);
      const problem = passwordProblem(newPassword, person);
      if (problem) throw fieldRefusal('newPassword', problem);
      const passwordHash = await accounts.hashPassword(newPassword);
      await app.db.transaction(async (tx) => {
        await repo.setPassword(person.id, passwordHash, tx);
        await repo.deleteOtherSessionsOf(person.id, actor.sessionId, tx);
      });
      request.log.info({ actor: actorName(actor) }, 'password changed; other sessions ended');
      noteAudit(request, { recordId: person.id, details: {} });
      return reply.code(204).send();
    },
  );

  app.post<{ Params: { id: number } }>(
    '/people/:id/password-reset',
    {
      config: { access: 'people', audit: 'send password reset' },
      schema: {
        tags,
        operationId: 'sendPasswordReset',
        summary:
          'Mail a person a link to set a new password: it works once, for one hour; earlier links stop working',
        params: {
          type: 'object',
          properties: { id: { type: 'integer', minimum: 1, maximum: 2147483647 } },
          required: ['id'],
        },
        response: {
          201: {
            type: 'object',
            properties: {
              email: { type: 'string' },
              expiresAt: { type: 'string', format: 'date-time' },
            },
          },
          404: ref('Error'),
          409: ref('Error'),
        },
      },
    },
    async (request, reply) => {
      const actor = request.actor!;
      const person = await repo.findById(request.params.id);
      if (!person) throw refuse(404, 'Person not found');
      if (person.disabled_at) {
        throw refuse(409, `${person.name} is disabled: enable them before sending a reset link`);
      }
      const token = newToken();
      const at = app.now();
      const expiresAt = new Date(at + PASSWORD_RESET_TTL_MS);
      const sender = actor.kind === 'person' ? actor.name : 'The site owner';
      const link = `${linkBase(app, request)}/admin/reset-password#${token}`;
      const mailId = await app.db.transaction(async (tx) => {
        await repo.insertReset(
          {
            tokenHash: sha256(token),
            personId: person.id,
            requestedBy: actor.kind === 'person' ? actor.id : null,
            createdAt: new Date(at),
            expiresAt,
          },
          tx,
        );
        return app.mailer.enqueue(tx, {
          kind: 'admin-password-reset',
          to: person.email,
          subject: 'Set a new password for the editorial back end',
          text:
            `${sender} sent you a link to set a new password for the editorial back end ` +
            `(${person.email}).\n\n` +
            `Choose it here (the link works once, for one hour):\n${link}\n\n` +
            'Your current password works until the link is used. Setting a new one signs you ' +
            'out everywhere else.\n',
          secretExpiresAt: expiresAt,
        });
      });
      app.mailer.dispatch([mailId]);
      request.log.info(
        { actor: actorName(actor), personId: person.id },
        'password reset link sent',
      );
      noteAudit(request, { recordId: person.id, details: { email: person.email } });
      return reply.code(201).send({ email: person.email, expiresAt });
    },
  );

  app.post<{ Body: { token: string } }>(
    '/password-resets/lookup',
    {
      config: { access: 'anyone', audit: false, rateLimit: signInBudget(app) },
      schema: {
        tags,
        operationId: 'lookUpPasswordReset',
        summary:
          'Whose password a reset link sets, for its page (the token in the body, never in an address)',
        body: tokenBody,
        response: {
          200: {
            type: 'object',
            properties: {
              email: { type: 'string' },
              name: { type: 'string' },
              expiresAt: { type: 'string', format: 'date-time' },
            },
          },
          400: ref('ValidationError'),
          429: ref('Error'),
        },
      },
    },
    async (request) => {
      const reset = await repo.findOpenReset(sha256(request.body.token), new Date(app.now()));
      if (!reset) throw fieldRefusal('token', RESET_INVALID);
      return { email: reset.email, name: reset.name, expiresAt: reset.expires_at };
    },
  );

  app.post<{ Body: { token: string; password: string } }>(
    '/password-resets/accept',
    {
      config: { access: 'anyone', audit: 'reset password', rateLimit: signInBudget(app) },
      schema: {
        tags,
        operationId: 'resetPassword',
        summary:
          "Set a new password with a reset link's token: ends the person's sessions and signs this one in",
        body: {
          type: 'object',
          properties: { token: tokenBody.properties.token, password },
          required: ['token', 'password'],
          additionalProperties: false,
        },
        response: { 200: sessionAnswer, 400: ref('ValidationError'), 429: ref('Error') },
      },
    },
    async (request, reply) => {
      const { token, password: newPassword } = request.body;
      // The token first: a bogus one costs a query, not the memory and time of a password hash.
      const reset = await repo.findOpenReset(sha256(token), new Date(app.now()));
      if (!reset) throw fieldRefusal('token', RESET_INVALID);
      const problem = passwordProblem(newPassword, reset);
      if (problem) throw fieldRefusal('password', problem);
      const passwordHash = await accounts.hashPassword(newPassword);
      const session = await app.db.transaction(async (tx) => {
        // Used by another call meanwhile, expired, or the person disabled since.
        const personId = await repo.takeReset(sha256(token), new Date(app.now()), tx);
        if (personId === null) throw fieldRefusal('token', RESET_INVALID);
        await repo.setPassword(personId, passwordHash, tx);
        await repo.deleteSessionsOf(personId, tx);
        const person = await repo.findById(personId, tx);
        return accounts.startSession(person!, tx);
      });
      request.actor = signedInActor(session);
      noteAudit(request, { recordId: session.person.id, details: {} });
      setSessionCookie(request, reply, session);
      return sessionOut(session);
    },
  );
}
