import { formatStepTable, parseOuterSteps } from './stepTable';

describe('the step-time table of a whole test run', () => {
  it('reads the outer steps .ci/run timed and skips what it cannot read', () => {
    expect(parseOuterSteps('npm ci=61; browser = 2.5;nonsense;x=;=3')).toEqual([
      { name: 'npm ci', seconds: 61, ok: true },
      { name: 'browser', seconds: 2.5, ok: true },
    ]);
    expect(parseOuterSteps('')).toEqual([]);
  });

  it('shows each step in m:ss, marks the failed one, and totals outer steps plus npm test wall time', () => {
    const table = formatStepTable(
      [{ name: 'npm ci', seconds: 61, ok: true }],
      [
        { name: 'typecheck', seconds: 75.4, ok: true },
        { name: 'lint', seconds: 80, ok: true },
        { name: 'jest', seconds: 3599.6, ok: false },
      ],
      // typecheck and lint ran side by side: the wall time is less than the sum of the steps.
      80 + 3600,
    );
    expect(table.split('\n')).toEqual([
      '| step      | time (m:ss) |        |',
      '| --------- | ----------- | ------ |',
      '| npm ci    | 1:01        |        |',
      '| typecheck | 1:15        |        |',
      '| lint      | 1:20        |        |',
      '| jest      | 60:00       | failed |',
      '| whole run | 62:21       |        |',
    ]);
  });
});
