import { useQuery } from '@tanstack/react-query';
import { getDiscussionCategory } from '@generated/api/discussion/discussion';
import { quiet } from './quiet';

/**
 * The board's category names by id. The post list carries only the id; a failed or pending load leaves the map
 * empty and the list shows the id instead, so the list never waits for it.
 */
export function useCategoryNames(): ReadonlyMap<number, string> {
  const { data } = useQuery({
    queryKey: ['discussions', 'categories'],
    queryFn: ({ signal }) => getDiscussionCategory(quiet(signal)),
    staleTime: 5 * 60_000,
  });
  return new Map(
    (Array.isArray(data) ? data : []).flatMap((category) =>
      typeof category.id === 'number' && category.name ? [[category.id, category.name] as const] : [],
    ),
  );
}
