import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { usePageTitle } from '@portal/shared/hooks/usePageTitle';
import { useT } from '@portal/i18n/useT';
import { ChevronLeftIcon } from '@portal/shared/ui/icons';
import { queryView } from '@portal/shared/ui/queryView';
import { RefreshFailed } from '@portal/shared/ui/RefreshFailed';
import { EmptyState, ErrorState, Skeleton } from '@portal/shared/ui/states';
import { discussionQuery } from '../api/discussionQueries';
import { DetailActions } from '../components/DetailActions';
import { DiscussionArticle } from '../components/DiscussionArticle';
import { discussionListPath, routeId } from '../model/discussionScope';
import './DiscussionDetailPage.css';

export interface DiscussionDetailPageProps {
  /** The comments of the discussion, shown under the post once it has loaded (app/ fills it). */
  renderComments: (discussionId: number) => ReactNode;
}

/**
 * /discussion-detail/:discussionID (and its group variant under /group/:groupID/): the post (title, author,
 * category, counts, content, like, report, the author's and admins' actions) and its comments.
 */
export function DiscussionDetailPage({ renderComments }: DiscussionDetailPageProps) {
  const t = useT();
  const { discussionID, groupID } = useParams();
  const did = routeId(discussionID);
  const gid = groupID === undefined ? null : routeId(groupID);
  const query = useQuery({ ...discussionQuery(did ?? 0), enabled: did !== null });
  usePageTitle(query.data?.title ?? t('page.discussionDetails'));

  const view = queryView(query);
  let body;
  if (did === null) body = <EmptyState message={t('notFound.title')} />;
  else if (view.kind === 'pending') body = <Skeleton rows={6} />;
  else if (view.kind === 'failed')
    body = (
      <ErrorState
        message={t('discussion.error')}
        detail={view.error.message}
        error={view.error}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  else
    body = (
      <>
        <RefreshFailed query={query} />
        <DiscussionArticle discussion={view.data} actions={<DetailActions post={view.data} />} />
        <div className="discussion-page__comments">{renderComments(view.data.id)}</div>
      </>
    );

  return (
    <div className="discussion-page">
      <Link className="discussion-page__back" to={discussionListPath({ gid, pid: null })}>
        <ChevronLeftIcon />
        {t('discussion.back')}
      </Link>
      {body}
    </div>
  );
}
