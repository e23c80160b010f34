import {
  awardLook,
  DEFAULT_AWARDS,
  awardIssues,
  awardsAfterTypeChange,
  repaintedAwards,
  defaultAwards,
  fromAwardConfigs,
  newAwardRow,
  toAwardConfigs,
} from './awards';

describe('repaintedAwards', () => {
  it('names every default band once (white on gold, silver and bronze), and no readable band', () => {
    expect(repaintedAwards(defaultAwards())).toEqual([1, 2, 3]);
    expect(repaintedAwards([newAwardRow(0), { background: '#1f2937', color: '#ffffff' }])).toEqual([]);
  });
});

describe('award bands', () => {
  it('start as gold, silver and bronze for 10, 20 and 30', () => {
    expect(DEFAULT_AWARDS).toEqual([
      { priority: 1, name: '金牌', background: '#e6bf25', color: '#fff', num: 10 },
      { priority: 2, name: '银牌', background: '#b4c0c7', color: '#fff', num: 20 },
      { priority: 3, name: '铜牌', background: '#CD7F32', color: '#fff', num: 30 },
    ]);
  });

  it('add a grey row with the next priority', () => {
    expect(newAwardRow(3)).toEqual({
      priority: 4,
      name: 'name',
      background: '#ededed',
      color: '#666',
      num: 0,
    });
    expect(newAwardRow(0).priority).toBe(1);
  });

  it('come back as defaults when awards are turned on with an empty list', () => {
    expect(awardsAfterTypeChange(0, 1, [])).toEqual(DEFAULT_AWARDS);
    expect(awardsAfterTypeChange(0, 2, [])).toEqual(DEFAULT_AWARDS);
    const own = [{ priority: 1, name: 'First', background: '#000', color: '#fff', num: 1 }];
    expect(awardsAfterTypeChange(0, 2, own)).toEqual(own);
    expect(awardsAfterTypeChange(1, 2, [])).toEqual([]);
    expect(awardsAfterTypeChange(2, 0, own)).toEqual(own);
  });

  it('are fresh copies each time', () => {
    const list = defaultAwards();
    if (list[0]) list[0].num = 99;
    expect(DEFAULT_AWARDS[0]?.num).toBe(10);
  });
});

describe('awardIssues', () => {
  it('accept the defaults by proportion and by count', () => {
    expect(awardIssues(1, defaultAwards())).toEqual([]);
    expect(awardIssues(2, defaultAwards())).toEqual([]);
  });

  it('check nothing when awards are off', () => {
    expect(awardIssues(0, [{ priority: 1, name: '', background: '', color: '', num: -1 }])).toEqual([]);
  });

  it('keep proportions whole, between 0 and 100, and at most 100 in total', () => {
    const list = [...defaultAwards(), { ...newAwardRow(3), num: 41 }];
    expect(awardIssues(1, list)).toEqual([
      { path: 'awardConfigList', message: { key: 'editor.error.awardPercentTotal', values: { total: 101 } } },
    ]);
    expect(awardIssues(2, list)).toEqual([]);
    const bad = [
      { ...newAwardRow(0), num: 12.5 },
      { ...newAwardRow(1), num: 101 },
      { ...newAwardRow(2), num: null },
    ];
    expect(awardIssues(1, bad).map((issue) => [issue.path, issue.message])).toEqual([
      ['awardConfigList[0].num', { key: 'editor.error.awardPercent', values: { index: 1 } }],
      ['awardConfigList[1].num', { key: 'editor.error.awardPercent', values: { index: 2 } }],
      ['awardConfigList[2].num', { key: 'editor.error.awardPercent', values: { index: 3 } }],
    ]);
  });

  it('keep counts whole and not below 0', () => {
    const list = [
      { ...newAwardRow(0), num: 3 },
      { ...newAwardRow(1), num: -1 },
      { ...newAwardRow(2), num: 1.5 },
      { ...newAwardRow(3), num: 250 },
    ];
    expect(awardIssues(2, list).map((issue) => [issue.path, issue.message])).toEqual([
      ['awardConfigList[1].num', { key: 'editor.error.awardCount', values: { index: 2, max: 2147483647 } }],
      ['awardConfigList[2].num', { key: 'editor.error.awardCount', values: { index: 3, max: 2147483647 } }],
    ]);
  });

  it('keep priorities and counts within the server’s 32-bit Integer, priorities from 1', () => {
    const list = [
      { ...newAwardRow(0), priority: 0 },
      { ...newAwardRow(1), priority: -1 },
      { ...newAwardRow(2), priority: 2147483648 },
      { ...newAwardRow(3), priority: null },
      { ...newAwardRow(4), priority: 2147483647, num: 2147483648 },
    ];
    const range = (index: number) => ({
      key: 'editor.error.awardPriorityRange',
      values: { index, max: 2147483647 },
    });
    expect(awardIssues(2, list).map((issue) => [issue.path, issue.message])).toEqual([
      ['awardConfigList[0].priority', range(1)],
      ['awardConfigList[1].priority', range(2)],
      ['awardConfigList[2].priority', range(3)],
      ['awardConfigList[3].priority', range(4)],
      ['awardConfigList[4].num', { key: 'editor.error.awardCount', values: { index: 5, max: 2147483647 } }],
    ]);
  });

  it('need names and distinct priorities', () => {
    const list = [
      { ...newAwardRow(0), name: ' ' },
      { ...newAwardRow(0), name: 'Honourable mention' },
    ];
    expect(awardIssues(2, list)).toEqual([
      {
        path: 'awardConfigList[0].name',
        message: { key: 'editor.error.required', values: { field: 'editor.field.awardName' } },
      },
      { path: 'awardConfigList[1].priority', message: { key: 'editor.error.awardPriority' } },
    ]);
  });
});

describe('award configs on the wire', () => {
  it('go out by priority and come back the same', () => {
    const rows = [DEFAULT_AWARDS[2], DEFAULT_AWARDS[0], DEFAULT_AWARDS[1]].flatMap((row) =>
      row ? [row] : [],
    );
    const sent = toAwardConfigs(rows);
    expect(sent.map((row) => row.priority)).toEqual([1, 2, 3]);
    expect(fromAwardConfigs(sent)).toEqual(DEFAULT_AWARDS);
  });

  it('read null lists and missing values', () => {
    expect(fromAwardConfigs(null)).toEqual([]);
    expect(fromAwardConfigs([{ name: 'Top', num: null }])).toEqual([
      { priority: 1, name: 'Top', background: '#ededed', color: '#666', num: null },
    ]);
  });
});

describe('awardLook', () => {
  it('keeps the chosen colours when the label reads on the band', () => {
    expect(awardLook({ background: '#CD7F32', color: '#000' })).toEqual({
      background: '#cd7f32',
      color: '#000000',
      adjusted: false,
    });
  });

  it('writes near-black or white instead when the chosen text colour does not read (HOJ’s white on gold)', () => {
    expect(awardLook({ background: '#e6bf25', color: '#fff' })).toEqual({
      background: '#e6bf25',
      color: '#111827',
      adjusted: true,
    });
    expect(awardLook({ background: '#1a237e', color: 'not a colour' })).toMatchObject({ color: '#ffffff' });
  });

  it('has no look without a background colour', () => {
    expect(awardLook({ background: '', color: '#fff' })).toBeNull();
  });
});
