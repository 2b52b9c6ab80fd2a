/** The full cookie banner: Accept All, Reject All, or Customize the three optional categories. */
import { useEffect, useId, useRef, useState } from 'react';
import { initialCustomChoice, type ConsentChoice } from '@cloud-consulting/domain/consent';
import { useConsent } from '../../services/consent-context';
import { DOCK_BAR_HEIGHT, GUTTER_MEDIA } from '../layout/help-dock';

/** Selects the banner in the served HTML (see consentStoredCss). */
export const COOKIE_BANNER_SELECTOR = '[data-cookie-banner]';

const CATEGORIES: { key: keyof ConsentChoice; label: string; description: string }[] = [
  {
    key: 'analytics',
    label: 'Analytics',
    description: 'Help us understand how visitors use the site.',
  },
  {
    key: 'functional',
    label: 'Functional',
    description: 'Remember your guest session and preferences.',
  },
  { key: 'marketing', label: 'Marketing', description: 'Measure and personalise our campaigns.' },
];

export function CookieBanner() {
  const { record, acceptAll, rejectAll, save } = useConsent();
  const [customizing, setCustomizing] = useState(false);
  const [choice, setChoice] = useState<ConsentChoice>(() => initialCustomChoice(record));
  const titleId = useId();
  const firstToggle = useRef<HTMLInputElement>(null);

  // Customize is replaced by the panel and Save Preferences: focus moves to the first toggle
  // rather than falling back to the top of the page with the button that had it.
  useEffect(() => {
    if (customizing) firstToggle.current?.focus();
  }, [customizing]);

  return (
    <section
      aria-labelledby={titleId}
      data-testid="cookie-banner"
      data-cookie-banner=""
      sx={{
        position: 'fixed',
        left: 0,
        right: 0,
        // Above the help bar; in a wide window, over the content column only, between the
        // margins that hold the help controls.
        bottom: DOCK_BAR_HEIGHT,
        [GUTTER_MEDIA]: { bottom: 0, left: 'calc(50% - 600px)', right: 'calc(50% - 600px)' },
        zIndex: 40,
        bg: 'background',
        color: 'text',
        borderTop: '2px solid',
        borderColor: 'primary',
        boxShadow: 'card',
        p: 3,
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
          <fieldset
            sx={{ border: '1px solid', borderColor: 'border', borderRadius: 'default', mb: 3 }}
          >
            <legend sx={{ fontWeight: 'bold', px: 1 }}>Cookie categories</legend>
            <label sx={{ display: 'flex', gap: 2, alignItems: 'center', mb: 2 }}>
              <input type="checkbox" checked disabled />
              <span>Necessary (always on)</span>
            </label>
            {CATEGORIES.map((category, index) => (
              <label
                key={category.key}
                sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', mb: 2 }}
              >
                <input
                  ref={index === 0 ? firstToggle : undefined}
                  type="checkbox"
                  role="switch"
                  checked={choice[category.key]}
                  onChange={(event) =>
                    setChoice({ ...choice, [category.key]: event.target.checked })
                  }
                  sx={{ mt: 1 }}
                />
                <span>
                  <strong>{category.label}</strong> {category.description}
                </span>
              </label>
            ))}
          </fieldset>
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
    </section>
  );
}
