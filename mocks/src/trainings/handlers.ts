import { ApiFailure } from '../http/failure';
import { operation } from '../http/operation';
import { toPage } from '../http/page';
import { countResults, practiceSubmissions } from '../store/queries/submissionCounts';
import { tagsOfProblem } from '../store/queries/problems';
import { problems } from '../store/schema/problems';
import { hook } from '../store/hooks';
import { shownTraining, visibleTraining } from './access';
import {
  acCountOf,
  categoryOfTraining,
  problemsOfTraining,
  trainingAccess,
  trainingOrder,
} from '../store/queries/trainings';
import { trainingRank } from './rank';
import {
  trainingCategories,
  trainingCategoryLinks,
  trainingProblems,
  trainingRegisterKey,
  trainingRegisters,
  trainings,
  type TrainingRow,
} from '../store/schema/trainings';
import { trainingMessages } from './texts';
import { clock } from '../store/clock';
import { toTrainingCategory, toTrainingVO } from './views';

/** The portal's list search: the text in the title, or the training's id. */
function matchesKeyword(training: TrainingRow, keyword: string | undefined): boolean {
  return !keyword || training.title.includes(keyword) || String(training.id) === keyword;
}

export const trainingHandlers = [
  // The site's categories (group categories stay in their groups), in the order they were made.
  operation('getTrainingCategory', 'anon', () => ({
    data: trainingCategories.filter((c) => c.gid === null).map(toTrainingCategory),
  })),

  // Visible site trainings by rank, filtered by text, category and visibility; a signed-in caller sees how many
  // of each training's problems they solved.
  operation('getTrainingList', 'anon', ({ query, caller }) => {
    const page = query.page({ current: 1, size: 20 });
    const keyword = query.string('keyword');
    const categoryId = query.int('categoryId');
    const auth = query.string('auth');
    const rows = trainings
      .where('gid', null)
      .filter(
        (t) =>
          t.status &&
          matchesKeyword(t, keyword) &&
          (auth === undefined || t.auth === auth) &&
          (categoryId === undefined || trainingCategoryLinks.get(t.id)?.cid === categoryId),
      )
      .sort(trainingOrder);
    return {
      data: toPage(rows, page, (t) =>
        toTrainingVO(
          t,
          categoryOfTraining(t.id),
          trainingProblems.count('tid', t.id),
          caller ? acCountOf(t, caller.uid) : 0,
        ),
      ),
    };
  }),

  // A visible training; what the caller solved only when they may enter it.
  operation('getTraining', 'required', ({ query, user }) => {
    const training = shownTraining(query.requiredInt('tid'));
    const access = trainingAccess(training, user);
    if (access === 'notMember') throw new ApiFailure(403, trainingMessages.notGroupMember);
    return {
      data: toTrainingVO(
        training,
        categoryOfTraining(training.id),
        trainingProblems.count('tid', training.id),
        access === 'ok' ? acCountOf(training, user.uid) : 0,
      ),
    };
  }),

  // The training's problems in training order, each under its label there, with its practice counts.
  operation('getTrainingProblemList', 'required', ({ query, user }) => {
    const training = visibleTraining(query.requiredInt('tid'), user);
    const data = problemsOfTraining(training.id).flatMap((entry) => {
      const problem = problems.get(entry.pid);
      if (!problem) return [];
      const counts = countResults(practiceSubmissions(problem.id, training.gid));
      return [
        { ...hook('toProblemVO')(problem, tagsOfProblem(problem.id), counts), problemId: entry.displayId },
      ];
    });
    return { data };
  }),

  // Whether the caller registered for the training (a private training's problems need it).
  operation('getTrainingAccess', 'required', ({ query, user }) => {
    const tid = query.requiredInt('tid');
    return { data: { access: trainingRegisters.has(trainingRegisterKey(tid, user.uid)) } };
  }),

  // Registration for a private training with its password, once per user.
  operation('toRegisterTraining', 'required', async ({ body, user }) => {
    const dto = await body();
    const tid = dto.int('tid');
    const password = dto.string('password');
    if (tid === null || !password) throw new ApiFailure(400, trainingMessages.registerBlank);
    const training = trainings.get(tid);
    if (!training || !training.status) throw new ApiFailure(404, trainingMessages.registerMissing);
    if (training.privatePwd !== password) throw new ApiFailure(400, trainingMessages.wrongPassword);
    if (trainingRegisters.has(trainingRegisterKey(tid, user.uid)))
      throw new ApiFailure(400, trainingMessages.alreadyRegistered);
    trainingRegisters.insert({ tid, uid: user.uid, gmtCreate: clock.now() });
    return { data: null };
  }),

  operation('getTrainingRank', 'required', ({ query, user }) => {
    const training = visibleTraining(query.requiredInt('tid'), user);
    const page = query.page({ current: 1, size: 30 });
    return { data: toPage(trainingRank(training, query.string('keyword')), page) };
  }),
];
