import { screen, waitFor, within } from '@testing-library/react';
import { setupUser } from '@hoj/core/test/user';
import { getAllProblemTagsList } from '@generated/api/problem/problem';
import { installMockServer } from '@hoj/mocks/jest/installMockServer';
import { loginAs, resetBrowserState } from '@backoffice/test/loginAs';
import { renderScreen } from '@backoffice/test/renderScreen';
import { TagList } from './TagList';
import { findLoadedTable } from '@backoffice/test/loadedTable';

installMockServer();

afterEach(resetBrowserState);

const tagNames = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]?.textContent);

describe('the tag list', () => {
  it("filters the site's tags by classification, and another judge starts the filter over", async () => {
    await loginAs('problemadmin');
    const user = setupUser();
    await renderScreen(<TagList />, { path: '/tags', resource: 'tags' });

    const table = await findLoadedTable();
    await within(table).findByText('模拟');
    await user.selectOptions(await screen.findByLabelText('Classification'), '搜索');
    await waitFor(() => expect(tagNames(table)).toEqual(['DFS', 'BFS', '记忆化搜索']));

    await user.selectOptions(screen.getByLabelText('Judge'), 'Codeforces');
    await waitFor(() => expect(tagNames(table).slice(0, 3)).toEqual(['greedy', 'dp', 'math']));
    expect(screen.getByLabelText('Classification')).toHaveDisplayValue('All classifications');
  });

  it('asks before deleting a tag, naming it, then removes it from the judge', async () => {
    await loginAs('root');
    const user = setupUser();
    await renderScreen(<TagList />, { path: '/tags', resource: 'tags' });

    const table = await findLoadedTable();
    const row = (await within(table).findByText('模拟')).closest('tr') as HTMLElement;
    await user.click(within(row).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Delete tag "模拟"?')).toBeInTheDocument();
    expect(
      within(dialog).getByText('Every problem carrying this tag loses it. This cannot be undone.'),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));

    await waitFor(() => expect(within(table).queryByText('模拟')).not.toBeInTheDocument());
    expect((await getAllProblemTagsList({ oj: 'ME' })).map((tag) => tag.name)).not.toContain('模拟');
  });
});
