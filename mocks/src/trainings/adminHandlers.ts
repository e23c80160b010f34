import { ApiFailure } from '../http/failure';
import { operation } from '../http/operation';
import { toPage } from '../http/page';
import { clock } from '../store/clock';
import { removeTraining } from '../store/rules/trainingCascade';
import { categoryOfTraining, mayEdit, trainingOrder } from '../store/queries/trainings';
import {
  trainingCategoryLinks,
  trainingRegisters,
  trainingRegisterKey,
  trainings,
  type TrainingRow,
} from '../store/schema/trainings';
import { trainingMessages } from './texts';
import { authorOf, readCategory, readTraining, saveCategory, type TrainingBody } from './trainingBody';
import type { UserRow } from '../store/schema/accounts';
import { toTraining, toTrainingCategory } from './views';

/** The back office's list search: the text in the title, the id or the rank (SQL `LIKE` on each). */
function matchesKeyword(training: TrainingRow, keyword: string | undefined): boolean {
  if (!keyword) return true;
  return (
    training.title.includes(keyword) ||
    String(training.id).includes(keyword) ||
    String(training.rank).includes(keyword)
  );
}

/** Links a training to its category, replacing the one it had. */
function linkCategory(tid: number, cid: number): void {
  const link = trainingCategoryLinks.get(tid);
  if (link) trainingCategoryLinks.update(link, { cid });
  else trainingCategoryLinks.insert({ tid, cid });
}

/** The category a save links: a new one named in a group training's body is made in that group. */
function categoryFor(dto: TrainingBody, gid: number | null) {
  const choice = readCategory(dto);
  return saveCategory(choice.kind === 'byName' && gid !== null ? { ...choice, gid } : choice);
}

/**
 * A new training of `gid` (null: the site's) from the editor's body, checked as the backend's validator checks
 * it; the category is found or made before anything is written, so a refused one leaves nothing behind.
 */
export function addTrainingFromBody(dto: TrainingBody, caller: UserRow, gid: number | null): TrainingRow {
  const fields = readTraining(dto);
  const category = categoryFor(dto, gid);
  const now = clock.now();
  const row = trainings.insert({
    id: trainings.nextId(),
    title: fields.title ?? '',
    description: fields.description ?? '',
    author: authorOf(fields, caller),
    auth: fields.auth,
    privatePwd: fields.privatePwd,
    // The columns' defaults when the client leaves them out.
    rank: fields.rank ?? 0,
    status: fields.status ?? true,
    gid,
    isGroup: gid !== null,
    gmtCreate: now,
    gmtModified: now,
  });
  linkCategory(row.id, category.id);
  return row;
}

/**
 * The editor's body over a training: the fields sent non-null change. A new password of a private training
 * drops its registrations: everybody registers again with the new one.
 */
export function updateTrainingFromBody(dto: TrainingBody, training: TrainingRow): void {
  const fields = readTraining(dto);
  const category = categoryFor(dto, training.gid);
  const passwordChanged = fields.auth === 'Private' && fields.privatePwd !== training.privatePwd;
  trainings.update(training, {
    title: fields.title ?? training.title,
    description: fields.description ?? training.description,
    author: fields.author?.trim() ? fields.author : training.author,
    auth: fields.auth,
    privatePwd: fields.privatePwd ?? training.privatePwd,
    rank: fields.rank ?? training.rank,
    status: fields.status ?? training.status,
    gmtModified: clock.now(),
  });
  if (passwordChanged)
    for (const register of trainingRegisters.where('tid', training.id))
      trainingRegisters.delete(trainingRegisterKey(register.tid, register.uid));
  linkCategory(training.id, category.id);
}

export const adminTrainingHandlers = [
  // Site trainings only (group trainings have their own screens), by rank, without their passwords.
  operation('getAdminTrainingList', 'required', ({ query }) => {
    const page = query.page({ current: 1, size: 10 });
    const keyword = query.string('keyword');
    const rows = trainings.filter((t) => !t.isGroup && matchesKeyword(t, keyword)).sort(trainingOrder);
    return { data: toPage(rows, page, (row) => toTraining(row, false)) };
  }),

  // The editor's record, password included: root, or the training's author.
  operation('getAdminTraining', 'required', ({ query, user }) => {
    const training = trainings.get(query.requiredInt('tid'));
    if (!training) throw new ApiFailure(400, trainingMessages.adminMissing);
    if (!mayEdit(training, user)) throw new ApiFailure(403, trainingMessages.notAuthor);
    const category = categoryOfTraining(training.id);
    return {
      data: {
        training: toTraining(training, true),
        trainingCategory: category ? toTrainingCategory(category) : null,
      },
    };
  }),

  // A category without an id is found (or created) by its name, as the backend does.
  operation('addAdminTraining', 'required', async ({ body, user }) => {
    addTrainingFromBody(await body(), user, null);
    return { data: null };
  }),

  // Fields sent non-null change. The mock checks the stored author (the backend trusts the one sent).
  operation('updateAdminTraining', 'required', async ({ body, user }) => {
    const dto = await body();
    const training = trainings.get(readTraining(dto).id);
    if (!training) throw new ApiFailure(400, trainingMessages.updateFailed);
    if (!mayEdit(training, user)) throw new ApiFailure(403, trainingMessages.notAuthor);
    updateTrainingFromBody(dto, training);
    return { data: null };
  }),

  // Root only (x-roles); its problem links, category link and registrations go with it.
  operation('deleteAdminTraining', 'required', ({ query }) => {
    if (!removeTraining(query.requiredInt('tid'))) throw new ApiFailure(400, trainingMessages.deleteFailed);
    return { data: null };
  }),

  // Shows or hides a training on the portal: root, or its author (the mock checks the stored author too).
  operation('changeAdminTrainingStatus', 'required', ({ query, user }) => {
    const tid = query.requiredInt('tid');
    const author = query.requiredString('author');
    const status = query.requiredBool('status');
    const training = trainings.get(tid);
    if (user.role !== 'root' && (user.username !== author || (training && training.author !== author)))
      throw new ApiFailure(403, trainingMessages.notAuthor);
    if (!training) throw new ApiFailure(400, trainingMessages.updateFailed);
    trainings.update(training, { status, gmtModified: clock.now() });
    return { data: null };
  }),
];
