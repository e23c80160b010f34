import { installMockServer } from '../jest/installMockServer';
import { call, loginAs } from '../jest/requests';

installMockServer();

describe('GET /api/get-group-auth', () => {
  it("answers the caller's level in the group, 0 outside it", async () => {
    const level = async (username: string, gid = 1) =>
      (await call<number>(`/api/get-group-auth?gid=${gid}`, { token: await loginAs(username) })).body.data;
    expect(await level('admin')).toBe(5);
    expect(await level('alice')).toBe(3);
    expect(await level('bob')).toBe(1);
    expect(await level('carol')).toBe(0);
    expect(await level('alice', 999)).toBe(0);
  });
});
