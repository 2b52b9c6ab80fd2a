/**
 * The editor app's colours for each tone, in both themes: chips, buttons and alerts write on
 * them, so each one's text reaches 4.5:1 (WCAG AA), which MUI's own defaults do not always do.
 */
export const LIGHT_TONES = {
  primary: { main: '#1f5fa8' },
  secondary: { main: '#14487f' },
  error: { main: '#b3261e' },
  success: { main: '#1b6e3a' },
  warning: { main: '#8a5300' },
  // MUI's own info blue (#0288d1) gives white text 3.9:1 (the Scheduled chip): darker, 7:1.
  info: { main: '#0b5c8e' },
} as const;

export const DARK_TONES = {
  primary: { main: '#8ab8f0' },
  secondary: { main: '#a9c9f2' },
  error: { main: '#ffb4ab' },
  success: { main: '#8fd6a3' },
  warning: { main: '#f5c06b' },
  info: { main: '#8fcdf0' },
} as const;
