import type { TrainingAuth } from '@generated/model/index';
import type { UserRow } from '../store/schema/accounts';
import { ApiFailure, integrityViolation } from '../http/failure';
import { messages } from '../http/messages';
import { BodyReader, type BodyOf } from '../http/request';
import { clock } from '../store/clock';
import { trainingCategories, type TrainingCategoryRow } from '../store/schema/trainings';
import { trainingMessages } from './texts';

/** `POST` and `PUT /api/admin/training` take the same body (as do a group's training calls). */
type TrainingDTO = BodyOf<'addAdminTraining'>;
export type TrainingBody = BodyReader<TrainingDTO>;
type Training = NonNullable<TrainingDTO['training']>;

const INT32_MAX = 2 ** 31 - 1;
const TITLE_MAX = 255;
const DESCRIPTION_MAX = 65535;

/** The training fields of a `TrainingDTO` as sent; null where the client left a field out. */
export interface TrainingFields {
  id: number | null;
  title: string | null;
  description: string | null;
  author: string | null;
  auth: TrainingAuth;
  privatePwd: string | null;
  status: boolean | null;
  rank: number | null;
}

/** Where a saved training's category comes from: an existing row, or one to create (or reuse) by name. */
export type CategoryChoice =
  | { kind: 'existing'; row: TrainingCategoryRow }
  | { kind: 'byName'; name: string; color: string | null; gid: number | null };

const isAuth = (value: string | null): value is TrainingAuth => value === 'Public' || value === 'Private';

/** `rank` is an Integer: Jackson refuses a number outside 32 bits before the service runs (HTTP 400). */
function rankOf(training: BodyReader<Training>): number | null {
  const rank = training.int('rank');
  if (rank !== null && (rank > INT32_MAX || rank < -INT32_MAX - 1))
    throw new ApiFailure(400, messages.badJson, 400);
  return rank;
}

/**
 * The training of the body, checked as the backend's validator does: a title of at most 255 characters, a
 * description of at most 65535, `Public` or `Private`, and a password for a private training.
 */
export function readTraining(dto: BodyReader<TrainingDTO>): TrainingFields {
  // A body without a training is checked as an empty one (its title is the first thing found missing).
  const training = dto.object('training') ?? new BodyReader<Training>({});
  const title = training.string('title');
  const description = training.string('description');
  const auth = training.string('auth');
  const privatePwd = training.string('privatePwd');
  const fields = {
    id: training.int('id'),
    author: training.string('author'),
    status: training.bool('status'),
    rank: rankOf(training),
  };
  if (!title?.trim()) throw new ApiFailure(400, messages.blank(trainingMessages.titleItem));
  if (title.length > TITLE_MAX) throw new ApiFailure(400, messages.tooLong(trainingMessages.titleItem));
  if (description !== null && description.length > DESCRIPTION_MAX)
    throw new ApiFailure(400, messages.tooLong(trainingMessages.descriptionItem));
  if (!isAuth(auth)) throw new ApiFailure(400, trainingMessages.authInvalid);
  if (auth === 'Private' && !privatePwd)
    throw new ApiFailure(400, messages.required(trainingMessages.passwordItem));
  return { ...fields, title, description, auth, privatePwd };
}

/**
 * The category of the body. The service saves the training first and then links its category: without one (no
 * category, or one with neither id nor name) or with an id that is no category, the database refuses the link
 * and the transaction leaves nothing saved. The mock checks before writing, with the database's answer.
 */
export function readCategory(dto: BodyReader<TrainingDTO>): CategoryChoice {
  const category = dto.object('trainingCategory');
  if (!category) throw integrityViolation();
  const id = category.int('id');
  if (id !== null) {
    const row = trainingCategories.get(id);
    if (!row) throw integrityViolation();
    return { kind: 'existing', row };
  }
  const name = category.string('name');
  if (name === null) throw integrityViolation();
  return { kind: 'byName', name, color: category.string('color'), gid: category.int('gid') };
}

/** A category chosen by name: the existing one of that name, otherwise a new one. */
export function saveCategory(choice: CategoryChoice): TrainingCategoryRow {
  if (choice.kind === 'existing') return choice.row;
  const existing = trainingCategories.find((c) => c.name === choice.name && c.gid === choice.gid);
  if (existing) return existing;
  const now = clock.now();
  return trainingCategories.insert({
    id: trainingCategories.nextId(),
    name: choice.name,
    color: choice.color,
    gid: choice.gid,
    gmtCreate: now,
    gmtModified: now,
  });
}

/** The author a new training records: the client names it (hoj-vue sends the logged-in admin). */
export function authorOf(fields: TrainingFields, caller: UserRow): string {
  return fields.author?.trim() ? fields.author : caller.username;
}
