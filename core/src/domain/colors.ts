/** Colour categories the apps map to their palettes (tags, badges), so domain tables name no colours. */
export type ColorCategory = 'primary' | 'success' | 'warning' | 'danger' | 'info' | 'neutral';
