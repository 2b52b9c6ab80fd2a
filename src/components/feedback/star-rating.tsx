/** A 1 to 5 star rating as a radio group (arrow keys move between stars). */
import { useId } from 'react';
import { RATING_MAX, RATING_MIN } from '@cloud-consulting/domain/constants';

const STARS = Array.from({ length: RATING_MAX - RATING_MIN + 1 }, (_, i) => RATING_MIN + i);

export function StarRating({ value, onChange }: { value: number; onChange(value: number): void }) {
  const name = useId();
  return (
    <fieldset sx={{ border: 'none', p: 0, m: 0 }}>
      <legend sx={{ variant: 'forms.label' }}>Rating</legend>
      <div sx={{ display: 'flex', gap: 1 }}>
        {STARS.map((star) => (
          <label
            key={star}
            sx={{
              cursor: 'pointer',
              fontSize: 5,
              lineHeight: 1,
              color: star <= value ? 'primary' : 'mutedText',
              '&:focus-within': { outline: '2px solid', outlineColor: 'primary' },
            }}
          >
            <input
              type="radio"
              name={name}
              value={star}
              checked={value === star}
              onChange={() => onChange(star)}
              sx={{ variant: 'styles.visuallyHidden' }}
            />
            <span aria-hidden="true">{star <= value ? '★' : '☆'}</span>
            <span
              sx={{ variant: 'styles.visuallyHidden' }}
            >{`${star} star${star === 1 ? '' : 's'}`}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
