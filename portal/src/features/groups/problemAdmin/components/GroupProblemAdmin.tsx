import { useState } from 'react';
import { Link } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useSignals } from '@preact/signals-react/runtime';
import type { Problem } from '@generated/model/index';
import { formatDateTime } from '@hoj/core/format/format';
import { isApiError } from '@hoj/core/http/apiError';
import '@portal/i18n/pages/groupProblemAdmin';
import { useLocale, useT } from '@portal/i18n/useT';
import { userSignal } from '@portal/shared/session/sessionSignals';
import { showToast } from '@portal/shared/toast/toastStore';
import { ConfirmDialog } from '@portal/shared/ui/ConfirmDialog';
import { DataTable } from '@portal/shared/ui/DataTable';
import { PagedPanel, panelTexts } from '@portal/features/groups/components/PagedPanel';
import { groupPath, useGroupPage } from '@portal/features/groups/model/useGroupViewer';
import {
  ADMIN_PROBLEMS_PER_PAGE,
  adminProblemsQuery,
  applyPublic,
  changeProblemAuth,
  deleteProblem,
  problemAdminKeys,
} from '../api/problemAdminQueries';
import { problemEditorPath } from '../model/editorPaths';
import { RowButton } from '@portal/features/groups/components/AdminRowControls';

const AUTHS = [1, 2] as const;

/**
 * Every problem of the group for its admins: edit, delete, who may see it (public to the members or private)
 * and its request to join the site's public bank. Changing a problem is for its author and the group's roots;
 * a contest-only problem keeps that auth here (it is chosen inside a contest).
 */
export function GroupProblemAdmin() {
  useSignals();
  const t = useT();
  const locale = useLocale();
  const client = useQueryClient();
  const { gid, rights } = useGroupPage();
  const username = userSignal.value?.username;
  const [page, setPage] = useState(1);
  const [deleting, setDeleting] = useState<Problem | null>(null);
  const [busy, setBusy] = useState(false);
  const query = useQuery({ ...adminProblemsQuery(gid, page), enabled: rights.admin });
  if (!rights.admin) return null;

  const mayChange = (row: Problem) => rights.root || (!!username && row.author === username);
  const act = async (work: () => Promise<void>, done: string) => {
    setBusy(true);
    try {
      await work();
      showToast('success', t(done));
      await client.invalidateQueries({ queryKey: problemAdminKeys.problems(gid) });
    } catch (error) {
      showToast('error', isApiError(error) ? error.msg : t('groupProblemAdmin.failed'));
    } finally {
      setBusy(false);
    }
  };
  const remove = async () => {
    if (!deleting) return;
    const pid = deleting.id as number;
    await act(() => deleteProblem(pid), 'groupProblemAdmin.deleted');
    setDeleting(null);
  };

  return (
    <>
      <PagedPanel
        texts={panelTexts(t, 'groupProblemAdmin')}
        query={query}
        page={page}
        perPage={ADMIN_PROBLEMS_PER_PAGE}
        onPage={setPage}
        actions={
          <Link className="button button--primary button--small" to={problemEditorPath(gid)}>
            {t('groupProblemAdmin.create')}
          </Link>
        }
      >
        {(rows) => (
          <DataTable label={t('groupProblemAdmin.table')} name="group-table">
            <thead>
              <tr>
                <th scope="col">{t('groupProblemAdmin.col.id')}</th>
                <th scope="col">{t('groupProblemAdmin.col.title')}</th>
                <th scope="col">{t('groupProblemAdmin.col.author')}</th>
                <th scope="col">{t('groupProblemAdmin.col.created')}</th>
                <th scope="col">{t('groupProblemAdmin.col.auth')}</th>
                <th scope="col">{t('groupProblemAdmin.col.public')}</th>
                <th scope="col">{t('groupProblemAdmin.col.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => {
                const pid = row.id as number;
                const title = row.title || row.problemId || String(pid);
                const own = mayChange(row);
                const progress = row.applyPublicProgress;
                const waiting = progress === 1;
                return (
                  <tr key={pid}>
                    <td>
                      <Link to={`${groupPath(gid)}/problem/${encodeURIComponent(row.problemId ?? '')}`}>
                        {row.problemId}
                      </Link>
                    </td>
                    <td>{title}</td>
                    <td>{row.author ?? '--'}</td>
                    <td>{row.gmtCreate ? formatDateTime(row.gmtCreate, locale) : '--'}</td>
                    <td>
                      {row.auth === 3 ? (
                        t('groupProblemAdmin.auth.3')
                      ) : (
                        <select
                          className="field__input"
                          aria-label={t('groupProblemAdmin.authOf', { title })}
                          value={row.auth ?? 1}
                          disabled={!own || busy}
                          onChange={(event) =>
                            void act(
                              () => changeProblemAuth(pid, Number(event.target.value) === 2 ? 2 : 1),
                              'groupProblemAdmin.updated',
                            )
                          }
                        >
                          {AUTHS.map((auth) => (
                            <option key={auth} value={auth}>
                              {t(`groupProblemAdmin.auth.${auth}`)}
                            </option>
                          ))}
                        </select>
                      )}
                    </td>
                    <td>
                      <span>
                        {progress === 1 || progress === 2 || progress === 3
                          ? t(`groupProblemAdmin.public.${progress}`)
                          : t('groupProblemAdmin.public.none')}
                      </span>{' '}
                      {own && progress !== 2 ? (
                        <RowButton
                          label={t(waiting ? 'groupProblemAdmin.withdrawOf' : 'groupProblemAdmin.applyOf', {
                            title,
                          })}
                          disabled={busy}
                          onClick={() =>
                            void act(() => applyPublic(pid, !waiting), 'groupProblemAdmin.updated')
                          }
                        >
                          {t(waiting ? 'groupProblemAdmin.withdraw' : 'groupProblemAdmin.apply')}
                        </RowButton>
                      ) : null}
                    </td>
                    <td>
                      {own ? (
                        <div className="group-members__actions">
                          <Link
                            className="button button--secondary button--small"
                            to={problemEditorPath(gid, pid)}
                            aria-label={t('groupProblemAdmin.editOf', { title })}
                          >
                            {t('groupProblemAdmin.edit')}
                          </Link>
                          <RowButton
                            label={t('groupProblemAdmin.deleteOf', { title })}
                            tone="ghost"
                            onClick={() => setDeleting(row)}
                          >
                            {t('groupProblemAdmin.delete')}
                          </RowButton>
                        </div>
                      ) : null}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </DataTable>
        )}
      </PagedPanel>
      {deleting ? (
        <ConfirmDialog
          title={t('groupProblemAdmin.deleteTitle')}
          message={t('groupProblemAdmin.deleteConfirm', {
            title: deleting.title || deleting.problemId || '',
          })}
          confirmLabel={t('groupProblemAdmin.delete')}
          cancelLabel={t('groupProblemAdmin.cancel')}
          busy={busy}
          onConfirm={() => void remove()}
          onCancel={() => setDeleting(null)}
        />
      ) : null}
    </>
  );
}
