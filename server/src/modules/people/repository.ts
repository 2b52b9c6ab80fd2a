/** SQL of people, admin sessions, failed sign-ins, invitations and password resets. */
import type { Queryable } from '../../db/client.js';
import type { Role } from '@cloud-consulting/domain/admin-roles';

export interface PersonRow {
  id: number;
  email: string;
  name: string;
  role: Role;
  password_hash: string;
  created_at: Date;
  disabled_at: Date | null;
  notify_held_comments: boolean;
}

export interface SessionRow {
  id: string;
  person_id: number;
  csrf_token: string;
  created_at: Date;
  last_seen_at: Date;
  expires_at: Date;
}

export interface InvitationRow {
  id: number;
  email: string;
  role: Role;
  expires_at: Date;
  accepted_at: Date | null;
}

/** An invitation nobody accepted or revoked yet (expired ones too: an owner may resend them). */
export interface PendingInvitationRow extends InvitationRow {
  created_at: Date;
  invited_by_name: string | null;
}

/** An open password reset with the person it is for. */
export interface PasswordResetRow {
  id: number;
  person_id: number;
  email: string;
  name: string;
  expires_at: Date;
}

const INVITATION_COLUMNS = 'id, email, role, expires_at, accepted_at';

export function createPeopleRepository(db: Queryable) {
  return {
    async list(): Promise<PersonRow[]> {
      const { rows } = await db.query<PersonRow>('SELECT * FROM people ORDER BY id');
      return rows;
    },

    async findById(id: number, tx: Queryable = db): Promise<PersonRow | null> {
      const { rows } = await tx.query<PersonRow>('SELECT * FROM people WHERE id = $1', [id]);
      return rows[0] ?? null;
    },

    async findByEmail(email: string, tx: Queryable = db): Promise<PersonRow | null> {
      const { rows } = await tx.query<PersonRow>(
        'SELECT * FROM people WHERE lower(email) = lower($1)',
        [email],
      );
      return rows[0] ?? null;
    },

    async insert(
      person: { email: string; name: string; role: Role; passwordHash: string; createdAt: Date },
      tx: Queryable = db,
    ): Promise<PersonRow> {
      const { rows } = await tx.query<PersonRow>(
        `INSERT INTO people (email, name, role, password_hash, created_at)
         VALUES ($1, $2, $3, $4, $5) RETURNING *`,
        [person.email, person.name, person.role, person.passwordHash, person.createdAt],
      );
      return rows[0]!;
    },

    /** Inserts the person only while the table is empty; null when someone already exists. */
    async insertFirst(person: {
      email: string;
      name: string;
      role: Role;
      passwordHash: string;
      createdAt: Date;
    }): Promise<PersonRow | null> {
      const { rows } = await db.query<PersonRow>(
        `INSERT INTO people (email, name, role, password_hash, created_at)
         SELECT $1, $2, $3, $4, $5 WHERE NOT EXISTS (SELECT 1 FROM people)
         ON CONFLICT DO NOTHING RETURNING *`,
        [person.email, person.name, person.role, person.passwordHash, person.createdAt],
      );
      return rows[0] ?? null;
    },

    /** Every person, locked until the caller's transaction ends (see leavesAnOwner). */
    async lockAll(tx: Queryable): Promise<PersonRow[]> {
      const { rows } = await tx.query<PersonRow>('SELECT * FROM people ORDER BY id FOR UPDATE');
      return rows;
    },

    async update(
      id: number,
      change: { role?: Role; disabledAt?: Date | null },
      tx: Queryable,
    ): Promise<PersonRow | null> {
      const { rows } = await tx.query<PersonRow>(
        `UPDATE people SET role = COALESCE($2, role),
           disabled_at = CASE WHEN $3::boolean THEN $4::timestamptz ELSE disabled_at END
         WHERE id = $1 RETURNING *`,
        [id, change.role ?? null, change.disabledAt !== undefined, change.disabledAt ?? null],
      );
      return rows[0] ?? null;
    },

    /** Sets a person's own preferences; null when there is no such person. */
    async setPreferences(
      id: number,
      change: { notifyHeldComments?: boolean },
      tx: Queryable = db,
    ): Promise<PersonRow | null> {
      const { rows } = await tx.query<PersonRow>(
        `UPDATE people SET notify_held_comments = COALESCE($2, notify_held_comments)
         WHERE id = $1 RETURNING *`,
        [id, change.notifyHeldComments ?? null],
      );
      return rows[0] ?? null;
    },

    /** The addresses of enabled people of these roles who asked to hear of held comments. */
    async heldCommentWatchers(roles: readonly Role[], tx: Queryable = db): Promise<string[]> {
      const { rows } = await tx.query<{ email: string }>(
        `SELECT email FROM people
         WHERE notify_held_comments AND disabled_at IS NULL AND role = ANY($1::text[])
         ORDER BY id`,
        [roles],
      );
      return rows.map((r) => r.email);
    },

    async remove(id: number, tx: Queryable): Promise<boolean> {
      const { rows } = await tx.query('DELETE FROM people WHERE id = $1 RETURNING id', [id]);
      return rows.length > 0;
    },

    // Sessions

    async insertSession(session: SessionRow, tx: Queryable = db): Promise<void> {
      await tx.query(
        `INSERT INTO admin_sessions (id, person_id, csrf_token, created_at, last_seen_at, expires_at)
         VALUES ($1, $2, $3, $4, $5, $6)`,
        [
          session.id,
          session.person_id,
          session.csrf_token,
          session.created_at,
          session.last_seen_at,
          session.expires_at,
        ],
      );
    },

    /** A live session of an enabled person, with that person. */
    async findSession(
      id: string,
      now: Date,
    ): Promise<{ session: SessionRow; person: PersonRow } | null> {
      const { rows } = await db.query<SessionRow & { person: PersonRow }>(
        `SELECT s.*, to_jsonb(p) AS person FROM admin_sessions s
         JOIN people p ON p.id = s.person_id
         WHERE s.id = $1 AND s.expires_at > $2 AND p.disabled_at IS NULL`,
        [id, now],
      );
      const row = rows[0];
      if (!row) return null;
      const { person, ...session } = row;
      return { session, person };
    },

    async touchSession(id: string, lastSeenAt: Date, expiresAt: Date): Promise<void> {
      await db.query('UPDATE admin_sessions SET last_seen_at = $2, expires_at = $3 WHERE id = $1', [
        id,
        lastSeenAt,
        expiresAt,
      ]);
    },

    async deleteSession(id: string): Promise<void> {
      await db.query('DELETE FROM admin_sessions WHERE id = $1', [id]);
    },

    async deleteSessionsOf(personId: number, tx: Queryable = db): Promise<void> {
      await tx.query('DELETE FROM admin_sessions WHERE person_id = $1', [personId]);
    },

    async deleteExpiredSessions(now: Date): Promise<void> {
      await db.query('DELETE FROM admin_sessions WHERE expires_at <= $1', [now]);
    },

    // Failed sign-ins

    /** Failed sign-ins of an email from one client address (its hash) since a time. */
    async failuresSince(email: string, addressHash: string, since: Date): Promise<Date[]> {
      const { rows } = await db.query<{ failed_at: Date }>(
        `SELECT failed_at FROM sign_in_failures
         WHERE email = $1 AND address_hash = $2 AND failed_at > $3`,
        [email, addressHash, since],
      );
      return rows.map((r) => new Date(r.failed_at));
    },

    async recordFailure(
      email: string,
      addressHash: string,
      at: Date,
      forgetBefore: Date,
    ): Promise<void> {
      await db.query('DELETE FROM sign_in_failures WHERE email = $1 AND failed_at <= $2', [
        email,
        forgetBefore,
      ]);
      await db.query(
        'INSERT INTO sign_in_failures (email, address_hash, failed_at) VALUES ($1, $2, $3)',
        [email, addressHash, at],
      );
    },

    /** Forgets the failures of an email from one address (its right password was given there). */
    async clearFailures(email: string, addressHash: string): Promise<void> {
      await db.query('DELETE FROM sign_in_failures WHERE email = $1 AND address_hash = $2', [
        email,
        addressHash,
      ]);
    },

    // Invitations

    async insertInvitation(
      invitation: {
        tokenHash: string;
        email: string;
        role: Role;
        invitedBy: number | null;
        createdAt: Date;
        expiresAt: Date;
      },
      tx: Queryable,
    ): Promise<InvitationRow> {
      const { rows } = await tx.query<InvitationRow>(
        `INSERT INTO admin_invitations (token_hash, email, role, invited_by, created_at, expires_at)
         VALUES ($1, $2, $3, $4, $5, $6) RETURNING ${INVITATION_COLUMNS}`,
        [
          invitation.tokenHash,
          invitation.email,
          invitation.role,
          invitation.invitedBy,
          invitation.createdAt,
          invitation.expiresAt,
        ],
      );
      return rows[0]!;
    },

    /** The invitation of a token while it can still be accepted, without taking it. */
    async findOpenInvitation(tokenHash: string, now: Date): Promise<InvitationRow | null> {
      const { rows } = await db.query<InvitationRow>(
        `SELECT id, email, role, expires_at, accepted_at FROM admin_invitations
         WHERE token_hash = $1 AND accepted_at IS NULL AND revoked_at IS NULL
           AND expires_at > $2`,
        [tokenHash, now],
      );
      return rows[0] ?? null;
    },

    /** Marks a live, unused invitation used and answers it; null when there is none. */
    async takeInvitation(
      tokenHash: string,
      now: Date,
      tx: Queryable,
    ): Promise<InvitationRow | null> {
      const { rows } = await tx.query<InvitationRow>(
        `UPDATE admin_invitations SET accepted_at = $2
         WHERE token_hash = $1 AND accepted_at IS NULL AND revoked_at IS NULL AND expires_at > $2
         RETURNING id, email, role, expires_at, accepted_at`,
        [tokenHash, now],
      );
      return rows[0] ?? null;
    },

    /** Invitations not accepted nor revoked, newest first, with the inviter's name. */
    async listPendingInvitations(): Promise<PendingInvitationRow[]> {
      const { rows } = await db.query<PendingInvitationRow>(
        `SELECT i.id, i.email, i.role, i.created_at, i.expires_at, i.accepted_at,
           p.name AS invited_by_name
         FROM admin_invitations i LEFT JOIN people p ON p.id = i.invited_by
         WHERE i.accepted_at IS NULL AND i.revoked_at IS NULL
         ORDER BY i.created_at DESC, i.id DESC`,
      );
      return rows;
    },

    /**
     * Gives a pending invitation a new token and expiry (the old link stops working); null when
     * it was accepted or revoked meanwhile, or never existed.
     */
    async renewInvitation(
      id: number,
      change: { tokenHash: string; expiresAt: Date },
      tx: Queryable,
    ): Promise<InvitationRow | null> {
      const { rows } = await tx.query<InvitationRow>(
        `UPDATE admin_invitations SET token_hash = $2, expires_at = $3
         WHERE id = $1 AND accepted_at IS NULL AND revoked_at IS NULL
         RETURNING ${INVITATION_COLUMNS}`,
        [id, change.tokenHash, change.expiresAt],
      );
      return rows[0] ?? null;
    },

    /** Takes back a pending invitation: its link stops working. Null when none was pending. */
    async revokeInvitation(id: number, at: Date): Promise<InvitationRow | null> {
      const { rows } = await db.query<InvitationRow>(
        `UPDATE admin_invitations SET revoked_at = $2
         WHERE id = $1 AND accepted_at IS NULL AND revoked_at IS NULL
         RETURNING ${INVITATION_COLUMNS}`,
        [id, at],
      );
      return rows[0] ?? null;
    },

    // Passwords

    async setPassword(id: number, passwordHash: string, tx: Queryable = db): Promise<void> {
      await tx.query('UPDATE people SET password_hash = $2 WHERE id = $1', [id, passwordHash]);
    },

    /** Ends a person's sessions except one (the session that made the change). */
    async deleteOtherSessionsOf(
      personId: number,
      keepSessionId: string | null,
      tx: Queryable = db,
    ): Promise<void> {
      await tx.query('DELETE FROM admin_sessions WHERE person_id = $1 AND id IS DISTINCT FROM $2', [
        personId,
        keepSessionId,
      ]);
    },

    // Password resets

    /** A new reset link for a person; earlier unused ones of theirs stop working. */
    async insertReset(
      reset: {
        tokenHash: string;
        personId: number;
        requestedBy: number | null;
        createdAt: Date;
        expiresAt: Date;
      },
      tx: Queryable,
    ): Promise<void> {
      await tx.query(
        `UPDATE admin_password_resets SET used_at = $2 WHERE person_id = $1 AND used_at IS NULL`,
        [reset.personId, reset.createdAt],
      );
      await tx.query(
        `INSERT INTO admin_password_resets
           (token_hash, person_id, requested_by, created_at, expires_at)
         VALUES ($1, $2, $3, $4, $5)`,
        [reset.tokenHash, reset.personId, reset.requestedBy, reset.createdAt, reset.expiresAt],
      );
    },

    /** The reset of a token while it can be used, for an enabled person, without taking it. */
    async findOpenReset(
      tokenHash: string,
      now: Date,
      tx: Queryable = db,
    ): Promise<PasswordResetRow | null> {
      const { rows } = await tx.query<PasswordResetRow>(
        `SELECT r.id, r.person_id, p.email, p.name, r.expires_at
         FROM admin_password_resets r JOIN people p ON p.id = r.person_id
         WHERE r.token_hash = $1 AND r.used_at IS NULL AND r.expires_at > $2
           AND p.disabled_at IS NULL`,
        [tokenHash, now],
      );
      return rows[0] ?? null;
    },

    /** Marks a usable reset used and answers its person's id; null when it cannot be used. */
    async takeReset(tokenHash: string, now: Date, tx: Queryable): Promise<number | null> {
      const { rows } = await tx.query<{ person_id: number }>(
        `UPDATE admin_password_resets r SET used_at = $2
         FROM people p
         WHERE r.token_hash = $1 AND r.used_at IS NULL AND r.expires_at > $2
           AND p.id = r.person_id AND p.disabled_at IS NULL
         RETURNING r.person_id`,
        [tokenHash, now],
      );
      return rows[0]?.person_id ?? null;
    },
  };
}

export type PeopleRepository = ReturnType<typeof createPeopleRepository>;
