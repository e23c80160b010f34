import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { Language } from '@generated/model/index';
import { judgeStatusTable } from '@hoj/core/domain/judgeStatus';
import { api, unwrap } from '@hoj/core/http/client';
import { enUS } from '@hoj/core/i18n/enUS';
import { installMockServer } from '@hoj/mocks/jest/installMockServer';
import { renderApp, resetPortal } from '@portal/test/renderApp';

const server = installMockServer();

beforeEach(() => resetPortal());

const languagesPanel = () => screen.findByRole('region', { name: 'Compilers and examples' });
const resultsPanel = () => screen.getByRole('region', { name: 'Judge results explained' });
const notesPanel = () => screen.getByRole('region', { name: 'Compile notes' });

/** A short list where the page's other parts are the subject: the whole seed draws 17 examples. */
const PYTHON3: Partial<Language> = {
  id: 6,
  name: 'Python3',
  description: 'Python 3.7.5',
  oj: 'ME',
  contentType: 'text/x-python',
  compileCommand: '/usr/bin/python3 -m py_compile {src_path}',
  template: 'a, b = map(int, input().split())\nprint(a + b)',
};

function answerLanguages(data: unknown) {
  server.use(http.get('*/api/languages', () => HttpResponse.json({ status: 200, msg: 'success', data })));
}

describe('the introduction page', () => {
  it('lists the site’s own judge languages with compiler, compile command and A+B example', async () => {
    const local = await unwrap(api.GET('/api/languages', { params: { query: { all: false } } }));
    renderApp('/introduction');

    expect(await screen.findByRole('heading', { level: 1, name: 'Introduction' })).toBeInTheDocument();
    const panel = await languagesPanel();
    const items = await within(panel).findAllByRole('listitem');
    expect(items).toHaveLength(local.length);
    const cpp = local.find((language) => language.name === 'C++');
    if (!cpp?.compileCommand || !cpp.template) throw new Error('the seed gives C++ a command and an example');
    const item = items[local.indexOf(cpp)] as HTMLElement;
    expect(
      within(item).getByRole('heading', { level: 3, name: `C++ (${cpp.description})` }),
    ).toBeInTheDocument();
    expect(within(item).getByRole('figure', { name: 'Compile command' })).toHaveTextContent(
      cpp.compileCommand,
    );
    const example = within(item).getByRole('figure', { name: 'A+B problem' });
    // The example is the code itself, coloured: its text is exactly the template.
    expect(example.querySelector('code')?.textContent).toBe(cpp.template);
    expect(within(example).getByText('int', { selector: '.code-token--keyword' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toMatch(/^Introduction - /));
  });

  it('shows only the local judge’s languages, read defensively', async () => {
    const rows: Partial<Language>[] = [
      {
        id: 1,
        name: 'C',
        description: 'GCC 9.4.0',
        oj: 'ME',
        compileCommand: 'gcc {src_path}',
        template: null,
      },
      { id: 2, name: 'G++', description: 'G++', oj: 'HDU', compileCommand: null, template: null },
      { id: 3, name: null, oj: 'ME', template: 'print(1)' },
      { id: 4, name: 'Python3', oj: 'ME', description: null, compileCommand: null, template: 'print(1)' },
    ];
    answerLanguages(rows);
    renderApp('/introduction');

    const items = await within(await languagesPanel()).findAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'C (GCC 9.4.0)',
      'Python3',
    ]);
    // What a language lacks is left out, not shown empty.
    expect(
      within(items[0] as HTMLElement).queryByRole('figure', { name: 'A+B problem' }),
    ).not.toBeInTheDocument();
    expect(
      within(items[1] as HTMLElement).queryByRole('figure', { name: 'Compile command' }),
    ).not.toBeInTheDocument();
  });

  it('says so when the site has no judge languages', async () => {
    answerLanguages(null);
    renderApp('/introduction');
    expect(
      await within(await languagesPanel()).findByText('This site has no judge languages set up yet'),
    ).toBeInTheDocument();
  });

  it('explains every judge status with its tag', async () => {
    answerLanguages([PYTHON3]);
    renderApp('/introduction');
    await languagesPanel();
    const items = within(resultsPanel()).getAllByRole('listitem');
    const statuses = Object.values(judgeStatusTable);
    expect(items).toHaveLength(statuses.length);
    const texts = items.map((item) => item.textContent ?? '');
    for (const info of statuses) {
      expect(texts.filter((text) => text.startsWith(`${enUS[info.labelKey]} ${info.short} `))).toHaveLength(
        1,
      );
    }
    const accepted = items.find((item) => item.textContent?.startsWith('Accepted AC '));
    expect(accepted).toHaveTextContent('Congratulations! Your program passed every test case.');
    expect(within(notesPanel()).getAllByRole('listitem')).toHaveLength(4);
    expect(within(notesPanel()).getByText('long long', { selector: 'code' })).toBeInTheDocument();
  });

  it('offers a retry when the languages fail, and keeps the rest of the page', async () => {
    let fail = true;
    server.use(
      http.get('*/api/languages', () =>
        fail
          ? HttpResponse.json({ status: 500, msg: 'Server Error!', data: null }, { status: 500 })
          : HttpResponse.json({ status: 200, msg: 'success', data: [PYTHON3] }),
      ),
    );
    const { user } = renderApp('/introduction');

    const panel = await languagesPanel();
    expect(await within(panel).findByRole('alert')).toHaveTextContent(
      'The judge languages could not be loaded',
    );
    expect(within(resultsPanel()).getAllByRole('listitem').length).toBeGreaterThan(10);
    expect(within(notesPanel()).getAllByRole('listitem')).toHaveLength(4);

    fail = false;
    await user.click(within(panel).getByRole('button', { name: 'Retry' }));
    expect(
      await within(panel).findByRole('heading', { level: 3, name: 'Python3 (Python 3.7.5)' }),
    ).toBeInTheDocument();
    expect(within(panel).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('copies an example', async () => {
    answerLanguages([PYTHON3]);
    const { user } = renderApp('/introduction');
    // user-event stands in for the browser's clipboard once set up.
    const writeText = jest.spyOn(navigator.clipboard, 'writeText');
    const panel = await languagesPanel();
    await user.click(await within(panel).findByRole('button', { name: 'Copy the A+B code in Python3' }));
    expect(await screen.findByText('Code copied')).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledWith('a, b = map(int, input().split())\nprint(a + b)');
  });

  it('reads in Chinese', async () => {
    resetPortal('zh-CN');
    answerLanguages([PYTHON3]);
    renderApp('/introduction');
    expect(await screen.findByRole('heading', { level: 1, name: '简介' })).toBeInTheDocument();
    const panel = await screen.findByRole('region', { name: '编译器与例题' });
    expect(await within(panel).findAllByRole('figure', { name: '编译命令' })).not.toHaveLength(0);
    const results = screen.getByRole('region', { name: '评测结果说明' });
    expect(within(results).getByText('恭喜！您的程序通过了全部测试点。')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: '编译说明' })).toBeInTheDocument();
  });
});
