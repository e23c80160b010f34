import { loadContestShell } from '@portal/features/contests';
import { ContestMenuTabs, ContestStrip } from './lazyContestParts';

/**
 * The contest pages' layout, out of the entry: its code and the contest feature's header and unread check are
 * fetched side by side with the status strip's (and beside the page's own chunk, which the router preloads with it), and the layout
 * renders once all are there, so the header never pops in above a drawn page.
 */
export async function loadContestLayout() {
  const [{ contestLayoutWith }, shell] = await Promise.all([
    import('./ContestLayout'),
    loadContestShell(),
    // The status strip and the menu's further tabs above, so that the bar and the page arrive together.
    ContestStrip.preload(),
    ContestMenuTabs.preload(),
  ]);
  return { ContestLayout: contestLayoutWith(shell) };
}
