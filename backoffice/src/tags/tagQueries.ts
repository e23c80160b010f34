import { getAdminTagClassification } from '@generated/api/admin-tag/admin-tag';
import { getAllProblemTagsList, getProblemTagsAndClassification } from '@generated/api/problem/problem';
import type { ProblemTagVO, Tag, TagClassification } from '@generated/model/index';
import { recordsOf } from '@hoj/core/parse/lenient';
import type { TagJudge } from './judges';

/** A site-wide tag as the back office lists it: the classification's name and rank come along for display. */
export type TagRecord = Tag & {
  id: number;
  classificationName: string | null;
  classificationRank: number | null;
};

/** A classification as the back office lists it, with how many of its judge's tags it holds. */
export type ClassificationRecord = TagClassification & { id: number; tagCount: number };

const hasId = <R extends { id?: number }>(row: R): row is R & { id: number } => typeof row.id === 'number';

/**
 * Every site-wide tag of a judge, with its classification, in the portal's order: classification by
 * classification (smaller rank first), the unclassified last.
 */
export async function judgeTags(oj: TagJudge, signal?: AbortSignal): Promise<TagRecord[]> {
  const groups = recordsOf<ProblemTagVO>(
    await getProblemTagsAndClassification({ oj }, { signal }),
    'tag groups',
  );
  return groups.flatMap((group) => {
    const classification = group.classification ?? null;
    return recordsOf<Tag>(group.tagList, 'tags')
      .filter(hasId)
      .map((tag) => ({
        ...tag,
        classificationName: classification?.name ?? null,
        classificationRank: classification?.rank ?? null,
      }));
  });
}

/** The plain tag list of a judge (no classification lookup): what a duplicate-name check needs. */
export async function judgeTagNames(oj: TagJudge, signal?: AbortSignal): Promise<Tag[]> {
  return recordsOf<Tag>(await getAllProblemTagsList({ oj }, { signal }), 'tags');
}

/** Rank order, smaller first; a classification without a rank comes first, as the database sorts nulls. */
export function byRank(a: TagClassification, b: TagClassification): number {
  const ra = a.rank ?? null;
  const rb = b.rank ?? null;
  if (ra !== rb) {
    if (ra === null) return -1;
    if (rb === null) return 1;
    return ra - rb;
  }
  return (a.id ?? 0) - (b.id ?? 0);
}

/** The classifications of a judge (or `ALL`), sorted by rank whatever order the server used. */
export async function judgeClassifications(
  oj: TagJudge | 'ALL',
  signal?: AbortSignal,
): Promise<(TagClassification & { id: number })[]> {
  const rows = recordsOf<TagClassification>(
    await getAdminTagClassification({ oj }, { signal }),
    'classifications',
  );
  return rows.filter(hasId).sort(byRank);
}
