/**
 * Sign-in, sessions and first owners. A session is a random 256-bit token in an httpOnly cookie;
 * the database keeps only its SHA-256, so sessions survive restarts and every replica knows them.
 */
import { createHash, randomBytes } from 'node:crypto';
import {
  LOCKOUT_LOOKBACK_MS,
  lockedUntil,
  sessionExpiresAt,
  type Role,
} from '@cloud-consulting/domain/admin-roles';
import type { Database, Queryable } from '../../db/client.js';
import { checkNothing, hashPassword, verifyPassword } from './passwords.js';
import { createPeopleRepository, type PersonRow } from './repository.js';

/** A session's last-seen time is written at most this often (one write per minute, not per call). */
const TOUCH_EVERY_MS = 60_000;

export const sha256 = (token: string) => createHash('sha256').update(token).digest('hex');
export const newToken = () => randomBytes(32).toString('base64url');

export interface SignedInPerson {
  id: number;
  email: string;
  name: string;
  role: Role;
}

export interface Session {
  /** The cookie's value: given to the browser, never stored. */
  token: string;
  csrfToken: string;
  person: SignedInPerson;
  expiresAt: Date;
}

const publicPerson = (p: Pick<PersonRow, 'id' | 'email' | 'name' | 'role'>): SignedInPerson => ({
  id: p.id,
  email: p.email,
  name: p.name,
  role: p.role,
});

export function createAccounts(db: Database, now: () => number) {
  const repo = createPeopleRepository(db);

  async function startSession(person: PersonRow, tx: Queryable = db): Promise<Session> {
    const token = newToken();
    const csrfToken = newToken();
    const at = now();
    const expiresAt = new Date(sessionExpiresAt(at, at));
    await repo.insertSession(
      {
        id: sha256(token),
        person_id: person.id,
        csrf_token: csrfToken,
        created_at: new Date(at),
        last_seen_at: new Date(at),
        expires_at: expiresAt,
      },
      tx,
    );
    return { token, csrfToken, person: publicPerson(person), expiresAt };
  }

  return {
    repo,
    startSession,
    /** A new password's argon2id hash (tests watch how often the routes spend one). */
    hashPassword,

    /**
     * A new session for the email and password, or null: wrong password, unknown email, disabled
     * or locked account alike, each after the time of one password check. The lockout holds per
     * email and client address (`addressHash`, the salted hash of the caller's address): failures
     * from one address lock that address out, so nobody can lock an owner out of their account
     * from elsewhere; the per-address sign-in budget bounds how many accounts one address tries.
     */
    async signIn(email: string, password: string, addressHash: string): Promise<Session | null> {
      const key = email.trim().toLowerCase();
      const at = now();
      const failures = await repo.failuresSince(
        key,
        addressHash,
        new Date(at - LOCKOUT_LOOKBACK_MS),
      );
      const locked = lockedUntil(
        failures.map((d) => d.getTime()),
        at,
      );
      const person = await repo.findByEmail(key);
      const usable = person && !person.disabled_at && locked === null;
      const ok = usable
        ? await verifyPassword(person.password_hash, password)
        : await checkNothing(password);
      if (!ok || !person) {
        // Attempts while locked are not counted, so a lock ends after its time.
        if (locked === null) {
          await repo.recordFailure(
            key,
            addressHash,
            new Date(at),
            new Date(at - LOCKOUT_LOOKBACK_MS),
          );
        }
        return null;
      }
      await repo.clearFailures(key, addressHash);
      await repo.deleteExpiredSessions(new Date(at));
      return startSession(person);
    },

    /** The session of a cookie's token, its idle expiry moved on; null when it has ended. */
    async resolve(token: string): Promise<(Omit<Session, 'token'> & { id: string }) | null> {
      const id = sha256(token);
      const at = now();
      const found = await repo.findSession(id, new Date(at));
      if (!found) return null;
      const { session, person } = found;
      let expiresAt = new Date(session.expires_at);
      const lastSeen = new Date(session.last_seen_at).getTime();
      if (at - lastSeen >= TOUCH_EVERY_MS) {
        expiresAt = new Date(sessionExpiresAt(new Date(session.created_at).getTime(), at));
        await repo.touchSession(id, new Date(at), expiresAt);
      }
      return { id, csrfToken: session.csrf_token, person: publicPerson(person), expiresAt };
    },

    signOut: (sessionId: string) => repo.deleteSession(sessionId),

    /**
     * Creates the first owner when nobody has an account yet (ADMIN_EMAIL and ADMIN_PASSWORD at
     * start-up); several replicas starting at once create one. True when it was created.
     */
    async ensureFirstOwner(email: string, password: string, name = 'Owner'): Promise<boolean> {
      const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM people');
      if ((rows[0]?.n ?? 0) > 0) return false;
      const created = await repo.insertFirst({
        email: email.trim(),
        name,
        role: 'owner',
        passwordHash: await hashPassword(password),
        createdAt: new Date(now()),
      });
      return created !== null;
    },
  };
}

export type Accounts = ReturnType<typeof createAccounts>;
