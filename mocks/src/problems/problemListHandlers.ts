import { ApiFailure } from '../http/failure';
import { messages } from '../http/messages';
import { operation } from '../http/operation';
import { toPage } from '../http/page';
import { countResults, practiceSubmissions } from '../store/queries/submissionCounts';
import { problemIdOrder, tagsOfProblem } from '../store/queries/problems';
import { problemMessages } from './texts';
import { isPublicSiteProblem, problemTags, problems, type ProblemRow } from '../store/schema/problems';
import { TAG_JUDGES, toProblemVO, toTag } from './views';

/** The remote judges a problem list may be filtered by (the backend's `RemoteOJ` names). */
const REMOTE_JUDGES: readonly string[] = TAG_JUDGES.filter((j) => j !== 'ME');

/**
 * `tagId` as Spring binds a `List<Long>`: repeated keys and comma-separated values alike, blanks dropped,
 * duplicates removed (the service counts distinct tags); an item that is not a number is a conversion error.
 */
function tagIdsOf(url: URL): number[] {
  const items = url.searchParams
    .getAll('tagId')
    .flatMap((value) => value.split(','))
    .map((item) => item.trim())
    .filter((item) => item !== '');
  if (items.some((item) => !/^[-+]?\d{1,18}$/.test(item)))
    throw new ApiFailure(500, messages.serverError, 500);
  return [...new Set(items.map(Number))];
}

/** The judge filter: absent lists every judge, a remote judge's code its problems, anything else the site's. */
function judgeFilter(oj: string | null): (p: ProblemRow) => boolean {
  if (oj === null) return () => true;
  if (REMOTE_JUDGES.includes(oj)) return (p) => p.isRemote && p.problemId.toUpperCase().startsWith(oj);
  return (p) => !p.isRemote;
}

/** MySQL's `LIKE '%…%'` under a case-insensitive collation. */
const contains = (text: string, keyword: string) => text.toLowerCase().includes(keyword.toLowerCase());

export const problemListHandlers = [
  // Public site problems (remote ones included), filtered, ordered by display id as the backend sorts it
  // (shorter ids first), each with its tags and its counts of practice submissions.
  operation('getProblemList', 'anon', ({ query, url }) => {
    const page = query.page({ current: 1, size: 10 });
    const keyword = query.string('keyword');
    const difficulty = query.int('difficulty');
    const ofJudge = judgeFilter(query.raw('oj'));
    const tagIds = tagIdsOf(url);
    const rows = problems
      .filter(isPublicSiteProblem)
      .filter(ofJudge)
      .filter((p) => difficulty === undefined || p.difficulty === difficulty)
      .filter((p) => !keyword || contains(p.title, keyword) || contains(p.problemId, keyword))
      .filter((p) => tagIds.every((tid) => problemTags.has(`${p.id}:${tid}`)))
      .sort(problemIdOrder);
    return {
      data: toPage(rows, page, (p) =>
        toProblemVO(p, tagsOfProblem(p.id), countResults(practiceSubmissions(p.id))),
      ),
    };
  }),

  operation('getRandomProblem', 'anon', () => {
    const candidates = problems.filter(isPublicSiteProblem);
    const pick = candidates[Math.floor(Math.random() * candidates.length)];
    if (!pick) throw new ApiFailure(400, problemMessages.noPublicProblem);
    return { data: { problemId: pick.problemId } };
  }),

  // The parameter is bound without `@RequestParam`: missing, it answers no tags rather than an error.
  operation('getProblemTags', 'anon', ({ query }) => {
    const pid = query.int('pid');
    return { data: pid === undefined ? [] : tagsOfProblem(pid).map(toTag) };
  }),
];
