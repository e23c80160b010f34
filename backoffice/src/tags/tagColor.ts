import { contrastRatio, hexColour, readableTextOn } from '@hoj/core/format/hexColour';

/** The colours HOJ's own tags use, offered as one-click choices (Element UI's palette, as the old back office). */
export const TAG_COLOR_PRESETS = [
  '#409eff',
  '#67c23a',
  '#e6a23c',
  '#f56c6c',
  '#909399',
  '#8e44ad',
  '#19be6b',
  '#303133',
] as const;

export const DEFAULT_TAG_COLOR = TAG_COLOR_PRESETS[0];

/** WCAG AA for normal-size text, which a tag's label is. */
export const MIN_CONTRAST = 4.5;

export interface TagLook {
  background: string;
  text: string;
  /** Contrast of the label on the tag; below MIN_CONTRAST the portal's tag is hard to read. */
  contrast: number;
}

/**
 * How the portal paints a tag of this colour (core's readable-text rule, as its title tags), and how readable
 * the result is. Null for an empty or malformed colour.
 */
export function tagLook(color: string | null | undefined): TagLook | null {
  const background = hexColour(color);
  const text = readableTextOn(background);
  if (!background || !text) return null;
  return { background, text, contrast: contrastRatio(background, text) ?? 1 };
}
