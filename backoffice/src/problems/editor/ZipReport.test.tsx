import { render, screen } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import { serverTestCases } from '@hoj/core/editor/testCasePairs';
import { registerPageMessages } from '@backoffice/i18n/catalogue';
import { createI18nProvider } from '@backoffice/providers/i18nProvider';
import { problemEditorMessages } from '../i18n/problemEditorMessages';
import { ZipReport, type StoredCase } from './ZipReport';

registerPageMessages(problemEditorMessages);

const file = (name: string, size = 4) => ({ name, size });

/** The walk's zip (2026-12): nested folders, a lone input and output, a readme, an empty output. */
const WALK_ZIP = [
  ...['1.in', '1.out', '2.in', '2.out', '3.in', '10.in', '10.out', '4.in', '5.out', 'readme.txt'].map((n) =>
    file(n),
  ),
  file('3.out', 0),
  ...['数据6.in', '数据6.out', 'sub/7.in', 'sub/7.out', 'deep/a/8.in', 'deep/a/8.out'].map((n) => file(n)),
];

async function renderReport(stored: StoredCase[] | null, judgeDecides = false) {
  const i18nProvider = await createI18nProvider('en-US');
  render(
    <AdminContext i18nProvider={i18nProvider}>
      <ZipReport
        local={{ status: 'read', plan: serverTestCases(WALK_ZIP) }}
        stored={stored}
        judgeDecides={judgeDecides}
      />
    </AdminContext>,
  );
}

const item = (text: string) => screen.getByText(text, { selector: 'li' });

describe('<ZipReport> with the walk’s zip', () => {
  it('says what the server will store and what it drops, before it answers', async () => {
    await renderReport(null);
    expect(await screen.findByText('The server will store 6 test cases')).toBeInTheDocument();
    expect(screen.getByText('Inside folders, never read by the server:')).toBeInTheDocument();
    for (const name of ['sub/7.in', 'sub/7.out', 'deep/a/8.in', 'deep/a/8.out'])
      expect(item(name)).toBeInTheDocument();
    expect(
      screen.getByText(
        'Inputs without an output: the server gives each an empty expected output, so only an empty answer passes:',
      ),
    ).toBeInTheDocument();
    expect(item('4.in')).toBeInTheDocument();
    expect(screen.getByText('Outputs without an input, not used:')).toBeInTheDocument();
    expect(item('5.out')).toBeInTheDocument();
    expect(item('3.out')).toBeInTheDocument();
    expect(item('readme.txt')).toBeInTheDocument();
  });

  it('names each case the server stored differently', async () => {
    const stored = ['1', '2', '3', '4', '10'].map((n) => ({ input: `${n}.in`, output: `${n}.out` }));
    stored[1] = { input: '2.in', output: '2.ans' };
    await renderReport(stored);
    expect(await screen.findByText('The server found 5 test cases')).toBeInTheDocument();
    expect(screen.getByText('The server stored other cases than expected:')).toBeInTheDocument();
    expect(item('Case 2: expected 2.in → 2.out, the server has 2.in → 2.ans')).toBeInTheDocument();
    expect(item('Case 6: expected 数据6.in → 数据6.out, the server has (none)')).toBeInTheDocument();
    expect(screen.queryByText(/^Case 1:/)).not.toBeInTheDocument();
  });

  it('says nothing differs when the server stored what the rule predicted', async () => {
    const stored = serverTestCases(WALK_ZIP).cases.map(({ input, output }) => ({ input, output }));
    await renderReport(stored, true);
    expect(await screen.findByText('The server found 6 test cases')).toBeInTheDocument();
    expect(screen.queryByText('The server stored other cases than expected:')).not.toBeInTheDocument();
    expect(
      screen.getByText(
        'Inputs without an output: the server gives each an empty output file, and your judge program decides:',
      ),
    ).toBeInTheDocument();
  });
});
