import { useMemo, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useSignals } from '@preact/signals-react/runtime';
import { useSearchParams } from 'react-router';
import '@portal/i18n/pages/scrollBoard';
import { useT } from '@portal/i18n/useT';
import { contestInfoQuery } from '@portal/shared/api/contestInfoQuery';
import { usePageTitle } from '@portal/shared/hooks/usePageTitle';
import { isLoggedIn } from '@portal/shared/session/sessionSignals';
import { queryView } from '@portal/shared/ui/queryView';
import { ErrorState, Skeleton } from '@portal/shared/ui/states';
import { scrollBoardInfoQuery, scrollBoardSubmissionsQuery } from '../api/scrollBoardQueries';
import { ScrollBoardView } from '../components/ScrollBoardView';
import { scrollRefusal } from '../model/refusal';
import { createScrollBoardModel } from '../model/scrollBoardModel';
import { readScrollParams } from '../model/scrollParams';
import '../components/ScrollBoard.css';

/** A message in place of the board, with the page's own heading. */
function Notice({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="scroll-page scroll-page--message">
      <h1 className="scroll-head__title">{title}</h1>
      {children}
    </div>
  );
}

/**
 * /scrollBoard?cid=&removeStar=&medals[]=g&medals[]=s&medals[]=b: the contest's sealed board resolved step by
 * step on a page of its own (no site navigation), as the contest's scroll-board settings open it, for a
 * projector. The two scroll-board calls need no login; a signed-in viewer's contest also gives the page its
 * title and rule.
 */
export function ScrollBoardPage() {
  useSignals();
  const t = useT();
  const [search] = useSearchParams();
  const params = useMemo(() => readScrollParams(search), [search]);
  const cid = params.cid ?? 0;
  const info = useQuery({ ...scrollBoardInfoQuery(cid), enabled: params.cid !== null });
  const submissions = useQuery({ ...scrollBoardSubmissionsQuery(cid), enabled: params.cid !== null });
  const signedIn = isLoggedIn.value;
  const contest = useQuery({
    ...contestInfoQuery(cid),
    enabled: params.cid !== null && signedIn,
    retry: false,
  });
  const contestSettled = !signedIn || contest.isSuccess || contest.isError;

  const title = contest.data?.title?.trim() || t('scrollBoard.contest', { cid });
  const heading = t('scrollBoard.heading', { title });
  usePageTitle(params.cid === null ? t('scrollBoard.title') : heading);

  const { removeStar, medals } = params;
  const rule = contest.data?.type;
  const oiRankScoreType = contest.data?.oiRankScoreType ?? null;
  const model = useMemo(
    () =>
      info.data && submissions.data && contestSettled
        ? createScrollBoardModel(
            { info: info.data, submissions: submissions.data },
            { removeStar, medals, rule, oiRankScoreType },
          )
        : null,
    [info.data, submissions.data, contestSettled, removeStar, medals, rule, oiRankScoreType],
  );

  if (params.cid === null)
    return (
      <Notice title={t('scrollBoard.title')}>
        <p className="scroll-page__notice">{t('scrollBoard.noContest')}</p>
      </Notice>
    );

  const infoView = queryView(info);
  const submissionsView = queryView(submissions);
  const failed = infoView.kind === 'failed' ? info : submissionsView.kind === 'failed' ? submissions : null;
  if (failed) {
    const refusal = scrollRefusal(failed.error);
    return (
      <Notice title={heading}>
        {refusal ? (
          <div className="scroll-page__refusal" role="alert">
            <p className="scroll-page__notice">{t('scrollBoard.refused')}</p>
            <p>{t(`scrollBoard.refused.${refusal}`)}</p>
          </div>
        ) : (
          <ErrorState
            message={t('scrollBoard.error')}
            detail={failed.error?.message}
            error={failed.error}
            onRetry={() => void failed.refetch()}
            retrying={failed.isFetching}
          />
        )}
      </Notice>
    );
  }
  if (infoView.kind !== 'ready' || submissionsView.kind !== 'ready' || model === null)
    return (
      <Notice title={heading}>
        <Skeleton rows={8} label={t('scrollBoard.loading')} />
      </Notice>
    );
  if (typeof model === 'string')
    return (
      <Notice title={heading}>
        <div className="scroll-page__refusal" role="alert">
          <p className="scroll-page__notice">{t('scrollBoard.refused')}</p>
          <p>{t(model === 'notSealed' ? 'scrollBoard.refused.notSealed' : 'scrollBoard.refused.badStart')}</p>
        </div>
      </Notice>
    );
  return <ScrollBoardView model={model} title={heading} />;
}
