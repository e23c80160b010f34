import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { TrainingCategory, TrainingVO } from '@generated/model/index';
import { api, unwrap } from '@hoj/core/http/client';
import { recordsOf } from '@hoj/core/parse/lenient';
import { TRAININGS_PER_PAGE, type TrainingListFilters } from '../model/trainingListFilters';
import { trainingKeys } from './trainingKeys';

export interface TrainingListPage {
  records: TrainingVO[];
  total: number;
}

/**
 * One page of the site's visible trainings (the server orders them by their number), for visitors too; a
 * signed-in user's progress comes with each (`acCount`). Filters left empty are not sent.
 */
export const trainingListQuery = (filters: TrainingListFilters, uid: string) =>
  queryOptions({
    queryKey: trainingKeys.list(filters, uid),
    queryFn: async ({ signal }): Promise<TrainingListPage> => {
      const page = await unwrap(
        api.GET('/api/get-training-list', {
          params: {
            query: {
              currentPage: filters.currentPage,
              limit: TRAININGS_PER_PAGE,
              ...(filters.keyword ? { keyword: filters.keyword } : {}),
              ...(filters.categoryId !== null ? { categoryId: filters.categoryId } : {}),
              ...(filters.auth !== null ? { auth: filters.auth } : {}),
            },
          },
          signal,
        }),
      );
      const total = typeof page?.total === 'number' && page.total >= 0 ? page.total : 0;
      return { records: recordsOf<TrainingVO>(page?.records, 'training list'), total };
    },
    // A new page or filter keeps the old rows on screen (dimmed) until the next ones arrive.
    placeholderData: keepPreviousData,
  });

/** The site's training categories, in the order staff made them; a category without a usable id is left out. */
export const trainingCategoriesQuery = () =>
  queryOptions({
    queryKey: trainingKeys.categories(),
    queryFn: async ({ signal }): Promise<TrainingCategory[]> => {
      const list = await unwrap(api.GET('/api/get-training-category', { signal }));
      return recordsOf<TrainingCategory>(list, 'training categories').filter(
        (category) => typeof category.id === 'number',
      );
    },
    // Staff change categories rarely; the sidebar need not ask again on every visit.
    staleTime: 5 * 60_000,
  });
