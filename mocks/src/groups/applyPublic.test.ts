import { messages } from '../http/messages';
import { installMockServer } from '../jest/installMockServer';
import { call, loginAs } from '../jest/requests';
import { problems } from '../store/schema/problems';
import { groupMessages } from './texts';

installMockServer();

/** P1010: a problem of group 1, written by admin (its owner). */
const GROUP_PROBLEM = 1010;
const SITE_PROBLEM = 1001;

const apply = async (username: string, pid: number, isApplied: boolean) =>
  (
    await call(`/api/group/apply-public?pid=${pid}&isApplied=${isApplied}`, {
      token: await loginAs(username),
      method: 'PUT',
    })
  ).body;

describe('asking for a group problem to go public', () => {
  it('lets the author or the group root ask and withdraw', async () => {
    expect((await apply('admin', GROUP_PROBLEM, true)).status).toBe(200);
    expect(problems.get(GROUP_PROBLEM)).toMatchObject({ applyPublicProgress: 1, gid: 1 });
    expect((await apply('admin', GROUP_PROBLEM, false)).status).toBe(200);
    expect(problems.get(GROUP_PROBLEM)).toMatchObject({ applyPublicProgress: null, gid: 1 });
  });

  it('refuses members, site problems and unknown ones', async () => {
    expect(await apply('alice', GROUP_PROBLEM, true)).toEqual({
      status: 403,
      msg: messages.noPermissionToOperate,
      data: null,
    });
    expect(await apply('root', SITE_PROBLEM, true)).toEqual({
      status: 403,
      msg: groupMessages.problemOutside,
      data: null,
    });
    expect(await apply('root', 99999, true)).toEqual({
      status: 404,
      msg: groupMessages.problemMissing,
      data: null,
    });
  });
});
