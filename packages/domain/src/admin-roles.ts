/**
 * People of the editorial back end: their roles, what each role may do, the password rule, the
 * sign-in lockout and the lifetimes of sessions and invitations. Pure rules; the provider stores
 * the counts and times.
 */

export const ROLES = ['owner', 'editor', 'moderator', 'sales'] as const;
export type Role = (typeof ROLES)[number];

/** Families of admin actions; every admin route declares the one it needs. */
export const ACTION_FAMILIES = [
  'content',
  'posts',
  'media',
  'publish',
  'comments',
  'leads',
  'subscribers',
  'people',
  'audit',
  'rebuild',
] as const;
export type ActionFamily = (typeof ACTION_FAMILIES)[number];

/**
 * Which role may do which family. Owners do everything and alone manage people; sales only read
 * and export what visitors sent.
 */
export const ROLE_PERMISSIONS: Readonly<Record<Role, readonly ActionFamily[]>> = {
  owner: ACTION_FAMILIES,
  editor: ['content', 'posts', 'media', 'publish', 'rebuild'],
  moderator: ['comments'],
  sales: ['leads', 'subscribers'],
};

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

export function mayDo(role: Role, family: ActionFamily): boolean {
  return ROLE_PERMISSIONS[role].includes(family);
}

// The password rule lives in its own file; re-exported where the people rules always offered it.
export { PASSWORD_MIN_LENGTH, PASSWORD_TOO_SHORT, passwordProblem } from './password-strength';

/**
 * The one answer to a refused sign-in: a wrong password, an unknown email, a disabled or locked
 * account all read the same, so the answer never tells whether an email has an account.
 */
export const SIGN_IN_REFUSED =
  'Email or password is incorrect, or the account is locked for a while after too many attempts. Try again later.';

export const LOCKOUT = {
  /** Failed sign-ins for one email ... */
  maxFailures: 5,
  /** ... within this window ... */
  windowMs: 15 * 60_000,
  /** ... lock that email for this long after the last of them. */
  lockMs: 15 * 60_000,
} as const;

/** How far back failures matter: a lock can only come from failures this recent. */
export const LOCKOUT_LOOKBACK_MS = LOCKOUT.windowMs + LOCKOUT.lockMs;

/**
 * The time an email's lock ends, or null when it is not locked at `now`. `failures` are the
 * times (ms) of failed sign-ins for the email, in any order; attempts made while locked are not
 * counted, so a lock ends after its time.
 */
export function lockedUntil(failures: readonly number[], now: number): number | null {
  const times = [...failures].filter((t) => t <= now).sort((a, b) => a - b);
  let until: number | null = null;
  for (let i = 0; i + LOCKOUT.maxFailures - 1 < times.length; i++) {
    const last = times[i + LOCKOUT.maxFailures - 1]!;
    // Sorted, so a later run of failures always ends its lock later.
    if (last - times[i]! <= LOCKOUT.windowMs) until = last + LOCKOUT.lockMs;
  }
  return until !== null && until > now ? until : null;
}

/** A session ends after this long unused ... */
export const SESSION_IDLE_MS = 12 * 60 * 60_000;
/** ... and this long after sign-in, however much it is used. */
export const SESSION_ABSOLUTE_MS = 7 * 24 * 60 * 60_000;

/** When a session created at `createdAt` and last used at `lastSeenAt` ends (ms). */
export function sessionExpiresAt(createdAt: number, lastSeenAt: number): number {
  return Math.min(lastSeenAt + SESSION_IDLE_MS, createdAt + SESSION_ABSOLUTE_MS);
}

export const INVITATION_TTL_MS = 72 * 60 * 60_000;

/** A password reset link an owner mails works once, for one hour. */
export const PASSWORD_RESET_TTL_MS = 60 * 60_000;

export interface PersonStanding {
  id: number;
  role: Role;
  disabled: boolean;
}

export const LAST_OWNER_MESSAGE =
  'This is the last active owner: make another person an owner first.';

/**
 * Whether a change to one person leaves at least one active owner. `change` is a new role, a
 * disabling, or a removal (`removed: true`).
 */
export function leavesAnOwner(
  people: readonly PersonStanding[],
  id: number,
  change: { role?: Role; disabled?: boolean; removed?: boolean },
): boolean {
  return people.some((p) => {
    if (p.id !== id) return p.role === 'owner' && !p.disabled;
    if (change.removed) return false;
    return (change.role ?? p.role) === 'owner' && !(change.disabled ?? p.disabled);
  });
}
