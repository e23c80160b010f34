import { ApiError, type ApiErrorKind } from '@hoj/core/http/apiError';
import { scrollRefusal } from './refusal';

const refused = (serverMsg: string, kind: ApiErrorKind = 'business') =>
  new ApiError({
    kind,
    msg: 'shown text',
    serverMsg,
    url: '/api/get-contest-scroll-board-info',
    admin: false,
    httpStatus: 200,
    status: 400,
    transport: false,
  });

describe('why the server would not open the scroll board', () => {
  it('is read from the backend’s own words, either language', () => {
    expect(
      scrollRefusal(refused('比赛未结束，禁止进行滚榜 (Roll off is prohibited before the contest is over)')),
    ).toBe('notEnded');
    expect(
      scrollRefusal(
        refused('比赛未开启封榜，无法进行滚榜 (The contest has not been closed, and cannot roll)'),
      ),
    ).toBe('notSealed');
    expect(
      scrollRefusal(refused('非ACM赛制的比赛无法进行滚榜  (Non - ACM contest board cannot be rolled)')),
    ).toBe('notAcm');
    expect(scrollRefusal(refused('比赛不存在 (The contest does not exist)'))).toBe('missing');
  });

  it('is unknown for any other failure', () => {
    expect(scrollRefusal(refused('database down'))).toBeNull();
    expect(scrollRefusal(refused('比赛未结束', 'server'))).toBeNull();
    expect(scrollRefusal(new Error('比赛未结束'))).toBeNull();
  });
});
