import { CONSENT_RETRY_INTERVAL_MS, CONSENT_RETRY_LIMIT } from '@cloud-consulting/domain/constants';
import {
  ANALYTICS_SCRIPT_ATTR,
  GTAG_URL,
  GTM_URL,
  applyAnalyticsConsent,
  clearAnalyticsCookies,
  injectAnalytics,
  isAnalyticsCookie,
  type AnalyticsIds,
} from '../../../src/services/analytics';

type TestWindow = Window & {
  dataLayer?: unknown[];
  gtag?: (...args: unknown[]) => void;
  [flag: string]: unknown;
};
const w = () => window as unknown as TestWindow;
const ids = (over: Partial<AnalyticsIds> = {}): AnalyticsIds => ({
  googleAnalyticsId: '',
  googleTagManagerId: '',
  forceIpAnonymization: true,
  ...over,
});
const scripts = () => [...document.querySelectorAll(`script[${ANALYTICS_SCRIPT_ATTR}]`)];

afterEach(() => {
  for (const s of scripts()) s.remove();
  delete w().dataLayer;
  delete w().gtag;
  delete w()['ga-disable-G-TEST1'];
});

describe('injectAnalytics', () => {
  it('adds the GA4 script once, with consent defaults and the configured anonymisation', () => {
    expect(injectAnalytics(ids({ googleAnalyticsId: ' G-TEST1 ' }))).toBe(true);
    expect(injectAnalytics(ids({ googleAnalyticsId: 'G-TEST1' }))).toBe(false);
    expect(scripts()).toHaveLength(1);
    const script = scripts()[0] as HTMLScriptElement;
    expect(script.src).toBe(`${GTAG_URL}?id=G-TEST1`);
    expect(script.async).toBe(true);
    const calls = (w().dataLayer ?? []).map((args) => [...(args as IArguments)]);
    expect(calls[0]).toEqual([
      'consent',
      'default',
      { analytics_storage: 'granted', ad_storage: 'denied' },
    ]);
    expect(calls).toContainEqual(['config', 'G-TEST1', { anonymize_ip: true }]);
    expect(w()['ga-disable-G-TEST1']).toBe(false);
  });

  it('adds the GTM container when only a container id is set', () => {
    expect(injectAnalytics(ids({ googleTagManagerId: 'GTM-AB12' }))).toBe(true);
    expect((scripts()[0] as HTMLScriptElement).src).toBe(`${GTM_URL}?id=GTM-AB12`);
    expect(w().dataLayer).toContainEqual(expect.objectContaining({ event: 'gtm.js' }));
  });

  it('adds nothing without an id', () => {
    expect(injectAnalytics(ids({ googleAnalyticsId: '  ' }))).toBe(false);
    expect(scripts()).toHaveLength(0);
  });
});

describe('applyAnalyticsConsent', () => {
  it('retries while gtag is still loading, then tells it the consent', async () => {
    const waits: number[] = [];
    const gtag = jest.fn();
    const wait = async (ms: number) => {
      waits.push(ms);
      if (waits.length === 3) w().gtag = gtag;
    };
    await expect(
      applyAnalyticsConsent('granted', ids({ googleAnalyticsId: 'G-TEST1' }), wait),
    ).resolves.toBe(true);
    expect(waits).toEqual([
      CONSENT_RETRY_INTERVAL_MS,
      CONSENT_RETRY_INTERVAL_MS,
      CONSENT_RETRY_INTERVAL_MS,
    ]);
    expect(gtag).toHaveBeenCalledWith('consent', 'update', { analytics_storage: 'granted' });
  });

  it(`gives up after ${CONSENT_RETRY_LIMIT} retries, and a denial disables GA at once`, async () => {
    const waits: number[] = [];
    await expect(
      applyAnalyticsConsent('denied', ids({ googleAnalyticsId: 'G-TEST1' }), async (ms) => {
        waits.push(ms);
      }),
    ).resolves.toBe(false);
    expect(waits).toHaveLength(CONSENT_RETRY_LIMIT);
    expect(w()['ga-disable-G-TEST1']).toBe(true);
  });
});

describe('analytics cookies', () => {
  it('knows GA cookies by name', () => {
    for (const name of ['_ga', '_ga_ABC123', '_gid', '_gat', '_gat_UA1']) {
      expect(isAnalyticsCookie(name)).toBe(true);
    }
    for (const name of ['_gac', 'ga', 'session', '_gidx'])
      expect(isAnalyticsCookie(name)).toBe(false);
  });

  it('expires the analytics cookies and leaves the others', () => {
    document.cookie = '_ga=GA1.1.1; path=/';
    document.cookie = '_gid=GA1.1.2; path=/';
    document.cookie = 'site-theme=dark; path=/';
    expect(clearAnalyticsCookies().sort()).toEqual(['_ga', '_gid']);
    expect(document.cookie).toBe('site-theme=dark');
  });
});
