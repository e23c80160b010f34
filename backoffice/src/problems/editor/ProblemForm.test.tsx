import { screen, waitFor, within } from '@testing-library/react';
import { PointerEventsCheckLevel, setupUser, type UserEvent } from '@hoj/core/test/user';
import { getAdminProblemList } from '@generated/api/admin-problem/admin-problem';
import { getProblemCodeTemplate, getProblemLanguages } from '@generated/api/problem/problem';
import { installMockServer } from '@hoj/mocks/jest/installMockServer';
import { loginAs } from '@backoffice/test/loginAs';
import { pasteInto, withEnglishBrowser } from '@backoffice/test/englishBrowser';
import { renderScreen } from '@backoffice/test/renderScreen';
import { ProblemList } from '../list/ProblemList';
import { ProblemCreate } from './ProblemForm';

installMockServer();

withEnglishBrowser();

async function openCreatePage(): Promise<UserEvent> {
  await loginAs('root');
  await renderScreen(<ProblemCreate />, {
    path: '/problems/create',
    resource: 'problems',
    // A saved problem returns to the list, which shows it.
    routes: { '/problems': <ProblemList /> },
  });
  await screen.findByLabelText(/^Display ID/, { selector: 'input' });
  // The pointer-events check computes styles up the tree on every click: minutes on this long form.
  return setupUser({ pointerEventsCheck: PointerEventsCheckLevel.Never });
}

// Label and text queries: role queries walk the accessibility tree of this long form and are slow under load.
function section(name: string): HTMLElement {
  const found = screen.getByText(name, { selector: 'h2' }).closest('section');
  if (!found) throw new Error(`no section ${name}`);
  return found;
}

/** The statement fields every problem needs: display id, title, input and output descriptions. */
async function fillBasics(user: UserEvent, problemId: string, title: string) {
  await pasteInto(user, screen.getByLabelText(/^Display ID/, { selector: 'input' }), problemId);
  await pasteInto(user, screen.getByLabelText(/^Title/, { selector: 'input' }), title);
  await pasteInto(
    user,
    screen.getByLabelText(/^Input\b/, { selector: 'textarea' }),
    'Two integers $a$ and $b$.',
  );
  await pasteInto(user, screen.getByLabelText(/^Output\b/, { selector: 'textarea' }), 'Their sum.');
}

async function addManualCases(user: UserEvent, rows: ReadonlyArray<readonly [string, string]>) {
  const cases = section('Test data');
  await user.click(within(cases).getByLabelText('Type in by hand'));
  for (const [index, [input, output]] of rows.entries()) {
    await user.click(within(cases).getByRole('button', { name: 'Add test case' }));
    await pasteInto(user, within(cases).getByLabelText(`Test case ${index + 1} input`), input);
    await pasteInto(user, within(cases).getByLabelText(`Test case ${index + 1} output`), output);
  }
}

/** The code editor of a label, once Monaco (jest's stand-in) has replaced the plain text area. */
async function codeEditor(container: HTMLElement, label: string): Promise<HTMLElement> {
  await waitFor(() => expect(within(container).getAllByTestId('monaco-host').length).toBeGreaterThan(0));
  return within(container).getByLabelText(label);
}

async function replaceCode(user: UserEvent, editor: HTMLElement, code: string) {
  await user.clear(editor);
  await user.click(editor);
  await user.paste(code);
}

const saveButton = () => screen.getByRole('button', { name: 'Save' });

/** The language checkboxes (not the template switches below them), once the judge's languages have loaded. */
async function languageList(): Promise<HTMLElement> {
  const box = await within(section('Languages and code templates')).findByLabelText('C');
  const list = box.closest('fieldset');
  if (!list) throw new Error('no language list');
  return list;
}

/** A new problem allows every language: untick all but `keep` once the list has loaded. */
async function keepOnlyLanguages(user: UserEvent, keep: readonly string[]) {
  const list = await languageList();
  for (const box of within(list).getAllByRole('checkbox')) {
    const name = box.closest('label')?.textContent ?? '';
    if ((box as HTMLInputElement).checked && !keep.includes(name)) await user.click(box);
  }
}

describe('the problem editor', () => {
  it('opens a new problem with every language of the judge allowed, as the HOJ editor does', async () => {
    await openCreatePage();
    const boxes = within(await languageList()).getAllByRole('checkbox') as HTMLInputElement[];
    expect(boxes.length).toBeGreaterThan(3);
    expect(boxes.filter((box) => !box.checked)).toEqual([]);
  });

  it('creates a problem with hand-typed cases and two languages with templates, then lists it', async () => {
    const user = await openCreatePage();
    await fillBasics(user, 'p9001', 'Sum of two');
    await addManualCases(user, [
      ['1 2', '3'],
      ['20 22', '42'],
    ]);

    await keepOnlyLanguages(user, ['C', 'C++']);
    const languages = section('Languages and code templates');
    await user.click(within(languages).getByLabelText('Use a C code template'));
    await user.click(within(languages).getByLabelText('Use a C++ code template'));
    await replaceCode(user, await codeEditor(languages, 'C++ code template'), 'int add(int a, int b);');

    await user.click(saveButton());

    const table = await screen.findByRole('table');
    expect(screen.getByText('Problem created')).toBeInTheDocument();
    expect(await within(table).findByText('Sum of two')).toBeInTheDocument();
    expect(window.location.pathname).toBe('/admin/problems');
    const created = (await getAdminProblemList({ keyword: 'P9001' })).records[0];
    if (typeof created?.id !== 'number') throw new Error('the problem was not created');
    expect(created).toMatchObject({ problemId: 'P9001', title: 'Sum of two', author: 'root' });
    const allowed = await getProblemLanguages({ pid: created.id });
    expect(allowed.map((language) => language.name).sort()).toEqual(['C', 'C++']);
    const templates = await getProblemCodeTemplate({ pid: created.id });
    expect(templates).toHaveLength(2);
    expect(templates.map((template) => template.code)).toContain('int add(int a, int b);');
  });

  it('shows the compiler output of a failed special-judge compile, and saves only compiled code', async () => {
    const user = await openCreatePage();
    await fillBasics(user, 'P9002', 'Any shortest path');
    await addManualCases(user, [['3\n1 2 3', '6']]);
    await keepOnlyLanguages(user, ['C++']);

    const judging = section('Judging');
    await user.click(within(judging).getByLabelText('Special Judge'));
    expect(within(judging).getByText(/your judge program reads the input/)).toBeInTheDocument();
    const editor = await codeEditor(judging, 'Special judge code');
    await replaceCode(user, editor, 'int main() { return 0; } // hoj:compile-error');
    await user.click(within(judging).getByRole('button', { name: 'Compile' }));

    const dialog = await screen.findByRole('dialog', { name: 'Compile Error' });
    expect(within(dialog).getByRole('region', { name: 'Compiler output' })).toHaveTextContent(
      /error: #error "hoj:compile-error"/,
    );
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    // Saving uncompiled code is refused beside the editor, before anything is sent.
    await user.click(saveButton());
    expect(
      await within(judging).findByText(
        'The special judge or interactive judge code has not been compiled successfully',
      ),
    ).toBeInTheDocument();

    await replaceCode(user, editor, 'int main() { return 0; }');
    await user.click(within(judging).getByRole('button', { name: 'Compile' }));
    expect(await screen.findByText('Compiled successfully')).toBeInTheDocument();
    expect(within(judging).getByText('This code has compiled successfully.')).toBeInTheDocument();

    await user.click(saveButton());
    await waitFor(() => expect(window.location.pathname).toBe('/admin/problems'));
    const created = (await getAdminProblemList({ keyword: 'P9002' })).records[0];
    expect(created).toMatchObject({
      judgeMode: 'spj',
      spjLanguage: 'C',
      spjCode: 'int main() { return 0; }',
    });
  });

  it('spreads 100 points over the cases when the type turns to OI, and again on request', async () => {
    const user = await openCreatePage();
    await addManualCases(user, [
      ['1', '1'],
      ['2', '2'],
      ['3', '3'],
    ]);
    await user.click(screen.getByLabelText('OI'));

    const cases = section('Test data');
    const score = (n: number) => within(cases).getByLabelText(`Test case ${n} score`);
    await waitFor(() => expect(score(3)).toHaveValue(34));
    expect([score(1), score(2)].map((input) => (input as HTMLInputElement).value)).toEqual(['33', '33']);

    await user.click(within(cases).getByRole('button', { name: 'Add test case' }));
    await user.click(within(cases).getByRole('button', { name: 'Spread 100 points evenly' }));
    await waitFor(() => expect(score(4)).toHaveValue(25));
    expect([1, 2, 3].map((n) => (score(n) as HTMLInputElement).value)).toEqual(['25', '25', '25']);
  });

  it('keeps everything typed when the server refuses the save', async () => {
    const [existing] = (
      await (async () => {
        await loginAs('root');
        return getAdminProblemList({ oj: 'Mine', limit: 1 });
      })()
    ).records;
    if (!existing?.problemId) throw new Error('the seed has no problem');
    const user = await openCreatePage();
    await fillBasics(user, existing.problemId, 'A second problem with a used id');
    await addManualCases(user, [['1 1', '2']]);
    await keepOnlyLanguages(user, ['C']);

    // react-admin logs every failed data provider call outside production; here the failure is the point.
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await user.click(saveButton());

    // The server's own refusal (the display id is taken), shown as it sent it.
    expect(await screen.findByText(/Problem ID/)).toBeInTheDocument();
    expect(logged.mock.calls).toEqual([
      [expect.objectContaining({ message: expect.stringMatching(/Problem ID/), status: 400 })],
    ]);
    logged.mockRestore();
    expect(window.location.pathname).toBe('/admin/problems/create');
    expect(screen.getByLabelText(/^Title/, { selector: 'input' })).toHaveValue(
      'A second problem with a used id',
    );
    expect(screen.getByLabelText('Test case 1 input')).toHaveValue('1 1');
    expect(within(section('Languages and code templates')).getByLabelText('C')).toBeChecked();
  });
});
