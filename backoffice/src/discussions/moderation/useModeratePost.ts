import { useDelete, useNotify, useRefresh, useUpdate } from 'react-admin';
import { POST_DISABLED, POST_NORMAL, type DiscussionRecord } from '../discussionResource';

/** What a moderator may do to one post, wherever it is shown (the post list, the report queue). */
export interface PostModeration {
  setDisabled(disabled: boolean): void;
  setPinned(pinned: boolean): void;
  /** Deletes the post; `onDone` runs after a success (to close a confirmation, say). */
  deletePost(onDone?: () => void): void;
  isPending: boolean;
}

/**
 * The `discussions` resource's update and delete, waiting for the server (a moderation nobody saw fail would
 * be worse than a short wait), with a toast naming the post. A success reloads every query on screen: the list
 * row, the report queue (deleting a post deletes its reports) and an opened post's panel all follow.
 */
export function useModeratePost(post: DiscussionRecord): PostModeration {
  const notify = useNotify();
  const refresh = useRefresh();
  const [update, { isPending: updating }] = useUpdate<DiscussionRecord>();
  const [remove, { isPending: deleting }] = useDelete<DiscussionRecord>();
  const messageArgs = { title: post.title ?? `#${post.id}` };
  const failed = (error: unknown) =>
    notify(error instanceof Error ? error.message : String(error), { type: 'error' });

  const change = (data: Partial<DiscussionRecord>, done: string) =>
    void update(
      'discussions',
      { id: post.id, data, previousData: post },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          notify(done, { type: 'info', messageArgs });
          refresh();
        },
        onError: failed,
      },
    );

  return {
    setDisabled: (disabled) =>
      change(
        { status: disabled ? POST_DISABLED : POST_NORMAL },
        disabled ? 'resources.discussions.notify.disabled' : 'resources.discussions.notify.enabled',
      ),
    setPinned: (pinned) =>
      change(
        { topPriority: pinned },
        pinned ? 'resources.discussions.notify.pinned' : 'resources.discussions.notify.unpinned',
      ),
    deletePost: (onDone) =>
      void remove(
        'discussions',
        { id: post.id, previousData: post },
        {
          mutationMode: 'pessimistic',
          onSuccess: () => {
            onDone?.();
            notify('resources.discussions.notify.deleted', { type: 'info', messageArgs });
            refresh();
          },
          onError: (error) => {
            onDone?.();
            failed(error);
          },
        },
      ),
    isPending: updating || deleting,
  };
}
