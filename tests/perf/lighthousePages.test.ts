import { demoAccounts } from '@hoj/mocks/store/demoAccounts';
import { lighthousePages, selectPages } from './lighthousePages';

describe('lighthousePages', () => {
  it('names every page once, as results and --only key them by name', () => {
    const names = lighthousePages.map((page) => page.name);
    expect(new Set(names).size).toBe(names.length);
  });

  it('signs in only with demo accounts, and keeps back-office paths under /admin', () => {
    const usernames = demoAccounts.map((account) => account.username);
    for (const page of lighthousePages) {
      if (page.signedInAs) expect(usernames).toContain(page.signedInAs);
      expect(page.path.startsWith('/admin/')).toBe(page.app === 'backoffice');
    }
  });
});

describe('selectPages', () => {
  it('keeps every page without a filter', () => {
    expect(selectPages(lighthousePages, undefined)).toBe(lighthousePages);
  });

  it('keeps the pages whose name contains the filter, in any case', () => {
    expect(selectPages(lighthousePages, 'BACKOFFICE').map((page) => page.name)).toEqual([
      'backoffice-login',
      'backoffice-users',
    ]);
    expect(selectPages(lighthousePages, 'nothing like it')).toEqual([]);
  });
});
