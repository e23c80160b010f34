import type { ProblemTagVO } from '@generated/model/index';
import { matchingGroups, tagNames } from './tagGroups';

const groups: ProblemTagVO[] = [
  {
    classification: { id: 1, name: 'Graphs' },
    tagList: [
      { id: 10, name: 'Shortest Path' },
      { id: 11, name: 'DFS' },
    ],
  },
  { classification: { id: 2, name: 'Empty' }, tagList: [] },
  { classification: null, tagList: [{ id: 20, name: 'Greedy' }, { name: 'no id' }, { id: 21 }] },
];

describe('tag groups', () => {
  it('keeps the groups with tags, the unclassified ones without a name', () => {
    expect(matchingGroups(groups, '')).toEqual([
      {
        key: '1',
        name: 'Graphs',
        tags: [
          { id: 10, name: 'Shortest Path' },
          { id: 11, name: 'DFS' },
        ],
      },
      { key: 'none-2', name: null, tags: [{ id: 20, name: 'Greedy' }] },
    ]);
  });

  it('searches tag names regardless of case', () => {
    expect(matchingGroups(groups, ' path ')).toEqual([
      { key: '1', name: 'Graphs', tags: [{ id: 10, name: 'Shortest Path' }] },
    ]);
    expect(matchingGroups(groups, 'nothing')).toEqual([]);
  });

  it('names tags by id', () => {
    expect(tagNames(groups).get(20)).toBe('Greedy');
    expect(tagNames(groups).size).toBe(3);
  });
});
