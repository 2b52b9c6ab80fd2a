import {
  adminSiteSettingsProperties,
  fromAdminSiteSettings,
  siteSettingsAdminName,
  toAdminSiteSettings,
} from '../src/admin-site-settings';

describe('site settings in the admin names', () => {
  it.each([
    ['SiteName', 'siteName'],
    ['GoogleTagManagerId', 'googleTagManagerId'],
    ['linkedin', 'linkedIn'],
    ['LinkedIn', 'linkedIn'],
    ['linkedIn', 'linkedIn'],
    ['LINKEDIN', 'linkedIn'],
  ])('names the stored field %s %s', (stored, admin) => {
    expect(siteSettingsAdminName(stored)).toBe(admin);
  });

  it('documents one camelCase field per stored value, linkedIn once', () => {
    const names = Object.keys(adminSiteSettingsProperties());
    expect(names).toContain('siteName');
    expect(names).toContain('tagline');
    expect(names.filter((name) => name.toLowerCase() === 'linkedin')).toEqual(['linkedIn']);
    expect(names.every((name) => /^[a-z]/.test(name))).toBe(true);
  });

  it('answers the stored settings renamed, the linkedin URL under the spelling the site reads first', () => {
    expect(
      toAdminSiteSettings({
        SiteName: 'Acme',
        EnableAnalytics: false,
        linkedin: ' ',
        LINKEDIN: 'https://l.example/acme',
      }),
    ).toEqual({ siteName: 'Acme', enableAnalytics: false, linkedIn: 'https://l.example/acme' });
    expect(toAdminSiteSettings({ SiteName: 'Acme' })).toEqual({ siteName: 'Acme' });
  });

  it('stores a body under the public names, the linkedin URL under the spelling already stored', () => {
    const body = {
      siteName: 'Acme',
      siteUrl: 'https://acme.example',
      linkedIn: 'https://l.example/x',
    };
    expect(
      fromAdminSiteSettings(body, { SiteName: 'Old', LinkedIn: 'https://l.example/old' }),
    ).toEqual({
      SiteName: 'Acme',
      SiteUrl: 'https://acme.example',
      LinkedIn: 'https://l.example/x',
    });
    expect(fromAdminSiteSettings(body, null)).toEqual({
      SiteName: 'Acme',
      SiteUrl: 'https://acme.example',
      linkedin: 'https://l.example/x',
    });
  });

  it('keeps an unknown field under its own name, for validation to refuse', () => {
    expect(fromAdminSiteSettings({ SiteName: 'Old style' }, null)).toEqual({
      SiteName: 'Old style',
    });
  });
});
