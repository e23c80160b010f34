import { useQuery } from '@tanstack/react-query';
import type { TagJudge } from './judges';
import { judgeClassifications } from './tagQueries';

/**
 * A judge's classifications for a select, by rank. Under the `tagClassifications` resource's key prefix, so a
 * classification saved on its own screen shows up here once react-admin refreshes that resource.
 */
export function useJudgeClassifications(oj: TagJudge) {
  return useQuery({
    queryKey: ['tagClassifications', 'choices', oj],
    queryFn: ({ signal }) => judgeClassifications(oj, signal),
  });
}
