/** The full cookie banner: Accept All, Reject All, or Customize the three optional categories. */
import { useEffect, useId, useRef, useState } from 'react';
import { initialCustomChoice, type ConsentChoice } from '@cloud-consulting/domain/consent';
import { useConsent } from '../../services/consent-context';
import { BANNER_HEIGHT_VAR, usePublishedHeight } from '../../ui/fixed-insets';
import { DOCK_BAR_HEIGHT, GUTTER_BANNER_INSET, GUTTER_MEDIA } from '../layout/help-dock';
import { BANNER_END } from './cookie-banner-end';
import { CookieCategories } from './cookie-categories';

/** Selects the banner in the served HTML (see consentStoredCss). */
export const COOKIE_BANNER_SELECTOR = '[data-cookie-banner]';

export function CookieBanner() {
  const { record, acceptAll, rejectAll, save } = useConsent();
  const [customizing, setCustomizing] = useState(false);
  const [choice, setChoice] = useState<ConsentChoice>(() => initialCustomChoice(record));
  const titleId = useId();
  const firstToggle = useRef<HTMLInputElement>(null);
  const banner = useRef<HTMLElement>(null);
  // The page keeps focused elements and its own end clear of the banner (see the help dock).
  usePublishedHeight(banner, BANNER_HEIGHT_VAR);

  // Customize is replaced by the panel and Save Preferences: focus moves to the first toggle
  // rather than falling back to the top of the page with the button that had it.
  useEffect(() => {
    if (customizing) firstToggle.current?.focus();
  }, [customizing]);

  return (
    <section
      ref={banner}
      aria-labelledby={titleId}
      data-testid="cookie-banner"
      data-cookie-banner=""
      sx={{
        position: 'fixed',
        left: 0,
        right: 0,
        // Above the help bar; in a wide window, over the content column only, clear of the
        // margins that hold the help controls.
        bottom: DOCK_BAR_HEIGHT,
        [GUTTER_MEDIA]: { bottom: 0, left: GUTTER_BANNER_INSET, right: GUTTER_BANNER_INSET },
        zIndex: 40,
        bg: 'background',
        color: 'text',
        borderTop: '2px solid',
        borderColor: 'primary',
        boxShadow: 'card',
        p: 3,
        [`&:not(:has([${BANNER_END}]))`]: { visibility: 'hidden' },
      }}
    >
      <div sx={{ maxWidth: 'container', mx: 'auto' }}>
        <h2 id={titleId} sx={{ fontSize: 4, mt: 0, mb: 2 }}>
          We use cookies
        </h2>
        <p sx={{ mt: 0 }}>
          Necessary cookies keep the site working, including your login status. With your consent we
          also use analytics, functional and marketing cookies.
        </p>
        {customizing && (
          <CookieCategories choice={choice} onChange={setChoice} firstToggleRef={firstToggle} />
        )}
        <div sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
          <button type="button" sx={{ variant: 'buttons.primary' }} onClick={acceptAll}>
            Accept All
          </button>
          <button type="button" sx={{ variant: 'buttons.secondary' }} onClick={rejectAll}>
            Reject All
          </button>
          {customizing ? (
            <button
              type="button"
              sx={{ variant: 'buttons.secondary' }}
              onClick={() => save(choice)}
            >
              Save Preferences
            </button>
          ) : (
            <button
              type="button"
              sx={{ variant: 'buttons.secondary' }}
              aria-expanded={false}
              onClick={() => setCustomizing(true)}
            >
              Customize
            </button>
          )}
        </div>
      </div>
      <span hidden {...{ [BANNER_END]: '' }} />
    </section>
  );
}
