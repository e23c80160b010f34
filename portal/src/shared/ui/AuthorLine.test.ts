import { roleBadge } from './AuthorLine';

it('badges root authors SPA and admin authors ADM', () => {
  expect(roleBadge('root')).toBe('SPA');
  expect(roleBadge('admin')).toBe('ADM');
  expect(roleBadge('user')).toBeNull();
  expect(roleBadge(null)).toBeNull();
});
