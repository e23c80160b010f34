import { File as NodeFile } from 'node:buffer';
import { fireEvent, screen, within } from '@testing-library/react';
import { strToU8, zipSync } from 'fflate';
import { installMockServer } from '@hoj/mocks/jest/installMockServer';
import { loginAs } from '@portal/test/loginAs';
import { renderApp, resetPortal } from '@portal/test/renderApp';

installMockServer();

beforeEach(() => resetPortal());

/**
 * A zip as the file input hands it over. Node's File, as the browser's: jsdom's File is no Blob to the test
 * environment's FormData (the upload's form refuses it) and cannot be read back for the zip's listing.
 */
function zipFile(name: string, files: Record<string, string>): NodeFile {
  const bytes = zipSync(
    Object.fromEntries(Object.entries(files).map(([file, text]) => [file, strToU8(text)])),
  );
  return new NodeFile([bytes], name, { type: 'application/zip' });
}

const adminTable = () => screen.findByRole('region', { name: 'Problem admin list' });

describe("a group's problem administration", () => {
  it('lets a group root create a problem from a zip of test cases, which then shows in both lists', async () => {
    await loginAs('alice');
    const { user } = renderApp('/group/2/problem');
    const table = await adminTable();
    expect(within(table).getByText('PYCLUB01')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Create problem' }));

    await user.type(await screen.findByLabelText('Problem display ID'), '03');
    await user.type(screen.getByLabelText('Problem title'), '列表推导式');
    await user.type(screen.getByLabelText('Input description'), '一行整数 n');
    await user.type(screen.getByLabelText('Output description'), '输出 n 的平方');
    fireEvent.change(screen.getByLabelText('Choose a test data zip'), {
      target: {
        files: [
          zipFile('cases.zip', { '1.in': '2', '1.out': '4', '2.in': '3', '2.out': '9', 'sub/3.in': '1' }),
        ],
      },
    });
    // The bar shows from the moment the file is chosen until the server answers.
    expect(screen.getByRole('progressbar', { name: 'Uploading cases.zip' })).toBeInTheDocument();
    expect(await screen.findByText('The server took 2 test cases')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    const report = await screen.findByRole('region', { name: '2 test cases found in the zip' });
    expect(within(report).getByText('1.in → 1.out')).toBeInTheDocument();
    expect(within(report).getByText('sub/3.in')).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Test cases' })).toHaveTextContent('2.out');

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Problem created')).toBeInTheDocument();
    expect(await within(await adminTable()).findByText('列表推导式')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Group problems' })).toHaveTextContent('PYCLUB03');
  });

  it('keeps what was typed on a failed save and says which fields are wrong, in Chinese too', async () => {
    await loginAs('alice');
    const { user } = renderApp('/group/2/problem-admin/new');
    await user.type(await screen.findByLabelText('Problem title'), '未完成的题目');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const summary = (await screen.findByText(/fields? needs? attention:$/)).closest('[role="alert"]');
    expect(summary).toHaveTextContent('Problem Display ID is required');
    expect(screen.getByLabelText('Problem display ID')).toHaveAccessibleDescription(
      'Problem Display ID is required',
    );
    expect(screen.getByLabelText('Problem title')).toHaveValue('未完成的题目');
  });

  it('shows the rules in Chinese', async () => {
    resetPortal('zh-CN');
    await loginAs('alice');
    const { user } = renderApp('/group/2/problem-admin/new');
    await user.click(await screen.findByRole('button', { name: '保存' }));
    expect(await screen.findByLabelText('题目展示 ID')).toHaveAccessibleDescription(/ID/);
    expect(screen.getByLabelText('题目展示 ID')).toHaveAttribute('aria-invalid', 'true');
  });

  it('edits a stored problem with its fields in place', async () => {
    await loginAs('alice');
    const { user } = renderApp('/group/2/problem');
    const table = await adminTable();
    const row = within(table).getByText('PYCLUB01').closest('tr') as HTMLElement;
    await user.click(within(row).getByRole('link', { name: /^Edit/ }));
    const id = await screen.findByLabelText('Problem display ID');
    expect(id).toHaveValue('01');
    expect(screen.getByLabelText('Problem title')).not.toHaveValue('');
  });

  it('gives a member without admin level no admin controls and refuses the editor address', async () => {
    await loginAs('bob');
    const list = renderApp('/group/2/problem');
    const members = await screen.findByRole('region', { name: 'Group problems' });
    // The list and bob's level have settled: whatever admin controls there were would be drawn by now.
    expect(await within(members).findByText('PYCLUB01')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Create problem' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Problem admin list' })).not.toBeInTheDocument();
    list.unmount();
    resetPortal();
    await loginAs('bob');
    renderApp('/group/2/problem-admin/new');
    expect(await screen.findByText("Only the group's admins manage its problems")).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  });
});
