import { requireOperation } from './contract';
import { errorResultErrors, isJacksonDateTime, successErrors } from './schema';

describe('date-time as Jackson writes it', () => {
  it('accepts +0000 offsets as well as RFC 3339 forms', () => {
    expect(isJacksonDateTime('2026-11-21T08:00:00.000+0000')).toBe(true);
    expect(isJacksonDateTime('2026-11-21T08:00:00.000+08:00')).toBe(true);
    expect(isJacksonDateTime('2026-11-21T08:00:00Z')).toBe(true);
  });

  it('rejects impossible dates, times and other formats', () => {
    expect(isJacksonDateTime('2026-02-30T08:00:00.000+0000')).toBe(false);
    expect(isJacksonDateTime('2026-11-21T25:00:00.000+0000')).toBe(false);
    expect(isJacksonDateTime('2026/11/21 08:00:00')).toBe(false);
    expect(isJacksonDateTime('2026-11-21')).toBe(false);
  });
});

describe('answer validation', () => {
  const op = requireOperation('getCommonAnnouncement');
  const announcement = {
    id: 1,
    title: 'Welcome',
    content: 'Hello',
    uid: '25d21e1bae68ca3b50e2deacacc19f45',
    username: 'root',
    status: 0,
    gmtCreate: '2026-11-21T08:00:00.000+0000',
    gmtModified: '2026-11-21T08:00:00.000+0000',
  };
  const page = (records: unknown[]) => ({
    status: 200,
    msg: 'success',
    data: { records, total: records.length, size: 10, current: 1, pages: 1, orders: [], searchCount: true },
  });

  it('accepts a conforming success body', () => {
    expect(successErrors(op, page([announcement]))).toEqual([]);
  });

  it('reports schema errors with JSON pointers into the body', () => {
    const errors = successErrors(op, page([{ ...announcement, id: 'one', gmtCreate: '21.11.2026' }]));
    const pointers = errors.map((e) => e.pointer);
    expect(pointers).toContain('/data/records/0/id');
    expect(pointers).toContain('/data/records/0/gmtCreate');
  });

  it('checks error bodies against ErrorResult, with data null or left out', () => {
    expect(errorResultErrors({ status: 403, msg: 'no', data: null })).toEqual([]);
    expect(errorResultErrors({ status: 401, msg: '请您先登录！' })).toEqual([]);
    expect(errorResultErrors({ status: 401 }).map((e) => e.message)).toContain(
      "must have required property 'msg'",
    );
    expect(errorResultErrors({ status: 403, msg: 'no', data: { x: 1 } }).map((e) => e.pointer)).toContain(
      '/data',
    );
  });

  it('compiles the 200 schema of every JSON operation of the contract', async () => {
    const { operations } = await import('./contract');
    const broken = operations
      .filter((o) => o.success.kind === 'json')
      .flatMap((o) =>
        successErrors(o, null)
          .filter((e) => e.message.includes('does not compile'))
          .map(() => o.id),
      );
    expect(broken).toEqual([]);
  });
});
