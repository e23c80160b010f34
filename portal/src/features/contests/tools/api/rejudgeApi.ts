import { api } from '@hoj/core/http/client';

/** Super admin: every submission of one problem of the contest judged again (`rejudgeAdminContestProblem`). */
export async function rejudgeContestProblem(cid: number, pid: number): Promise<void> {
  await api.GET('/api/admin/judge/rejudge-contest-problem', { params: { query: { cid, pid } } });
}
