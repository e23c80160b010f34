import { installMockServer } from '@hoj/mocks/jest/installMockServer';
import { problems } from '@hoj/mocks/store/schema/problems';
import { loginAs, resetBrowserState } from '@backoffice/test/loginAs';
import { loadLanguageChoices, loadProblemForEditing, loadTagChoices, saveProblem } from './problemCalls';

const server = installMockServer();

afterEach(resetBrowserState);

/** The paths of the requests made while `run` runs. */
async function requestsDuring(run: () => Promise<unknown>): Promise<string[]> {
  const seen: string[] = [];
  const listener = ({ request }: { request: Request }) => {
    seen.push(`${request.method} ${new URL(request.url).pathname}`);
  };
  server.events.on('request:start', listener);
  try {
    await run();
  } finally {
    server.events.removeListener('request:start', listener);
  }
  return seen;
}

describe('saving an edited problem', () => {
  beforeEach(() => loginAs('root'));

  const ownProblem = () => {
    const row = problems.find((problem) => !problem.isRemote);
    if (!row) throw new Error('the seed has no own problem');
    return row.id;
  };

  it('sends the save at once, from the languages and tags the editor showed (a hung API costs one timeout)', async () => {
    const pid = ownProblem();
    const form = await loadProblemForEditing(pid);
    await Promise.all([loadLanguageChoices(pid), loadTagChoices('ME')]);

    const sent = await requestsDuring(() => saveProblem(pid, { ...form, title: 'Renamed' }, form));
    expect(sent).toEqual(['PUT /api/admin/problem']);
    expect(problems.get(pid)?.title).toBe('Renamed');
  });

  it('reads the judge’s tags again when a tag was typed in, so an existing one is reused', async () => {
    const pid = ownProblem();
    const form = await loadProblemForEditing(pid);
    await loadLanguageChoices(pid);

    const sent = await requestsDuring(() =>
      saveProblem(pid, { ...form, tags: [...form.tags, { name: 'Brand-new tag' }] }, form),
    );
    expect(sent).toEqual(['GET /api/get-all-problem-tags', 'PUT /api/admin/problem']);
  });
});
