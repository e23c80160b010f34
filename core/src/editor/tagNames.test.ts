import { sameNamed, tagKey } from './tagNames';

const tags = [
  { id: 1, name: 'DFS' },
  { id: 2, name: '动态规划' },
];

describe('tag names', () => {
  it('compares trimmed names in any letter case', () => {
    expect(tagKey('  Dp ')).toBe('dp');
    expect(sameNamed(tags, ' dfs ')?.id).toBe(1);
    expect(sameNamed(tags, '动态规划')?.id).toBe(2);
    expect(sameNamed(tags, 'BFS')).toBeNull();
  });

  it('does not count the tag being edited, nor an empty name', () => {
    expect(sameNamed(tags, 'dfs', 1)).toBeNull();
    expect(sameNamed(tags, 'dfs', '2')?.id).toBe(1);
    expect(sameNamed(tags, '   ')).toBeNull();
  });
});
