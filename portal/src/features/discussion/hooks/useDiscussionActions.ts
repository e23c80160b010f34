import { useQueryClient } from '@tanstack/react-query';
import type { Category, Discussion, DiscussionVO } from '@generated/model/index';
import {
  editedDiscussionBody,
  newDiscussionBody,
  type DiscussionForm,
  type DiscussionPlace,
} from '@hoj/core/editor/discussionPost';
import '@portal/i18n/pages/discussions';
import { useT } from '@portal/i18n/useT';
import { showToast } from '@portal/shared/toast/toastStore';
import {
  createDiscussion,
  deleteDiscussion,
  moderateDiscussion,
  updateDiscussion,
  type Channel,
} from '../api/discussionActions';
import { discussionKeys, type DiscussionPost } from '../api/discussionQueries';
import type { PostRights } from '../model/discussionRights';

/** The call a reader with these rights edits or deletes a post through. */
export function channelOf(post: Pick<Discussion, 'gid'>, rights: PostRights): Channel {
  if (rights.asSiteAdmin) return 'admin';
  return post.gid != null ? 'group' : 'public';
}

/**
 * What the list and the detail page do with a post. Each write is followed by a new read of the lists (the
 * server decides the order: a pinned post moves up, a banned one leaves) and of the post itself; failures are
 * reported by the request layer and rejected to the caller, which keeps its dialog open.
 */
export function useDiscussionActions() {
  const client = useQueryClient();
  const t = useT();

  const refresh = () => client.invalidateQueries({ queryKey: discussionKeys.lists });
  // The post on the detail page is changed in place: reading it again would count a view, and a banned post
  // can no longer be read at all.
  const patch = (did: number, change: Partial<DiscussionVO>) =>
    client.setQueryData<DiscussionVO>(discussionKeys.detail(did), (post) =>
      post ? { ...post, ...change } : post,
    );
  const categoryName = (categoryId: number | null) =>
    client.getQueryData<Category[]>(discussionKeys.categories)?.find((c) => c.id === categoryId)?.name ??
    null;

  return {
    async create(form: DiscussionForm, place: DiscussionPlace): Promise<void> {
      await createDiscussion(newDiscussionBody(form, place));
      showToast('success', t('discussions.toast.posted'));
      await refresh();
    },

    async update(post: DiscussionPost, form: DiscussionForm, rights: PostRights): Promise<void> {
      const body = editedDiscussionBody(post.id, form);
      await updateDiscussion(channelOf(post, rights), body);
      showToast('success', t('discussions.toast.updated'));
      patch(post.id, { ...body, categoryName: categoryName(form.categoryId) });
      await refresh();
    },

    async remove(post: DiscussionPost, rights: PostRights): Promise<void> {
      await deleteDiscussion(channelOf(post, rights), post.id);
      showToast('success', t('discussions.toast.deleted'));
      client.removeQueries({ queryKey: discussionKeys.detail(post.id) });
      await refresh();
    },

    async pin(post: DiscussionPost, topPriority: boolean): Promise<void> {
      await moderateDiscussion(post.id, { topPriority });
      showToast('success', t(topPriority ? 'discussions.toast.pinned' : 'discussions.toast.unpinned'));
      patch(post.id, { topPriority });
      await refresh();
    },

    async setStatus(post: DiscussionPost, status: 0 | 1): Promise<void> {
      await moderateDiscussion(post.id, { status });
      showToast('success', t('discussions.toast.statusChanged'));
      patch(post.id, { status });
      await refresh();
    },
  };
}
