import { lazyPage } from '@backoffice/common/lazyPage';

export { TRAINING_PROBLEMS_PATH } from './paths';

/** A training's problem list (a custom route: the back office has no "training problem" resource). */
export const trainingProblemsPage = lazyPage(() =>
  import('./problems/TrainingProblemsPage').then((module) => module.TrainingProblemsPage),
);
