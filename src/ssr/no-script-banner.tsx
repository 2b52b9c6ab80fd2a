/**
 * The cookie banner's Close for visitors without scripts, served after the page's body (never in
 * a script: with scripts the banner's own buttons work). Accept, Reject and Customize need
 * scripts, so the no-script style hides them; this Close is a check box the style reads (ticked,
 * the banner is hidden), laid over the banner's bottom edge, with a line saying that without
 * scripts nothing but necessary cookies is ever set.
 */
import { NO_SCRIPT_MARKS } from './no-script-css';

export const COOKIE_BANNER_NO_SCRIPT_TEXT =
  'With JavaScript off, no analytics, functional or marketing cookies are set.';

export function NoScriptBannerClose() {
  const m = NO_SCRIPT_MARKS;
  return (
    <noscript>
      <div {...{ [m.cookieBannerExtra]: '' }}>
        <p>{COOKIE_BANNER_NO_SCRIPT_TEXT}</p>
        <label htmlFor="cookie-banner-close" {...{ [m.cookieBannerCloseLabel]: '' }}>
          <input id="cookie-banner-close" type="checkbox" {...{ [m.cookieBannerClose]: '' }} />
          Close
        </label>
      </div>
    </noscript>
  );
}
