/**
 * Where the guest session lives (the shared guest-session rules decide): local storage with
 * functional consent, else the tab's session storage; a one-hour session kept in memory (and in
 * the temporary-session key when that works) when storing fails. Sessions absent or past their
 * 720 hours are replaced.
 */
import { guestSessionStorage, type ConsentRecord } from '@cloud-consulting/domain/consent';
import {
  createGuestSession,
  parseGuestSession,
  randomGuestId,
  type GuestSession,
} from '@cloud-consulting/domain/guest-session';
import { STORAGE_KEYS } from '@cloud-consulting/domain/storage-keys';

function storageOf(kind: 'local' | 'session'): Storage | null {
  try {
    return kind === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return null;
  }
}

function newGuestId(): string {
  try {
    if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') {
      return crypto.randomUUID();
    }
  } catch {
    // Fall through to the injectable generator.
  }
  return randomGuestId(Math.random);
}

let memory: GuestSession | null = null;

/** The session for this visitor now, creating (and storing) one when needed. */
export function loadGuestSession(
  consent: ConsentRecord | null,
  now: Date,
  ipHash: string | null = null,
): GuestSession {
  const kind = guestSessionStorage(consent);
  const storage = storageOf(kind);
  const other = storageOf(kind === 'local' ? 'session' : 'local');
  const read = (s: Storage | null) => {
    try {
      return parseGuestSession(s?.getItem(STORAGE_KEYS.guestSession), now);
    } catch {
      return null;
    }
  };
  // A session kept for the tab moves to persistent storage once functional consent is given.
  const existing = read(storage) ?? (kind === 'local' ? read(other) : null);
  const consentGiven = Boolean(consent?.functional);
  const session =
    existing ??
    (memory && parseGuestSession(JSON.stringify(memory), now)) ??
    createGuestSession({ now, guestId: newGuestId(), consentGiven, ipHash });
  const stored = { ...session, consentGiven, ipHash: session.ipHash ?? ipHash };
  try {
    if (!storage) throw new Error('no storage');
    storage.setItem(STORAGE_KEYS.guestSession, JSON.stringify(stored));
    if (kind === 'local') other?.removeItem(STORAGE_KEYS.guestSession);
    memory = null;
    return stored;
  } catch {
    const fallback =
      memory && parseGuestSession(JSON.stringify(memory), now)
        ? memory
        : createGuestSession({
            now,
            guestId: stored.guestId,
            consentGiven,
            ipHash: stored.ipHash,
            fallback: true,
          });
    memory = fallback;
    try {
      storageOf('session')?.setItem(STORAGE_KEYS.tempSession, JSON.stringify(fallback));
    } catch {
      // Memory only.
    }
    return fallback;
  }
}

/**
 * Without functional consent nothing of the guest may stay in persistent storage: the session
 * and the temporary session leave it. The live session moves to the tab's storage, so the
 * visitor keeps one guest id for the rest of the visit (functional consent given again moves it
 * back, see loadGuestSession).
 */
export function keepGuestSessionInTab(now: Date): void {
  const local = storageOf('local');
  let session: GuestSession | null = null;
  try {
    session = parseGuestSession(local?.getItem(STORAGE_KEYS.guestSession), now);
    local?.removeItem(STORAGE_KEYS.guestSession);
    local?.removeItem(STORAGE_KEYS.tempSession);
  } catch {
    // Storage refused: nothing could be kept there either.
  }
  if (!session) return;
  try {
    storageOf('session')?.setItem(
      STORAGE_KEYS.guestSession,
      JSON.stringify({ ...session, consentGiven: false }),
    );
  } catch {
    memory = { ...session, consentGiven: false };
  }
}

/** For tests: forget the in-memory fallback session. */
export function resetGuestSessionMemory(): void {
  memory = null;
}
