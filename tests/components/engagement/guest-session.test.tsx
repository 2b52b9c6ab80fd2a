import { acceptAllConsent, buildConsentRecord } from '@cloud-consulting/domain/consent';
import {
  FALLBACK_GUEST_SESSION_TTL_MS,
  GUEST_SESSION_TTL_MS,
} from '@cloud-consulting/domain/constants';
import { STORAGE_KEYS } from '@cloud-consulting/domain/storage-keys';
import {
  keepGuestSessionInTab,
  loadGuestSession,
  resetGuestSessionMemory,
} from '../../../src/services/guest-session-store';

const now = new Date('2026-03-01T10:00:00.000Z');
const functional = acceptAllConsent(now);
const noFunctional = buildConsentRecord(
  { analytics: true, marketing: false, functional: false },
  now,
);

describe('guest session store', () => {
  beforeEach(() => {
    window.localStorage.clear();
    window.sessionStorage.clear();
    resetGuestSessionMemory();
  });

  it('keeps the session in persistent storage with functional consent, valid 720 hours', () => {
    const session = loadGuestSession(functional, now, 'hash-1');
    expect(JSON.parse(window.localStorage.getItem(STORAGE_KEYS.guestSession)!)).toMatchObject({
      guestId: session.guestId,
      ipHash: 'hash-1',
      consentGiven: true,
    });
    expect(Date.parse(session.expiresAt) - now.getTime()).toBe(GUEST_SESSION_TTL_MS);
    expect(window.sessionStorage.getItem(STORAGE_KEYS.guestSession)).toBeNull();
  });

  it('keeps it only for the tab without functional consent or with no choice yet', () => {
    for (const consent of [noFunctional, null]) {
      window.localStorage.clear();
      const session = loadGuestSession(consent, now);
      expect(window.localStorage.getItem(STORAGE_KEYS.guestSession)).toBeNull();
      expect(JSON.parse(window.sessionStorage.getItem(STORAGE_KEYS.guestSession)!).guestId).toBe(
        session.guestId,
      );
    }
  });

  it('reuses a live session, moves it to persistent storage once functional consent is given', () => {
    const first = loadGuestSession(null, now);
    expect(loadGuestSession(null, new Date(now.getTime() + 1000)).guestId).toBe(first.guestId);
    const later = loadGuestSession(functional, new Date(now.getTime() + 2000));
    expect(later.guestId).toBe(first.guestId);
    expect(window.localStorage.getItem(STORAGE_KEYS.guestSession)).toContain(first.guestId);
    expect(window.sessionStorage.getItem(STORAGE_KEYS.guestSession)).toBeNull();
  });

  it('replaces an expired session', () => {
    const first = loadGuestSession(functional, now);
    const after = new Date(now.getTime() + GUEST_SESSION_TTL_MS + 1);
    expect(loadGuestSession(functional, after).guestId).not.toBe(first.guestId);
  });

  it('falls back to a one-hour session when storing fails', () => {
    const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('QuotaExceededError');
    });
    const session = loadGuestSession(functional, now);
    expect(Date.parse(session.expiresAt) - now.getTime()).toBe(FALLBACK_GUEST_SESSION_TTL_MS);
    expect(loadGuestSession(functional, new Date(now.getTime() + 1000)).guestId).toBe(
      session.guestId,
    );
    setItem.mockRestore();
  });

  it('revoking functional consent empties persistent storage and keeps one guest id for the visit', () => {
    const first = loadGuestSession(functional, now);
    window.localStorage.setItem(STORAGE_KEYS.tempSession, '{"guestId":"old"}');
    const revokedAt = new Date(now.getTime() + 1000);
    keepGuestSessionInTab(revokedAt);
    expect(window.localStorage.getItem(STORAGE_KEYS.guestSession)).toBeNull();
    expect(window.localStorage.getItem(STORAGE_KEYS.tempSession)).toBeNull();
    expect(JSON.parse(window.sessionStorage.getItem(STORAGE_KEYS.guestSession)!)).toMatchObject({
      guestId: first.guestId,
      consentGiven: false,
    });

    expect(loadGuestSession(noFunctional, revokedAt).guestId).toBe(first.guestId);
    expect(window.localStorage.getItem(STORAGE_KEYS.guestSession)).toBeNull();
    // Given again: the same id, back in persistent storage.
    const regranted = loadGuestSession(functional, new Date(now.getTime() + 2000));
    expect(regranted).toMatchObject({ guestId: first.guestId, consentGiven: true });
    expect(window.localStorage.getItem(STORAGE_KEYS.guestSession)).toContain(first.guestId);
  });

  it('leaves the tab session alone when nothing was kept in persistent storage', () => {
    const tab = loadGuestSession(null, now);
    keepGuestSessionInTab(now);
    expect(loadGuestSession(noFunctional, now).guestId).toBe(tab.guestId);
  });
});
