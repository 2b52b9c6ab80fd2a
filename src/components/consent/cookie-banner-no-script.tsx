/**
 * The cookie banner's part for visitors without scripts: Accept, Reject and Customize need
 * scripts, so the page's no-script style hides them and this Close stands in (a check box the
 * style reads: ticked, the banner is hidden; src/ssr/no-script-css styles it). Without scripts
 * nothing but necessary cookies is ever set, and the banner says so.
 *
 * Only the built HTML needs the content: in the browser scripts run, so the element stays empty
 * there (React does not hydrate a noscript's content) and its markup stays out of every page's
 * first script. Gatsby names the build stage in BUILD_STAGE, a constant its bundler folds.
 */
export const COOKIE_BANNER_NO_SCRIPT_TEXT =
  'With JavaScript off, no analytics, functional or marketing cookies are set.';

export function CookieBannerNoScript() {
  const builtHtml =
    process.env.BUILD_STAGE === 'build-html' || process.env.BUILD_STAGE === 'develop-html';
  if (!builtHtml) return <noscript />;
  return (
    <noscript>
      <p>{COOKIE_BANNER_NO_SCRIPT_TEXT}</p>
      <label htmlFor="cookie-banner-close" data-cookie-banner-close-label="">
        <input id="cookie-banner-close" type="checkbox" data-cookie-banner-close="" />
        Close
      </label>
    </noscript>
  );
}
