import { tagClassifications, tags, type TagClassificationRow, type TagRow } from '../store/schema/problems';

/** Site-wide tags (no group) of a judge, in id order; `ALL` for every judge. */
export function siteTags(oj: string): TagRow[] {
  return tags.filter((t) => t.gid === null && (oj === 'ALL' || t.oj === oj)).sort((a, b) => a.id - b.id);
}

/** Classifications of one judge by `rank` (MySQL puts null first), or every one, unordered, for `ALL`. */
export function classificationsOf(oj: string): TagClassificationRow[] {
  if (oj === 'ALL') return tagClassifications.all();
  return tagClassifications
    .filter((c) => c.oj === oj)
    .sort((a, b) => (a.rank ?? -1) - (b.rank ?? -1) || a.id - b.id);
}
