import { acmCellView, formatPenalty, oiCellKind } from './cellViews';

const cell = (changes: Partial<Parameters<typeof acmCellView>[0] & object> = {}) => ({
  errorNum: 0,
  ac: false,
  firstAc: false,
  acSeconds: null,
  afterContest: false,
  tryNum: 0,
  ...changes,
});

describe('an ACM cell', () => {
  it('shows the whole minutes to the solve and counts the accepted try with the rejected ones', () => {
    expect(acmCellView(cell({ ac: true, acSeconds: 59 * 60 + 59, errorNum: 2 }))).toEqual({
      kind: 'ac',
      solvedAt: '59',
      tries: 3,
      pending: 0,
    });
    expect(acmCellView(cell({ ac: true, firstAc: true, acSeconds: 0 })).kind).toBe('firstAc');
  });

  it('writes `*` for a solve after the end, whatever its time or first-solve mark', () => {
    expect(
      acmCellView(cell({ ac: true, afterContest: true, firstAc: true, acSeconds: 99_999 })),
    ).toMatchObject({
      kind: 'afterAc',
      solvedAt: '*',
    });
  });

  it('shows frozen tries as pending beside the known rejections, and plain rejections as wrong', () => {
    expect(acmCellView(cell({ errorNum: 1, tryNum: 2 }))).toEqual({
      kind: 'pending',
      solvedAt: null,
      tries: 1,
      pending: 2,
    });
    expect(acmCellView(cell({ errorNum: 4 }))).toMatchObject({ kind: 'wrong', tries: 4 });
    expect(acmCellView(cell()).kind).toBe('empty');
    expect(acmCellView(undefined).kind).toBe('empty');
  });
});

describe('an OI cell', () => {
  it('is full where a full-score time exists, else by its score', () => {
    expect(oiCellKind(100, 12)).toBe('full');
    expect(oiCellKind(40, undefined)).toBe('partial');
    expect(oiCellKind(0, undefined)).toBe('zero');
    expect(oiCellKind(null, undefined)).toBe('unscored');
    expect(oiCellKind(undefined, undefined)).toBe('empty');
  });
});

describe('a penalty time', () => {
  // Spans of time, not times of day: the same in every zone.
  it('reads h:mm:ss with unpadded hours', () => {
    expect(formatPenalty(0)).toMatch(/^0:00:00$/);
    expect(formatPenalty(3725.9)).toMatch(/^1:02:05$/);
    expect(formatPenalty(36 * 3600 + 61)).toMatch(/^36:01:01$/);
    expect(formatPenalty(-1)).toBe('--');
  });
});
