/**
 * The cookie categories as switches: necessary fixed on, then analytics, functional and
 * marketing, each with a one-line explanation. Shared by the banner's Customize panel and the
 * preferences dialog; the caller holds the choice.
 */
import { useId, type Ref } from 'react';
import type { ConsentChoice } from '@cloud-consulting/domain/consent';

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

const rowStyle = {
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  columnGap: 2,
  alignItems: 'start',
  mb: 2,
} as const;

export function CookieCategories({
  choice,
  onChange,
  firstToggleRef,
}: {
  choice: ConsentChoice;
  onChange(choice: ConsentChoice): void;
  /** Receives the first switch, for callers that move focus to it. */
  firstToggleRef?: Ref<HTMLInputElement>;
}) {
  const id = useId();
  return (
    <fieldset sx={{ border: '1px solid', borderColor: 'border', borderRadius: 'default', mb: 3 }}>
      <legend sx={{ fontWeight: 'bold', px: 1 }}>Cookie categories</legend>
      <div sx={rowStyle}>
        <input
          id={`${id}-necessary`}
          type="checkbox"
          checked
          disabled
          aria-describedby={`${id}-necessary-text`}
          sx={{ mt: 1 }}
        />
        <label htmlFor={`${id}-necessary`} sx={{ fontWeight: 'bold' }}>
          Necessary (always on)
        </label>
        <span />
        <span id={`${id}-necessary-text`}>Keep the site working, including your login status.</span>
      </div>
      {CATEGORIES.map((category, index) => (
        <div key={category.key} sx={rowStyle}>
          <input
            id={`${id}-${category.key}`}
            ref={index === 0 ? firstToggleRef : undefined}
            type="checkbox"
            role="switch"
            checked={choice[category.key]}
            aria-describedby={`${id}-${category.key}-text`}
            onChange={(event) => onChange({ ...choice, [category.key]: event.target.checked })}
            sx={{ mt: 1 }}
          />
          <label htmlFor={`${id}-${category.key}`} sx={{ fontWeight: 'bold' }}>
            {category.label}
          </label>
          <span />
          <span id={`${id}-${category.key}-text`}>{category.description}</span>
        </div>
      ))}
    </fieldset>
  );
}
