import { queryView } from './queryView';

const boom = new Error('boom');

describe('queryView', () => {
  it('is pending before anything was read', () => {
    expect(queryView({ data: undefined, error: null, isError: false })).toEqual({ kind: 'pending' });
  });

  it('fails when the first read failed', () => {
    expect(queryView({ data: undefined, error: boom, isError: true })).toEqual({
      kind: 'failed',
      error: boom,
    });
  });

  it('is ready with what was read', () => {
    expect(queryView({ data: [1, 2], error: null, isError: false })).toEqual({
      kind: 'ready',
      data: [1, 2],
      refreshFailed: null,
    });
  });

  it('keeps what was read when a later read failed, and names the failure beside it', () => {
    expect(queryView({ data: [1, 2], error: boom, isError: true })).toEqual({
      kind: 'ready',
      data: [1, 2],
      refreshFailed: boom,
    });
  });

  it('counts falsy data (0, an empty list, null) as read', () => {
    expect(queryView({ data: 0, error: boom, isError: true })).toMatchObject({ kind: 'ready', data: 0 });
    expect(queryView({ data: [], error: null, isError: false })).toMatchObject({ kind: 'ready', data: [] });
    expect(queryView<null>({ data: null, error: null, isError: false })).toMatchObject({
      kind: 'ready',
      data: null,
    });
  });
});
