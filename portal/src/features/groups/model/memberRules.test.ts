import type { GroupViewer } from './groupRights';
import { levelChoices, mayChangeLevel, mayRemove } from './memberRules';

const OWNER = 'owner-uid';
const viewer = (level: number, extra: Partial<GroupViewer> = {}): GroupViewer => ({
  uid: 'me',
  level,
  owner: false,
  superAdmin: false,
  ...extra,
});
const row = (auth: number, uid = 'other') => ({ uid, auth });

describe('member rules', () => {
  it('lets group admins act only on rows below their own level, never on themselves or the owner', () => {
    const admin = viewer(4);
    expect(mayChangeLevel(admin, row(1), OWNER)).toBe(true);
    expect(mayChangeLevel(admin, row(3), OWNER)).toBe(true);
    expect(mayChangeLevel(admin, row(4), OWNER)).toBe(false);
    expect(mayChangeLevel(admin, row(3, 'me'), OWNER)).toBe(false);
    expect(mayRemove(admin, row(3), OWNER)).toBe(true);
    expect(mayRemove(admin, row(4), OWNER)).toBe(false);
    expect(mayRemove(viewer(3), row(1), OWNER)).toBe(false);
  });

  it('lets the owner make and unmake admins but not another owner', () => {
    const owner = viewer(5, { uid: OWNER, owner: true });
    expect(levelChoices(owner, row(3))).toEqual([3, 4]);
    expect(levelChoices(owner, row(4))).toEqual([3, 4]);
    expect(levelChoices(owner, row(1))).toEqual([1, 2, 3, 4]);
    expect(mayChangeLevel(owner, row(5, OWNER), OWNER)).toBe(false);
    expect(mayRemove(owner, row(4), OWNER)).toBe(true);
  });

  it('lets an admin approve members but not make admins, and never demotes a member to an applicant', () => {
    expect(levelChoices(viewer(4), row(1))).toEqual([1, 2, 3]);
    expect(levelChoices(viewer(4), row(3))).toEqual([3]);
  });

  it('lets the super admin set any level but the owner row', () => {
    const root = viewer(0, { superAdmin: true });
    expect(levelChoices(root, row(3))).toEqual([3, 4, 5]);
    expect(mayChangeLevel(root, row(5), OWNER)).toBe(true);
    expect(mayChangeLevel(root, row(5, OWNER), OWNER)).toBe(false);
    expect(mayRemove(root, row(5, OWNER), OWNER)).toBe(false);
  });
});
