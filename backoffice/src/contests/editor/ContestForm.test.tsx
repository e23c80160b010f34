import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { setupUser } from '@hoj/core/test/user';
import { getAdminContest, getAdminContestList } from '@generated/api/admin-contest/admin-contest';
import { installMockServer } from '@hoj/mocks/jest/installMockServer';
import { loginAs, resetBrowserState } from '@backoffice/test/loginAs';
import { renderScreen } from '@backoffice/test/renderScreen';
import { ContestCreate, ContestEdit } from './ContestForm';
import { toLocalInput } from './DateTimeField';

installMockServer();

afterEach(() => {
  jest.restoreAllMocks();
  resetBrowserState();
});

const HOUR = 3600_000;

/** A time `hours` from now, as the datetime picker takes it. */
const inHours = (hours: number) => toLocalInput(new Date(Date.now() + hours * HOUR));

async function openCreate() {
  await loginAs('admin');
  await renderScreen(<ContestCreate />, { path: '/contests/create', resource: 'contests' });
  return screen.findByRole('textbox', { name: /Title/ });
}

const openEdit = (id: number) =>
  renderScreen(<ContestEdit />, { path: `/contests/${id}`, route: '/contests/:id', resource: 'contests' });

function setTimes(start: string, end: string) {
  fireEvent.change(screen.getByLabelText(/Start time/), { target: { value: start } });
  fireEvent.change(screen.getByLabelText(/End time/), { target: { value: end } });
}

describe('contest editor: times and seal', () => {
  it('recomputes the duration from the times and says so when the end comes first', async () => {
    await openCreate();
    expect(screen.getByText(/duration shows once/)).toBeInTheDocument();
    setTimes(inHours(24), inHours(27));
    expect(await screen.findByText('Duration: 3 h')).toBeInTheDocument();
    setTimes(inHours(24), inHours(20));
    expect(await screen.findByText('The start time must be earlier than the end time')).toBeInTheDocument();
  });

  it('offers only the seal times the length allows, and picks the rule’s default', async () => {
    const user = setupUser();
    await openCreate();
    setTimes(inHours(24), inHours(24.75));
    await user.click(screen.getByRole('switch', { name: 'Seal the rank' }));
    const seal = await screen.findByRole('group', { name: 'Seal from' });
    expect(within(seal).getByRole('radio', { name: /1 hour before the end/ })).toBeDisabled();
    expect(within(seal).getByRole('radio', { name: '30 minutes before the end' })).toBeEnabled();
    // ACM contests under an hour seal for the whole contest.
    expect(within(seal).getByRole('radio', { name: 'From the start' })).toBeChecked();

    await user.click(screen.getByRole('switch', { name: 'Seal the rank' }));
    setTimes(inHours(24), inHours(29));
    await user.click(screen.getByRole('switch', { name: 'Seal the rank' }));
    const longer = await screen.findByRole('group', { name: 'Seal from' });
    expect(within(longer).getByRole('radio', { name: '1 hour before the end' })).toBeChecked();
  });
});

describe('contest editor: awards and star users', () => {
  it('brings back gold, silver and bronze when awards are turned on, then adds a new band', async () => {
    const user = setupUser();
    await openCreate();
    await user.click(screen.getByRole('radio', { name: 'By proportion' }));
    const names = () =>
      screen
        .getAllByRole('textbox', { name: /^Name of award \d+$/ })
        .map((input) => (input as HTMLInputElement).value);
    expect(await screen.findAllByRole('group', { name: /^Award \d+$/ })).toHaveLength(3);
    expect(names()).toEqual(['金牌', '银牌', '铜牌']);
    expect(screen.getByRole('spinbutton', { name: 'Percentage of award 1' })).toHaveValue(10);
    // HOJ's defaults are white on gold, silver and bronze: said once for the three, not three times.
    expect(
      screen.getAllByText(
        'The text colours of awards 1, 2, 3 do not read on their backgrounds: the board uses dark or white text instead (see the previews).',
      ),
    ).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Add award' }));
    expect(names()).toEqual(['金牌', '银牌', '铜牌', 'name']);
    expect(screen.getByRole('spinbutton', { name: 'Priority of award 4' })).toHaveValue(4);
  });

  it('trims star users and refuses a name already in the list with a warning', async () => {
    const user = setupUser();
    await openCreate();
    const input = screen.getByRole('textbox', { name: 'Username of a star user' });
    await user.type(input, '  bob {Enter}');
    await user.type(input, 'bob');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Do not add a duplicate star user: bob')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'bob' })).toHaveLength(1);
  });
});

describe('contest editor: saving', () => {
  it('creates a contest and says success', async () => {
    const user = setupUser();
    await openCreate();
    await user.type(screen.getByRole('textbox', { name: /Title/ }), '期末上机考试');
    await user.type(screen.getByRole('textbox', { name: /Description/ }), '**闭卷**，三小时。');
    setTimes(inHours(48), inHours(51));
    await user.click(screen.getByRole('radio', { name: 'Private' }));
    await user.type(await screen.findByLabelText(/Contest password/), 'final');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Contest saved')).toBeInTheDocument();
    const { records } = await getAdminContestList({ keyword: '期末上机考试', currentPage: 1, limit: 10 });
    expect(records).toEqual([
      expect.objectContaining({ title: '期末上机考试', auth: 1, duration: 3 * 3600 }),
    ]);
    const saved = await getAdminContest({ cid: records[0]?.id ?? 0 });
    expect(saved).toMatchObject({ pwd: 'final', author: 'admin' });
  });

  it('keeps the form and shows each broken rule beside its field', async () => {
    const user = setupUser();
    await openCreate();
    await user.click(screen.getByRole('radio', { name: 'Protected' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Contest Title is required')).toBeInTheDocument();
    expect(screen.getByText('Start Time is required')).toBeInTheDocument();
    expect(screen.getByText('Contest Password is required')).toBeInTheDocument();
    expect(window.location.pathname).toBe('/admin/contests/create');
  });
});

describe('contest editor: editing', () => {
  it('locks the rule type of an existing contest and labels every control', async () => {
    await loginAs('admin');
    await openEdit(1);
    const title = await screen.findByRole('textbox', { name: /Title/ });
    await waitFor(() => expect(title).toHaveValue('新生入门赛'));
    const rule = screen.getByRole('group', { name: 'Rule' });
    for (const radio of within(rule).getAllByRole('radio')) expect(radio).toBeDisabled();
    expect(within(rule).getByRole('radio', { name: 'OI' })).toBeChecked();
    expect(screen.getByText('The rule type cannot be changed once the contest exists')).toBeInTheDocument();
    // Only root may delete a contest.
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    // The seeded bands come back for editing.
    expect(screen.getAllByRole('group', { name: /^Award \d+$/ })).toHaveLength(3);

    // MUI's autosizing textareas keep a hidden twin, out of the accessibility tree.
    const controls = document.querySelectorAll(
      'main input:not([type="hidden"]):not([aria-hidden="true"]), main textarea:not([aria-hidden="true"]), main [role="combobox"]',
    );
    const named = (control: Element) =>
      (control as HTMLInputElement).labels?.length ||
      control.getAttribute('aria-label')?.trim() ||
      control.getAttribute('aria-labelledby');
    const unnamed = [...controls].filter((control) => !named(control));
    expect(unnamed.map((control) => control.outerHTML)).toEqual([]);
  });

  it('saves an edit of its own contest, keeping what it did not touch', async () => {
    const user = setupUser();
    await loginAs('admin');
    await openEdit(1);
    const title = await screen.findByRole('textbox', { name: /Title/ });
    await waitFor(() => expect(title).toHaveValue('新生入门赛'));
    await user.clear(title);
    await user.type(title, '新生入门赛（重赛）');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Contest saved')).toBeInTheDocument();
    expect(await getAdminContest({ cid: 1 })).toMatchObject({
      title: '新生入门赛（重赛）',
      type: 1,
      oiRankScoreType: 'Highest',
      awardType: 1,
    });
  });
});

describe('contest editor: a contest the server will not open', () => {
  it('says the server’s refusal (no permission), not "does not exist", and returns to the list', async () => {
    // Contest 5 is root's; HOJ refuses it to an admin who did not write it.
    await loginAs('admin');
    // react-admin logs every failed data provider call outside production; here the refusal is the point.
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await openEdit(5);
    await waitFor(() => expect(window.location.pathname).toBe('/admin/contests'));
    expect(await screen.findByText('Sorry, you are not allowed to do this.')).toBeInTheDocument();
    expect(screen.queryByText(/does not exist/i)).not.toBeInTheDocument();
    expect(logged).toHaveBeenCalledWith(expect.objectContaining({ status: 403 }));
  });
});
