/**
 * The page's style for visitors without JavaScript, served in the head inside <noscript> (the
 * one place HTML allows a style there): controls that only scripts can work are hidden, and what
 * stands in for them shows. Each part marks its controls with the data attribute named here.
 */
export const NO_SCRIPT_MARKS = {
  /** The human check's question and buttons: the provider asks on the next page instead. */
  humanCheckLive: 'data-human-check-live',
  /** The comment button: posting needs scripts, and the form says so. */
  commentSubmit: 'data-comment-submit',
  /** What only the live part says (why Submit waits): the built page holds it for its room. */
  scriptOnly: 'data-script-only',
  /** A newsletter link page's "Checking your link...": a button confirms instead. */
  linkChecking: 'data-link-checking',
  /** The cookie banner's Close check box (ticked, the banner is hidden), and its label. */
  cookieBannerClose: 'data-cookie-banner-close',
  cookieBannerCloseLabel: 'data-cookie-banner-close-label',
  /** The box holding the Close and its line, laid over the banner's bottom edge. */
  cookieBannerExtra: 'data-cookie-banner-no-script',
} as const;

const mark = (name: string) => `[${name}]`;

/** Room the banner keeps at its bottom for the no-script Close and its line. */
const EXTRA_HEIGHT = 112;

export function noScriptCss({
  bannerSelector,
  navSelector,
  bannerBottom,
  wideMedia,
}: {
  bannerSelector: string;
  navSelector: string;
  /** The banner's distance from the bottom (above the help bar), in px. */
  bannerBottom: number;
  /** The media query of a wide window, where the banner sits over the content column only. */
  wideMedia: string;
}): string {
  const m = NO_SCRIPT_MARKS;
  const close = mark(m.cookieBannerClose);
  const extra = mark(m.cookieBannerExtra);
  return [
    // The Menu button (the header's one button that opens something): the links show instead.
    `header button[aria-expanded],${mark(m.humanCheckLive)},${mark(m.commentSubmit)},${mark(m.linkChecking)},${mark(m.scriptOnly)}{display:none!important}`,
    `${navSelector}{display:block!important}`,
    // Accept, Reject and Customize need scripts; Close (a check box) hides the banner.
    `${bannerSelector} button{display:none}`,
    `body:has(${close}:checked) :is(${bannerSelector},${extra}){display:none}`,
    `${bannerSelector}{padding-bottom:${EXTRA_HEIGHT}px}`,
    `${extra}{position:fixed;z-index:41;left:16px;right:16px;bottom:${bannerBottom + 16}px;max-width:1168px;margin:0 auto}`,
    `${extra} p{margin:0 0 8px}`,
    `${wideMedia}{${extra}{bottom:16px}}`,
    `${close}{position:absolute;opacity:0;width:1px;height:1px;margin:0}`,
    // The label looks like the banner's other buttons (a 44 px target, the text colour's border).
    `${mark(m.cookieBannerCloseLabel)}{display:inline-flex;align-items:center;min-height:44px;padding:0 16px;border:2px solid currentColor;border-radius:4px;font-weight:700;cursor:pointer}`,
    `${mark(m.cookieBannerCloseLabel)}:has(${close}:focus-visible){outline:2px solid;outline-offset:2px}`,
  ].join('');
}
