import { ApiFailure, integrityViolation } from '../http/failure';
import { messages } from '../http/messages';
import { operation } from '../http/operation';
import { toPage } from '../http/page';
import type { BodyOf, BodyReader } from '../http/request';
import { clock } from '../store/clock';
import { hook } from '../store/hooks';
import { problemOrLabelInTraining } from '../store/queries/trainingProblems';
import { acCountOf, categoryOfTraining, trainingOrder } from '../store/queries/trainings';
import { problemGroupOf } from '../store/rules/groupProblemApplication';
import { removeTraining } from '../store/rules/trainingCascade';
import { addTrainingProblem, removeTrainingProblem } from '../store/rules/trainingProblems';
import type { UserRow } from '../store/schema/accounts';
import type { GroupRow } from '../store/schema/groups';
import { problems } from '../store/schema/problems';
import { trainingCategories, trainingProblems, trainings, type TrainingRow } from '../store/schema/trainings';
import { requireLiveGroup } from './access';
import { groupOfItem, requireAdmin, requireManager, requireMember } from './contentAccess';
import { groupTrainingMessages as texts, groupStepMessages as steps } from './contentTexts';

/** A group's training and the caller's right to change it: its author, a group root or root. */
function managedTraining(
  tid: number | null,
  user: UserRow,
  missing: string,
  outside: string,
  groupMissing: string,
): { training: TrainingRow; group: GroupRow } {
  const training = trainings.get(tid);
  if (!training) throw new ApiFailure(404, missing);
  const group = groupOfItem(training.gid, user, outside, groupMissing);
  requireManager(group, user, training.author === user.username);
  return { training, group };
}

/** Display ids compare without case, as MySQL compares them. */
const sameDisplayId = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/** The problems of a training members count: the public ones. */
const publicProblemCount = (tid: number) =>
  trainingProblems.where('tid', tid).filter((tp) => problems.get(tp.pid)?.auth === 1).length;

export const groupTrainingHandlers = [
  // Members see the group's visible trainings by rank, each with how many of its problems they solved.
  operation('getGroupTrainingList', 'required', ({ query, user }) => {
    const group = requireLiveGroup(query.requiredInt('gid'), user, texts.listMissing);
    requireMember(group, user);
    const rows = trainings
      .where('gid', group.id)
      .filter((t) => t.status)
      .sort(trainingOrder);
    return {
      data: toPage(rows, query.page({ current: 1, size: 10 }), (t) =>
        hook('toTrainingVO')(t, categoryOfTraining(t.id), publicProblemCount(t.id), acCountOf(t, user.uid)),
      ),
    };
  }),

  // Group admins see every training of the group, hidden ones too, newest first; the rows are whole entities.
  operation('getGroupAdminTrainingList', 'required', ({ query, user }) => {
    const group = requireLiveGroup(query.requiredInt('gid'), user, texts.listMissing);
    requireAdmin(group, user);
    const rows = trainings.where('gid', group.id).sort((a, b) => b.id - a.id);
    return {
      data: toPage(rows, query.page({ current: 1, size: 10 }), (t) => hook('toTraining')(t, true)),
    };
  }),

  operation('getGroupTraining', 'required', ({ query, user }) => {
    const { training } = managedTraining(
      query.requiredInt('tid'),
      user,
      texts.trainingMissing,
      texts.fetchOutside,
      texts.fetchMissing,
    );
    const category = categoryOfTraining(training.id);
    return {
      data: {
        training: hook('toTraining')(training, true),
        trainingCategory: category ? hook('toTrainingCategory')(category) : null,
      },
    };
  }),

  // A group admin's new training; its category is the site's, the group's, or a new one made in the group.
  operation('addGroupTraining', 'required', async ({ body, user }) => {
    const dto = await body();
    const gid = dto.object('training')?.int('gid') ?? null;
    if (gid === null) throw new ApiFailure(403, texts.addGidMissing);
    const group = requireLiveGroup(gid, user, texts.addMissing);
    requireAdmin(group, user);
    checkCategory(dto.object('trainingCategory'), group.id);
    hook('addTrainingFromBody')(dto, user, group.id);
    return { data: null };
  }),

  operation('updateGroupTraining', 'required', async ({ body, user }) => {
    const dto = await body();
    const tid = dto.object('training')?.int('id') ?? null;
    if (tid === null) throw new ApiFailure(403, texts.updateIdMissing);
    const { training, group } = managedTraining(
      tid,
      user,
      texts.trainingMissing,
      texts.updateOutside,
      texts.updateMissing,
    );
    checkCategory(dto.object('trainingCategory'), group.id);
    hook('updateTrainingFromBody')(dto, training);
    return { data: null };
  }),

  // Its problem links, category link and registrations go with it.
  operation('deleteGroupTraining', 'required', ({ query, user }) => {
    const { training } = managedTraining(
      query.requiredInt('tid'),
      user,
      texts.trainingMissing,
      texts.deleteOutside,
      texts.deleteMissing,
    );
    removeTraining(training.id);
    return { data: null };
  }),

  operation('changeGroupTrainingStatus', 'required', ({ query, user }) => {
    const { training } = managedTraining(
      query.requiredInt('tid'),
      user,
      texts.trainingMissing,
      texts.statusOutside,
      texts.statusMissing,
    );
    trainings.update(training, { status: query.requiredBool('status'), gmtModified: clock.now() });
    return { data: null };
  }),

  // The training's problems in training order (`queryExisted`, the default), or the public problems to add.
  operation('getGroupTrainingProblemList', 'required', ({ query, user }) => {
    const training = trainings.get(query.requiredInt('tid'));
    if (!training) throw new ApiFailure(404, texts.problemListTrainingMissing);
    const group = requireLiveGroup(training.gid, user, steps.fetchMissing);
    requireManager(group, user, training.author === user.username);
    return {
      data: hook('trainingProblemList')(training.id, {
        page: query.page({ current: 1, size: 10 }),
        keyword: query.string('keyword'),
        queryExisted: query.bool('queryExisted', true),
      }),
    };
  }),

  operation('updateGroupTrainingProblem', 'required', async ({ body, user }) => {
    const dto = await body();
    const { training } = managedTraining(
      dto.int('tid'),
      user,
      texts.problemUpdateTrainingMissing,
      texts.problemUpdateOutside,
      steps.updateMissing,
    );
    hook('updateTrainingProblemFromBody')(dto, training.id);
    return { data: null };
  }),

  operation('deleteGroupTrainingProblem', 'required', ({ query, user }) => {
    const pid = query.requiredInt('pid');
    const { training } = managedTraining(
      query.requiredInt('tid'),
      user,
      texts.trainingMissing,
      texts.problemDeleteOutside,
      steps.deleteMissing,
    );
    if (!removeTrainingProblem(training.id, pid)) throw new ApiFailure(400, texts.removeFailed);
    return { data: null };
  }),

  // A public site problem (not private, not a group's) under the label the body names.
  operation('addGroupTrainingProblemFromPublic', 'required', async ({ body, user }) => {
    const dto = await body();
    const problem = problems.get(dto.int('pid'));
    if (!problem || problem.auth !== 1 || problem.gid !== null)
      throw new ApiFailure(404, texts.publicProblemMissing);
    const { training } = managedTraining(
      dto.int('tid'),
      user,
      texts.problemAddTrainingMissing,
      texts.problemAddOutside,
      steps.addMissing,
    );
    const displayId = dto.string('displayId');
    // `display_id` is NOT NULL.
    if (displayId === null) throw integrityViolation();
    if (problemOrLabelInTraining(training.id, problem.id, displayId))
      throw new ApiFailure(400, texts.problemTaken);
    addTrainingProblem(training.id, problem.id, displayId);
    return { data: null };
  }),

  // A problem of the training's own group by its display id, labelled with it.
  operation('addGroupTrainingProblemFromGroup', 'required', ({ query, user }) => {
    const problemId = query.requiredString('problemId');
    const { training, group } = managedTraining(
      query.requiredInt('tid'),
      user,
      texts.problemAddTrainingMissing,
      texts.problemAddOutside,
      steps.addMissing,
    );
    const problem = problems.find(
      (p) => sameDisplayId(p.problemId, problemId) && problemGroupOf(p) === group.id,
    );
    if (!problem) throw new ApiFailure(404, texts.groupProblemMissing);
    if (problemOrLabelInTraining(training.id, problem.id, problem.problemId))
      throw new ApiFailure(400, texts.problemTaken);
    addTrainingProblem(training.id, problem.id, problem.problemId);
    return { data: null };
  }),
];

type CategoryBody = BodyReader<NonNullable<BodyOf<'addGroupTraining'>['trainingCategory']>> | null;

/**
 * A category of another group is refused (the site's, with no group, are anyone's). The backend reads the
 * `gid` the body names, and for a known category the mock also checks the stored one.
 */
function checkCategory(category: CategoryBody, gid: number): void {
  const stored = trainingCategories.get(category?.int('id') ?? null);
  const named = category?.int('gid') ?? null;
  for (const owner of [named, stored?.gid ?? null])
    if (owner !== null && owner !== gid) throw new ApiFailure(403, messages.noPermissionToOperate);
}
