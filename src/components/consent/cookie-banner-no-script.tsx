/**
 * The cookie banner's part for visitors without scripts: Accept, Reject and Customize need
 * scripts, so the page's no-script style hides them and this Close stands in (a check box the
 * style reads: ticked, the banner is hidden; see src/ssr/no-script-css). Without scripts nothing
 * but necessary cookies is ever set, and the banner says so.
 */
import { useId } from 'react';
import { NO_SCRIPT_MARKS } from '../../ssr/no-script-css';

export const COOKIE_BANNER_NO_SCRIPT_TEXT =
  'With JavaScript off, this site sets no analytics, functional or marketing cookies.';

export function CookieBannerNoScript() {
  const id = useId();
  return (
    <noscript>
      <p sx={{ mt: 0 }}>{COOKIE_BANNER_NO_SCRIPT_TEXT}</p>
      <label
        htmlFor={id}
        sx={{ variant: 'buttons.secondary', display: 'inline-flex', alignItems: 'center' }}
      >
        <input id={id} type="checkbox" {...{ [NO_SCRIPT_MARKS.cookieBannerClose]: '' }} />
        Close
      </label>
    </noscript>
  );
}
