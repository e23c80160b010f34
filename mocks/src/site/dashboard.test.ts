import type { Session } from '@generated/model/index';
import { installMockServer } from '../jest/installMockServer';
import { call, loginAs } from '../jest/requests';
import { signInsOf } from '../store/schema/sessions';
import { userByUsername } from '../store/schema/accounts';
import { jacksonDate } from '../http/jackson';
import { DAY, HOUR, clock } from '../store/clock';

installMockServer();

const recentSession = async (token: string) =>
  (await call<Session>('/api/admin/dashboard/get-sessions', { method: 'POST', token })).body.data;

describe('POST /api/admin/dashboard/get-sessions', () => {
  it('answers the sign-in before this one, as recorded, not the current request', async () => {
    const uid = userByUsername('root')?.uid ?? '';
    const [seeded] = signInsOf(uid);
    const first = await loginAs('root', { admin: true });
    // The seed's last sign-in of root: yesterday, Chrome on Windows, from the campus network.
    expect(await recentSession(first)).toMatchObject({
      uid,
      ip: '10.20.1.15',
      userAgent: expect.stringContaining('Chrome/'),
      gmtCreate: jacksonDate(seeded?.at ?? new Date(0)),
    });
    expect(clock.nowMs() - (seeded?.at.getTime() ?? 0)).toBeGreaterThanOrEqual(DAY);

    clock.advance(2 * HOUR);
    const [firstLogin] = signInsOf(uid);
    const second = await loginAs('root', { admin: true });
    const previous = await recentSession(second);
    // The previous sign-in is now the first login of this test, two hours earlier, from this machine.
    expect(previous).toMatchObject({
      ip: '127.0.0.1',
      gmtCreate: jacksonDate(firstLogin?.at ?? new Date(0)),
    });
    // A renewed token is not a sign-in: asking again still names the same one.
    expect(await recentSession(second)).toEqual(previous);
  });
});
