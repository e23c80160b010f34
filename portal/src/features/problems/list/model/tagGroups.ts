import type { ProblemTagVO } from '@generated/model/index';

export interface TagChoice {
  id: number;
  name: string;
}

export interface TagGroup {
  /** Stable per group: the classification id, or `none` for the unclassified tags */
  key: string;
  /** null for the unclassified tags */
  name: string | null;
  tags: TagChoice[];
}

/** Tags are offered by name; an entry without an id or a name cannot be chosen and is left out. */
function choicesOf(group: ProblemTagVO): TagChoice[] {
  return group.tagList.flatMap((tag) =>
    typeof tag.id === 'number' && tag.name ? [{ id: tag.id, name: tag.name }] : [],
  );
}

/** The groups holding a tag whose name contains `search` (case-insensitive), each with those tags only. */
export function matchingGroups(groups: readonly ProblemTagVO[], search: string): TagGroup[] {
  const needle = search.trim().toLowerCase();
  return groups.flatMap((group, index) => {
    const tags = choicesOf(group).filter((tag) => !needle || tag.name.toLowerCase().includes(needle));
    if (tags.length === 0) return [];
    const classification = group.classification ?? null;
    return [
      {
        key: classification?.id !== undefined ? String(classification.id) : `none-${index}`,
        name: classification?.name ?? null,
        tags,
      },
    ];
  });
}

/** Every tag of the groups by id, for naming the chosen ones. */
export function tagNames(groups: readonly ProblemTagVO[]): Map<number, string> {
  return new Map(groups.flatMap(choicesOf).map((tag) => [tag.id, tag.name]));
}
