import { File as NodeFile } from 'node:buffer';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { PointerEventsCheckLevel, setupUser } from '@hoj/core/test/user';
import { strToU8, zipSync } from 'fflate';
import { http, HttpResponse } from 'msw';
import {
  getAdminProblem,
  getAdminProblemCases,
  getAdminProblemList,
} from '@generated/api/admin-problem/admin-problem';
import { getProblemLanguages, getProblemTags } from '@generated/api/problem/problem';
import { installMockServer } from '@hoj/mocks/jest/installMockServer';
import { loginAs } from '@backoffice/test/loginAs';
import { withEnglishBrowser } from '@backoffice/test/englishBrowser';
import { renderScreen } from '@backoffice/test/renderScreen';
import { ProblemEdit } from './ProblemForm';

const server = installMockServer();

withEnglishBrowser();

/** An ACM problem of the site's own bank with uploaded test data. */
async function uploadedAcmProblem() {
  const page = await getAdminProblemList({ oj: 'Mine', limit: 50 });
  for (const row of page.records) {
    if (typeof row.id !== 'number' || row.type !== 0) continue;
    const problem = await getAdminProblem({ pid: row.id });
    if (problem.isUploadCase && problem.judgeMode === 'default') return { ...problem, id: row.id };
  }
  throw new Error('the seed has no ACM problem with uploaded data');
}

async function openEditPage(pid: number) {
  await renderScreen(<ProblemEdit />, {
    path: `/problems/${pid}`,
    route: '/problems/:id',
    resource: 'problems',
  });
  const title = await screen.findByLabelText(/^Title/, { selector: 'input' });
  return { title, user: setupUser({ pointerEventsCheck: PointerEventsCheckLevel.Never }) };
}

function section(name: string): HTMLElement {
  const found = screen.getByText(name, { selector: 'h2' }).closest('section');
  if (!found) throw new Error(`no section ${name}`);
  return found;
}

/** A zip as the file input hands it over (a Blob with a name: what the upload reads of a File). */
function zipFile(name: string, files: Record<string, string>): Blob & { name: string } {
  const bytes = zipSync(
    Object.fromEntries(Object.entries(files).map(([file, text]) => [file, strToU8(text)])),
  );
  return Object.assign(new Blob([bytes], { type: 'application/zip' }), { name });
}

describe('editing a problem', () => {
  it('loads the problem with its cases, languages and tags, takes a new zip and saves it', async () => {
    await loginAs('root');
    const problem = await uploadedAcmProblem();
    const [cases, languages, tags] = await Promise.all([
      getAdminProblemCases({ pid: problem.id }),
      getProblemLanguages({ pid: problem.id }),
      getProblemTags({ pid: problem.id }),
    ]);
    const { title, user } = await openEditPage(problem.id);

    expect(title).toHaveValue(problem.title);
    const data = section('Test data');
    expect(within(data).getAllByRole('row')).toHaveLength(cases.length + 1);
    const languageList = section('Languages and code templates');
    for (const language of languages) {
      expect(await within(languageList).findByLabelText(language.name ?? '')).toBeChecked();
    }
    for (const tag of tags) expect(within(section('Tags')).getByText(tag.name ?? '')).toBeInTheDocument();

    fireEvent.change(screen.getByTestId('testcase-zip-file'), {
      target: {
        files: [
          zipFile('new-cases.zip', { '1.in': '1', '1.out': '1', '2.in': '2', '2.out': '2', '3.in': '3' }),
        ],
      },
    });
    expect(await within(data).findByText('The server found 3 test cases')).toBeInTheDocument();
    // The browser predicts by the server's rule: 3.in has no output, so it gets an empty expected one.
    expect(within(data).getByText('The server will store 3 test cases')).toBeInTheDocument();
    expect(within(data).queryByText('The server stored other cases than expected:')).not.toBeInTheDocument();
    expect(within(data).getByText('3.in', { selector: 'li' })).toBeInTheDocument();
    await waitFor(() => expect(within(data).getAllByRole('row')).toHaveLength(4));

    await user.clear(title);
    await user.type(title, 'Renamed problem');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(window.location.pathname).toBe('/admin/problems'));
    expect((await getAdminProblem({ pid: problem.id })).title).toBe('Renamed problem');
    const stored = await getAdminProblemCases({ pid: problem.id });
    expect(stored.map((row) => row.input)).toEqual(['1.in', '2.in', '3.in']);
  });

  it('adds an existing tag and a new one, warning instead of adding a tag twice', async () => {
    await loginAs('root');
    const problem = await uploadedAcmProblem();
    const [existing] = await getProblemTags({ pid: problem.id });
    if (!existing?.name) throw new Error('the seeded problem has no tag');
    const { user } = await openEditPage(problem.id);
    const tags = section('Tags');
    const box = within(tags).getByLabelText('Choose or type a tag');

    await user.type(box, existing.name);
    await user.click(within(tags).getByRole('button', { name: 'Add' }));
    expect(await screen.findByText(`Do not add an existing tag: ${existing.name}`)).toBeInTheDocument();
    expect(within(tags).getAllByText(existing.name)).toHaveLength(1);

    await user.clear(box);
    await user.type(box, '单调队列{Enter}');
    expect(await within(tags).findByText('单调队列')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(window.location.pathname).toBe('/admin/problems'));
    const names = (await getProblemTags({ pid: problem.id })).map((tag) => tag.name);
    expect(names).toEqual(expect.arrayContaining([existing.name, '单调队列']));
  });

  it('uploads an image into the statement with the alt text asked for, and deletes it again', async () => {
    await loginAs('root');
    const problem = await uploadedAcmProblem();
    // jsdom's FormData cannot carry a file to the mock, so the two calls answer here, as HOJ does.
    const deleted: string[] = [];
    server.use(
      http.post('*/api/file/upload-md-img', () =>
        HttpResponse.json({
          status: 200,
          msg: 'success',
          data: { link: '/api/public/img/graph.png', fileId: 7 },
        }),
      ),
      http.get('*/api/file/delete-md-img', ({ request }) => {
        deleted.push(new URL(request.url).searchParams.get('fileId') ?? '');
        return HttpResponse.json({ status: 200, msg: 'success', data: null });
      }),
    );
    const { user } = await openEditPage(problem.id);
    const hint = screen.getByLabelText(/^Hint/, { selector: 'textarea' });
    await user.clear(hint);
    await user.type(hint, 'See the figure.');

    // Node's File, as the browser's: jsdom's File cannot be read back (`arrayBuffer`), and the upload's form needs
    // the file name.
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
    fireEvent.change(screen.getByTestId('hint-image-file'), {
      target: { files: [new NodeFile([png], 'graph.png', { type: 'image/png' })] },
    });
    const dialog = await screen.findByRole('dialog', { name: 'Describe the image graph.png' });
    const alt = within(dialog).getByLabelText('Image description (alt text)');
    expect(alt).toHaveValue('graph');
    await user.clear(alt);
    await user.type(alt, 'A graph with 4 nodes');
    await user.click(within(dialog).getByRole('button', { name: 'Upload and insert' }));

    await waitFor(() =>
      expect(hint).toHaveValue('See the figure.\n![A graph with 4 nodes](/api/public/img/graph.png)'),
    );
    expect(await screen.findByText('Image uploaded and inserted')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Delete image A graph with 4 nodes' }));
    await waitFor(() => expect(hint).toHaveValue('See the figure.'));
    expect(deleted).toEqual(['7']);

    fireEvent.change(screen.getByTestId('hint-image-file'), {
      target: { files: [Object.assign(new Blob(['just notes']), { name: 'fake.png' })] },
    });
    expect(
      await screen.findByText(
        'This file is not a picture, whatever its name says: upload a jpg, jpeg, gif, png, webp image',
      ),
    ).toBeInTheDocument();
    fireEvent.change(screen.getByTestId('hint-image-file'), {
      target: { files: [Object.assign(new Blob(['<svg/>']), { name: 'graph.svg' })] },
    });
    expect(
      await screen.findByText('This file type is not supported: upload a jpg, jpeg, gif, png, webp image'),
    ).toBeInTheDocument();
  });
});
