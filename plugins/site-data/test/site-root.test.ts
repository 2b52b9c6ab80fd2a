import path from 'node:path';
import { SITE_ROOT, siteRootAbove } from '../src/site-root';

describe('siteRootAbove', () => {
  const site = path.join('/work', 'site');
  const exists = (file: string) => file === path.join(site, 'gatsby-config.ts');

  it('finds the site from the plugin source and from where Gatsby compiles the plugin', () => {
    expect(siteRootAbove(path.join(site, 'plugins/site-data/src'), exists)).toBe(site);
    expect(siteRootAbove(path.join(site, '.cache/compiled/plugins/site-data/src'), exists)).toBe(
      site,
    );
  });

  it('fails when no folder above holds gatsby-config.ts', () => {
    expect(() => siteRootAbove('/elsewhere/x', exists)).toThrow(/no gatsby-config.ts/);
  });

  it('is the repository for this checkout', () => {
    expect(SITE_ROOT).toBe(path.resolve(__dirname, '../../..'));
  });
});
