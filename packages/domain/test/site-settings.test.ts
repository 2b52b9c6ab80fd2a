import {
  hasSiteSettings,
  linkedinUrlOf,
  normalizeSiteSettings,
} from '@cloud-consulting/domain/site-settings';

describe('linkedinUrlOf', () => {
  it.each([
    [{ linkedin: 'https://l.example/a' }, 'https://l.example/a'],
    [{ LinkedIn: '  https://l.example/b  ' }, 'https://l.example/b'],
    [{ linkedIn: 'https://l.example/c' }, 'https://l.example/c'],
    [{ LINKEDIN: 'https://l.example/d' }, 'https://l.example/d'],
    [{ linkedin: '   ', LINKEDIN: 'https://l.example/e' }, 'https://l.example/e'],
    [{ linkedin: 42 }, null],
    [{}, null],
  ])('reads %j as %p', (raw, expected) => {
    expect(linkedinUrlOf(raw)).toBe(expected);
  });
});

describe('hasSiteSettings', () => {
  it.each([
    [{ SiteName: 'Acme' }, true],
    [{ SiteName: '  ' }, false],
    [{}, false],
    [[], false],
    [null, false],
    ['Acme', false],
  ])('%j -> %p', (raw, expected) => {
    expect(hasSiteSettings(raw)).toBe(expected);
  });
});

describe('normalizeSiteSettings', () => {
  it('maps the spec keys to camelCase, trims text and reads flags', () => {
    expect(
      normalizeSiteSettings({
        SiteName: ' Acme Cloud ',
        SiteUrl: 'https://acme.example',
        EnableAnalytics: 'true',
        ConsentModeEnabled: 1,
        ForceIpAnonymization: false,
        GoogleAnalyticsId: 'G-1',
        LinkedIn: 'https://l.example/acme',
      }),
    ).toEqual({
      siteName: 'Acme Cloud',
      siteUrl: 'https://acme.example',
      tagline: '',
      linkedinUrl: 'https://l.example/acme',
      enableAnalytics: true,
      consentModeEnabled: true,
      consentRegionStrategy: '',
      forceIpAnonymization: false,
      googleAnalyticsId: 'G-1',
      googleTagManagerId: '',
      useCanonicalAnalyticsScript: false,
      analyticsScript: '',
    });
  });
});
