/**
 * The cookie banner's part for visitors without scripts: Accept, Reject and Customize need
 * scripts, so the page's no-script style hides them and this Close stands in (a check box the
 * style reads: ticked, the banner is hidden; src/ssr/no-script-css styles it). Without scripts
 * nothing but necessary cookies is ever set, and the banner says so. Kept small: it is in every
 * page's first script.
 */
export const COOKIE_BANNER_NO_SCRIPT_TEXT =
  'With JavaScript off, no analytics, functional or marketing cookies are set.';

export function CookieBannerNoScript() {
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
