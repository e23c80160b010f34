import { CategoryChip } from './CategoryChip';
import type { TrainingRecord } from './trainingResource';
import { useTrainingCategory } from './useTrainingCategory';

/** The list's category column: the chip once its row's category has arrived, nothing when there is none. */
export function TrainingCategoryCell({ record, mayOpen }: { record: TrainingRecord; mayOpen: boolean }) {
  const { data } = useTrainingCategory(record, mayOpen);
  return data ? <CategoryChip name={data.name} color={data.color} /> : null;
}
