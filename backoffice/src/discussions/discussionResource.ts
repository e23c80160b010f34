import type { DeleteParams, UpdateParams } from 'react-admin';
import {
  removeAdminDiscussion,
  updateAdminDiscussion,
} from '@generated/api/admin-discussion/admin-discussion';
import { getDiscussionList } from '@generated/api/discussion/discussion';
import type { Discussion } from '@generated/model/index';
import type { ResourceOperations } from '@backoffice/providers/resourceOperations';
import { clampPageSize } from '@backoffice/common/pageSizes';

/** A post as the moderation list shows it: HOJ's discussion row, whose `id` react-admin needs. */
export type DiscussionRecord = Discussion & { id: number };

/** The two moderation states of a post: 0 shown on the portal, 1 disabled by an admin. */
export const POST_NORMAL = 0;
export const POST_DISABLED = 1;

const keywordOf = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;

/** The rows of a page that can be shown and acted on: a row without an id could be neither. */
export function toDiscussionRecords(records: readonly Discussion[] | null | undefined): DiscussionRecord[] {
  return (records ?? []).flatMap((row) => (typeof row.id === 'number' ? [{ ...row, id: row.id }] : []));
}

/**
 * The body of `PUT /api/admin/discussion`: the id and only the moderation fields being changed. The backend
 * writes every field it is sent, so sending the whole row back would overwrite a title the author edited in the
 * meantime (and the list's row has no content: it would be blanked).
 */
export function toModerationBody(id: number, changes: Partial<DiscussionRecord>): Discussion {
  const body: Discussion = { id };
  if (changes.status === POST_NORMAL || changes.status === POST_DISABLED) body.status = changes.status;
  if (typeof changes.topPriority === 'boolean') body.topPriority = changes.topPriority;
  return body;
}

/**
 * The `discussions` resource: the board as admins see it (`admin=true` adds the disabled posts; the search text
 * is HOJ's `keyword`), disable/enable and pin through the admin update, and delete through the admin delete,
 * which takes the posts' comments, replies, likes and reports with them. Posts are written on the portal, so
 * there is no create or edit here.
 */
export const discussionResource: ResourceOperations = {
  async getList({ pagination, filter, signal }) {
    const page = await getDiscussionList(
      {
        admin: true,
        currentPage: pagination?.page,
        limit: clampPageSize(pagination?.perPage),
        keyword: keywordOf(filter?.q),
      },
      { signal },
    );
    return { data: toDiscussionRecords(page.records), total: page.total };
  },

  async update({ id, data, previousData }: UpdateParams<DiscussionRecord>) {
    await updateAdminDiscussion(toModerationBody(Number(id), data));
    return { data: { ...previousData, ...data, id: Number(id) } };
  },

  async delete({ id, previousData }: DeleteParams<DiscussionRecord>) {
    await removeAdminDiscussion([Number(id)]);
    return { data: previousData ?? { id: Number(id) } };
  },

  async deleteMany({ ids }) {
    await removeAdminDiscussion(ids.map(Number));
    return { data: ids };
  },
};
