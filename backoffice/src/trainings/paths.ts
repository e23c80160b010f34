/** Where a training's problem list lives: under the training, as the old front end had it. */
export const TRAINING_PROBLEMS_PATH = '/trainings/:id/problems';

export const trainingProblemsPath = (id: number | string): string => `/trainings/${id}/problems`;

/** Where the category admin lives (the no-category notice of the editor links there). */
export const TRAINING_CATEGORIES_PATH = '/trainingCategories';
