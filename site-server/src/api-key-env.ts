/**
 * The key settings of the site's build and of the provider it builds from, when one command runs
 * both (`npm start`, `npm run develop`) or the builder builds: the provider reads API_KEY, the
 * site (its build and its browser bundle) GATSBY_API_KEY. Set apart they drift (the build is
 * refused, and every visitor call with it), so one value feeds both: API_KEY, or GATSBY_API_KEY
 * when only that is set. Neither set: both use their own local default, the same key. Both set
 * and different cannot work, and is refused.
 */
export function sharedApiKeyEnv(env: NodeJS.ProcessEnv): {
  provider: NodeJS.ProcessEnv;
  site: NodeJS.ProcessEnv;
} {
  const providerKey = env.API_KEY?.trim();
  const siteKey = env.GATSBY_API_KEY?.trim();
  if (providerKey && siteKey && providerKey !== siteKey) {
    throw new Error(
      'API_KEY and GATSBY_API_KEY differ: the site would call its own provider with a key it ' +
        'refuses. Set API_KEY alone; the site and the provider share it.',
    );
  }
  const key = providerKey || siteKey;
  if (!key) return { provider: {}, site: {} };
  return { provider: { API_KEY: key }, site: { GATSBY_API_KEY: key } };
}
