import { canDeleteProblem, canManageProblem, canPublishProblem, hasOwnTestData } from './problemAccess';

describe('problem access', () => {
  it('lets root and problem admins manage every problem, and a plain admin only their own', () => {
    const byAlice = { author: 'alice' };
    expect(canManageProblem(byAlice, ['root'], 'root')).toBe(true);
    expect(canManageProblem(byAlice, ['problem_admin'], 'pa')).toBe(true);
    expect(canManageProblem(byAlice, ['admin'], 'bob')).toBe(false);
    expect(canManageProblem(byAlice, ['admin'], 'alice')).toBe(true);
    expect(canManageProblem({ author: null }, ['admin'], null)).toBe(false);
  });

  it('leaves deleting and publishing to root and problem admins', () => {
    expect(canDeleteProblem(['root'])).toBe(true);
    expect(canDeleteProblem(['problem_admin'])).toBe(true);
    expect(canDeleteProblem(['admin'])).toBe(false);
    expect(canPublishProblem(['admin'])).toBe(false);
    expect(canPublishProblem(['problem_admin'])).toBe(true);
  });

  it('has test data to download only for the site’s own problems', () => {
    expect(hasOwnTestData({ isRemote: false })).toBe(true);
    expect(hasOwnTestData({ isRemote: true })).toBe(false);
  });
});
