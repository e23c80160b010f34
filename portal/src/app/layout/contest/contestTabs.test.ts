import { ContestType } from '@generated/model/index';
import { contestTabsFor, type ContestMenuFacts } from './contestTabs';

const contestant: ContestMenuFacts = {
  type: ContestType.ACM,
  openPrint: false,
  isContestAdmin: false,
  isSuperAdmin: false,
  commentsOpen: false,
};
const paths = (facts: ContestMenuFacts | null) => contestTabsFor(facts).map((tab) => tab.path);

describe("a contest's further tabs", () => {
  it('are none until the contest and the user are known', () => {
    expect(paths(null)).toEqual([]);
  });

  it('give a contestant the announcements, the questions when the site opens them, print where the contest prints', () => {
    expect(paths(contestant)).toEqual(['announcements']);
    expect(paths({ ...contestant, commentsOpen: true, openPrint: true })).toEqual([
      'announcements',
      'comment',
      'print',
    ]);
  });

  it('add AC info and the scroll board for the admins of an ACM contest, and the print queue where it prints', () => {
    const admin = { ...contestant, isContestAdmin: true };
    expect(paths(admin)).toEqual(['announcements', 'ac-info', 'scroll-board']);
    expect(paths({ ...admin, openPrint: true })).toEqual([
      'announcements',
      'print',
      'ac-info',
      'admin-print',
      'scroll-board',
    ]);
    expect(paths({ ...admin, type: ContestType.OI })).toEqual(['announcements']);
  });

  it('add rejudge for the super admin only', () => {
    expect(paths({ ...contestant, isContestAdmin: true, isSuperAdmin: true })).toContain('rejudge');
    expect(paths({ ...contestant, isContestAdmin: true })).not.toContain('rejudge');
  });

  it("lock what a contestant may be kept out of, and leave the admins' pages to their admins", () => {
    const all = contestTabsFor({
      type: ContestType.ACM,
      openPrint: true,
      isContestAdmin: true,
      isSuperAdmin: true,
      commentsOpen: true,
    });
    expect(all.filter((tab) => tab.locked).map((tab) => tab.path)).toEqual([
      'announcements',
      'comment',
      'print',
    ]);
  });
});
