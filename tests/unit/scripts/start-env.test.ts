/**
 * The environments `npm start` and `npm run develop` give their two children (site-server/src/
 * api-key-env.ts): the provider checks the key the site's build and its visitors send.
 */
import { sharedApiKeyEnv } from '../../../site-server/src/api-key-env';
import { buildConfigFromEnv } from '../../../plugins/site-data/src/config';

describe('sharedApiKeyEnv', () => {
  it('gives the provider and the site the one key set in API_KEY', () => {
    const { provider, site } = sharedApiKeyEnv({ API_KEY: ' x ' });
    expect(provider).toEqual({ API_KEY: 'x' });
    expect(site).toEqual({ GATSBY_API_KEY: 'x' });
    // What the build sends in X-API-Key, and the browser bundle with it.
    const inherited: NodeJS.ProcessEnv = { GATSBY_API_KEY: 'local-dev-key' };
    expect(buildConfigFromEnv({ ...inherited, ...site }).apiKey).toBe('x');
  });

  it('takes GATSBY_API_KEY for both when only it is set', () => {
    expect(sharedApiKeyEnv({ GATSBY_API_KEY: 'g' })).toEqual({
      provider: { API_KEY: 'g' },
      site: { GATSBY_API_KEY: 'g' },
    });
    expect(sharedApiKeyEnv({ GATSBY_API_KEY: 'g', API_KEY: 'g' }).provider).toEqual({
      API_KEY: 'g',
    });
  });

  it('leaves both on their shared local default when neither is set', () => {
    expect(sharedApiKeyEnv({ API_KEY: ' ' })).toEqual({ provider: {}, site: {} });
    expect(buildConfigFromEnv({}).apiKey).toBe('local-dev-key');
  });

  it('refuses two different keys, naming the variable to keep', () => {
    expect(() => sharedApiKeyEnv({ API_KEY: 'a', GATSBY_API_KEY: 'b' })).toThrow(
      /API_KEY and GATSBY_API_KEY differ.*Set API_KEY alone/,
    );
  });
});
