import { render } from '@testing-library/react';
import { ThemeUIProvider, type ThemeUIStyleObject } from 'theme-ui';
import { jsx as themeUiJsx } from '@theme-ui/core/jsx-runtime';
import type { Theme } from '@emotion/react';
import { jsx, sxStyles, STYLES_PER_THEME } from '../../../src/theme/jsx-runtime';
import { theme } from '../../../src/theme';

const SAMPLES: Record<string, ThemeUIStyleObject> = {
  scales: { color: 'primary', bg: 'background', p: 3, fontSize: 2, borderRadius: 'default' },
  responsive: { px: [2, 4, 5], display: ['none', 'flex'], gap: [null, 3] },
  nested: { '&:hover': { color: 'primary', textDecoration: 'underline' }, '& > a': { mx: 2 } },
  negative: { mt: -2, mx: -3 },
  variant: { variant: 'buttons.primary', px: 4 },
  themed: { boxShadow: 'card', fontFamily: 'heading', lineHeight: 'heading' },
  functional: { color: (t) => (t.colors?.primary as string) ?? 'red', p: 2 },
};

/** The CSS rules Emotion inserted for a class, with the class name taken out. */
function rulesOf(className: string): string[] {
  return [...document.querySelectorAll('style[data-emotion]')]
    .flatMap((style) => [...((style as HTMLStyleElement).sheet?.cssRules ?? [])])
    .map((rule) => rule.cssText)
    .filter((css) => css.includes(`.${className}`))
    .map((css) => css.replaceAll(className, 'X'));
}

function styledClass(create: typeof jsx, sx: ThemeUIStyleObject): string {
  const { getByTestId, unmount } = render(
    <ThemeUIProvider theme={theme}>
      {create('div', { sx, 'data-testid': 'styled' })}
    </ThemeUIProvider>,
  );
  const className = getByTestId('styled').className;
  unmount();
  return className;
}

describe("the site's JSX runtime", () => {
  it.each(Object.entries(SAMPLES))('styles %s sx exactly as theme-ui does', (_name, sx) => {
    const ours = rulesOf(styledClass(jsx, sx));
    const themeUis = rulesOf(styledClass(themeUiJsx as typeof jsx, sx));
    expect(ours.length).toBeGreaterThan(0);
    expect(ours).toEqual(themeUis);
  });

  it('passes the other props through and leaves unstyled elements alone', () => {
    const { getByRole } = render(
      <ThemeUIProvider theme={theme}>
        {jsx('button', { type: 'button', 'aria-label': 'Go', children: 'Go' })}
      </ThemeUIProvider>,
    );
    const button = getByRole('button', { name: 'Go' });
    expect(button).toHaveAttribute('type', 'button');
    expect(button.className).toBe('');
  });

  it('keeps a css prop next to sx, as theme-ui does', () => {
    const { getByTestId } = render(
      <ThemeUIProvider theme={theme}>
        {jsx('div', { sx: { p: 2 }, css: { outline: '1px solid red' }, 'data-testid': 'both' })}
      </ThemeUIProvider>,
    );
    const [rule] = rulesOf(getByTestId('both').className);
    expect(rule).toContain('padding: 8px');
    expect(rule).toContain('outline: 1px solid red');
  });
});

describe('sxStyles', () => {
  const site = theme as Theme;

  it('makes a style once for equal sx values and equal themes', () => {
    const first = sxStyles({ p: [2, 3], color: 'text' }, site);
    const again = sxStyles({ p: [2, 3], color: 'text' }, { ...site } as Theme);
    expect(again).toBe(first);
  });

  it('makes another style when the theme holds something else', () => {
    const before = sxStyles({ color: 'text' }, site);
    const changed = { ...theme, colors: { ...theme.colors, text: '#123456' } } as Theme;
    const after = sxStyles({ color: 'text' }, changed);
    expect(after).not.toBe(before);
    expect(after.styles).toContain('#123456');
  });

  it('works out an sx holding functions every time', () => {
    const sx: ThemeUIStyleObject = { color: () => 'tomato' };
    const first = sxStyles(sx, site);
    expect(first.styles).toContain('tomato');
    expect(sxStyles(sx, site)).not.toBe(first);
  });

  it('keeps at most STYLES_PER_THEME styles for a theme', () => {
    const first = sxStyles({ zIndex: -1 }, site);
    for (let i = 0; i < STYLES_PER_THEME; i += 1) sxStyles({ zIndex: i }, site);
    expect(sxStyles({ zIndex: -1 }, site)).not.toBe(first);
    expect(sxStyles({ zIndex: -1 }, site)).toEqual(first);
  });
});
