import { TextInput, useListContext, useTranslate } from 'react-admin';
import { DISCUSSION_ORDER } from '@backoffice/common/serverOrder';
import { Box, Typography, useMediaQuery, type Theme } from '@mui/material';
import { PagedList } from '@backoffice/common/PagedList';
import { registerPageMessages } from '@backoffice/i18n/catalogue';
import { useCategoryNames } from './categories';
import { DiscussionCards } from './DiscussionCards';
import { DiscussionTable } from './DiscussionTable';
import { DiscussionTabs } from './DiscussionTabs';
import { discussionPageMessages } from './i18n/pageMessages';

// The moderation screens' texts travel with their chunk.
registerPageMessages(discussionPageMessages);

const filters = [<TextInput key="q" source="q" alwaysOn resettable />];

/** An empty page says whether the board is empty or the search found nothing. */
function NoPosts() {
  const translate = useTranslate();
  const { filterValues } = useListContext();
  const searching = typeof filterValues.q === 'string' && filterValues.q.trim() !== '';
  return (
    <Box role="status" sx={{ p: 3 }}>
      <Typography color="text.secondary">
        {translate(searching ? 'resources.discussions.empty.search' : 'resources.discussions.empty.board')}
      </Typography>
    </Box>
  );
}

function Rows() {
  const isSmall = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const categoryNames = useCategoryNames();
  const { data, isPending } = useListContext();
  if (!isPending && data?.length === 0) return <NoPosts />;
  return isSmall ? (
    <DiscussionCards categoryNames={categoryNames} />
  ) : (
    <DiscussionTable categoryNames={categoryNames} />
  );
}

/**
 * `/admin/discussions`: every post on the public board, disabled ones too, pinned first and then newest first
 * (the server's order). Admins disable, pin or delete a post in place; a row unfolds into the post's text.
 */
export function DiscussionList() {
  return (
    <>
      <DiscussionTabs current="posts" />
      <PagedList sort={DISCUSSION_ORDER} filters={filters} empty={false}>
        <Rows />
      </PagedList>
    </>
  );
}
