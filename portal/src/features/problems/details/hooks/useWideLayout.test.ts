import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  SPLIT_DIVIDER,
  SPLIT_MIN_LEFT,
  SPLIT_MIN_RIGHT,
  SPLIT_PAGE_GUTTERS,
  SPLIT_SCROLLBAR_ALLOWANCE,
  splitBounds,
} from '../model/splitPane';
import { WIDE_LAYOUT_QUERY } from './useWideLayout';

const minWidthsIn = (text: string) =>
  [...text.matchAll(/min-width:\s*(\d+)px/g)].map((match) => Number(match[1]));

/** The editor's width with the statement at its minimum, in a window `windowWidth` wide (scrollbar shown). */
function editorWidthAt(windowWidth: number): number {
  const container = windowWidth - SPLIT_PAGE_GUTTERS - SPLIT_SCROLLBAR_ALLOWANCE;
  expect(splitBounds(container).min).toBe(SPLIT_MIN_LEFT);
  return container - SPLIT_MIN_LEFT - SPLIT_DIVIDER;
}

describe('where the panes go side by side', () => {
  const [breakpoint] = minWidthsIn(WIDE_LAYOUT_QUERY);

  it('is the narrowest window where the editor keeps its minimum beside the statement', () => {
    if (breakpoint === undefined) throw new Error(`no min-width in ${WIDE_LAYOUT_QUERY}`);
    expect(editorWidthAt(breakpoint)).toBeGreaterThanOrEqual(SPLIT_MIN_RIGHT);
    expect(editorWidthAt(breakpoint - 1)).toBeLessThan(SPLIT_MIN_RIGHT);
  });

  it('is the width the stylesheet switches its layout at', () => {
    const css = readFileSync(join(__dirname, '../routes/ProblemDetailsPage.css'), 'utf8');
    expect(minWidthsIn(css.replace(/\/\*[\s\S]*?\*\//g, ''))).toEqual([breakpoint]);
  });
});
