import { arrangeRows, pinRows, searchRows, type SearchableRow } from './boardRows';

const row = (uid: string, extra: Partial<SearchableRow> = {}): SearchableRow => ({
  uid,
  username: uid,
  ...extra,
});

const board = [
  row('ann', { school: 'North High', realname: 'Ann Lee', nickname: 'Annie' }),
  row('bob', { school: 'South High', realname: 'Bob Wu', nickname: null }),
  row('cid', { school: null, realname: 'Cid Ma', nickname: 'Zed' }),
  row('dee', { school: 'East High', realname: null, nickname: 'Dee' }),
];
const uids = (rows: readonly SearchableRow[]) => rows.map((r) => r.uid);

describe('pinned rows', () => {
  it("puts the viewer's row first, then the followed rows in board order, then the whole board", () => {
    expect(uids(pinRows(board, 'cid', ['dee', 'bob']))).toEqual([
      'cid',
      'bob',
      'dee',
      'ann',
      'bob',
      'cid',
      'dee',
    ]);
  });

  it('does not pin the viewer twice when they follow themselves, nor rows not on the board', () => {
    expect(uids(pinRows(board, 'ann', ['ann', 'zoe']))).toEqual(['ann', 'ann', 'bob', 'cid', 'dee']);
  });

  it('pins nothing without a viewer or follows', () => {
    expect(uids(pinRows(board, null, []))).toEqual(['ann', 'bob', 'cid', 'dee']);
  });
});

describe('board search', () => {
  it('matches the school or the name the contest shows, ignoring case and surrounding spaces', () => {
    expect(uids(searchRows(board, '  HIGH ', 'username'))).toEqual(['ann', 'bob', 'dee']);
    expect(uids(searchRows(board, 'wu', 'realname'))).toEqual(['bob']);
    expect(uids(searchRows(board, 'ze', 'nickname'))).toEqual(['cid']);
  });

  it('searches only the shown name, not the other two', () => {
    expect(uids(searchRows(board, 'annie', 'username'))).toEqual([]);
    expect(uids(searchRows(board, 'annie', 'nickname'))).toEqual(['ann']);
  });

  it('keeps every row for a blank keyword', () => {
    expect(uids(searchRows(board, '   ', 'username'))).toEqual(['ann', 'bob', 'cid', 'dee']);
  });

  it('searches the pinned rows too', () => {
    expect(
      uids(arrangeRows(board, { currentUid: 'bob', keyword: 'south', rankShowName: 'username' })),
    ).toEqual(['bob', 'bob']);
  });
});
