import { RoleKey } from '@generated/model/index';
import { coreMessages } from '../i18n/messages';
import { ADMIN_ROLES, isAdminRole, isRoleKey, isSuperAdmin, roleKeyById, roleTable } from './roles';

describe('roles', () => {
  it('maps every role key to its backend id', () => {
    expect(Object.fromEntries(Object.entries(roleTable).map(([key, info]) => [key, info.id]))).toEqual({
      root: 1000,
      admin: 1001,
      default_user: 1002,
      no_subimit_user: 1003,
      no_discuss_user: 1004,
      mute_user: 1005,
      no_submit_no_discuss_user: 1006,
      no_submit_mute_user: 1007,
      problem_admin: 1008,
    });
    expect(Object.keys(roleTable).sort()).toEqual(Object.values(RoleKey).sort());
  });

  it('has a label for every role in both languages', () => {
    for (const info of Object.values(roleTable)) {
      expect(coreMessages['zh-CN'][info.labelKey]).toBeTruthy();
      expect(coreMessages['en-US'][info.labelKey]).toBeTruthy();
    }
    expect(coreMessages['zh-CN'][roleTable.root.labelKey]).toBe('超级管理员');
  });

  it('root, admin and problem_admin are the admin roles', () => {
    expect([...ADMIN_ROLES].sort()).toEqual(['admin', 'problem_admin', 'root']);
    expect(isAdminRole(['problem_admin'])).toBe(true);
    expect(isAdminRole(['default_user', 'admin'])).toBe(true);
    expect(isAdminRole(['default_user', 'mute_user'])).toBe(false);
    expect(isAdminRole([])).toBe(false);
  });

  it('only root is super admin', () => {
    expect(isSuperAdmin(['root'])).toBe(true);
    expect(isSuperAdmin(['admin', 'problem_admin'])).toBe(false);
  });

  it('looks roles up by id and recognises keys', () => {
    expect(roleKeyById(1008)).toBe('problem_admin');
    expect(roleKeyById(999)).toBeNull();
    expect(isRoleKey('mute_user')).toBe(true);
    expect(isRoleKey('toString')).toBe(false);
  });
});
