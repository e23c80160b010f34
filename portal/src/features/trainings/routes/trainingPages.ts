// A training's header and its three tabs travel in one chunk: the tabs are small, a reader moves between them,
// and one page module costs the entry (which lists every page's files) less than four.
export { TrainingLayout } from './TrainingLayout';
export { TrainingHomePage } from './TrainingHomePage';
export { TrainingProblemsPage } from './TrainingProblemsPage';
export { TrainingRankPage } from './TrainingRankPage';
