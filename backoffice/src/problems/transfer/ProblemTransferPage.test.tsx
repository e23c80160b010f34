import { File as NodeFile } from 'node:buffer';
import { screen, waitFor, within } from '@testing-library/react';
import { setupUser } from '@hoj/core/test/user';
import { unzipSync } from 'fflate';
import { http, HttpResponse } from 'msw';
import { localizeServerMessage } from '@hoj/core/i18n/serverMessages';
import { installMockServer } from '@hoj/mocks/jest/installMockServer';
import { fpsPackage, traversalZip } from '@hoj/mocks/packages/fixtures/index';
import { packageMessages } from '@hoj/mocks/packages/texts';
import { problems } from '@hoj/mocks/store/schema/problems';
import { PROBLEM_TRANSFER_PATH } from '@backoffice/customPaths';
import { captureDownloads } from '@backoffice/test/captureDownloads';
import { loginAs, resetBrowserState } from '@backoffice/test/loginAs';
import { renderScreen } from '@backoffice/test/renderScreen';
import { ProblemTransferPage } from './ProblemTransferPage';

const server = installMockServer();

const saved = captureDownloads().blobs;

/** The server answers in Chinese; an English reader sees its known messages in English. */
const english = (message: string) => localizeServerMessage(message, 'en-US');

afterEach(resetBrowserState);

/**
 * A file as the browser's picker gives it. jest's jsdom has its own File class, which the runtime's FormData
 * would send as text; Node's File is a Blob like a browser's.
 */
const pickedFile = (bytes: Uint8Array<ArrayBuffer>, name: string) =>
  new NodeFile([bytes], name) as unknown as File;

async function openPage() {
  await loginAs('root');
  await renderScreen(<ProblemTransferPage />, { path: PROBLEM_TRANSFER_PATH });
  await screen.findByRole('button', { name: 'Import' });
  const user = setupUser();
  const choose = async (format: RegExp, bytes: Uint8Array<ArrayBuffer>, name: string) => {
    await user.click(await screen.findByRole('radio', { name: format }));
    await user.upload(screen.getByLabelText('Choose package file'), pickedFile(bytes, name));
  };
  return { user, choose };
}

describe('<ProblemTransferPage> import', () => {
  it('imports an FPS file and lists the new problems with their cases', async () => {
    const { user, choose } = await openPage();
    expect(screen.getByRole('button', { name: 'Import' })).toBeDisabled();
    await choose(/^FPS/, fpsPackage(), 'geometry.xml');
    expect(screen.getByText(/^geometry\.xml \(/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Import' }));

    const table = await screen.findByRole('table', { name: 'Problems imported now' }, { timeout: 5000 });
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.getByText('Imported 2 problems.')).toBeInTheDocument();
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      [problems.find((p) => p.title === 'Area of a Circle')?.problemId, 'Area of a Circle', '3'],
      [problems.find((p) => p.title === 'Matrix Transpose')?.problemId, 'Matrix Transpose', '2'],
    ]);
    expect(within(table).getByRole('link', { name: 'Edit problem “Area of a Circle”' })).toBeInTheDocument();
    // The file went in: importing it again needs choosing it again.
    expect(screen.getByText('No file chosen')).toBeInTheDocument();
  });

  it('shows why a traversal zip is refused, keeping the chosen format and importing nothing', async () => {
    const { user, choose } = await openPage();
    const before = problems.size;
    await choose(/^QDUOJ/, traversalZip(), 'evil.zip');
    await user.click(screen.getByRole('button', { name: 'Import' }));

    const alert = await screen.findByText(
      english(packageMessages.unsafePath('../evil.txt')),
      {},
      { timeout: 5000 },
    );
    expect(alert.closest('[role="alert"]')).toHaveTextContent(/^Import failed:/);
    expect(screen.getByRole('radio', { name: /^QDUOJ/ })).toBeChecked();
    expect(screen.getByText(/^evil\.zip \(/)).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(problems.size).toBe(before);
  });

  it('shows the upload’s progress while the server works, and can cancel it', async () => {
    // The server holds the answer until the test has looked.
    let answer: (() => void) | undefined;
    const held = new Promise<void>((resolve) => {
      answer = resolve;
    });
    server.use(
      http.post('*/api/file/import-problem', async () => {
        await held;
        return HttpResponse.json({ status: 200, msg: 'success', data: null });
      }),
    );
    const { user, choose } = await openPage();
    await choose(/^HOJ/, traversalZip(), 'export.zip');
    await user.click(screen.getByRole('button', { name: 'Import' }));

    const bar = await screen.findByRole('progressbar', {
      name: /^(Uploading: \d+%|Uploaded; the server is importing…)$/,
    });
    expect(bar).toBeVisible();
    expect(screen.getByRole('button', { name: 'Import' })).toBeDisabled();
    expect(screen.getByRole('radio', { name: /^QDUOJ/ })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Cancel upload' }));
    expect(await screen.findByText('Upload cancelled. No problems were imported.')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Import' })).toBeEnabled();
    answer?.();
  });

  it('offers each format’s own file types', async () => {
    const { user } = await openPage();
    const input = screen.getByLabelText('Choose package file');
    expect(input).toHaveAttribute('accept', '.zip');
    await user.click(screen.getByRole('radio', { name: /^FPS/ }));
    expect(input).toHaveAttribute('accept', '.xml,.zip');
  });
});

describe('<ProblemTransferPage> export', () => {
  it('exports the problems searched and picked, and only once one is picked', async () => {
    const { user } = await openPage();
    const exportButton = screen.getByRole('button', { name: 'Export' });
    expect(exportButton).toBeDisabled();
    expect(screen.getByText('Choose at least one problem.')).toBeInTheDocument();

    await user.type(screen.getByRole('combobox', { name: 'Search problems' }), 'P1001');
    await user.click(await screen.findByRole('option', { name: /^P1001 / }, { timeout: 3000 }));
    await user.type(screen.getByRole('combobox', { name: 'Search problems' }), 'P1004');
    await user.click(await screen.findByRole('option', { name: /^P1004 / }, { timeout: 3000 }));
    await user.click(screen.getByRole('button', { name: 'Export 2 problems' }));

    await waitFor(() => expect(saved).toHaveLength(1));
    const names = Object.keys(unzipSync(new Uint8Array(await (saved[0] as Blob).arrayBuffer())));
    expect(names.filter((name) => name.endsWith('.json')).sort()).toEqual([
      'problem_1001.json',
      'problem_1004.json',
    ]);
  });
});
