/**
 * The training pages' public face, as loaders so that they stay out of the entry: the list, and a training's
 * pages (the layout with its title, progress and tabs, and the home, problems and rank tabs inside it) as one
 * chunk, on the site and inside a group alike.
 */
export const loadTrainingListPage = () => import('./routes/TrainingListPage');
export const loadTrainingPages = () => import('./routes/trainingPages');

// The data the list and a training's header draw first, for app/router/prefetchRoutes to ask for as soon as the
// address is known.
export { prefetchTraining, prefetchTrainingList } from './api/prefetchTrainings';
