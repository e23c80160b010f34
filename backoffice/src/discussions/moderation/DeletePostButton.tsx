import { useState } from 'react';
import { Button, IconButton, Tooltip } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import { Confirm, useTranslate } from 'react-admin';
import type { DiscussionRecord } from '../discussionResource';
import type { PostModeration } from './useModeratePost';

/**
 * Deletes a post after asking: its comments, replies and reports go with it and nothing brings them back. In a
 * table row the button is an icon (named for screen readers); elsewhere it says what it does.
 */
export function DeletePostButton({
  post,
  moderation,
  compact = false,
}: {
  post: DiscussionRecord;
  moderation: PostModeration;
  compact?: boolean;
}) {
  const translate = useTranslate();
  const [asking, setAsking] = useState(false);
  const label = translate('resources.discussions.delete.button', { title: post.title ?? '' });
  return (
    <>
      {compact ? (
        <Tooltip title={label}>
          <IconButton
            aria-label={label}
            color="error"
            size="small"
            disabled={moderation.isPending}
            onClick={() => setAsking(true)}
          >
            <DeleteIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      ) : (
        <Button
          color="error"
          size="small"
          startIcon={<DeleteIcon />}
          disabled={moderation.isPending}
          onClick={() => setAsking(true)}
        >
          {translate('resources.discussions.delete.short')}
        </Button>
      )}
      {/* The dialog is portalled, but React still bubbles its clicks to the row, which would fold it. */}
      <span onClick={(event) => event.stopPropagation()}>
        <Confirm
          isOpen={asking}
          loading={moderation.isPending}
          title="resources.discussions.delete.title"
          content="resources.discussions.delete.content"
          translateOptions={{ title: post.title ?? `#${post.id}` }}
          confirm="ra.action.delete"
          confirmColor="warning"
          onConfirm={() => moderation.deletePost(() => setAsking(false))}
          onClose={() => setAsking(false)}
        />
      </span>
    </>
  );
}
