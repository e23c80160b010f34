import { screen, waitFor, within } from '@testing-library/react';
import { setupUser } from '@hoj/core/test/user';
import { installMockServer } from '@hoj/mocks/jest/installMockServer';
import { localDay } from '@backoffice/common/fileNames';
import { IMPORT_USERS_PATH } from '@backoffice/customPaths';
import { loginAs, resetBrowserState } from '@backoffice/test/loginAs';
import { renderScreen } from '@backoffice/test/renderScreen';
import { ImportUsersPage } from './ImportUsersPage';
import type { ParseRequest } from './parse.worker';
import { analyseAndPost, type ParseReply } from './parseReplies';

installMockServer();

/** The parse worker's work, done in the test's own thread (jsdom has no Web Worker). */
class InThreadWorker {
  onmessage: ((event: MessageEvent<ParseReply>) => void) | null = null;
  onerror: ((event: ErrorEvent) => void) | null = null;
  postMessage(request: ParseRequest) {
    // Each message copied when posted and delivered in a task of its own, as the browser does.
    analyseAndPost(new Uint8Array(request.bytes), { encoding: request.encoding }, (reply) => {
      const data = structuredClone(reply);
      setTimeout(() => this.onmessage?.({ data } as MessageEvent<ParseReply>));
    });
  }
  terminate() {}
}

/** The files the page offers for download, as text. */
const downloads: Blob[] = [];

beforeEach(() => {
  Object.defineProperty(window, 'Worker', { value: InThreadWorker, configurable: true, writable: true });
  Object.defineProperty(URL, 'createObjectURL', {
    value: (blob: Blob) => {
      downloads.push(blob);
      return `blob:http://localhost/${downloads.length}`;
    },
    configurable: true,
  });
  Object.defineProperty(URL, 'revokeObjectURL', { value: () => undefined, configurable: true });
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
});

afterEach(() => {
  jest.restoreAllMocks();
  downloads.length = 0;
  resetBrowserState();
});

async function openPage() {
  await loginAs('root');
  await renderScreen(<ImportUsersPage />, { path: IMPORT_USERS_PATH });
  const user = setupUser();
  const input = await screen.findByLabelText('Choose CSV file');
  const choose = (content: string | Uint8Array<ArrayBuffer>, name = 'users.csv') => {
    const bytes = typeof content === 'string' ? new TextEncoder().encode(content) : content;
    const file = new File([bytes], name);
    // jsdom's File has no arrayBuffer(); the browser's does.
    Object.defineProperty(file, 'arrayBuffer', { value: () => Promise.resolve(bytes.slice().buffer) });
    return user.upload(input, file);
  };
  return { user, choose };
}

const lastDownload = async () => {
  const blob = downloads.at(-1);
  if (!blob) throw new Error('nothing was downloaded');
  return (await blob.text()).replace(/^\uFEFF/, '').split('\r\n');
};

describe('<ImportUsersPage> files nothing can come from', () => {
  it('says a PNG renamed .csv is no CSV text, and offers nothing to import', async () => {
    const { choose } = await openPage();
    const png = new Uint8Array([
      0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1, 0, 0,
      0, 1, 8, 6, 0, 0, 0, 0x1f, 0x15, 0xc4, 0x89,
    ]);
    await choose(png, 'photo.csv');
    const message = await screen.findByText(/^This is not a CSV text file .* No users were imported\.$/);
    expect(message.closest('[role="alert"]')).toBeVisible();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Import/ })).not.toBeInTheDocument();
  });

  it('says an empty file and a blank one are', async () => {
    const { choose } = await openPage();
    await choose('');
    expect(await screen.findByText('The file is empty. No users were imported.')).toBeVisible();
    await choose('\r\n  \r\n,,\r\n');
    expect(await screen.findByText('The file holds only blank lines. No users were imported.')).toBeVisible();
    expect(screen.queryByRole('button', { name: /^Import/ })).not.toBeInTheDocument();
  });
});

describe('<ImportUsersPage> a file with rows', () => {
  it('warns when the text looks garbled for its encoding, and still lets the admin import', async () => {
    const { choose } = await openPage();
    await choose('JosÃ©,secret1\r\n\r\nann2,secret2,, Ann \r\n');
    const warning = await screen.findByText(/does not look like UTF-8/);
    expect(warning).toHaveTextContent('"Ã©" looks garbled');
    expect(warning.closest('[role="alert"]')).toBeVisible();
    // English plurals for one of each.
    expect(screen.getByText('2 rows: 2 valid, 0 invalid')).toBeVisible();
    expect(screen.getByText('1 blank line was skipped.')).toBeVisible();
    expect(
      screen.getByText('Surrounding spaces were removed in 1 row (see the Notes column).'),
    ).toBeVisible();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Import 2 valid users' })).toBeEnabled());
  });

  it('speaks of one row and one user in the singular', async () => {
    const { choose } = await openPage();
    await choose('ann2,secret2\r\n');
    expect(await screen.findByText('1 row: 1 valid, 0 invalid')).toBeVisible();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Import 1 valid user' })).toBeEnabled());
    expect(screen.queryByText(/does not look like/)).not.toBeInTheDocument();
  });

  it('shows a large file in pages of 10,000 rows, counted over all rows, and one page when a filter leaves few', async () => {
    const { user, choose } = await openPage();
    const lines = Array.from({ length: 20_001 }, (_, i) => `page${i},${i === 5 ? '123' : 'secret1'}`);
    await choose(`${lines.join('\r\n')}\r\n`);
    expect(await screen.findByText('20001 rows: 20000 valid, 1 invalid')).toBeVisible();
    const table = screen.getByRole('table', { name: 'Import preview' });
    expect(table).toHaveAttribute('aria-rowcount', '20002');
    expect(screen.getByText('Rows 1–10000 of 20001')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Go to page 3' }));
    expect(screen.getByText('Rows 20001–20001 of 20001')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Invalid' }));
    expect(screen.queryByRole('navigation', { name: 'Preview pages' })).not.toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Import preview' })).toHaveAttribute('aria-rowcount', '2');
  }, 30_000);

  it('offers the rejected rows when every row is invalid, without passwords unless asked, reasons whole', async () => {
    // jsdom lays nothing out: the table's scroll area gets the height it has in a browser, so rows are rendered.
    jest.spyOn(Element.prototype, 'clientHeight', 'get').mockReturnValue(480);
    jest.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(44);
    const { user, choose } = await openPage();
    await choose('short1,12345\r\nalice,secret3\r\nlong1,"pw,""1"\r\nonly\r\n');
    expect(await screen.findByText('4 rows: 0 valid, 4 invalid')).toBeVisible();
    await waitFor(() => expect(screen.getByText(/checked one by one/)).toBeVisible());
    expect(screen.getByRole('button', { name: 'Import 0 valid users' })).toBeDisabled();

    const table = screen.getByRole('table', { name: 'Import preview' });
    const only = within(table).getByRole('row', { name: /^4 / });
    const reason = within(only).getByText(/only one column/);
    expect(reason).toHaveTextContent(
      'only one column (a username without a password): columns must be separated by commas',
    );
    expect(getComputedStyle(reason).whiteSpace).not.toBe('nowrap');
    expect(getComputedStyle(reason).textOverflow).not.toBe('ellipsis');

    const include = screen.getByRole('checkbox', { name: 'Include passwords in the download' });
    expect(include).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Download rejected rows (CSV)' }));
    expect(await lastDownload()).toEqual([
      'username,password,email,realname,gender,nickname,school,reason',
      'short1,,,,,,,Password: password must be 6 to 20 characters',
      'alice,,,,,,,Username: username already exists',
      'long1,,,,,,,Password: password must be 6 to 20 characters',
      'only,,,,,,,only one column (a username without a password): columns must be separated by commas',
      '',
    ]);

    // Named for what it holds and the day, never a fixed name that the next download would clash with.
    const link = jest.mocked(HTMLAnchorElement.prototype.click).mock.contexts.at(-1) as HTMLAnchorElement;
    expect(link.download).toBe(`rejected-users-${localDay(new Date())}.csv`);

    await user.click(include);
    await user.click(screen.getByRole('button', { name: 'Download rejected rows (CSV)' }));
    expect((await lastDownload()).slice(1, 4)).toEqual([
      'short1,12345,,,,,,Password: password must be 6 to 20 characters',
      'alice,secret3,,,,,,Username: username already exists',
      'long1,"pw,""1",,,,,,Password: password must be 6 to 20 characters',
    ]);
  });
});
