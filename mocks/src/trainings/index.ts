import type { MockDomain } from '../store/domain';
import { provideHooks } from '../store/hooks';
import { adminTrainingCategoryHandlers } from './adminCategoryHandlers';
import { addTrainingFromBody, adminTrainingHandlers, updateTrainingFromBody } from './adminHandlers';
import {
  adminTrainingProblemHandlers,
  trainingProblemList,
  updateTrainingProblem,
} from './adminProblemHandlers';
import type { BodyOf, BodyReader } from '../http/request';
import type { TrainingBody } from './trainingBody';
import { toTraining, toTrainingCategory, toTrainingVO } from './views';
import { trainingHandlers } from './handlers';
import { trainingFocusList } from './focusList';
import { seedTrainings } from './seed';
import {
  trainingCategories,
  trainingCategoryLinks,
  trainingProblems,
  trainingRegisters,
  trainings,
} from '../store/schema/trainings';

provideHooks({
  trainingFocusList,
  toTraining,
  toTrainingCategory,
  toTrainingVO,
  // A group's training calls take the back office's `TrainingDTO` and `TrainingProblem` bodies.
  addTrainingFromBody: (body, caller, gid) => addTrainingFromBody(body as TrainingBody, caller, gid),
  updateTrainingFromBody: (body, training) => updateTrainingFromBody(body as TrainingBody, training),
  trainingProblemList,
  updateTrainingProblemFromBody: (body, tid) =>
    updateTrainingProblem(body as BodyReader<BodyOf<'updateAdminTrainingProblem'>>, tid),
});

/**
 * Trainings: the site's problem sets with their categories, problems and registrations, the portal's training
 * pages and the back office's training screens. Seeds after the accounts and problems it points at.
 */
export const trainingsDomain: MockDomain = {
  name: 'trainings',
  seed(ctx) {
    const seed = seedTrainings(ctx);
    trainingCategories.fill(seed.categories);
    trainings.fill(seed.trainings);
    trainingCategoryLinks.fill(seed.links);
    trainingProblems.fill(seed.problems);
    trainingRegisters.fill(seed.registers);
  },
  handlers: [
    ...trainingHandlers,
    ...adminTrainingHandlers,
    ...adminTrainingProblemHandlers,
    ...adminTrainingCategoryHandlers,
  ],
};
