import { RoleKey, UserRolesVOStatus } from '@generated/model/index';
import { isActiveSuperAdmin, lastSuperAdminErrors } from './lastSuperAdmin';

const NORMAL = UserRolesVOStatus.NORMAL;
const BANNED = UserRolesVOStatus.BANNED;
const root = { role: RoleKey.ROOT, status: NORMAL };

describe('the last super admin', () => {
  it('keeps the role and may not be banned while no other active super admin exists', () => {
    expect(lastSuperAdminErrors(root, { role: RoleKey.ADMIN, status: NORMAL }, 1)).toEqual({
      role: 'hoj.userAdmin.lastSuperAdminRole',
    });
    expect(lastSuperAdminErrors(root, { role: RoleKey.ROOT, status: BANNED }, 1)).toEqual({
      status: 'hoj.userAdmin.lastSuperAdminBan',
    });
    expect(lastSuperAdminErrors(root, root, 1)).toEqual({});
  });

  it('lets a super admin go when another active one remains, and leaves other accounts alone', () => {
    expect(lastSuperAdminErrors(root, { role: RoleKey.ADMIN, status: BANNED }, 2)).toEqual({});
    expect(
      lastSuperAdminErrors(
        { role: RoleKey.ADMIN, status: NORMAL },
        { role: RoleKey.DEFAULT_USER, status: BANNED },
        1,
      ),
    ).toEqual({});
    // A banned super admin is not the one keeping the site administrable.
    expect(
      lastSuperAdminErrors(
        { role: RoleKey.ROOT, status: BANNED },
        { role: RoleKey.ADMIN, status: BANNED },
        1,
      ),
    ).toEqual({});
  });

  it('leaves the decision to the server while the count is unknown', () => {
    expect(lastSuperAdminErrors(root, { role: RoleKey.ADMIN, status: NORMAL }, undefined)).toEqual({});
  });

  it('counts only super admins who can sign in', () => {
    expect(isActiveSuperAdmin({ roles: [{ role: RoleKey.ROOT }], status: NORMAL } as never)).toBe(true);
    expect(isActiveSuperAdmin({ roles: [{ role: RoleKey.ROOT }], status: BANNED } as never)).toBe(false);
    expect(isActiveSuperAdmin({ roles: [{ role: RoleKey.ADMIN }], status: NORMAL } as never)).toBe(false);
    expect(isActiveSuperAdmin({ roles: null, status: NORMAL } as never)).toBe(false);
  });
});
