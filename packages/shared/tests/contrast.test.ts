import { describe, expect, it } from 'vitest';
import { accentColourRefusal, contrastRatio } from '../src/contrast.js';

describe("the committee's accent colour", () => {
  it('measures the contrast with WCAG’s relative luminance', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBe(1);
    // WCAG's own examples: #767676 is the lightest grey that passes on white, #777777 fails.
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
    expect(contrastRatio('#777777', '#FFFFFF')).toBeCloseTo(4.48, 2);
    expect(contrastRatio('#ffffff', '#1a5e3a')).toBe(contrastRatio('#1a5e3a', '#ffffff'));
  });

  it('accepts a colour that reads on white, and refuses a light one in French, saying its contrast', () => {
    expect(accentColourRefusal('#1a5e3a')).toBeNull();
    expect(accentColourRefusal('#767676')).toBeNull();
    expect(accentColourRefusal('#ffff00')).toBe(
      'La couleur d’accent #ffff00 est trop claire : son contraste avec le blanc est de 1,07:1, il faut au moins 4,5:1 pour que les liens et les boutons se lisent. Choisissez une couleur plus foncée.',
    );
    // 4.48 is not rounded up to the 4,5 it misses.
    expect(accentColourRefusal('#777777')).toContain('4,47:1');
  });

  it('refuses what is not #RRGGBB', () => {
    for (const colour of ['1a5e3a', '#1a5e3', '#1a5e3g', 'vert', '#1a5e3a '])
      expect(accentColourRefusal(colour)).toBe(
        'La couleur d’accent s’écrit # suivi de six chiffres hexadécimaux, par exemple #1a5e3a.',
      );
  });
});
