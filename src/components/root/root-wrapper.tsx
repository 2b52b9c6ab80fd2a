import type { ReactNode } from 'react';
import { ThemeUIProvider } from 'theme-ui';
import { theme } from '../../theme';
import { ThemeModeProvider } from '../theme/theme-mode';

/** Wraps every page, in the browser and in server rendering alike. */
export function RootWrapper({ children }: { children: ReactNode }) {
  return (
    <ThemeUIProvider theme={theme}>
      <ThemeModeProvider>{children}</ThemeModeProvider>
    </ThemeUIProvider>
  );
}
