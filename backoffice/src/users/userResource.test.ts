import { RoleKey, UserRolesVOStatus } from '@generated/model/index';
import { toEditUserDTO } from './userResource';

describe('the edit-user body', () => {
  it('sends the role as its id and always sends type, status and setNewPwd', () => {
    expect(
      toEditUserDTO('u1', { username: ' bob ', role: RoleKey.ADMIN, status: UserRolesVOStatus.NORMAL }),
    ).toEqual({
      uid: 'u1',
      username: 'bob',
      realname: null,
      email: null,
      titleName: null,
      titleColor: null,
      status: 0,
      type: 1001,
      setNewPwd: false,
      password: null,
    });
  });

  it('sends the new password only when a reset is asked for, and a ban as status 1', () => {
    const dto = toEditUserDTO('u1', {
      username: 'bob',
      role: RoleKey.PROBLEM_ADMIN,
      status: UserRolesVOStatus.BANNED,
      setNewPwd: true,
      newPassword: 'secret99',
      email: '  ',
    });
    expect(dto).toMatchObject({ type: 1008, status: 1, setNewPwd: true, password: 'secret99', email: null });
    expect(toEditUserDTO('u1', { username: 'bob', newPassword: 'ignored' }).password).toBeNull();
  });
});
