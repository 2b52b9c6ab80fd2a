import {
  contrastRatio,
  MIN_TEXT_CONTRAST,
  parseHexColor,
  readableTextColor,
} from '@cloud-consulting/domain/contrast';
import { TAG_PALETTE } from '@cloud-consulting/domain/blog';

const WHITE = '#ffffff';
const NIGHT = '#0f1623';
const ratio = (a: string, b: string) => contrastRatio(parseHexColor(a)!, parseHexColor(b)!);

describe('colour contrast', () => {
  it('parses #rgb and #rrggbb, and nothing else', () => {
    expect(parseHexColor('#0af')).toEqual([0, 170, 255]);
    expect(parseHexColor(' #0891B2 ')).toEqual([8, 145, 178]);
    expect(parseHexColor('red')).toBeNull();
    expect(parseHexColor('#12345')).toBeNull();
    expect(parseHexColor('rgb(0,0,0)')).toBeNull();
  });

  it('measures WCAG ratios', () => {
    expect(ratio('#000000', WHITE)).toBeCloseTo(21, 5);
    expect(ratio(WHITE, WHITE)).toBe(1);
    expect(ratio('#0891b2', WHITE)).toBeCloseTo(3.68, 2);
  });

  it('keeps a colour that already reads well', () => {
    expect(readableTextColor('#1d4ed8', WHITE)).toBe('#1d4ed8');
  });

  it('darkens on light and lightens on dark, only as much as needed', () => {
    const onLight = readableTextColor('#0891b2', WHITE)!;
    expect(ratio(onLight, WHITE)).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
    expect(ratio(onLight, WHITE)).toBeLessThan(6);
    const onDark = readableTextColor('#dc2626', NIGHT)!;
    expect(ratio(onDark, NIGHT)).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
    expect(parseHexColor(onDark)![0]).toBeGreaterThan(0xdc);
  });

  it('makes every palette colour and any editor colour readable in both themes', () => {
    const colours = [...TAG_PALETTE, '#ffff00', '#00ff00', '#000080', '#777777', '#f0f'];
    for (const colour of colours)
      for (const background of [WHITE, NIGHT])
        expect(ratio(readableTextColor(colour, background)!, background)).toBeGreaterThanOrEqual(
          MIN_TEXT_CONTRAST,
        );
  });

  it('gives null for a colour it cannot read', () => {
    expect(readableTextColor('tomato', WHITE)).toBeNull();
  });
});
