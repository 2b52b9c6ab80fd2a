import type { GatsbySSR } from 'gatsby';
import { PageWrapper } from './src/components/root/page-wrapper';
import { RootWrapper } from './src/components/root/root-wrapper';
import { blogImageFallbackScript } from './src/components/blog/blog-image';
import { COOKIE_BANNER_SELECTOR } from './src/components/consent/cookie-banner';
import { consentStoredCss, consentStoredScript } from '@cloud-consulting/domain/consent';
import { STORAGE_KEYS } from '@cloud-consulting/domain/storage-keys';
import { renderWithCriticalCss } from './src/ssr/critical-css';
import { noScriptCss } from './src/ssr/no-script-css';
import { NoScriptBannerClose } from './src/ssr/no-script-banner';
import { DOCK_BAR_HEIGHT, GUTTER_MEDIA } from './src/components/layout/help-dock';
import { PAGE_PARSED_ID } from './src/ssr/page-parsed';
import { theme } from './src/theme';
import { DEFAULT_THEME_CLASS, colorModeCss, noFlashScript } from './src/theme/color-mode';

/**
 * The html element carries the default theme class in the served HTML; the head script swaps in
 * the stored choice and the stylesheet colours the page before the first paint.
 */
export const onRenderBody: GatsbySSR['onRenderBody'] = ({
  setHtmlAttributes,
  setHeadComponents,
  setPostBodyComponents,
}) => {
  setHtmlAttributes({ lang: 'en', className: DEFAULT_THEME_CLASS });
  setHeadComponents([
    <script
      key="blog-image-fallback"
      dangerouslySetInnerHTML={{ __html: blogImageFallbackScript }}
    />,
    <script key="theme-no-flash" dangerouslySetInnerHTML={{ __html: noFlashScript }} />,
    <style key="theme-color-modes" dangerouslySetInnerHTML={{ __html: colorModeCss(theme) }} />,
    // The cookie banner is served with the page; a stored consent hides it before the first paint.
    <script
      key="consent-stored"
      dangerouslySetInnerHTML={{ __html: consentStoredScript(STORAGE_KEYS.cookieConsent) }}
    />,
    <style
      key="consent-stored-css"
      dangerouslySetInnerHTML={{ __html: consentStoredCss(COOKIE_BANNER_SELECTOR) }}
    />,
    // Without scripts: script-only controls hidden, what stands in for them shown.
    <noscript
      key="no-script-css"
      dangerouslySetInnerHTML={{
        __html: `<style>${noScriptCss({
          bannerSelector: COOKIE_BANNER_SELECTOR,
          navSelector: '[data-testid=main-nav]',
          bannerBottom: DOCK_BAR_HEIGHT,
          wideMedia: GUTTER_MEDIA,
        })}</style>`,
      }}
    />,
    // Icons and the web manifest, drawn in static/images (npm run images renders the PNGs).
    <link key="icon-svg" rel="icon" href="/images/favicon.svg" type="image/svg+xml" />,
    <link key="icon-png" rel="icon" href="/images/favicon-32.png" sizes="32x32" type="image/png" />,
    <link key="apple-touch-icon" rel="apple-touch-icon" href="/images/apple-touch-icon.png" />,
    <link key="manifest" rel="manifest" href="/images/site.webmanifest" />,
    <link key="page-parsed" rel="expect" href={`#${PAGE_PARSED_ID}`} {...{ blocking: 'render' }} />,
  ]);
  // The cookie banner's Close without scripts: after the body, outside what React hydrates.
  setPostBodyComponents([
    <NoScriptBannerClose key="no-script-banner-close" />,
    <span key="page-parsed" id={PAGE_PARSED_ID} hidden />,
  ]);
};

export const wrapRootElement: GatsbySSR['wrapRootElement'] = ({ element }) => (
  <RootWrapper>{element}</RootWrapper>
);

export const wrapPageElement: GatsbySSR['wrapPageElement'] = ({ element, props }) => (
  <PageWrapper pathname={props.location.pathname}>{element}</PageWrapper>
);

/** Every page is rendered with its CSS in the head, not in style elements inside the body. */
export const replaceRenderer: GatsbySSR['replaceRenderer'] = async ({
  bodyComponent,
  replaceBodyHTMLString,
  setHeadComponents,
}) => {
  const { html, styles } = await renderWithCriticalCss(bodyComponent as React.ReactElement);
  setHeadComponents(styles);
  replaceBodyHTMLString(html);
};
