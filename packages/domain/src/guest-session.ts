/** Guest sessions: an anonymous id that lets a visitor comment, like and bookmark. */
import { FALLBACK_GUEST_SESSION_TTL_MS, GUEST_SESSION_TTL_MS } from './constants';
import { type RandomSource, randomInt } from './human-check';

export interface GuestSession {
  guestId: string;
  createdAt: string;
  expiresAt: string;
  ipHash?: string | null;
  fingerprint?: string | null;
  consentGiven: boolean;
}

const HEX = '0123456789abcdef';

/** A v4-shaped UUID from an injectable random source (crypto.randomUUID where available). */
export function randomGuestId(random: RandomSource): string {
  const hex = (n: number) =>
    Array.from({ length: n }, () => HEX[randomInt(random, 0, 15)]).join('');
  const variant = HEX[8 + randomInt(random, 0, 3)];
  return `${hex(8)}-${hex(4)}-4${hex(3)}-${variant}${hex(3)}-${hex(12)}`;
}

/**
 * A new session valid for 720 hours. `fallback` is for when storing failed: such a session is
 * kept in memory only, so it lasts one hour.
 */
export function createGuestSession(input: {
  now: Date;
  guestId: string;
  consentGiven: boolean;
  ipHash?: string | null;
  fingerprint?: string | null;
  fallback?: boolean;
}): GuestSession {
  const ttl = input.fallback ? FALLBACK_GUEST_SESSION_TTL_MS : GUEST_SESSION_TTL_MS;
  return {
    guestId: input.guestId,
    createdAt: input.now.toISOString(),
    expiresAt: new Date(input.now.getTime() + ttl).toISOString(),
    ipHash: input.ipHash ?? null,
    fingerprint: input.fingerprint ?? null,
    consentGiven: input.consentGiven,
  };
}

/** Reads a stored session; null when absent, unreadable or expired at `now` (make a new one). */
export function parseGuestSession(raw: string | null | undefined, now: Date): GuestSession | null {
  if (!raw) return null;
  let value: Partial<GuestSession>;
  try {
    value = JSON.parse(raw) as Partial<GuestSession>;
  } catch {
    return null;
  }
  if (!value || typeof value.guestId !== 'string' || typeof value.expiresAt !== 'string')
    return null;
  const expires = Date.parse(value.expiresAt);
  if (Number.isNaN(expires) || expires <= now.getTime()) return null;
  return value as GuestSession;
}
