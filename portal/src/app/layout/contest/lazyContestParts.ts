import { lazyPage } from '@portal/app/router/lazyPage';

/**
 * The contest mode's parts of the top bar, out of the entry every page loads: fetched with the contest pages
 * (their layout asks for them beside its own code, loadContestLayout.ts).
 */
export const ContestStrip = lazyPage(() => import('./ContestStrip'), 'ContestStrip');

/** The contest menu's further tabs (announcements, and those that depend on the contest and the user). */
export const ContestMenuTabs = lazyPage(() => import('./ContestMenuTabs'), 'ContestMenuTabs');
