/**
 * The visitor's theme choice (light, dark or system, default system), stored under the product's
 * key prefix and applied as a class on <html>. The head script applied it before first paint;
 * this provider keeps the class, storage and React state in step afterwards.
 */
import {
  createContext,
  useCallback,
  useContext,
  useMemo,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import {
  DEFAULT_THEME,
  STORAGE_KEYS,
  parseTheme,
  type ThemeMode,
} from '@cloud-consulting/domain/storage-keys';
import { THEME_CLASSES, themeClass } from '../../theme/color-mode';

interface ThemeModeValue {
  mode: ThemeMode;
  /** What the visitor sees: the choice, or the OS preference under 'system'. */
  resolved: 'light' | 'dark';
  setMode(mode: ThemeMode): void;
}

const ThemeModeContext = createContext<ThemeModeValue | null>(null);
const DARK_QUERY = '(prefers-color-scheme: dark)';

const listeners = new Set<() => void>();
/** Used when storage is refused (private mode): the choice lasts for this page only. */
let memoryTheme: ThemeMode | null = null;

function subscribeStored(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

function readStored(): ThemeMode {
  try {
    return parseTheme(window.localStorage.getItem(STORAGE_KEYS.theme));
  } catch {
    return memoryTheme ?? DEFAULT_THEME;
  }
}

function subscribeOs(listener: () => void): () => void {
  const query = window.matchMedia?.(DARK_QUERY);
  query?.addEventListener?.('change', listener);
  return () => query?.removeEventListener?.('change', listener);
}

const prefersDark = (): boolean => !!window.matchMedia?.(DARK_QUERY).matches;

export function ThemeModeProvider({ children }: { children: ReactNode }) {
  const mode = useSyncExternalStore(subscribeStored, readStored, () => DEFAULT_THEME);
  const osDark = useSyncExternalStore(subscribeOs, prefersDark, () => false);

  const setMode = useCallback((next: ThemeMode) => {
    memoryTheme = next;
    try {
      window.localStorage.setItem(STORAGE_KEYS.theme, next);
    } catch {
      // Storage refused: memoryTheme keeps the choice for this page.
    }
    const classes = document.documentElement.classList;
    classes.remove(...THEME_CLASSES);
    classes.add(themeClass(next));
    listeners.forEach((listener) => listener());
  }, []);

  const value = useMemo<ThemeModeValue>(
    () => ({ mode, setMode, resolved: mode === 'system' ? (osDark ? 'dark' : 'light') : mode }),
    [mode, osDark, setMode],
  );
  return <ThemeModeContext.Provider value={value}>{children}</ThemeModeContext.Provider>;
}

export function useThemeMode(): ThemeModeValue {
  const value = useContext(ThemeModeContext);
  if (!value) throw new Error('useThemeMode needs ThemeModeProvider');
  return value;
}
