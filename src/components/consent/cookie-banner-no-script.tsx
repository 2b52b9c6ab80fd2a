/**
 * The cookie banner's part for visitors without scripts: Accept, Reject and Customize need
 * scripts, so they are hidden and a Close stands in (a check box the page's own style reads:
 * ticked, the banner is hidden). Without scripts nothing but necessary cookies is ever set, so
 * there is nothing to consent to, and the banner says so.
 */
import { useId } from 'react';

export const COOKIE_BANNER_NO_SCRIPT_TEXT =
  'With JavaScript off, this site sets no analytics, functional or marketing cookies.';

export function CookieBannerNoScript({ bannerSelector }: { bannerSelector: string }) {
  const id = useId();
  const close = `[data-cookie-banner-close]`;
  const style =
    `${bannerSelector} button{display:none}` +
    `body:has(${close}:checked) ${bannerSelector}{display:none}` +
    `${close}{position:absolute;opacity:0;width:1px;height:1px}` +
    `label:has(${close}:focus-visible){outline:2px solid;outline-offset:2px}`;
  return (
    <noscript>
      <style>{style}</style>
      <p sx={{ mt: 0 }}>{COOKIE_BANNER_NO_SCRIPT_TEXT}</p>
      <label
        htmlFor={id}
        sx={{ variant: 'buttons.secondary', display: 'inline-flex', alignItems: 'center' }}
      >
        <input id={id} type="checkbox" data-cookie-banner-close="" />
        Close
      </label>
    </noscript>
  );
}
