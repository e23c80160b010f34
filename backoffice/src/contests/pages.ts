import { lazyPage } from '@backoffice/common/lazyPage';

/** The contest pages App.tsx routes outside the resource (`paths.ts`), each split off the entry chunk. */
export const contestProblemsPage = lazyPage(() =>
  import('./problems/ContestProblemsPage').then((module) => module.ContestProblemsPage),
);
export const contestAnnouncementsPage = lazyPage(() =>
  import('./announcements/ContestAnnouncementsPage').then((module) => module.ContestAnnouncementsPage),
);
export const contestProblemCreatePage = lazyPage(() =>
  import('./problems/ContestProblemCreate').then((module) => module.ContestProblemCreate),
);
export const contestProblemEditPage = lazyPage(() =>
  import('./problems/ContestProblemEdit').then((module) => module.ContestProblemEdit),
);
