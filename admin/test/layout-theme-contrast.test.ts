import { createTheme, getContrastRatio } from '@mui/material/styles';
import { DARK_TONES, LIGHT_TONES } from '../src/layout/palette';

describe.each([
  ['light', 'light', LIGHT_TONES],
  ['dark', 'dark', DARK_TONES],
] as const)('the %s theme', (_name, mode, tones) => {
  const { palette } = createTheme({ palette: { mode, ...tones } });

  it.each(Object.keys(tones) as (keyof typeof tones)[])(
    'writes on %s (chips, buttons) at 4.5:1 or more, as WCAG AA asks of text',
    (tone) => {
      const { main, contrastText } = palette[tone];
      expect(getContrastRatio(main, contrastText)).toBeGreaterThanOrEqual(4.5);
    },
  );
});
