import { Link } from 'react-router';
import { Tab, Tabs } from '@mui/material';
import { useTranslate } from 'react-admin';
import { DISCUSSIONS_PATH, DISCUSSION_REPORTS_PATH } from './paths';

/** Posts and reports are two views of one job (moderating the board): tabs lead from one to the other. */
export function DiscussionTabs({ current }: { current: 'posts' | 'reports' }) {
  const translate = useTranslate();
  return (
    <Tabs value={current} aria-label={translate('resources.discussions.tabs.label')} sx={{ mb: 1 }}>
      <Tab
        value="posts"
        label={translate('resources.discussions.tabs.posts')}
        component={Link}
        to={DISCUSSIONS_PATH}
      />
      <Tab
        value="reports"
        label={translate('resources.discussions.tabs.reports')}
        component={Link}
        to={DISCUSSION_REPORTS_PATH}
      />
    </Tabs>
  );
}
