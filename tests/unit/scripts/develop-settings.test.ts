/**
 * The settings of `npm run develop` (scripts/develop-settings.ts): its own ports and database, so
 * that it runs beside `npm start`, and the provider its build and its browser bundle call.
 */
import path from 'node:path';
import {
  developGatsbyEnv,
  developProviderEnv,
  developSettings,
} from '../../../scripts/develop-settings';
import { ROOT } from '../../../site-server/src/site-root';

describe('developSettings', () => {
  it('runs gatsby develop on 8000 and its own provider on 8090 over .data-develop/', () => {
    // npm start's settings in the same shell change nothing.
    const settings = developSettings({ PORT: '8080', DATA_DIR: '.data' });
    expect(settings).toEqual({
      sitePort: 8000,
      siteUrl: 'http://localhost:8000',
      graphiqlUrl: 'http://localhost:8000/___graphql',
      ownProvider: { port: 8090, dataDir: path.join(ROOT, '.data-develop') },
      providerUrl: 'http://127.0.0.1:8090',
      browserProviderUrl: 'http://127.0.0.1:8090',
    });
  });

  it('takes DEVELOP_PORT, DEVELOP_PROVIDER_PORT and DEVELOP_DATA_DIR', () => {
    const settings = developSettings({
      DEVELOP_PORT: ' 8100 ',
      DEVELOP_PROVIDER_PORT: '8190',
      DEVELOP_DATA_DIR: '/tmp/develop-data',
    });
    expect(settings.graphiqlUrl).toBe('http://localhost:8100/___graphql');
    expect(settings.ownProvider).toEqual({ port: 8190, dataDir: '/tmp/develop-data' });
    expect(settings.browserProviderUrl).toBe('http://127.0.0.1:8190');
  });

  it('starts no provider when PROVIDER_API_URL names one, and sends browsers there', () => {
    const settings = developSettings({ PROVIDER_API_URL: 'http://127.0.0.1:8080/' });
    expect(settings.ownProvider).toBeNull();
    expect(settings.providerUrl).toBe('http://127.0.0.1:8080');
    expect(settings.browserProviderUrl).toBe('http://127.0.0.1:8080');
    expect(
      developSettings({
        PROVIDER_API_URL: 'http://127.0.0.1:8080',
        GATSBY_API_URL: 'https://api.example.com',
      }).browserProviderUrl,
    ).toBe('https://api.example.com');
  });

  it('refuses bad ports and addresses, naming the variable', () => {
    expect(() => developSettings({ DEVELOP_PORT: 'eight' })).toThrow(
      'DEVELOP_PORT must be a port number from 1 to 65535, got "eight"',
    );
    expect(() => developSettings({ DEVELOP_PROVIDER_PORT: '70000' })).toThrow(
      /DEVELOP_PROVIDER_PORT must be a port number/,
    );
    expect(() => developSettings({ DEVELOP_PORT: '8090' })).toThrow(
      /DEVELOP_PORT and DEVELOP_PROVIDER_PORT are both 8090/,
    );
    expect(() => developSettings({ PROVIDER_API_URL: '127.0.0.1:8080' })).toThrow(
      'PROVIDER_API_URL must be an absolute http(s) URL, got "127.0.0.1:8080"',
    );
  });
});

describe('the environments of develop children', () => {
  it('gives the provider its own database, the develop site as origin, and no webhook', () => {
    const settings = developSettings({ DEVELOP_PORT: '8100' });
    expect(developProviderEnv(settings, { DATA_DIR: '.data' })).toEqual({
      DATA_DIR: path.join(ROOT, '.data-develop'),
      CORS_ORIGINS: 'http://localhost:8100,http://127.0.0.1:8100',
      PUBLIC_SITE_URL: 'http://localhost:8100',
      SITE_REBUILD_URL: '',
    });
    expect(developProviderEnv(settings, { CORS_ORIGINS: 'http://a.test' }).CORS_ORIGINS).toBe(
      'http://a.test',
    );
    expect(() =>
      developProviderEnv(developSettings({ PROVIDER_API_URL: 'http://p.test' }), {}),
    ).toThrow(/starts no provider/);
  });

  it('gives gatsby develop the provider URLs and no PORT of its own', () => {
    const env = developGatsbyEnv(developSettings({}), {
      PORT: '8080',
      GATSBY_API_URL: 'http://127.0.0.1:8080',
      API_KEY: 'k',
    });
    expect(env.PORT).toBeUndefined();
    expect(env.PROVIDER_API_URL).toBe('http://127.0.0.1:8090');
    expect(env.GATSBY_API_URL).toBe('http://127.0.0.1:8090');
    expect(env.GATSBY_EXPERIMENTAL_DEV_SSR).toBe('true');
    expect(env.API_KEY).toBe('k');
  });
});
