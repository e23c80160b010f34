import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { ContestType, type ContestVO } from '@generated/model/index';
import '@portal/i18n/pages/contestTools';
import { useT } from '@portal/i18n/useT';
import { contestInfoQuery } from '@portal/shared/api/contestInfoQuery';
import { usePageTitle } from '@portal/shared/hooks/usePageTitle';
import { queryView } from '@portal/shared/ui/queryView';
import { EmptyState, ErrorState, Skeleton } from '@portal/shared/ui/states';
import './tools.css';

/** What the contest must be for a tool to apply: an ACM contest (AC info, scroll board), or printing open. */
export type ToolRequirement = 'acm' | 'print';

interface ToolFrameProps {
  /** The tool's name: the page's heading after the contest's title. */
  title: string;
  intro?: string;
  requires?: ToolRequirement;
  /** The tool itself, once the contest is known and the tool applies to it. */
  children: (contest: ContestVO, contestId: number) => ReactNode;
}

function unmetRequirement(contest: ContestVO, requires: ToolRequirement | undefined): boolean {
  if (requires === 'acm') return contest.type !== ContestType.ACM;
  if (requires === 'print') return contest.openPrint !== true;
  return false;
}

/**
 * The frame of every contest-day tool: the heading with the contest's title, a line saying what the tool is
 * for, and the tool once the contest's facts are read. The guard in front of the route has decided who may come
 * in; this frame says when the tool does not apply to this contest (AC info in an OI contest, printing closed).
 */
export function ToolFrame({ title, intro, requires, children }: ToolFrameProps) {
  const t = useT();
  const contestId = Number(useParams().contestID);
  const info = useQuery(contestInfoQuery(contestId));
  const heading = info.data?.title
    ? t('contestTools.heading', { contest: info.data.title, tool: title })
    : title;
  usePageTitle(heading);

  const view = queryView(info);
  let body;
  if (view.kind === 'pending') body = <Skeleton rows={4} label={t('contestTools.contestLoading')} />;
  else if (view.kind === 'failed')
    body = (
      <ErrorState
        message={t('contestTools.contestError')}
        detail={view.error.message}
        error={view.error}
        onRetry={() => void info.refetch()}
        retrying={info.isFetching}
      />
    );
  else if (unmetRequirement(view.data, requires))
    body = (
      <EmptyState message={t(requires === 'acm' ? 'contestTools.acmOnly' : 'contestTools.printClosed')} />
    );
  else body = children(view.data, contestId);

  return (
    <div className="page contest-tool">
      <h1 className="contest-tool__title">{heading}</h1>
      {intro ? <p className="contest-tool__intro">{intro}</p> : null}
      <div className="contest-tool__main">{body}</div>
    </div>
  );
}
