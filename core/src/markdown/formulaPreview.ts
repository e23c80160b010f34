import { loadOnce } from '../lazy/loadOnce';

/** A formula drawn without KaTeX: HTML of `hoj-math-…` spans and escaped text (mathPreview.ts). */
export type Previewer = (tex: string, display: boolean) => string;

let previewer: Previewer | null = null;

/**
 * The formula previews (mathPreview.ts) are most of the maths code a page runs before KaTeX, and most content
 * has no maths: code whose first screen is maths (a problem statement, the parts of a long document) brings them
 * with it (`previewNow.ts`), anything else fetches them the first time it draws a formula before KaTeX is here
 * (`previews.load()`). Until they are here a formula is drawn as its source, and `<Markdown>` holds the document
 * back, hidden in its place, until they come.
 */
export const loadedPreview = (): Previewer | null => previewer;

export function providePreview(preview: Previewer): void {
  previewer = preview;
}

export const previews = loadOnce(async () => {
  const { mathPreview } = await import('./mathPreview');
  providePreview(mathPreview);
  return mathPreview;
});

/** For tests of the moment before the previews arrive. */
export function forgetPreview(): void {
  previewer = null;
  previews.forget();
}
