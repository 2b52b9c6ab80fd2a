import { TAG_PALETTE, tagColorIndex } from '@cloud-consulting/domain/blog';
import { contrastRatio, MIN_TEXT_CONTRAST, parseHexColor } from '@cloud-consulting/domain/contrast';
import { avatarColor, initials } from '../../../src/components/comments/avatar';

const white = parseHexColor('#ffffff')!;

describe('comment avatars', () => {
  it('draw white initials on a colour they read on, for every colour of the palette', () => {
    // One name per palette colour: the hash spreads names over all eight.
    const names = Array.from({ length: 400 }, (_, i) => `Guest ${i}`);
    const byColour = new Map(names.map((name) => [tagColorIndex(name), name]));
    expect(byColour.size).toBe(TAG_PALETTE.length);
    for (const name of byColour.values()) {
      const ratio = contrastRatio(parseHexColor(avatarColor(name))!, white);
      expect(ratio).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
    }
  });

  it('keeps a palette colour that already reads well', () => {
    const name = Array.from({ length: 400 }, (_, i) => `Guest ${i}`).find(
      (n) => TAG_PALETTE[tagColorIndex(n)] === '#2563eb',
    )!;
    expect(avatarColor(name)).toBe('#2563eb');
    expect(initials('Jane Guest')).toBe('JG');
  });
});
