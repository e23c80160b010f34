import { requireOperation, type ContractOp } from './contract';
import { urlTypeOf, type Answer } from './http';
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
/** The `Url-Type` echo the login filter and the annotations add to their 401/403 answers. */
const echo = (op: ContractOp) => ({ 'url-type': urlTypeOf(op.path) });

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
    expect(judgeAnonymousRefusal(authInfo, answer(401, refusal(401), echo(authInfo)), on)).toEqual({
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
    expect(judgeUserRefusal(userList, answer(403, refusal(403), echo(userList)), on, 'x').outcome).toBe(
      'passed',
    );
    expect(judgeUserRefusal(userList, answer(200, refusal(403)), on, 'x').outcome).toBe('passed');
    expect(judgeUserRefusal(userList, answer(401, refusal(401)), on, 'x').outcome).toBe('failed');
    expect(judgeUserRefusal(userList, answer(400, refusal(400)), on, 'x').outcome).toBe('skipped');
  });
});

describe('error bodies without data', () => {
  const authInfo = requireOperation('getUserAuthInfo');
  const info = requireOperation('getContestInfo');
  const filter401 = { status: 401, msg: '登录状态已失效，请重新登录！' };

  it('pass as refusals: the token filter’s HTTP 401 carries no data', () => {
    expect(judgeAnonymousRefusal(authInfo, answer(401, filter401, echo(authInfo)), on)).toEqual({
      outcome: 'passed',
      detail: 'refused: HTTP 401',
    });
    expect(judgeAnonymousRefusal(authInfo, answer(200, filter401), on).outcome).toBe('passed');
  });

  it('are refusals and not-founds in reads, while a success still needs its data', () => {
    expect(judgeAnswer(info, answer(200, { status: 403, msg: 'no' }), on, false)).toMatchObject({
      kind: 'refused',
    });
    expect(judgeAnswer(info, answer(200, { status: 404, msg: 'gone' }), on, false).kind).toBe('notFound');
    expect(judgeAnswer(info, answer(200, { status: 200, msg: 'success' }), on, false)).toMatchObject({
      kind: 'broken',
      detail: 'envelope without data',
    });
  });

  it('still fail when data is there and not null', () => {
    expect(judgeAnswer(info, answer(200, { status: 403, msg: 'no', data: {} }), on, false).kind).toBe(
      'broken',
    );
  });
});

describe('the Url-Type echo of HTTP 401/403 refusals', () => {
  const authInfo = requireOperation('getUserAuthInfo');
  const userList = requireOperation('getAdminUserList');
  const groupList = requireOperation('getGroupDiscussionList');
  const groupOff = switchesFrom({
    openPublicDiscussion: true,
    openGroupDiscussion: false,
    openContestComment: true,
  });

  it('is required from the login filter and the role and permission checks', () => {
    expect(judgeAnonymousRefusal(authInfo, answer(401, refusal(401)), on)).toEqual({
      outcome: 'failed',
      detail: 'refused: HTTP 401, but no Url-Type echo (general was sent)',
    });
    expect(judgeUserRefusal(userList, answer(403, refusal(403), { 'url-type': 'general' }), on, 'x')).toEqual(
      {
        outcome: 'failed',
        detail: 'refused: HTTP 403, but Url-Type general echoed, admin was sent',
      },
    );
  });

  it('is a known behaviour, not a failure, on the 403 of a switched-off feature', () => {
    const closed = answer(403, refusal(403));
    expect(judgeAnonymousRefusal(groupList, closed, groupOff)).toMatchObject({
      outcome: 'skipped',
      known: ['switchWithoutUrlType'],
    });
    expect(judgeUserRefusal(groupList, closed, groupOff, 'x')).toMatchObject({
      outcome: 'skipped',
      known: ['switchWithoutUrlType'],
    });
    expect(judgeAnswer(groupList, closed, groupOff, false)).toMatchObject({
      kind: 'refused',
      switchOff: true,
      known: ['switchWithoutUrlType'],
    });
    // With the echo there is nothing to note; with the switch on, a 403 for an admitted caller is broken.
    expect(
      judgeAnswer(groupList, answer(403, refusal(403), echo(groupList)), groupOff, false),
    ).not.toHaveProperty('known');
    expect(judgeAnswer(groupList, closed, on, false).kind).toBe('broken');
  });
});

describe('anonymous comments of a group discussion', () => {
  const comments = requireOperation('getComments');
  const crash = answer(500, { status: 500, msg: 'Server Error!', data: null });

  it('are a known behaviour when the discussion belongs to a group and the caller is anonymous', () => {
    expect(judgeAnswer(comments, crash, on, true, { groupDiscussion: true })).toMatchObject({
      kind: 'known',
      known: ['anonymousGroupComments'],
    });
  });

  it('are broken anywhere else: a public discussion, or a logged-in caller', () => {
    expect(judgeAnswer(comments, crash, on, true, { groupDiscussion: false }).kind).toBe('broken');
    expect(judgeAnswer(comments, crash, on, false, { groupDiscussion: true }).kind).toBe('broken');
    expect(
      judgeAnswer(requireOperation('getContestInfo'), crash, on, true, { groupDiscussion: true }).kind,
    ).toBe('broken');
  });
});
