import { runInNewContext } from 'node:vm';
import {
  acceptAllConsent,
  buildConsentRecord,
  canUseEngagement,
  CONSENT_STORED_CLASS,
  CONSENT_VERSION,
  dataToClear,
  consentStoredCss,
  consentStoredScript,
  decideAnalyticsConsent,
  guestSessionStorage,
  initialCustomChoice,
  isEuLikeLanguage,
  parseAnalyticsOnlyConsent,
  parseStoredConsent,
  rejectAllConsent,
  shouldInjectAnalytics,
  shouldShowBanner,
} from '@cloud-consulting/domain/consent';

const now = new Date('2026-11-23T10:00:00.000Z');

describe('EU-like browser languages', () => {
  it.each([
    ['de', true],
    ['de-AT', true],
    ['fr_FR', true],
    ['en-GB', true],
    ['en-IE', true],
    ['en', false],
    ['en-US', false],
    ['es-MX', false],
    ['pt-BR', false],
    ['zh-Hant-TW', false],
    ['', false],
    ['-', false],
  ])('%p is EU-like: %p', (tag, expected) => {
    expect(isEuLikeLanguage(tag)).toBe(expected);
  });
});

describe('analytics consent decision', () => {
  const base = {
    consentModeEnabled: true,
    storedAnalytics: null,
    languages: ['en-US'],
    regionStrategy: 'EU_DEFAULT_DENY',
  };

  it.each([
    [
      'consent mode off',
      { consentModeEnabled: false, storedAnalytics: false, languages: ['de'] },
      'granted',
    ],
    ['stored yes', { storedAnalytics: true, languages: ['de'] }, 'granted'],
    ['stored no', { storedAnalytics: false }, 'denied'],
    ['EU-like with EU_DEFAULT_DENY', { languages: ['en-US', 'de-DE'] }, 'denied'],
    ['EU-like without the strategy', { languages: ['de'], regionStrategy: null }, 'granted'],
    ['not EU-like', {}, 'granted'],
  ])('%s: %s', (_name, change, expected) => {
    expect(decideAnalyticsConsent({ ...base, ...change })).toBe(expected);
  });

  it('injects the script only once and only when everything allows it', () => {
    const all = {
      storedAllowsAnalytics: true,
      analyticsEnabled: true,
      consent: 'granted' as const,
      alreadyInjected: false,
    };
    expect(shouldInjectAnalytics(all)).toBe(true);
    expect(shouldInjectAnalytics({ ...all, alreadyInjected: true })).toBe(false);
    expect(shouldInjectAnalytics({ ...all, storedAllowsAnalytics: false })).toBe(false);
    expect(shouldInjectAnalytics({ ...all, analyticsEnabled: false })).toBe(false);
    expect(shouldInjectAnalytics({ ...all, consent: 'denied' })).toBe(false);
  });
});

describe('consent records', () => {
  it('always keeps necessary true and dates the choice', () => {
    expect(
      buildConsentRecord({ analytics: true, marketing: false, functional: true }, now),
    ).toEqual({
      necessary: true,
      analytics: true,
      marketing: false,
      functional: true,
      consentDate: '2026-11-23T10:00:00.000Z',
      version: CONSENT_VERSION,
    });
  });

  it('accepts or rejects all but necessary', () => {
    expect(acceptAllConsent(now)).toMatchObject({
      necessary: true,
      analytics: true,
      marketing: true,
      functional: true,
    });
    expect(rejectAllConsent(now)).toMatchObject({
      necessary: true,
      analytics: false,
      marketing: false,
      functional: false,
    });
  });

  it('round-trips a stored record', () => {
    const record = acceptAllConsent(now);
    expect(parseStoredConsent(JSON.stringify(record))).toEqual(record);
    expect(shouldShowBanner(JSON.stringify(record))).toBe(false);
  });

  it('tolerates a record without a date', () => {
    expect(
      parseStoredConsent(
        JSON.stringify({
          analytics: false,
          marketing: false,
          functional: true,
          version: CONSENT_VERSION,
        }),
      )?.consentDate,
    ).toBe('');
  });

  it.each([
    ['no version', {}],
    ['an older version', { version: '2020-01' }],
    ['a version of another type', { version: 1 }],
    ['an empty version', { version: '' }],
  ])('a record with %s is not a valid choice: the banner shows again', (_name, version) => {
    const raw = JSON.stringify({ ...acceptAllConsent(now), version: undefined, ...version });
    expect(parseStoredConsent(raw)).toBeNull();
    expect(shouldShowBanner(raw)).toBe(true);
  });

  it('a record made under the current version is a valid choice', () => {
    const raw = JSON.stringify({ ...rejectAllConsent(now), version: CONSENT_VERSION });
    expect(parseStoredConsent(raw)).toMatchObject({ version: CONSENT_VERSION, functional: false });
    expect(shouldShowBanner(raw)).toBe(false);
  });

  it.each([
    null,
    '',
    'not json',
    '[]',
    'null',
    '"yes"',
    '{"analytics":"true","marketing":false,"functional":false}',
  ])('shows the banner for stored value %p', (raw) => {
    expect(parseStoredConsent(raw)).toBeNull();
    expect(shouldShowBanner(raw)).toBe(true);
  });

  it('reads the analytics-only record', () => {
    expect(parseAnalyticsOnlyConsent('{"analytics":true}')).toBe(true);
    expect(parseAnalyticsOnlyConsent('{"analytics":false}')).toBe(false);
    expect(parseAnalyticsOnlyConsent('{"analytics":1}')).toBeNull();
    expect(parseAnalyticsOnlyConsent(undefined)).toBeNull();
  });

  it('starts the customize panel from the stored choice', () => {
    expect(initialCustomChoice(null)).toEqual({
      analytics: false,
      marketing: false,
      functional: false,
    });
    expect(initialCustomChoice(acceptAllConsent(now))).toEqual({
      analytics: true,
      marketing: true,
      functional: true,
    });
  });
});

describe('guest session storage and engagement', () => {
  it('persists the guest session only with functional consent', () => {
    expect(guestSessionStorage(acceptAllConsent(now))).toBe('local');
    expect(
      guestSessionStorage(
        buildConsentRecord({ analytics: true, marketing: true, functional: false }, now),
      ),
    ).toBe('session');
    expect(guestSessionStorage(null)).toBe('session');
  });

  it.each([
    [{ userId: 5, consent: null }, true],
    [{ userId: '', consent: null }, false],
    [{ consent: null }, false],
    [{ consent: rejectAllConsent(now) }, false],
    [{ consent: acceptAllConsent(now) }, true],
    [
      {
        consent: buildConsentRecord({ analytics: false, marketing: false, functional: true }, now),
      },
      true,
    ],
    [
      { consent: buildConsentRecord({ analytics: true, marketing: true, functional: false }, now) },
      false,
    ],
    [{ userId: 5, consent: rejectAllConsent(now) }, true],
    [{ consent: null, analyticsOnly: true }, true],
  ])('%j may like and bookmark: %p', (input, expected) => {
    expect(canUseEngagement(input)).toBe(expected);
  });
});

describe('what a choice clears', () => {
  it.each([
    [{ analytics: true, marketing: true, functional: true }, false, false],
    [{ analytics: true, marketing: true, functional: false }, false, true],
    [{ analytics: false, marketing: true, functional: true }, true, false],
    [{ analytics: false, marketing: false, functional: false }, true, true],
  ])(
    '%j clears analytics cookies: %p, the persistent guest session: %p',
    (next, analytics, guest) => {
      expect(dataToClear(next)).toEqual({
        analyticsCookies: analytics,
        persistentGuestSession: guest,
      });
    },
  );
});

describe('the head script that hides the served banner for a stored consent', () => {
  /** Runs the script against a fake page holding `raw` in storage; true when it marked <html>. */
  function marks(raw: string | null, storage = true): boolean {
    const classes = new Set<string>();
    runInNewContext(consentStoredScript('key'), {
      localStorage: storage
        ? { getItem: (k: string) => (k === 'key' ? raw : null) }
        : {
            getItem: () => {
              throw new Error('storage refused');
            },
          },
      document: { documentElement: { classList: { add: (c: string) => classes.add(c) } } },
    });
    return classes.has(CONSENT_STORED_CLASS);
  }

  it.each([
    null,
    '',
    'not json',
    '[]',
    'null',
    '42',
    '{}',
    '{"analytics":true,"marketing":false}',
    '{"analytics":"yes","marketing":false,"functional":true}',
    '{"analytics":true,"marketing":false,"functional":true}',
    '{"analytics":false,"marketing":false,"functional":false,"consentDate":"2026-01-01"}',
    `{"analytics":true,"marketing":false,"functional":true,"version":"${CONSENT_VERSION}"}`,
    `{"analytics":"yes","marketing":false,"functional":true,"version":"${CONSENT_VERSION}"}`,
    '{"analytics":true,"marketing":false,"functional":true,"version":"2020-01"}',
    JSON.stringify(acceptAllConsent(now)),
    JSON.stringify({ ...acceptAllConsent(now), version: 'old' }),
  ])('agrees with parseStoredConsent for %p', (raw) => {
    expect(marks(raw)).toBe(parseStoredConsent(raw) !== null);
  });

  it('hides the banner for a current choice and keeps it for an outdated one', () => {
    expect(marks(JSON.stringify(acceptAllConsent(now)))).toBe(true);
    expect(marks(JSON.stringify({ ...acceptAllConsent(now), version: '2020-01' }))).toBe(false);
    expect(marks('{"analytics":true,"marketing":true,"functional":true}')).toBe(false);
  });

  it('leaves the banner showing when storage cannot be read', () => {
    expect(marks(JSON.stringify(acceptAllConsent(now)), false)).toBe(false);
  });

  it('hides only the banner, and only under the class', () => {
    expect(consentStoredCss('[data-cookie-banner]')).toBe(
      `html.${CONSENT_STORED_CLASS} [data-cookie-banner]{display:none}`,
    );
  });
});
