import { ACTING_GETS, isRead, READING_POSTS, STATE_DEPENDENT } from './classify';
import { operationById, operations } from './contract';
import { bindPlan, HARVEST, OP_INPUTS, Pool, READ_BODIES, readPlan } from './discovery';

describe('the discovery and classification tables', () => {
  it('name only operations of the contract', () => {
    const named = [
      ...Object.keys(ACTING_GETS),
      ...Object.keys(READING_POSTS),
      ...Object.keys(STATE_DEPENDENT),
      ...Object.keys(OP_INPUTS),
      ...Object.keys(READ_BODIES),
      ...HARVEST.map((rule) => rule.op),
    ];
    expect(named.filter((id) => operationById(id) === undefined)).toEqual([]);
  });

  it('give every reading POST a request body and harvest only reads', () => {
    expect(Object.keys(READING_POSTS).filter((id) => !READ_BODIES[id])).toEqual([]);
    expect(HARVEST.filter((rule) => !isRead(operationById(rule.op)!)).map((r) => r.op)).toEqual([]);
  });

  it('know where every required parameter of every read comes from, except the documented ones', () => {
    const undiscoverable = operations
      .filter(isRead)
      .filter((op) =>
        Object.values(readPlan(op).query).some(
          (input) => input.kind === 'unavailable' && input.reason.startsWith('no discovery rule'),
        ),
      )
      .map((op) => op.id);
    expect(undiscoverable).toEqual([]);
  });
});

describe('Pool and bindPlan', () => {
  const contestInfo = operationById('getContestInfo')!;
  const details = operationById('getContestProblemDetails')!;

  it('feeds ids harvested from a list into a detail call', () => {
    const pool = new Pool();
    expect(bindPlan(readPlan(contestInfo), pool)).toEqual({
      ok: false,
      reason: 'cannot discover cid: no contest record from getContestList, getAdminContestList',
    });
    pool.harvest('getContestList', {
      records: [
        { id: 7, status: 1, auth: 0 },
        { id: 9, status: -1, auth: 1 },
      ],
    });
    const bound = bindPlan(readPlan(contestInfo), pool);
    expect(bound).toMatchObject({ ok: true });
    if (!bound.ok) return;
    expect(bound.candidates.map((c) => c.query)).toEqual([{ cid: 7 }, { cid: 9 }]);
    expect(bound.candidates[0]?.label).toBe('cid=7 (from getContestList)');
  });

  it('offers public, started contests first', () => {
    const pool = new Pool();
    pool.harvest('getContestList', {
      records: [
        { id: 1, status: -1, auth: 1 },
        { id: 2, status: 0, auth: 0 },
      ],
    });
    const bound = bindPlan(readPlan(contestInfo), pool);
    expect(bound.ok && bound.candidates[0]?.query).toEqual({ cid: 2 });
  });

  it('takes parameters that belong together from the same record', () => {
    const pool = new Pool();
    pool.harvest(
      'getContestProblem',
      [
        { pid: 11, displayId: 'A' },
        { pid: 12, displayId: 'B' },
      ],
      { cid: 3 },
    );
    const bound = bindPlan(readPlan(details), pool);
    expect(bound.ok && bound.candidates.map((c) => c.query)).toEqual([
      { cid: 3, displayId: 'A' },
      { cid: 3, displayId: 'B' },
    ]);
  });

  it('keeps the scope of scoped lists and builds the bodies of reading POSTs', () => {
    const pool = new Pool();
    pool.harvest('getGroupProblemList', { records: [{ pid: 5 }] }, { gid: 2 });
    expect(pool.candidates('groupProblem')[0]?.values).toEqual({ pid: 5, gid: 2 });
    pool.harvest('getProblemList', {
      records: [
        { pid: 1, problemId: 'P1' },
        { pid: 2, problemId: 'P2' },
      ],
    });
    const status = bindPlan(readPlan(operationById('getUserProblemStatus')!), pool);
    expect(status.ok && status.candidates[0]?.body).toEqual({
      pidList: [1, 2],
      isContestProblemList: false,
      containsEnd: false,
    });
  });

  it('sends optional inputs when a record exists and omits them otherwise', () => {
    const comments = operationById('getComments')!;
    const empty = bindPlan(readPlan(comments), new Pool());
    expect(empty.ok && empty.candidates.map((c) => c.query)).toEqual([{}]);
    const pool = new Pool();
    pool.harvest('getDiscussionList', { records: [{ id: 4 }] });
    const bound = bindPlan(readPlan(comments), pool);
    expect(bound.ok && bound.candidates[0]?.query).toEqual({ did: 4 });
  });

  it('explains parameters that no list answers', () => {
    const bound = bindPlan(readPlan(operationById('getTestJudgeResult')!), new Pool());
    expect(bound).toEqual({
      ok: false,
      reason: expect.stringMatching(/^testJudgeKey: the key is answered by POST/),
    });
  });
});
