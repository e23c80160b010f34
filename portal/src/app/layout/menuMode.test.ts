import { modeMenuItems, selectMenuMode } from './menuMode';

describe('mode menus', () => {
  it.each([
    ['/home', { kind: 'default' }],
    ['/training', { kind: 'default' }],
    ['/contest', { kind: 'default' }],
    ['/group', { kind: 'default' }],
    ['/contest/acm-scoreboard/7', { kind: 'default' }],
    ['/contest/oi-scoreboard/7', { kind: 'default' }],
    ['/training/3', { kind: 'training', trainingID: '3', groupID: null }],
    ['/training/3/problem/1001', { kind: 'training', trainingID: '3', groupID: null }],
    ['/group/9/training/3/rank', { kind: 'training', trainingID: '3', groupID: '9' }],
    ['/contest/7', { kind: 'contest', contestID: '7' }],
    ['/contest/7/problem/A/full-screen', { kind: 'contest', contestID: '7' }],
    ['/group/9', { kind: 'group', groupID: '9' }],
    ['/group/9/problem', { kind: 'group', groupID: '9' }],
    ['/group/9/training', { kind: 'group', groupID: '9' }],
  ])('%s shows the %o menu', (path, mode) => {
    expect(selectMenuMode(path)).toEqual(mode);
  });

  const links = (path: string) => modeMenuItems(selectMenuMode(path)).map((item) => item.to);

  it('lists the training menu, with the group home for a group training', () => {
    expect(links('/training/3/rank')).toEqual(['/home', '/training/3', '/training/3/problems']);
    expect(links('/group/9/training/3')).toEqual([
      '/home',
      '/group/9',
      '/group/9/training/3',
      '/group/9/training/3/problems',
    ]);
  });

  it('lists the contest menu after a way back to the contests', () => {
    expect(links('/contest/7/rank')).toEqual([
      '/contest',
      '/contest/7',
      '/contest/7/problems',
      '/contest/7/submissions?onlyMine=true',
      '/contest/7/rank',
    ]);
  });

  it('lists the group menu after a way back to the groups', () => {
    expect(links('/group/9/member')).toEqual(['/group', '/group/9', '/group/9/problem']);
  });

  it('starts every mode menu with its way back to the default menu', () => {
    for (const path of ['/training/3', '/contest/7', '/group/9']) {
      const [first] = modeMenuItems(selectMenuMode(path));
      expect(first?.back).toBe(true);
      expect(selectMenuMode(first?.to ?? '')).toEqual({ kind: 'default' });
    }
  });
});
