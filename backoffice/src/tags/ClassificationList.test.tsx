import { screen, waitFor, within } from '@testing-library/react';
import { setupUser } from '@hoj/core/test/user';
import { addAdminTagClassification } from '@generated/api/admin-tag/admin-tag';
import { getProblemTagsAndClassification } from '@generated/api/problem/problem';
import { installMockServer } from '@hoj/mocks/jest/installMockServer';
import { loginAs, resetBrowserState } from '@backoffice/test/loginAs';
import { renderScreen } from '@backoffice/test/renderScreen';
import { ClassificationList } from './ClassificationList';
import { findLoadedTable } from '@backoffice/test/loadedTable';

installMockServer();

afterEach(resetBrowserState);

const firstCells = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]?.textContent);

describe('the tag classification list', () => {
  it('shows smaller ranks first, a new classification taking its place by rank', async () => {
    await loginAs('problemadmin');
    await addAdminTagClassification({ name: '新手入门', oj: 'ME', rank: 0 });
    await addAdminTagClassification({ name: '综合', oj: 'ME', rank: 50 });
    await renderScreen(<ClassificationList />, {
      path: '/tagClassifications',
      resource: 'tagClassifications',
    });

    const table = await findLoadedTable();
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(10));
    expect(firstCells(table)).toEqual(['0', '1', '2', '3', '4', '5', '6', '7', '50']);
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('新手入门');
    expect(within(table).getAllByRole('row')[9]).toHaveTextContent('综合');
  });

  it('says how many tags a deletion leaves unclassified, then leaves them so', async () => {
    await loginAs('root');
    const user = setupUser();
    await renderScreen(<ClassificationList />, {
      path: '/tagClassifications',
      resource: 'tagClassifications',
    });

    const table = await findLoadedTable();
    const row = (await within(table).findByText('基础算法')).closest('tr') as HTMLElement;
    expect(row).toHaveTextContent('6');
    await user.click(within(row).getByRole('button', { name: 'Delete' }));

    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Delete classification "基础算法"?')).toBeInTheDocument();
    expect(within(dialog).getByText('Its 6 tags are kept but become unclassified.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));

    await waitFor(() => expect(within(table).queryByText('基础算法')).not.toBeInTheDocument());
    const groups = await getProblemTagsAndClassification({ oj: 'ME' });
    expect(groups.some((group) => group.classification?.name === '基础算法')).toBe(false);
    const unclassified = groups.find((group) => !group.classification)?.tagList.map((tag) => tag.name);
    expect(unclassified).toEqual(expect.arrayContaining(['模拟', '贪心', '二分', '排序', '前缀和', '枚举']));
  });
});
