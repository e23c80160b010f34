import type { CreateParams, DeleteParams, UpdateParams } from 'react-admin';
import {
  addAdminTraining,
  changeAdminTrainingStatus,
  deleteAdminTraining,
  getAdminTraining,
  getAdminTrainingList,
  updateAdminTraining,
} from '@generated/api/admin-training/admin-training';
import type { Training } from '@generated/model/index';
import {
  TRAINING_DEFAULTS,
  fromTrainingDto,
  toTrainingBody,
  type TrainingForm,
} from '@hoj/core/editor/trainingEditor';
import { session } from '@hoj/core/session/session';
import { clampPageSize } from '@backoffice/common/pageSizes';
import { findCreated } from '@backoffice/providers/findInPages';
import type { ResourceOperations } from '@backoffice/providers/resourceOperations';

/** A row of the back-office training list: HOJ's training with react-admin's `id`. */
export type TrainingRecord = Training & { id: number };

/** What the editor edits: core's training form with react-admin's `id`. */
export type TrainingEditRecord = TrainingForm & { id: number };

/** `meta` of an update that only shows or hides the training (the list's switch). */
export interface StatusChangeMeta {
  statusOnly: true;
}

const isStatusChange = (meta: unknown): meta is StatusChangeMeta =>
  typeof meta === 'object' && meta !== null && (meta as { statusOnly?: unknown }).statusOnly === true;

const withId = (rows: readonly Training[]): TrainingRecord[] =>
  rows.flatMap((row) => (typeof row.id === 'number' ? [{ ...row, id: row.id }] : []));

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;

/** The form's fields out of whatever react-admin hands over (the record may carry more). */
export function toTrainingForm(data: Partial<TrainingForm>, id: number | null): TrainingForm {
  const pick = <K extends keyof TrainingForm>(key: K): TrainingForm[K] => data[key] ?? TRAINING_DEFAULTS[key];
  return {
    id,
    title: pick('title'),
    description: pick('description'),
    rank: data.rank === undefined ? TRAINING_DEFAULTS.rank : data.rank,
    auth: pick('auth'),
    privatePwd: pick('privatePwd'),
    status: pick('status'),
    categoryId: data.categoryId ?? null,
    author: pick('author'),
    gid: data.gid ?? null,
  };
}

const readPage = (keyword: string | undefined) => (currentPage: number, limit: number) =>
  getAdminTrainingList({ currentPage, limit, keyword }).then((page) => ({
    ...page,
    records: withId(page.records),
  }));

/**
 * The `trainings` resource over HOJ's admin training calls: the list (searched by title, id or rank), one
 * training for its editor, create (the author is the signed-in admin), edit, the list's show/hide switch and
 * delete.
 */
export const trainingResource: ResourceOperations = {
  async getList({ pagination, filter, signal }) {
    const page = await getAdminTrainingList(
      {
        currentPage: pagination?.page,
        limit: clampPageSize(pagination?.perPage),
        keyword: text((filter as Record<string, unknown> | undefined)?.q),
      },
      { signal },
    );
    return { data: withId(page.records ?? []), total: page.total };
  },

  async getOne({ id, signal }) {
    const dto = await getAdminTraining({ tid: Number(id) }, { signal });
    const record: TrainingEditRecord = { ...fromTrainingDto(dto), id: Number(id) };
    return { data: record };
  },

  async create({ data }: CreateParams<Partial<TrainingForm>>) {
    const author = session.get().user?.username ?? '';
    const form = toTrainingForm({ ...data, author }, null);
    await addAdminTraining(toTrainingBody(form));
    // HOJ's "add" answers null: the new training is found again by its title (the newest of that title).
    return { data: await findCreated(readPage(form.title.trim()), form.title.trim()) };
  },

  async update({ id, data, previousData, meta }: UpdateParams) {
    const tid = Number(id);
    const previous = previousData as Partial<TrainingRecord>;
    if (isStatusChange(meta)) {
      const status = (data as { status?: unknown }).status === true;
      // The backend checks the author it is sent against the caller (root may change anyone's).
      await changeAdminTrainingStatus({ tid, author: previous.author ?? '', status });
      return { data: { ...previous, status, id: tid } };
    }
    const form = toTrainingForm(
      { ...(previousData as Partial<TrainingForm>), ...(data as Partial<TrainingForm>) },
      tid,
    );
    await updateAdminTraining(toTrainingBody(form));
    return { data: { ...form, id: tid } };
  },

  async delete({ id, previousData }: DeleteParams<TrainingRecord>) {
    await deleteAdminTraining({ tid: Number(id) });
    return { data: previousData ?? { id } };
  },
};
