/**
 * The training's preferred date: a calendar where days sooner than 14 days from today, weekends
 * and the listed US federal holidays cannot be picked, with a note under it saying so.
 */
import { forwardRef, useId, useMemo } from 'react';
import { DayPicker, type DayProps } from 'react-day-picker';
import 'react-day-picker/style.css';
import {
  TRAINING_DATE_HINT,
  calendarDay,
  calendarDayLabel,
  earliestTrainingDay,
  isTrainingDayDisabled,
  parseCalendarDay,
  type CalendarDay,
} from '@cloud-consulting/domain/dates';

export interface PreferredDateFieldProps {
  today: CalendarDay;
  /** ISO datetime of the picked day at midnight UTC, or ''. */
  value: string;
  onChange(value: string): void;
  error?: string;
}

const localDate = (day: CalendarDay) => {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(y, m - 1, d);
};

/**
 * A day cell without the explicit role="gridcell" the calendar puts on it: inside its
 * role="grid" table a cell is a grid cell already, and HTML forbids saying it again (the built
 * page's markup is checked).
 */
function GridDay({ day: _day, modifiers: _modifiers, role: _role, ...cell }: DayProps) {
  return <td {...cell} />;
}

/** Each day button is named by the number it shows first (see calendarDayLabel). */
const LABELS = {
  labelDayButton: (date: Date, modifiers: { selected?: boolean }) =>
    calendarDayLabel(calendarDay(date), { selected: Boolean(modifiers.selected) }),
};

export const PreferredDateField = forwardRef<HTMLDivElement, PreferredDateFieldProps>(
  function PreferredDateField({ today, value, onChange, error }, ref) {
    const id = useId();
    const picked = value ? parseCalendarDay(value) : null;
    // The same props for the same day and today: the calendar does not work its days out again.
    const selected = useMemo(() => (picked ? localDate(picked) : undefined), [picked]);
    const months = useMemo(
      () => ({ first: localDate(earliestTrainingDay(today)), start: localDate(today) }),
      [today],
    );
    const disabled = useMemo(
      () => (date: Date) => isTrainingDayDisabled(calendarDay(date), today),
      [today],
    );
    const describedBy = [`${id}-hint`, error ? `${id}-error` : null].filter(Boolean).join(' ');
    return (
      <fieldset
        sx={{ border: 'none', p: 0, m: 0, mb: 3 }}
        aria-describedby={describedBy}
        aria-invalid={error ? true : undefined}
      >
        <legend sx={{ variant: 'forms.label' }}>
          Preferred Date
          <span aria-hidden="true" sx={{ color: 'danger' }}>
            {' '}
            *
          </span>
        </legend>
        <div
          ref={ref}
          tabIndex={-1}
          data-testid="preferred-date"
          sx={{
            outline: 'none',
            // The calendar's own blue fails on the dark background: the month arrows take the
            // text colour, picked and today's days the theme's accent, in both themes.
            '--rdp-accent-color': (theme) => String(theme.colors?.primary ?? ''),
            '& .rdp-chevron': { fill: 'text' },
          }}
        >
          <DayPicker
            mode="single"
            required={false}
            selected={selected}
            defaultMonth={months.first}
            startMonth={months.start}
            disabled={disabled}
            onSelect={(date?: Date) => onChange(date ? `${calendarDay(date)}T00:00:00.000Z` : '')}
            components={{ Day: GridDay }}
            labels={LABELS}
          />
        </div>
        {/* Without scripts the calendar cannot pick: a date input stands in, same rules. */}
        <noscript>
          <label htmlFor={`${id}-plain`} sx={{ display: 'block', mt: 2 }}>
            Preferred date (YYYY-MM-DD)
          </label>
          <input
            id={`${id}-plain`}
            type="date"
            name="preferredDate"
            min={earliestTrainingDay(today)}
            sx={{ variant: 'forms.input', maxWidth: 220 }}
          />
        </noscript>
        <p id={`${id}-hint`} sx={{ fontSize: 1, color: 'mutedText', my: 1 }}>
          {TRAINING_DATE_HINT}
          {picked ? ` · Selected: ${picked}` : ''}
        </p>
        {error && (
          <p id={`${id}-error`} sx={{ fontSize: 1, color: 'danger', mt: 1, mb: 0 }}>
            {error}
          </p>
        )}
      </fieldset>
    );
  },
);
