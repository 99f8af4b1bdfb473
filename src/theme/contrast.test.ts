import { describe, expect, it } from 'vitest';
import { colourUses } from './colourUses';
import { AA_TEXT, contrastRatio } from './contrast';
import { theme } from './tokens';

describe('contrastRatio', () => {
  it('measures as WCAG does', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBe(21);
    expect(contrastRatio('#ffffff', '#000000')).toBe(21);
    expect(contrastRatio('#777777', '#777777')).toBe(1);
    // The lightest grey that passes AA on white, as checkers list it.
    expect(contrastRatio('#767676', '#ffffff')).toBe(4.54);
  });

  it('refuses what is not a #rrggbb colour', () => {
    expect(() => contrastRatio('rgba(0, 0, 0, 0.5)', '#ffffff')).toThrow('Not a #rrggbb colour');
  });
});

describe('the colours the product draws on each other', () => {
  it.each(colourUses.filter((use) => use.kind === 'text'))(
    'text $foreground on $background reaches AA ($use)',
    ({ foreground, background }) => {
      expect(contrastRatio(theme.color[foreground], theme.color[background])).toBeGreaterThanOrEqual(AA_TEXT);
    },
  );
});
