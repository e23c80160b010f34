/**
 * Colours that staff type (tag colours, balloon colours, award backgrounds, honorary titles) reach pages as
 * free text. Only a `#rgb` / `#rrggbb` value is drawn; anything else is treated as no colour, so a stray value
 * can neither break a style attribute nor smuggle other CSS into it.
 */
export function hexColour(value: string | null | undefined): string | null {
  const hex = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec((value ?? '').trim())?.[1];
  if (!hex) return null;
  const full = hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex;
  return `#${full.toLowerCase()}`;
}

/** WCAG relative luminance of a colour `hexColour` accepted. */
function luminance(hex: string): number {
  const [r = 0, g = 0, b = 0] = [1, 3, 5].map((i) => {
    const v = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** Near-black or white, whichever reads better on the background; null when the background is not a colour. */
export function readableTextOn(background: string | null | undefined): string | null {
  const hex = hexColour(background);
  if (!hex) return null;
  return luminance(hex) > 0.179 ? '#111827' : '#ffffff';
}

/** WCAG contrast ratio of two colours (1 to 21); null when either is not a colour. */
export function contrastRatio(a: string | null | undefined, b: string | null | undefined): number | null {
  const first = hexColour(a);
  const second = hexColour(b);
  if (!first || !second) return null;
  const [light, dark] = [luminance(first), luminance(second)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}
