import { HttpError, type CreateParams, type DeleteParams, type UpdateParams } from 'react-admin';
import {
  addAdminTagClassification,
  deleteAdminTagClassification,
  updateAdminTagClassification,
} from '@generated/api/admin-tag/admin-tag';
import type { TagClassification } from '@generated/model/index';
import type { ResourceOperations } from '@backoffice/providers/resourceOperations';
import { clientPage } from './clientPage';
import { judgeOr } from './judges';
import { sameNamed } from '@hoj/core/editor/tagNames';
import { judgeClassifications, judgeTags, type ClassificationRecord } from './tagQueries';

/** What the form edits. */
export type ClassificationFormValues = Pick<TagClassification, 'name' | 'oj' | 'rank'>;

/** The body of `POST`/`PUT /api/admin/tag/classification`: the name trimmed, the rank a whole number. */
export function toClassificationBody(data: Partial<ClassificationFormValues>): TagClassification {
  return {
    name: data.name?.trim() ?? null,
    oj: judgeOr(data.oj),
    rank: typeof data.rank === 'number' && Number.isFinite(data.rank) ? Math.trunc(data.rank) : null,
  };
}

/** HOJ refuses an identical name on create only; an edit to a taken name, or another letter case, is caught here. */
async function refuseDuplicate(body: TagClassification, ownId?: unknown): Promise<void> {
  const existing = await judgeClassifications(judgeOr(body.oj));
  if (sameNamed(existing, body.name, ownId))
    throw new HttpError('hoj.tags.classificationDuplicate', 400, { name: body.name });
}

/**
 * The `tagClassifications` resource over `/api/admin/tag/classification`: one judge's classifications at a time
 * (filter `oj`), smaller rank first, each with the number of its tags, which the delete confirmation names.
 */
export const classificationResource: ResourceOperations = {
  async getList({ pagination, filter, signal }) {
    const oj = judgeOr(filter?.oj);
    const [classifications, tags] = await Promise.all([
      judgeClassifications(oj, signal),
      judgeTags(oj, signal),
    ]);
    const rows: ClassificationRecord[] = classifications.map((classification) => ({
      ...classification,
      tagCount: tags.filter((tag) => tag.tcid === classification.id).length,
    }));
    return clientPage(rows, pagination);
  },

  async getOne({ id, signal }) {
    const found = (await judgeClassifications('ALL', signal)).find((row) => String(row.id) === String(id));
    if (!found) throw new HttpError('ra.notification.item_doesnt_exist', 404);
    return { data: found };
  },

  async create({ data }: CreateParams<Partial<ClassificationFormValues>>) {
    const body = toClassificationBody(data);
    await refuseDuplicate(body);
    const saved = await addAdminTagClassification(body);
    return { data: { ...saved, id: saved.id ?? 0, tagCount: 0 } };
  },

  async update({ id, data, previousData }: UpdateParams<ClassificationRecord>) {
    const merged = { ...previousData, ...data };
    const body = toClassificationBody(merged);
    await refuseDuplicate(body, id);
    await updateAdminTagClassification({ ...body, id: Number(id) });
    return { data: { ...merged, ...body, id: Number(id) } };
  },

  async delete({ id, previousData }: DeleteParams<ClassificationRecord>) {
    await deleteAdminTagClassification({ tcid: Number(id) });
    return { data: previousData ?? { id } };
  },
};
