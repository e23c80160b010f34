import { BulkDeleteButton, DataTable, useRecordContext } from 'react-admin';
import { Box, Stack } from '@mui/material';
import { CreatedAt } from '@backoffice/common/CreatedAt';
import { OpenableRowsBody } from '@backoffice/common/OpenableRows';
import type { DiscussionRecord } from './discussionResource';
import { DeleteCell, PinCell, StatusCell } from './ModerationControls';
import { PortalLink } from './PortalLink';
import { PostBody } from './post/PostBody';

const Column = DataTable.Col<DiscussionRecord>;

/** A row unfolds into the post's text, rendered as the portal shows it. */
function PostPanel() {
  const record = useRecordContext<DiscussionRecord>();
  if (!record) return null;
  return (
    <Box sx={{ px: 2, py: 1.5, maxWidth: '80ch' }}>
      <PostBody did={record.id} lookup={{ listed: record }} />
    </Box>
  );
}

/** The wide screens' table: a row per post, its moderation in place, a click unfolds the post's text. */
export function DiscussionTable({ categoryNames }: { categoryNames: ReadonlyMap<number, string> }) {
  return (
    <DataTable
      rowClick="expand"
      expand={<PostPanel />}
      body={OpenableRowsBody}
      bulkActionButtons={
        // Deleting posts deletes their comments and reports too: always ask, naming the count.
        <BulkDeleteButton
          mutationMode="pessimistic"
          confirmTitle="resources.discussions.delete.bulkTitle"
          confirmContent="resources.discussions.delete.bulkContent"
        />
      }
    >
      <Column source="id" disableSort />
      <Column
        source="title"
        disableSort
        render={(record) => (
          <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
            <span>{record.title}</span>
            <PortalLink post={record} />
          </Stack>
        )}
      />
      <Column source="author" disableSort />
      <Column
        source="categoryId"
        disableSort
        render={(record) =>
          typeof record.categoryId === 'number'
            ? (categoryNames.get(record.categoryId) ?? `#${record.categoryId}`)
            : null
        }
      />
      <Column source="pid" disableSort />
      <Column source="likeNum" disableSort align="right" />
      <Column source="viewNum" disableSort align="right" />
      <Column source="commentNum" disableSort align="right" />
      <Column source="gmtCreate" disableSort render={(record) => <CreatedAt record={record} />} />
      <Column source="status" disableSort render={(record) => <StatusCell post={record} />} />
      <Column source="topPriority" disableSort render={(record) => <PinCell post={record} />} />
      <Column disableSort render={(record) => <DeleteCell post={record} />} />
    </DataTable>
  );
}
