import { HttpError, type CreateParams, type DeleteParams, type UpdateParams } from 'react-admin';
import { addAdminTag, deleteAdminTag, updateAdminTag } from '@generated/api/admin-tag/admin-tag';
import type { Tag } from '@generated/model/index';
import type { ResourceOperations } from '@backoffice/providers/resourceOperations';
import { clientPage } from './clientPage';
import { TAG_JUDGES, judgeOr, type TagJudge } from './judges';
import { hexColour } from '@hoj/core/format/hexColour';
import { sameNamed, tagKey } from '@hoj/core/editor/tagNames';
import { judgeTagNames, judgeTags, type TagRecord } from './tagQueries';

/** The list's filter value for "tags in no classification". */
export const UNCLASSIFIED = 'none';

/** What the form edits: the tag's own fields. */
export type TagFormValues = Pick<Tag, 'name' | 'color' | 'oj' | 'tcid'>;

/**
 * The body of `POST`/`PUT /api/admin/tag`. The tags managed here are the site's (no group: groups keep their own
 * tags on the portal); the name is sent trimmed and the colour as `#rrggbb`.
 */
export function toTagBody(data: Partial<TagFormValues>): Tag {
  return {
    name: data.name?.trim() ?? null,
    color: hexColour(data.color),
    oj: judgeOr(data.oj),
    gid: null,
    tcid: typeof data.tcid === 'number' ? data.tcid : null,
  };
}

/**
 * HOJ refuses a second tag of the same name on a judge only when the spelling is identical, and an edit that
 * collides gets a bare server error: both are caught here first, in any letter case.
 */
async function refuseDuplicate(body: Tag, ownId?: unknown): Promise<void> {
  const existing = await judgeTagNames(judgeOr(body.oj));
  if (sameNamed(existing, body.name, ownId))
    throw new HttpError('hoj.tags.duplicate', 400, { name: body.name });
}

function matchesFilter(tag: TagRecord, filter: Record<string, unknown> | undefined): boolean {
  const tcid = filter?.tcid;
  if (tcid === UNCLASSIFIED && tag.tcid != null) return false;
  if (tcid !== undefined && tcid !== '' && tcid !== UNCLASSIFIED && String(tag.tcid) !== String(tcid))
    return false;
  const q = typeof filter?.q === 'string' ? tagKey(filter.q) : '';
  return q === '' || tagKey(tag.name).includes(q);
}

/** A tag opened by its id alone (an editor's address): searched judge by judge, the site's own first. */
async function findTag(id: unknown, signal?: AbortSignal): Promise<TagRecord> {
  for (const oj of TAG_JUDGES as readonly TagJudge[]) {
    const found = (await judgeTags(oj, signal)).find((tag) => String(tag.id) === String(id));
    if (found) return found;
  }
  throw new HttpError('ra.notification.item_doesnt_exist', 404);
}

/**
 * The `tags` resource: the site-wide tags of one judge at a time (filter `oj`, the site's own by default), by
 * classification (`tcid`, or `none` for the unclassified) and name (`q`), created, edited and deleted through
 * `/api/admin/tag`. HOJ has no admin tag list: the portal's grouped list carries every site-wide tag of a judge.
 */
export const tagResource: ResourceOperations = {
  async getList({ pagination, filter, signal }) {
    const rows = (await judgeTags(judgeOr(filter?.oj), signal)).filter((tag) => matchesFilter(tag, filter));
    return clientPage(rows, pagination);
  },

  async getOne({ id, signal }) {
    return { data: await findTag(id, signal) };
  },

  async create({ data }: CreateParams<Partial<TagFormValues>>) {
    const body = toTagBody(data);
    await refuseDuplicate(body);
    const saved = await addAdminTag(body);
    return { data: { ...saved, id: saved.id ?? 0, classificationName: null, classificationRank: null } };
  },

  async update({ id, data, previousData }: UpdateParams<TagRecord>) {
    const merged = { ...previousData, ...data };
    const body = toTagBody(merged);
    await refuseDuplicate(body, id);
    await updateAdminTag({ ...body, id: Number(id) });
    return { data: { ...merged, ...body, id: Number(id) } };
  },

  async delete({ id, previousData }: DeleteParams<TagRecord>) {
    await deleteAdminTag({ tid: Number(id) });
    return { data: previousData ?? { id } };
  },
};
