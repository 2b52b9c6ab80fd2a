/**
 * The editor app's themes: react-admin's default look with text and accent colours that reach
 * WCAG AA contrast on their backgrounds in both the light and the dark theme.
 */
import { defaultDarkTheme, defaultLightTheme, type RaThemeOptions } from 'react-admin';
import { DARK_TONES, LIGHT_TONES } from './palette';

/** Every spinner (react-admin's loading indicator among them) has a name a screen reader says. */
const components = {
  MuiCircularProgress: { defaultProps: { 'aria-label': 'Loading' } },
  MuiLinearProgress: { defaultProps: { 'aria-label': 'Loading' } },
  // Solid, so the text's contrast does not depend on what the tooltip covers (both themes).
  MuiTooltip: { styleOverrides: { tooltip: { backgroundColor: '#22262b', color: '#ffffff' } } },
};

/**
 * A person who asked their system for less motion gets none: MUI's transitions (notices sliding
 * in, menus growing, colours fading on a theme switch) are switched off.
 */
const reducedMotion =
  typeof window !== 'undefined' &&
  typeof window.matchMedia === 'function' &&
  window.matchMedia('(prefers-reduced-motion: reduce)').matches;
const motion = reducedMotion ? { transitions: { create: () => 'none' } } : {};

export const lightTheme: RaThemeOptions = {
  ...defaultLightTheme,
  ...motion,
  components: { ...defaultLightTheme.components, ...components },
  palette: {
    ...defaultLightTheme.palette,
    mode: 'light',
    ...LIGHT_TONES,
    text: { primary: '#1a1c1e', secondary: '#4a4f55' },
  },
};

export const darkTheme: RaThemeOptions = {
  ...defaultDarkTheme,
  ...motion,
  components: { ...defaultDarkTheme.components, ...components },
  palette: {
    ...defaultDarkTheme.palette,
    mode: 'dark',
    ...DARK_TONES,
    background: { default: '#121417', paper: '#1c1f23' },
    text: { primary: '#e8eaed', secondary: '#b9bec5' },
  },
};
