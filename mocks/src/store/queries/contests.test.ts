import { JudgeStatus } from '@generated/model/index';
import { judgedSubmission } from '../schema/judge';
import { matchesAccountRule, parseAccountRule, recordOutcome, type AccountRule } from './contests';

const rule = (text: string): AccountRule => {
  const parsed = parseAccountRule(text);
  if (!parsed) throw new Error(`unreadable rule ${text}`);
  return parsed;
};

// ContestValidator.validateAccountRule: prefix + i + suffix for every int i from start to end, compared with
// String.equals, or one of the extra accounts split on single spaces.
describe('the account rule of a contest', () => {
  const seeded = rule(
    '<prefix>team</prefix><suffix></suffix><start>1</start><end>30</end><extra>alice bob</extra>',
  );

  it('admits prefix + number + suffix for the numbers from start to end, both included', () => {
    expect(['team1', 'team15', 'team30'].map((name) => matchesAccountRule(seeded, name))).toEqual([
      true,
      true,
      true,
    ]);
    expect(['team0', 'team31', 'team', 'team1a'].some((name) => matchesAccountRule(seeded, name))).toBe(
      false,
    );
  });

  it('writes the number as Java writes an int: no leading zeros, no plus sign, case counts', () => {
    expect(['team01', 'team+1', 'Team1', 'TEAM1'].some((name) => matchesAccountRule(seeded, name))).toBe(
      false,
    );
  });

  it('admits the extra accounts, exactly', () => {
    expect(matchesAccountRule(seeded, 'alice')).toBe(true);
    expect(matchesAccountRule(seeded, 'bob')).toBe(true);
    expect(matchesAccountRule(seeded, 'Alice')).toBe(false);
    expect(matchesAccountRule(seeded, 'carol')).toBe(false);
  });

  it('splits the extra list on single spaces after trimming it, as String.split(" ") does', () => {
    const spaced = rule(
      '<prefix>t</prefix><suffix></suffix><start>1</start><end>1</end><extra>  amy  ben\ncal </extra>',
    );
    expect(spaced.extra).toEqual(['amy', '', 'ben\ncal']);
    expect(['amy', 'ben', 'cal'].map((name) => matchesAccountRule(spaced, name))).toEqual([
      true,
      false,
      false,
    ]);
  });

  it('keeps a suffix, and reads a missing prefix or suffix as the text null (Java concatenates the null)', () => {
    const suffixed = rule(
      '<prefix>icpc</prefix><suffix>_gz</suffix><start>8</start><end>12</end><extra></extra>',
    );
    expect(
      ['icpc8_gz', 'icpc12_gz', 'icpc12', 'icpc7_gz'].map((n) => matchesAccountRule(suffixed, n)),
    ).toEqual([true, true, false, false]);
    const bare = rule('<start>1</start><end>2</end>');
    expect(bare).toMatchObject({ prefix: 'null', suffix: 'null', extra: [] });
    expect(matchesAccountRule(bare, 'null1null')).toBe(true);
  });

  it('admits negative numbers when the range holds them, and nothing when it is empty', () => {
    expect(
      matchesAccountRule(rule('<prefix>u</prefix><suffix></suffix><start>-2</start><end>0</end>'), 'u-1'),
    ).toBe(true);
    expect(
      matchesAccountRule(rule('<prefix>u</prefix><suffix></suffix><start>5</start><end>1</end>'), 'u3'),
    ).toBe(false);
  });

  it('cannot be read without whole start and end numbers within 32 bits (Integer.parseInt fails)', () => {
    expect(parseAccountRule(null)).toBeNull();
    expect(parseAccountRule('<prefix>team</prefix><start>1</start>')).toBeNull();
    expect(parseAccountRule('<start>1</start><end>x</end>')).toBeNull();
    expect(parseAccountRule('<start> 1</start><end>2</end>')).toBeNull();
    expect(parseAccountRule('<start>1</start><end>2147483648</end>')).toBeNull();
    expect(parseAccountRule('<start>+1</start><end>2147483647</end>')).toMatchObject({
      start: 1,
      end: 2 ** 31 - 1,
    });
  });
});

// The judge's ContestRecordEntityService: accepted is 1, the five penalised verdicts -1, the rest 0.
describe('the contest record of a submission', () => {
  const outcome = (status: JudgeStatus) =>
    recordOutcome({
      ...judgedSubmission({ submitId: 1, uid: 'u', pid: 1001, cid: 2, status, submitTime: new Date(0) }),
      score: 40,
      time: 15,
    });

  it('scores accepted as 1 with the run time and score', () => {
    expect(outcome(JudgeStatus.ACCEPTED)).toEqual({ status: 1, score: 40, useTime: 15 });
  });

  it('gives a penalty to wrong answer, presentation, time, memory and runtime errors', () => {
    const penalised = [
      JudgeStatus.WRONG_ANSWER,
      JudgeStatus.PRESENTATION_ERROR,
      JudgeStatus.TIME_LIMIT_EXCEEDED,
      JudgeStatus.MEMORY_LIMIT_EXCEEDED,
      JudgeStatus.RUNTIME_ERROR,
    ];
    expect(penalised.map((s) => outcome(s).status)).toEqual([-1, -1, -1, -1, -1]);
  });

  it('gives none to compile and system errors, partial accepts, cancelled and failed submits', () => {
    const free = [
      JudgeStatus.COMPILE_ERROR,
      JudgeStatus.SYSTEM_ERROR,
      JudgeStatus.PARTIAL_ACCEPTED,
      JudgeStatus.CANCELLED,
      JudgeStatus.SUBMITTED_FAILED,
    ];
    expect(free.map((s) => outcome(s).status)).toEqual([0, 0, 0, 0, 0]);
  });

  it('has no outcome while the submission waits or is judged', () => {
    for (const status of [
      JudgeStatus.PENDING,
      JudgeStatus.COMPILING,
      JudgeStatus.JUDGING,
      JudgeStatus.SUBMITTING,
    ])
      expect(outcome(status)).toEqual({ status: null, score: null, useTime: null });
  });
});
