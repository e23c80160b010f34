import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getAdminProblemList } from '@generated/api/admin-problem/admin-problem';
import type { Problem } from '@generated/model/index';
import { recordsOf } from '@hoj/core/parse/lenient';
import { toListQuery } from '@backoffice/problems/problemListQuery';

/** A problem the batch page can act on: the admin list's row with its numeric id. */
export type BatchProblem = Problem & { id: number };

export interface PickerFilter {
  q: string;
  /** `All`, `Mine` or a remote judge's code. */
  oj: string;
  /** A visibility, or '' for any. */
  auth: string;
}

export const EMPTY_FILTER: PickerFilter = { q: '', oj: 'All', auth: '' };

const hasId = (row: Problem): row is BatchProblem => typeof row.id === 'number';

/** One page of the admin problem bank (group problems excluded, newest first), as the batch page's picker shows it. */
export function usePickerPage(filter: PickerFilter, page: number, limit: number) {
  return useQuery({
    queryKey: ['problemBatch', 'picker', filter, page, limit],
    queryFn: async ({ signal }) => {
      const answer = await getAdminProblemList(
        { ...toListQuery({ ...filter }), currentPage: page + 1, limit },
        { signal },
      );
      return { rows: recordsOf<Problem>(answer.records, 'problems').filter(hasId), total: answer.total };
    },
    placeholderData: keepPreviousData,
  });
}
