import { screen, waitFor, within } from '@testing-library/react';
import { setupUser } from '@hoj/core/test/user';
import { http, HttpResponse } from 'msw';
import { getAllProblemTagsList, getProblemTagsAndClassification } from '@generated/api/problem/problem';
import { installMockServer } from '@hoj/mocks/jest/installMockServer';
import { loginAs, resetBrowserState } from '@backoffice/test/loginAs';
import { renderScreen } from '@backoffice/test/renderScreen';
import { TagCreate, TagEdit } from './TagForm';

const server = installMockServer();

afterEach(() => {
  jest.restoreAllMocks();
  resetBrowserState();
});

const ownNames = async () => (await getAllProblemTagsList({ oj: 'ME' })).map((tag) => tag.name);

async function openCreate() {
  await loginAs('problemadmin');
  await renderScreen(<TagCreate />, { path: '/tags/create', resource: 'tags' });
  return screen.findByLabelText(/^Name/);
}

describe('creating a tag', () => {
  it('warns about a name the judge has already, in any letter case, and does not send it', async () => {
    const user = setupUser();
    const before = await ownNames();
    const name = await openCreate();

    await user.type(name, ' dfs ');
    expect(
      await screen.findByText(
        'This site has the tag "DFS" already (letter case and outer spaces aside): do not add it again.',
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('This judge has a tag of this name already: do not add it again'),
    ).toBeInTheDocument();
    expect(window.location.pathname).toBe('/admin/tags/create');
    expect(await ownNames()).toEqual(before);

    // The same name is free on another judge.
    await user.selectOptions(screen.getByLabelText('Judge'), 'Codeforces');
    await waitFor(() => expect(screen.queryByText(/do not add it again/)).not.toBeInTheDocument());
  });

  it("shows the server's refusal when another admin added the name first", async () => {
    server.use(
      http.post('*/api/admin/tag', () =>
        HttpResponse.json({ status: 400, msg: '该标签名称已存在！请勿重复添加！', data: null }),
      ),
    );
    const user = setupUser();
    const name = await openCreate();
    await user.type(name, '网络流');
    // react-admin logs every failed data provider call outside production; here the failure is the point.
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    // The server's words, in English for this en-US reader.
    expect(await screen.findByText('A tag with this name exists already.')).toBeInTheDocument();
    expect(logged.mock.calls).toEqual([[expect.objectContaining({ status: 400 })]]);
    expect(window.location.pathname).toBe('/admin/tags/create');
  });

  it('saves a name, a preset or typed colour and a classification, previewing the tag as the portal paints it', async () => {
    const user = setupUser();
    const name = await openCreate();
    await user.type(name, '网络流');

    const preview = screen.getByText('Preview').parentElement as HTMLElement;
    expect(within(preview).getByText('网络流')).toBeInTheDocument();

    const hex = screen.getByLabelText('Hex colour');
    await user.clear(hex);
    await user.type(hex, '#7a7a7a');
    expect(await screen.findByText(/has a contrast of only 4\.1:1/)).toBeInTheDocument();
    await user.clear(hex);
    await user.type(hex, 'purple');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter a hex colour such as #409eff')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Use colour #8e44ad' }));
    expect(hex).toHaveValue('#8e44ad');
    expect(screen.queryByText(/has a contrast of only/)).not.toBeInTheDocument();
    await user.selectOptions(await screen.findByLabelText('Classification'), '图论');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(window.location.pathname).toBe('/admin/tags'));
    const graph = (await getProblemTagsAndClassification({ oj: 'ME' })).find(
      (group) => group.classification?.name === '图论',
    );
    expect(graph?.tagList.find((tag) => tag.name === '网络流')).toMatchObject({
      color: '#8e44ad',
      gid: null,
    });
  });
});

describe('editing a tag', () => {
  it('does not offer "unclassified" for a classified tag, which the server would ignore', async () => {
    await loginAs('root');
    const tag = (await getAllProblemTagsList({ oj: 'ME' })).find((row) => row.name === 'BFS');
    const user = setupUser();
    await renderScreen(<TagEdit />, { path: `/tags/${tag?.id}`, route: '/tags/:id', resource: 'tags' });

    const classification = await screen.findByLabelText('Classification');
    await waitFor(() => expect(classification).toHaveDisplayValue('搜索'));
    expect(within(classification).getByRole('option', { name: 'Unclassified' })).toBeDisabled();

    // Another judge: one of its classifications has to be chosen.
    await user.selectOptions(screen.getByLabelText('Judge'), 'Codeforces');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText("Choose one of the new judge's classifications for this tag"),
    ).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Classification'), 'Codeforces 常用');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(async () =>
      expect((await getAllProblemTagsList({ oj: 'CF' })).map((row) => row.name)).toContain('BFS'),
    );
  });
});
