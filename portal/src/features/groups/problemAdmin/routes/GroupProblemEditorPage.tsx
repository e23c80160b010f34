import { useMemo } from 'react';
import { Link, useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { newProblemForm, originalOf, startingLanguages } from '@hoj/core/editor/problemEditor';
import '@portal/i18n/pages/groupProblemAdmin';
import { useT } from '@portal/i18n/useT';
import { userSignal } from '@portal/shared/session/sessionSignals';
import { EmptyState, ErrorState, Skeleton } from '@portal/shared/ui/states';
import { groupPath, useGroupPage } from '@portal/features/groups/model/useGroupViewer';
import { problemAdminKeys } from '../api/problemAdminQueries';
import { loadGroupProblem, loadGroupTags, loadLanguages } from '../api/problemEditorCalls';
import { ProblemEditorForm } from '../components/ProblemEditorForm';
import { editedPid } from '../model/editorPaths';
import '../problemEditor.css';

/**
 * `/group/:groupID/problem-admin/new` and `/group/:groupID/problem-admin/:pid`: the group problem editor, for
 * the group's admins and the super admin; everyone else is told it is not theirs.
 */
export function GroupProblemEditorPage() {
  const t = useT();
  const pid = editedPid(useParams().pid);
  const { gid, group, level, rights } = useGroupPage();
  const prefix = group.data?.shortName ?? '';
  const allowed = rights.admin;
  const languages = useQuery({
    queryKey: ['languages', 'ME'],
    queryFn: ({ signal }) => loadLanguages(signal),
    enabled: allowed,
  });
  const tags = useQuery({
    queryKey: ['group', gid, 'problem-tags'],
    queryFn: ({ signal }) => loadGroupTags(gid, signal),
    enabled: allowed,
  });
  const problem = useQuery({
    queryKey: problemAdminKeys.editing(pid ?? 0),
    queryFn: ({ signal }) => loadGroupProblem(pid as number, prefix, signal),
    enabled: allowed && typeof pid === 'number' && group.isSuccess,
    staleTime: 0,
    gcTime: 0,
  });
  const initial = useMemo(() => {
    if (pid === null) {
      const form = newProblemForm({ author: userSignal.peek()?.username ?? '', gid });
      const offered = (languages.data ?? []).map((language) => language.name ?? '');
      return { ...form, languages: startingLanguages(form, offered) ?? [] };
    }
    return problem.data ?? null;
  }, [pid, gid, languages.data, problem.data]);

  const back = (
    <Link to={`${groupPath(gid)}/problem`} className="button button--secondary button--small">
      {t('groupProblemAdmin.editor.back')}
    </Link>
  );
  if (pid === undefined) return <EmptyState message={t('groupProblemAdmin.editor.missing')} />;
  if (group.isPending || (level.isPending && level.fetchStatus !== 'idle'))
    return <Skeleton rows={6} label={t('groupProblemAdmin.editor.loading')} />;
  if (!allowed) return <EmptyState message={t('groupProblemAdmin.only')} />;
  const failed = [languages, tags, problem].find((query) => query.isError);
  if (failed?.error)
    return (
      <ErrorState
        message={t('groupProblemAdmin.editor.loadError')}
        detail={failed.error.message}
        error={failed.error}
        onRetry={() => void failed.refetch()}
        retrying={failed.isFetching}
      />
    );
  if (!languages.data || !tags.data || !initial)
    return <Skeleton rows={6} label={t('groupProblemAdmin.editor.loading')} />;
  return (
    <div className="problem-editor__page">
      <div className="group-panel__head">
        <h2 className="group-panel__title">
          {t(pid === null ? 'groupProblemAdmin.editor.createTitle' : 'groupProblemAdmin.editor.editTitle')}
        </h2>
        {back}
      </div>
      <ProblemEditorForm
        key={pid ?? 'new'}
        gid={gid}
        prefix={prefix}
        initial={initial}
        original={pid === null ? null : originalOf(initial)}
        languages={languages.data}
        tags={tags.data}
      />
    </div>
  );
}
