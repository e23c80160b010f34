import { requireOperation } from './contract';
import type { Answer } from './http';
import { judgeAnonymousRefusal, judgeAnswer, judgeUserRefusal, switchesFrom } from './judge';

function answer(httpStatus: number, body: unknown, headers: Record<string, string> = {}): Answer {
  const isJson = typeof body !== 'string';
  return {
    httpStatus,
    headers: new Headers({
      'content-type': isJson ? 'application/json' : 'application/x-download',
      ...headers,
    }),
    contentType: isJson ? 'application/json' : 'application/x-download',
    json: isJson ? body : undefined,
    isJson,
    size: JSON.stringify(body).length,
    ms: 1,
  };
}

const on = switchesFrom({ openPublicDiscussion: true, openGroupDiscussion: true, openContestComment: true });
const off = switchesFrom({
  openPublicDiscussion: false,
  openGroupDiscussion: true,
  openContestComment: true,
});
const refusal = (status: number) => ({ status, msg: 'no', data: null });

describe('judgeAnswer (reads)', () => {
  const list = requireOperation('getDiscussionList');

  it('treats a switched-off feature as a refusal to skip, and a 403 with the switch on as broken', () => {
    expect(judgeAnswer(list, answer(403, refusal(403)), off, true)).toMatchObject({
      kind: 'refused',
      switchOff: true,
    });
    expect(judgeAnswer(list, answer(403, refusal(403)), on, true).kind).toBe('broken');
  });

  it('separates not-found, refusals, server errors and envelopes without data', () => {
    const info = requireOperation('getContestInfo');
    expect(judgeAnswer(info, answer(200, refusal(404)), on, false).kind).toBe('notFound');
    expect(judgeAnswer(info, answer(200, refusal(403)), on, false)).toMatchObject({
      kind: 'refused',
      switchOff: false,
    });
    expect(judgeAnswer(info, answer(200, refusal(500)), on, false).kind).toBe('broken');
    expect(judgeAnswer(info, answer(200, { status: 200, msg: 'success' }), on, false)).toMatchObject({
      kind: 'broken',
      detail: 'envelope without data',
    });
    expect(judgeAnswer(info, answer(401, refusal(401)), on, false)).toMatchObject({ kind: 'broken' });
  });

  it('checks a streamed download by its headers, and accepts a JSON ErrorResult with HTTP 400 instead', () => {
    const download = requireOperation('downloadTestcase');
    const file = answer(200, 'PK…', {
      'content-disposition': 'attachment;filename=problem_1_testcase_1.zip',
    });
    expect(judgeAnswer(download, file, on, false)).toMatchObject({ kind: 'file' });
    const unnamed = answer(200, 'PK…');
    expect(judgeAnswer(download, unnamed, on, false)).toMatchObject({ kind: 'broken' });
    expect(judgeAnswer(download, answer(400, refusal(400)), on, false).kind).toBe('fileRefused');
  });
});

describe('refusal checks', () => {
  const authInfo = requireOperation('getUserAuthInfo');
  const userList = requireOperation('getAdminUserList');

  it('accepts HTTP 401 and HTTP 200 + body 401 for anonymous callers, saying which', () => {
    expect(judgeAnonymousRefusal(authInfo, answer(401, refusal(401)), on)).toEqual({
      outcome: 'passed',
      detail: 'refused: HTTP 401',
    });
    expect(judgeAnonymousRefusal(authInfo, answer(200, refusal(401)), on).detail).toMatch(
      /^refused in the service/,
    );
    expect(
      judgeAnonymousRefusal(authInfo, answer(200, { status: 200, msg: 'success', data: {} }), on).outcome,
    ).toBe('failed');
    expect(judgeAnonymousRefusal(authInfo, answer(403, refusal(403)), on).outcome).toBe('failed');
    expect(judgeAnonymousRefusal(authInfo, answer(401, { status: 401 }), on).outcome).toBe('failed');
  });

  it('accepts HTTP 403 and HTTP 200 + body 401/403 for a user without the permission', () => {
    expect(judgeUserRefusal(userList, answer(403, refusal(403)), on, 'x').outcome).toBe('passed');
    expect(judgeUserRefusal(userList, answer(200, refusal(403)), on, 'x').outcome).toBe('passed');
    expect(judgeUserRefusal(userList, answer(401, refusal(401)), on, 'x').outcome).toBe('failed');
    expect(judgeUserRefusal(userList, answer(400, refusal(400)), on, 'x').outcome).toBe('skipped');
  });
});
