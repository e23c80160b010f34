import { execSync } from 'node:child_process';
import { existsSync, mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readZoneList, zoneListFile, zoneReasons } from './zoneSuites';

const root = join(import.meta.dirname, '..', '..');

function suites(): string[] {
  return execSync("git ls-files --cached --others --exclude-standard '*.test.ts' '*.test.tsx'", {
    cwd: root,
    encoding: 'utf8',
  })
    .split('\n')
    .filter((path) => path !== '' && existsSync(join(root, path)));
}

describe('the suites that run a second time, in Asia/Shanghai', () => {
  it(`lists every suite that deals with dates and times in ${zoneListFile}`, () => {
    const listed = new Set(readZoneList(root));
    // This suite holds date code only as fixture text for the rule.
    const missing = suites()
      .filter((suite) => !listed.has(suite) && suite !== 'tests/support/zoneSuites.test.ts')
      .map((suite) => ({ suite, because: zoneReasons(root, suite) }))
      .filter(({ because }) => because.length > 0);
    expect(missing).toEqual([]);
  });

  it('lists only suites that exist', () => {
    const all = new Set(suites());
    expect(readZoneList(root).filter((suite) => !all.has(suite))).toEqual([]);
  });

  describe('the rule', () => {
    const sandbox = mkdtempSync(join(tmpdir(), 'zones-'));
    const write = (path: string, text: string) => {
      mkdirSync(join(sandbox, path, '..'), { recursive: true });
      writeFileSync(join(sandbox, path), text);
    };
    write('core/src/format/when.ts', 'export const when = (d: Date) => d.getHours();\n');
    write('core/src/format/size.ts', 'export const size = (n: number) => `${n} B`;\n');
    write(
      'portal/src/a/Clock.tsx',
      "import { when } from '@hoj/core/format/when';\nexport const Clock = when;\n",
    );

    it('picks a suite whose subject formats a date', () => {
      write(
        'core/src/format/when.test.ts',
        "import { when } from './when';\ntest('x', () => when(new Date()));\n",
      );
      expect(zoneReasons(sandbox, 'core/src/format/when.test.ts')).toEqual(['core/src/format/when.ts']);
    });

    it('picks a suite that imports a date module directly or asserts a wall-clock text', () => {
      write('portal/src/a/page.test.ts', "import { when } from '@hoj/core/format/when';\n");
      write('portal/src/a/text.test.ts', "expect(cell).toHaveTextContent('2026-01-02 08:00');\n");
      expect(zoneReasons(sandbox, 'portal/src/a/page.test.ts')).toEqual(['core/src/format/when.ts']);
      expect(zoneReasons(sandbox, 'portal/src/a/text.test.ts')).toEqual(['portal/src/a/text.test.ts']);
    });

    it('leaves out a suite with no date code of its own or one import away', () => {
      write('core/src/format/size.test.ts', "import { size } from './size';\ntest('x', () => size(1));\n");
      write('portal/src/a/far.test.ts', "import { Clock } from './Clock';\n");
      expect(zoneReasons(sandbox, 'core/src/format/size.test.ts')).toEqual([]);
      expect(zoneReasons(sandbox, 'portal/src/a/far.test.ts')).toEqual([]);
    });
  });
});
