import type { MockDomain } from '../store/domain';
import { provideHooks } from '../store/hooks';
import { adminTrainingCategoryHandlers } from './adminCategoryHandlers';
import { adminTrainingHandlers } from './adminHandlers';
import { adminTrainingProblemHandlers } from './adminProblemHandlers';
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

provideHooks({ trainingFocusList });

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
