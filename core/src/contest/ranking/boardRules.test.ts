import { includesAfterContest, isBoardSealed, type SealSettings } from './boardRules';
import { at } from './testing/contestLog';

const contest: SealSettings = {
  sealRank: true,
  sealRankTime: at(4),
  endTime: at(5),
  autoRealRank: true,
};
const contestant = { isContestAdmin: false, forceRefresh: false };
const admin = { isContestAdmin: true, forceRefresh: false };

describe('who sees the frozen board', () => {
  it('freezes the board strictly after the seal time until the end', () => {
    expect(isBoardSealed(contest, at(3, 59, 59), contestant)).toBe(false);
    expect(isBoardSealed(contest, at(4), contestant)).toBe(false);
    expect(isBoardSealed(contest, at(4) + 1, contestant)).toBe(true);
    expect(isBoardSealed(contest, at(5) - 1, contestant)).toBe(true);
  });

  it('unfreezes at the end when the contest unfreezes by itself, else keeps it frozen', () => {
    expect(isBoardSealed(contest, at(5) + 1, contestant)).toBe(false);
    expect(isBoardSealed({ ...contest, autoRealRank: false }, at(9), contestant)).toBe(true);
  });

  it('lets a contest admin see through the seal only when asking for the live board', () => {
    expect(isBoardSealed(contest, at(4, 30), admin)).toBe(true);
    expect(isBoardSealed(contest, at(4, 30), { ...admin, forceRefresh: true })).toBe(false);
    expect(isBoardSealed(contest, at(4, 30), { ...contestant, forceRefresh: true })).toBe(true);
  });

  it('never freezes a contest without a seal or a seal time', () => {
    expect(isBoardSealed({ ...contest, sealRank: false }, at(4, 30), contestant)).toBe(false);
    expect(isBoardSealed({ ...contest, sealRankTime: null }, at(4, 30), contestant)).toBe(false);
  });
});

describe('submissions after the end', () => {
  it('count only when the contest accepts them and the request asks', () => {
    expect(includesAfterContest(true, true)).toBe(true);
    expect(includesAfterContest(false, true)).toBe(false);
    expect(includesAfterContest(true, false)).toBe(false);
    expect(includesAfterContest(true, null)).toBe(false);
  });
});
