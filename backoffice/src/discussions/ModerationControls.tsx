import type { DiscussionRecord } from './discussionResource';
import { DeletePostButton } from './moderation/DeletePostButton';
import { PinSwitch } from './moderation/PinSwitch';
import { StatusSelect } from './moderation/StatusSelect';
import { useModeratePost } from './moderation/useModeratePost';
import { StopRowClick } from './StopRowClick';

/** One post's status select, pin switch or delete button, each in its own table column. */
export function StatusCell({ post }: { post: DiscussionRecord }) {
  const moderation = useModeratePost(post);
  return (
    <StopRowClick>
      <StatusSelect post={post} moderation={moderation} />
    </StopRowClick>
  );
}

export function PinCell({ post }: { post: DiscussionRecord }) {
  const moderation = useModeratePost(post);
  return (
    <StopRowClick>
      <PinSwitch post={post} moderation={moderation} />
    </StopRowClick>
  );
}

export function DeleteCell({ post }: { post: DiscussionRecord }) {
  const moderation = useModeratePost(post);
  return (
    <StopRowClick>
      <DeletePostButton post={post} moderation={moderation} compact />
    </StopRowClick>
  );
}

/** All three together, for a phone's entry. */
export function ModerationControls({ post }: { post: DiscussionRecord }) {
  const moderation = useModeratePost(post);
  return (
    <>
      <StatusSelect post={post} moderation={moderation} />
      <PinSwitch post={post} moderation={moderation} />
      <DeletePostButton post={post} moderation={moderation} compact />
    </>
  );
}
