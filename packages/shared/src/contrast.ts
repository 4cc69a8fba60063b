/**
 * The committee's accent colour, given in Strapi's panel: the site's links and buttons and the header of the site and
 * of the admin wear it, on white or under white text. It is refused below a contrast ratio of 4.5:1 with white
 * (WCAG 2.2, success criterion 1.4.3), computed from each colour's relative luminance.
 */
export const ACCENT_COLOUR_PATTERN = /^#[0-9a-f]{6}$/i;

export const MINIMUM_CONTRAST = 4.5;

/** WCAG's relative luminance of an sRGB colour written #RRGGBB: 0 for black, 1 for white. */
export function relativeLuminance(colour: string): number {
  const [red, green, blue] = [1, 3, 5].map((start) => {
    const value = parseInt(colour.slice(start, start + 2), 16) / 255;
    return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * red + 0.7152 * green + 0.0722 * blue;
}

/** The contrast ratio of two colours, from 1 (the same) to 21 (black on white). */
export function contrastRatio(first: string, second: string): number {
  const [lighter, darker] = [relativeLuminance(first), relativeLuminance(second)].sort((a, b) => b - a) as [number, number];
  return (lighter + 0.05) / (darker + 0.05);
}

/** Why the committee's accent colour is refused, in French; null when it reads well on white. */
export function accentColourRefusal(colour: string): string | null {
  if (!ACCENT_COLOUR_PATTERN.test(colour))
    return 'La couleur d’accent s’écrit # suivi de six chiffres hexadécimaux, par exemple #1a5e3a.';
  const ratio = contrastRatio(colour, '#ffffff');
  if (ratio >= MINIMUM_CONTRAST) return null;
  // Rounded down: a ratio of 4.499 is not shown as the 4,5 it misses.
  const shown = (Math.floor(ratio * 100) / 100).toLocaleString('fr-BE');
  return `La couleur d’accent ${colour} est trop claire : son contraste avec le blanc est de ${shown}:1, il faut au moins 4,5:1 pour que les liens et les boutons se lisent. Choisissez une couleur plus foncée.`;
}
