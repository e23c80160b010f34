import type { ProblemTagVO } from '@generated/model/index';
import { operation } from '../http/operation';
import type { QueryReader } from '../http/request';
import { isPublicSiteProblem, problems } from '../store/schema/problems';
import { classificationsOf, siteTags } from './tagQueries';
import { toRecentUpdatedProblemVO, toTag, toTagClassification } from './views';

const RECENT_PROBLEMS = 10;

/** The judge of a tag query: `ME` by default, upper-cased, `ALL` for every judge. */
const judgeParam = (query: QueryReader<'oj'>) => (query.raw('oj') ?? 'ME').toUpperCase();

/**
 * With `ALL`, classifications of the site come first, then the remote judges' by judge code, each by rank, and
 * the unclassified tags last (the backend's comparator).
 */
function byJudgeThenRank(a: ProblemTagVO, b: ProblemTagVO): number {
  const ca = a.classification;
  const cb = b.classification;
  if (!ca) return 1;
  if (!cb) return -1;
  if (ca.oj === cb.oj) return (ca.rank ?? 0) - (cb.rank ?? 0);
  if (ca.oj === 'ME') return -1;
  if (cb.oj === 'ME') return 1;
  return String(ca.oj).localeCompare(String(cb.oj));
}

export const problemHandlers = [
  operation('getRecentUpdatedProblemList', 'anon', () => ({
    data: problems
      .filter(isPublicSiteProblem)
      .sort((a, b) => b.gmtModified.getTime() - a.gmtModified.getTime())
      .slice(0, RECENT_PROBLEMS)
      .map(toRecentUpdatedProblemVO),
  })),

  operation('getAllProblemTagsList', 'anon', ({ query }) => ({
    data: siteTags(judgeParam(query)).map(toTag),
  })),

  // One entry per classification (possibly without tags), then one with the unclassified tags if any; with no
  // classification at all, a single entry with every tag.
  operation('getProblemTagsAndClassification', 'anon', ({ query }) => {
    const oj = judgeParam(query);
    const classifications = classificationsOf(oj);
    let rest = siteTags(oj);
    if (classifications.length === 0) return { data: [{ classification: null, tagList: rest.map(toTag) }] };
    const groups: ProblemTagVO[] = classifications.map((c) => {
      const tags = rest.filter((t) => t.tcid === c.id);
      rest = rest.filter((t) => t.tcid !== c.id);
      return { classification: toTagClassification(c), tagList: tags.map(toTag) };
    });
    if (rest.length > 0) groups.push({ classification: null, tagList: rest.map(toTag) });
    if (oj === 'ALL') groups.sort(byJudgeThenRank);
    return { data: groups };
  }),
];
