import { THEME_MODES, type ThemeMode } from '@cloud-consulting/domain/storage-keys';
import { useThemeMode } from './theme-mode';

const LABELS: Record<ThemeMode, string> = { light: 'Light', dark: 'Dark', system: 'System' };
const ICONS: Record<ThemeMode, string> = { light: '☀', dark: '☾', system: '◐' };

/** Cycles light → dark → system; its name says the current theme and what a press does. */
export function ThemeToggle() {
  const { mode, setMode } = useThemeMode();
  const next = THEME_MODES[(THEME_MODES.indexOf(mode) + 1) % THEME_MODES.length];
  return (
    <button
      type="button"
      onClick={() => setMode(next)}
      aria-label={`Theme: ${LABELS[mode]}. Switch to ${LABELS[next]}`}
      title={`Theme: ${LABELS[mode]}`}
      data-testid="theme-toggle"
      data-mode={mode}
      sx={{
        variant: 'buttons.ghost',
        minWidth: 44,
        minHeight: 44,
      }}
    >
      <span aria-hidden="true">{ICONS[mode]}</span>
    </button>
  );
}
