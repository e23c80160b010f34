import { useQuery } from '@tanstack/react-query';
import { getAdminTraining } from '@generated/api/admin-training/admin-training';
import { getTraining } from '@generated/api/training/training';
import type { HojRequestInit } from '@hoj/core/http/hojFetch';
import type { TrainingRecord } from './trainingResource';

export interface TrainingCategoryView {
  name: string;
  color: string | null;
}

/**
 * The category of a training in the list. The admin list's rows carry none, so each row asks: the editor's
 * call where the caller may open the training (root, its author), otherwise the portal's view of a visible
 * training; a hidden training of someone else has no category to show. Failures leave the cell empty.
 */
export function useTrainingCategory(record: TrainingRecord, mayOpen: boolean) {
  return useQuery({
    queryKey: ['trainings', 'category', record.id, mayOpen],
    enabled: mayOpen || record.status === true,
    retry: false,
    queryFn: async ({ signal }): Promise<TrainingCategoryView | null> => {
      // A cell that cannot say its category stays empty: no error toast for it.
      const init: HojRequestInit = { signal, silent: true };
      if (mayOpen) {
        const category = (await getAdminTraining({ tid: record.id }, init)).trainingCategory;
        return category?.name ? { name: category.name, color: category.color ?? null } : null;
      }
      const training = await getTraining({ tid: record.id }, init);
      return training.categoryName
        ? { name: training.categoryName, color: training.categoryColor ?? null }
        : null;
    },
  });
}
