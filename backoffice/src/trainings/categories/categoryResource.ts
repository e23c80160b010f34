import type { CreateParams, DeleteParams, UpdateParams } from 'react-admin';
import { HttpError } from 'react-admin';
import {
  addAdminTrainingCategory,
  deleteAdminTrainingCategory,
  updateAdminTrainingCategory,
} from '@generated/api/admin-training/admin-training';
import { getTrainingCategory } from '@generated/api/training/training';
import type { TrainingCategory } from '@generated/model/index';
import { clampPageSize } from '@backoffice/common/pageSizes';
import type { ResourceOperations } from '@backoffice/providers/resourceOperations';

/** A training category with react-admin's `id`. */
export type TrainingCategoryRecord = TrainingCategory & { id: number };

const withId = (rows: readonly TrainingCategory[] | null | undefined): TrainingCategoryRecord[] =>
  (rows ?? []).flatMap((row) => (typeof row.id === 'number' ? [{ ...row, id: row.id }] : []));

/** The body of `POST`/`PUT /api/admin/training/category`: the name trimmed, the colour as chosen. */
export function toCategoryBody(data: Partial<TrainingCategoryRecord>): TrainingCategory {
  return { name: data.name?.trim() ?? null, color: data.color ?? null };
}

async function allCategories(signal?: AbortSignal): Promise<TrainingCategoryRecord[]> {
  return withId(await getTrainingCategory({ signal }));
}

/**
 * The `trainingCategories` resource. HOJ lists the site's categories in one unpaged call, so the list is
 * searched and paged here; create answers the saved category, update and delete answer nothing.
 */
export const categoryResource: ResourceOperations = {
  async getList({ pagination, filter, signal }) {
    const q = typeof filter?.q === 'string' ? filter.q.trim() : '';
    const rows = (await allCategories(signal)).filter((c) => !q || (c.name ?? '').includes(q));
    const perPage = clampPageSize(pagination?.perPage);
    const page = Math.max(1, pagination?.page ?? 1);
    return { data: rows.slice((page - 1) * perPage, page * perPage), total: rows.length };
  },

  async getOne({ id, signal }) {
    const found = (await allCategories(signal)).find((c) => String(c.id) === String(id));
    if (!found) throw new HttpError('ra.notification.item_doesnt_exist', 404);
    return { data: found };
  },

  async getMany({ ids, signal }) {
    const wanted = new Set(ids.map(String));
    return { data: (await allCategories(signal)).filter((c) => wanted.has(String(c.id))) };
  },

  async create({ data }: CreateParams<Partial<TrainingCategoryRecord>>) {
    const saved = withId([await addAdminTrainingCategory(toCategoryBody(data))]);
    const [created] = saved;
    if (!created) throw new HttpError('ra.notification.item_doesnt_exist', 404);
    return { data: created };
  },

  async update({ id, data, previousData }: UpdateParams<TrainingCategoryRecord>) {
    const merged = { ...previousData, ...data };
    await updateAdminTrainingCategory({ ...toCategoryBody(merged), id: Number(id) });
    return { data: { ...merged, id: Number(id) } };
  },

  async delete({ id, previousData }: DeleteParams<TrainingCategoryRecord>) {
    await deleteAdminTrainingCategory({ cid: Number(id) });
    return { data: previousData ?? { id } };
  },
};
