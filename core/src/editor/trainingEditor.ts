import { TrainingAuth, type TrainingCategory, type TrainingDTO } from '@generated/model/index';
import { boolean, mixed, number, object, string, type ObjectSchema } from 'yup';
import { editorMessage, requiredMessage } from './editorMessages';
import { TITLE_MAX_LENGTH, blank } from './schemaIssues';

/** The largest rank the backend stores (a Java int). */
export const TRAINING_RANK_MAX = 2147483647;

/** Everything the training editor edits. */
export interface TrainingForm {
  /** Training id when editing; null when creating */
  id: number | null;
  title: string;
  description: string;
  /** Sort number, smaller first */
  rank: number | null;
  auth: TrainingAuth;
  /** Needed by private trainings only */
  privatePwd: string;
  /** Visible to users */
  status: boolean;
  categoryId: number | null;
  /** Creator's username: sent on create, kept on update */
  author: string;
  /** Group of a group training; null for a site-wide one */
  gid: number | null;
}

/** A new training as the editor opens it. */
export const TRAINING_DEFAULTS: TrainingForm = {
  id: null,
  title: '',
  description: '',
  rank: 1000,
  auth: TrainingAuth.PUBLIC,
  privatePwd: '',
  status: true,
  categoryId: null,
  author: '',
  gid: null,
};

function parentAuth(parent: unknown): unknown {
  return typeof parent === 'object' && parent !== null ? (parent as Partial<TrainingForm>).auth : undefined;
}

/** The rules a training must pass before it is saved. Messages are EditorMessage objects. */
export function trainingSchema(): ObjectSchema<TrainingForm> {
  const rankMessage = editorMessage('editor.error.trainingRank');
  return object({
    title: string()
      .defined()
      .test('required', requiredMessage('editor.field.trainingTitle'), (value) => !blank(value))
      .max(
        TITLE_MAX_LENGTH,
        editorMessage('editor.error.maxLength', {
          field: 'editor.field.trainingTitle',
          max: TITLE_MAX_LENGTH,
        }),
      ),
    description: string()
      .defined()
      .test('required', requiredMessage('editor.field.trainingDescription'), (value) => !blank(value)),
    rank: number()
      .typeError(rankMessage)
      .nullable()
      .defined()
      .test('required', requiredMessage('editor.field.trainingRank'), (value) => value !== null)
      .test('range', rankMessage, (value) => {
        if (value === null) return true;
        return Number.isInteger(value) && value >= 0 && value <= TRAINING_RANK_MAX;
      }),
    categoryId: number()
      .nullable()
      .defined()
      .test('required', requiredMessage('editor.field.trainingCategory'), (value) => value !== null),
    auth: mixed<TrainingAuth>().oneOf(Object.values(TrainingAuth)).defined(),
    privatePwd: string()
      .defined()
      .test('required', requiredMessage('editor.field.trainingPassword'), function password(value) {
        return parentAuth(this.parent) !== TrainingAuth.PRIVATE || !blank(value);
      }),
    status: boolean().defined(),
    id: number().nullable().defined(),
    author: string().defined(),
    gid: number().nullable().defined(),
  });
}

/**
 * The body of `POST`/`PUT /api/admin/training` (and the group training editor). `category` is the chosen row of
 * the category list; without it the body names the category by id only, which is all the backend reads.
 */
export function toTrainingBody(form: TrainingForm, category?: TrainingCategory | null): TrainingDTO {
  const training: TrainingDTO['training'] = {
    title: form.title.trim(),
    description: form.description,
    author: form.author,
    auth: form.auth,
    privatePwd: form.auth === TrainingAuth.PRIVATE ? form.privatePwd : null,
    status: form.status,
    rank: form.rank,
    gid: form.gid,
    isGroup: form.gid !== null,
  };
  if (form.id !== null) training.id = form.id;
  const chosen: TrainingCategory | null = category
    ? { ...category }
    : form.categoryId === null
      ? null
      : { id: form.categoryId };
  return { training, trainingCategory: chosen };
}

/** The editor form of `GET /api/admin/training?tid` (`getAdminTraining`, a TrainingDTO). */
export function fromTrainingDto(dto: TrainingDTO): TrainingForm {
  const training = dto.training ?? {};
  const auth = training.auth === TrainingAuth.PRIVATE ? TrainingAuth.PRIVATE : TrainingAuth.PUBLIC;
  return {
    id: training.id ?? null,
    title: training.title ?? '',
    description: training.description ?? '',
    rank: typeof training.rank === 'number' ? training.rank : TRAINING_DEFAULTS.rank,
    auth,
    privatePwd: training.privatePwd ?? '',
    status: training.status ?? TRAINING_DEFAULTS.status,
    categoryId: dto.trainingCategory?.id ?? null,
    author: training.author ?? '',
    gid: training.gid ?? null,
  };
}
