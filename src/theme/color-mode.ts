/**
 * Light, dark and system colour modes without a flash. The server renders <html class="theme-system">;
 * a tiny script in <head> swaps in the stored choice before the body paints; CSS does the rest
 * (system follows prefers-color-scheme live, with no JavaScript). The colours are theme-ui's own
 * custom properties, so every `sx` token follows the class.
 */
import { readableTextColor } from '@cloud-consulting/domain/contrast';
import type { Theme } from 'theme-ui';
import {
  DEFAULT_THEME,
  STORAGE_KEYS,
  THEME_MODES,
  type ThemeMode,
} from '@cloud-consulting/domain/storage-keys';

export const themeClass = (mode: ThemeMode): string => `theme-${mode}`;
export const THEME_CLASSES: readonly string[] = THEME_MODES.map(themeClass);
export const DEFAULT_THEME_CLASS = themeClass(DEFAULT_THEME);

/** Runs in <head> before the body: applies the stored theme class. Kept tiny and dependency-free. */
export const noFlashScript = `(function(){try{var m=localStorage.getItem(${JSON.stringify(
  STORAGE_KEYS.theme,
)});if(${JSON.stringify(THEME_MODES)}.indexOf(m)<0)m=${JSON.stringify(
  DEFAULT_THEME,
)};var c=document.documentElement.classList;c.remove(${THEME_CLASSES.map((name) =>
  JSON.stringify(name),
).join(',')});c.add('theme-'+m);}catch(e){}})();`;

type ColorScale = Record<string, unknown>;

function declarations(colors: ColorScale): string {
  return Object.entries(colors)
    .filter(([key, value]) => key !== 'modes' && typeof value === 'string')
    .map(([key, value]) => `--theme-ui-colors-${key}:${value as string};`)
    .join('');
}

/**
 * Text in a colour chosen by an editor (a tag's, say), readable in both themes: the element
 * carries the attribute below and the two shades as CSS variables (modeColorProps); the
 * colour-mode stylesheet picks
 * the one of the theme in force, before any script runs.
 */
const MODE_COLOR_ATTRIBUTE = 'data-mode-color';
const MODE_COLOR_SELECTOR = `[${MODE_COLOR_ATTRIBUTE}]`;
const MODE_COLOR_VARS = { light: '--mode-color-light', dark: '--mode-color-dark' } as const;

/** The colour-mode stylesheet inlined in <head> (also used by tests to check contrast). */
export function colorModeCss(theme: Theme): string {
  const colors = (theme.colors ?? {}) as ColorScale;
  const dark = ((colors.modes as Record<string, ColorScale> | undefined)?.dark ?? {}) as ColorScale;
  const light = declarations(colors);
  const darkVars = declarations(dark);
  const base =
    'color:var(--theme-ui-colors-text);background-color:var(--theme-ui-colors-background);';
  const onDark = `${MODE_COLOR_SELECTOR}{color:var(${MODE_COLOR_VARS.dark});}`;
  return [
    `html{${light}${base}color-scheme:light;}`,
    `html.theme-dark{${darkVars}color-scheme:dark;}`,
    `@media (prefers-color-scheme: dark){html.theme-system{${darkVars}color-scheme:dark;}}`,
    `${MODE_COLOR_SELECTOR}{color:var(${MODE_COLOR_VARS.light});}`,
    `html.theme-dark ${onDark}`,
    `@media (prefers-color-scheme: dark){html.theme-system ${onDark}}`,
  ].join('\n');
}

export function modeColorProps(color: string, theme: Theme): Record<string, unknown> {
  const colors = (theme.colors ?? {}) as ColorScale;
  const dark = ((colors.modes as Record<string, ColorScale> | undefined)?.dark ?? {}) as ColorScale;
  const shade = (background: unknown, text: unknown) =>
    readableTextColor(color, String(background)) ?? String(text);
  return {
    [MODE_COLOR_ATTRIBUTE]: '',
    style: {
      [MODE_COLOR_VARS.light]: shade(colors.background, colors.text),
      [MODE_COLOR_VARS.dark]: shade(dark.background, dark.text),
    },
  };
}
