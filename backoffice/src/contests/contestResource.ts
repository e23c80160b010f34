import type { CreateParams, DeleteParams, UpdateParams } from 'react-admin';
import { HttpError } from 'react-admin';
import {
  addAdminContest,
  changeAdminContestVisible,
  deleteAdminContest,
  getAdminContest,
  getAdminContestList,
  updateAdminContest,
} from '@generated/api/admin-contest/admin-contest';
import type { Contest } from '@generated/model/index';
import { fromAdminContest, toContestBody, type ContestForm } from '@hoj/core/editor/contestEditor';
import { session } from '@hoj/core/session/session';
import { SEARCH_PAGE } from '@backoffice/providers/findInPages';
import type { ResourceOperations } from '@backoffice/providers/resourceOperations';
import { clampPageSize } from '@backoffice/common/pageSizes';
import { VISIBLE_ONLY } from './updateMeta';

/** A row of the contest list: the backend's `Contest` (its `id` is react-admin's). */
export type ContestRecord = Contest;

/** The editor's record: core's contest form, with react-admin's `id` once the contest exists. */
export type ContestEditorRecord = Omit<ContestForm, 'id'> & { id: number | null };

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;

/** The editor record as core's form (a new contest has no id yet). */
const asForm = (record: Partial<ContestEditorRecord>): ContestForm => record as ContestForm;

/**
 * The creator a new contest is saved with: the backend takes the client's word for it (hoj-vue sends the
 * logged-in admin), and only the creator and root may edit the contest afterwards.
 */
function withCreator(form: ContestForm): ContestForm {
  const user = session.get().user;
  return { ...form, uid: form.uid || user?.uid || '', author: form.author || user?.username || '' };
}

/**
 * HOJ's "add contest" answers nothing; the new contest is the one with the title just sent and the highest id
 * (the list is ordered by start time, so the search asks for the title rather than reading the first page).
 */
async function findCreated(title: string): Promise<Contest> {
  const page = await getAdminContestList({ keyword: title, currentPage: 1, limit: SEARCH_PAGE });
  const created = page.records
    .filter((row) => row.title === title)
    .reduce<Contest | undefined>((newest, row) => (!newest || row.id > newest.id ? row : newest), undefined);
  if (!created) throw new HttpError('ra.notification.item_doesnt_exist', 404);
  return created;
}

/**
 * The `contests` resource over `/api/admin/contest`: the list (search text as `keyword`), one contest for
 * editing (parsed into core's form), create, update (the whole editor, or only the visibility from the list's
 * switch) and delete (root only; the screens hide it from the other roles).
 */
export const contestResource: ResourceOperations = {
  async getList({ pagination, filter, signal }) {
    const page = await getAdminContestList(
      { currentPage: pagination?.page, limit: clampPageSize(pagination?.perPage), keyword: text(filter?.q) },
      { signal },
    );
    return { data: page.records, total: page.total };
  },

  async getOne({ id, signal }) {
    const contest = await getAdminContest({ cid: Number(id) }, { signal });
    return { data: { ...fromAdminContest(contest), id: Number(id) } };
  },

  async create({ data }: CreateParams<Partial<ContestEditorRecord>>) {
    const body = toContestBody(withCreator(asForm({ ...data, id: null })));
    await addAdminContest({ ...body, title: body.title ?? '', type: body.type ?? 0, auth: body.auth ?? 0 });
    const created = await findCreated(body.title ?? '');
    return { data: { ...data, id: created.id } };
  },

  async update({ id, data, previousData, meta }: UpdateParams) {
    if (meta === VISIBLE_ONLY) {
      const row = previousData as Contest;
      const visible = (data as { visible?: unknown }).visible === true;
      await changeAdminContestVisible({ cid: Number(id), uid: row.uid ?? '', visible });
      return { data: { ...row, visible } };
    }
    const merged = { ...(previousData as ContestEditorRecord), ...(data as Partial<ContestEditorRecord>) };
    const body = toContestBody(asForm({ ...merged, id: Number(id) }));
    await updateAdminContest({
      ...body,
      title: body.title ?? '',
      type: body.type ?? 0,
      auth: body.auth ?? 0,
    });
    return { data: { ...merged, id: Number(id) } };
  },

  async delete({ id, previousData }: DeleteParams) {
    await deleteAdminContest({ cid: Number(id) });
    return { data: previousData ?? { id } };
  },
};
