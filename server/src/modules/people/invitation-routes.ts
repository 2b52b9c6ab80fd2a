/**
 * Invitations: an owner invites someone by mail, sees the invitations nobody accepted yet,
 * resends one (a new link; the old one stops working) or revokes it; the join page asks what an
 * invitation's token is for, to name the address and role that is joining.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { INVITATION_TTL_MS, type Role } from '@cloud-consulting/domain/admin-roles';
import { refuse } from '../../plugins/refusal.js';
import { ref } from '../../plugins/shared-schemas.js';
import { actorName, type Actor } from '../../plugins/admin-auth.js';
import { noteAudit } from '../audit/recorder.js';
import type { Queryable } from '../../db/client.js';
import { newToken, sha256 } from './accounts.js';
import type { InvitationRow, PendingInvitationRow } from './repository.js';
import { linkBase, role, signInBudget } from './session-http.js';

const tags = ['admin: people'];
const email = { type: 'string', format: 'email', maxLength: 320 } as const;
const idParams = {
  type: 'object',
  properties: { id: { type: 'integer', minimum: 1, maximum: 2147483647 } },
  required: ['id'],
} as const;

const invitationAnswer = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    email: { type: 'string' },
    role,
    expiresAt: { type: 'string', format: 'date-time' },
  },
} as const;

const pendingAnswer = {
  type: 'object',
  properties: {
    ...invitationAnswer.properties,
    createdAt: { type: 'string', format: 'date-time' },
    invitedBy: { type: ['string', 'null'], description: 'The name of who invited, if known' },
  },
} as const;

const invitationOut = (i: InvitationRow) => ({
  id: i.id,
  email: i.email,
  role: i.role,
  expiresAt: i.expires_at,
});

const pendingOut = (i: PendingInvitationRow) => ({
  ...invitationOut(i),
  createdAt: i.created_at,
  invitedBy: i.invited_by_name,
});

export const INVITATION_INVALID = 'This invitation is not valid: it was used, or it has expired';
const INVITATION_GONE = 'This invitation was accepted or revoked meanwhile';

export async function invitationRoutes(app: FastifyInstance): Promise<void> {
  const { repo } = app.accounts;

  /** Writes the invitation mail with a new link, in the caller's transaction; its outbox id. */
  function mailInvitation(
    request: FastifyRequest,
    tx: Queryable,
    invitation: { email: string; role: Role; token: string; expiresAt: Date },
  ): Promise<number> {
    const actor = request.actor as Actor;
    const inviter = actor.kind === 'person' ? actor.name : 'The site owner';
    const link = `${linkBase(app, request)}/admin/invite#${invitation.token}`;
    return app.mailer.enqueue(tx, {
      kind: 'admin-invitation',
      to: invitation.email,
      subject: 'Your invitation to the editorial back end',
      text:
        `${inviter} invites you to the editorial back end as ${invitation.role}.\n\n` +
        `Choose your name and password here (the link works once, for 72 hours):\n${link}\n`,
      secretExpiresAt: invitation.expiresAt,
    });
  }

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
        response: { 201: invitationAnswer, 409: ref('Error') },
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
        const mailId = await mailInvitation(request, tx, { ...invitation, token, expiresAt });
        return { invitation, mailId };
      });
      app.mailer.dispatch([mailId]);
      request.log.info(
        { actor: actorName(actor), invitationId: invitation.id, role: invitation.role },
        'invitation sent',
      );
      noteAudit(request, { details: { email: invitation.email, role: invitation.role } });
      return reply.code(201).send(invitationOut(invitation));
    },
  );

  app.get(
    '/people/invitations',
    {
      config: { access: 'people' },
      schema: {
        tags,
        operationId: 'listInvitations',
        summary: 'Invitations nobody accepted or revoked yet, newest first (expired ones too)',
        response: { 200: { type: 'array', items: pendingAnswer } },
      },
    },
    async () => (await repo.listPendingInvitations()).map(pendingOut),
  );

  app.post<{ Params: { id: number } }>(
    '/people/invitations/:id/resend',
    {
      config: { access: 'people', audit: 'resend invitation' },
      schema: {
        tags,
        operationId: 'resendInvitation',
        summary:
          'Mail a pending invitation again: a new link for 72 hours; the old one stops working',
        params: idParams,
        response: { 200: invitationAnswer, 404: ref('Error'), 409: ref('Error') },
      },
    },
    async (request) => {
      const token = newToken();
      const expiresAt = new Date(app.now() + INVITATION_TTL_MS);
      const { invitation, mailId } = await app.db.transaction(async (tx) => {
        const invitation = await repo.renewInvitation(
          request.params.id,
          { tokenHash: sha256(token), expiresAt },
          tx,
        );
        if (!invitation) throw refuse(404, INVITATION_GONE);
        if (await repo.findByEmail(invitation.email, tx)) {
          throw refuse(409, 'This email already has an account');
        }
        const mailId = await mailInvitation(request, tx, { ...invitation, token, expiresAt });
        return { invitation, mailId };
      });
      app.mailer.dispatch([mailId]);
      noteAudit(request, { details: { email: invitation.email, role: invitation.role } });
      return invitationOut(invitation);
    },
  );

  app.delete<{ Params: { id: number } }>(
    '/people/invitations/:id',
    {
      config: { access: 'people', audit: 'revoke invitation' },
      schema: {
        tags,
        operationId: 'revokeInvitation',
        summary: 'Revoke a pending invitation: its link stops working',
        params: idParams,
        response: { 204: { type: 'null' }, 404: ref('Error') },
      },
    },
    async (request, reply) => {
      const revoked = await repo.revokeInvitation(request.params.id, new Date(app.now()));
      if (!revoked) throw refuse(404, INVITATION_GONE);
      noteAudit(request, { details: { email: revoked.email, role: revoked.role } });
      return reply.code(204).send();
    },
  );

  app.post<{ Body: { token: string } }>(
    '/invitations/lookup',
    {
      config: { access: 'anyone', audit: false, rateLimit: signInBudget(app) },
      schema: {
        tags,
        operationId: 'lookUpInvitation',
        summary:
          'The address and role of an invitation, for the join page (the token in the body, never in an address)',
        body: {
          type: 'object',
          properties: { token: { type: 'string', maxLength: 200 } },
          required: ['token'],
          additionalProperties: false,
        },
        response: { 200: invitationAnswer, 400: ref('ValidationError'), 429: ref('Error') },
      },
    },
    async (request) => {
      const invitation = await repo.findOpenInvitation(
        sha256(request.body.token),
        new Date(app.now()),
      );
      if (!invitation) {
        throw refuse(400, INVITATION_INVALID, {
          errors: [{ field: 'token', message: INVITATION_INVALID }],
        });
      }
      return invitationOut(invitation);
    },
  );
}
