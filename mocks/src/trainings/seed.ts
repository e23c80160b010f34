import { userByUsername } from '../store/schema/accounts';
import { problems } from '../store/schema/problems';
import { DAY } from '../store/clock';
import type { SeedContext } from '../store/seedContext';
import { categoryDrafts, trainingDrafts } from './drafts';
import type {
  TrainingCategoryLinkRow,
  TrainingCategoryRow,
  TrainingProblemRow,
  TrainingRegisterRow,
  TrainingRow,
} from '../store/schema/trainings';

export interface TrainingSeed {
  categories: TrainingCategoryRow[];
  trainings: TrainingRow[];
  links: TrainingCategoryLinkRow[];
  problems: TrainingProblemRow[];
  registers: TrainingRegisterRow[];
}

/** Ranks step by ten, so an admin can slot a training in between without renumbering the others. */
const RANK_STEP = 10;

/**
 * The site's training categories and trainings (`drafts.ts`) with their problems, labelled by the problems' own
 * display ids, and the registrations of the private one. Reads the accounts and problems seeded before it.
 */
export function seedTrainings(ctx: SeedContext): TrainingSeed {
  const created = ctx.ago(365 * DAY);
  const categories = categoryDrafts.map((draft, index): TrainingCategoryRow => ({
    id: index + 1,
    name: draft.name,
    color: draft.color,
    gid: null,
    gmtCreate: created,
    gmtModified: created,
  }));
  const seed: TrainingSeed = { categories, trainings: [], links: [], problems: [], registers: [] };
  trainingDrafts.forEach((draft, index) => {
    const tid = index + 1;
    const modified = ctx.ago(draft.age * DAY);
    const category = categories.find((c) => c.name === draft.category);
    if (!category) throw new Error(`trainings/seed.ts: no category ${draft.category}`);
    seed.trainings.push({
      id: tid,
      title: draft.title,
      description: draft.description,
      author: draft.author,
      auth: draft.auth,
      privatePwd: draft.privatePwd ?? null,
      rank: (index + 1) * RANK_STEP,
      status: draft.status ?? true,
      gid: null,
      isGroup: false,
      gmtCreate: ctx.ago((draft.age + 30) * DAY),
      gmtModified: modified,
    });
    seed.links.push({ tid, cid: category.id });
    draft.problems.forEach((problemId, order) => {
      const problem = problems.one('problemId', problemId);
      if (!problem) throw new Error(`trainings/seed.ts: no problem ${problemId}`);
      seed.problems.push({
        id: seed.problems.length + 1,
        tid,
        pid: problem.id,
        rank: order + 1,
        displayId: problem.problemId,
        gmtCreate: modified,
        gmtModified: modified,
      });
    });
    for (const username of draft.registered ?? []) {
      const user = userByUsername(username);
      if (!user) throw new Error(`trainings/seed.ts: no account ${username}`);
      seed.registers.push({ tid, uid: user.uid, gmtCreate: modified });
    }
  });
  return seed;
}
