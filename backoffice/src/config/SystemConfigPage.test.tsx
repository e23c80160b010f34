import { screen, waitFor, within } from '@testing-library/react';
import { setupUser } from '@hoj/core/test/user';
import { http, HttpResponse } from 'msw';
import { getAdminSwitchConfig } from '@generated/api/admin-switch/admin-switch';
import { installMockServer } from '@hoj/mocks/jest/installMockServer';
import { loginAs, resetBrowserState } from '@backoffice/test/loginAs';
import { renderScreen } from '@backoffice/test/renderScreen';
import { SwitchPage } from './SwitchPage';
import { SystemConfigPage } from './SystemConfigPage';

const server = installMockServer();

beforeEach(() => {
  Object.defineProperty(window.navigator, 'languages', { value: ['en-US', 'en'], configurable: true });
});

afterEach(() => {
  jest.useRealTimers();
  resetBrowserState();
});

const openConfig = () => renderScreen(<SystemConfigPage />, { path: '/conf' });
const openSwitches = () => renderScreen(<SwitchPage />, { path: '/switch' });

/** A config section, once its settings have loaded (its Save button is there). */
async function section(name: string) {
  const region = await screen.findByRole('region', { name });
  await within(region).findByRole('button', { name: 'Save' });
  return region;
}

describe('/admin/conf as root', () => {
  it('adds a remote-judge account and saves the submit interval without touching the other lists', async () => {
    await loginAs('root');
    const before = await getAdminSwitchConfig();
    const user = setupUser();
    await openConfig();

    const judge = await section('Judge');
    const interval = within(judge).getByLabelText(/Submit interval/);
    expect(interval).toHaveValue(before.defaultSubmitInterval);
    const hdu = within(judge).getByRole('group', { name: 'HDU accounts' });
    expect(within(hdu).getByDisplayValue(before.hduUsernameList?.[0] ?? 'none')).toBeInTheDocument();

    await user.clear(interval);
    await user.type(interval, '15');
    await user.click(within(hdu).getByRole('button', { name: 'Add' }));
    const names = within(hdu).getAllByLabelText(/Username/);
    const passwords = within(hdu).getAllByLabelText(/Password/);
    await user.type(names[names.length - 1] as HTMLElement, 'second_hdu');
    await user.type(passwords[passwords.length - 1] as HTMLElement, 'pw-2');
    await user.click(within(judge).getByRole('button', { name: 'Save' }));

    await screen.findByText('Settings saved');
    const after = await getAdminSwitchConfig();
    expect(after.defaultSubmitInterval).toBe(15);
    expect(after.hduUsernameList).toEqual([...(before.hduUsernameList ?? []), 'second_hdu']);
    expect(after.hduPasswordList).toEqual([...(before.hduPasswordList ?? []), 'pw-2']);
    expect(after.cfUsernameList).toEqual(before.cfUsernameList);
    expect(after.openPublicJudge).toBe(before.openPublicJudge);
  });

  it('refuses a duplicate account for the same judge, keeping what was typed', async () => {
    await loginAs('root');
    const before = await getAdminSwitchConfig();
    const user = setupUser();
    await openConfig();

    const judge = await section('Judge');
    const cf = within(judge).getByRole('group', { name: 'Codeforces accounts' });
    await user.click(within(cf).getByRole('button', { name: 'Add' }));
    const names = within(cf).getAllByLabelText(/Username/);
    const passwords = within(cf).getAllByLabelText(/Password/);
    const duplicate = before.cfUsernameList?.[0] ?? 'none';
    await user.type(names[names.length - 1] as HTMLElement, duplicate);
    await user.type(passwords[passwords.length - 1] as HTMLElement, 'x');
    await user.click(within(judge).getByRole('button', { name: 'Save' }));

    expect(await within(judge).findByText('An account appears twice for the same judge')).toBeInTheDocument();
    expect(within(cf).getAllByDisplayValue(duplicate)).toHaveLength(2);
    expect((await getAdminSwitchConfig()).cfUsernameList).toEqual(before.cfUsernameList);
  });

  it('checks the limits are whole numbers, and saving one section keeps another one’s unsaved edit', async () => {
    await loginAs('root');
    const before = await getAdminSwitchConfig();
    const user = setupUser();
    await openConfig();

    const discussion = await section('Discussion limits');
    const groups = await section('Group limits');
    const daily = within(discussion).getByLabelText(/Posts per day/);
    await user.clear(daily);
    await user.click(daily);
    await user.paste('2.5');
    await user.click(within(discussion).getByRole('button', { name: 'Save' }));
    expect(await within(discussion).findByText('Enter a whole number')).toBeInTheDocument();
    expect(daily).toHaveValue(2.5);
    expect((await getAdminSwitchConfig()).defaultCreateDiscussionDailyLimit).toBe(
      before.defaultCreateDiscussionDailyLimit,
    );

    const groupTotal = within(groups).getByLabelText(/Groups created in total/);
    await user.clear(groupTotal);
    await user.type(groupTotal, '9');
    await user.clear(daily);
    await user.type(daily, '3');
    await user.click(within(discussion).getByRole('button', { name: 'Save' }));
    await screen.findByText('Settings saved');

    const after = await getAdminSwitchConfig();
    expect(after.defaultCreateDiscussionDailyLimit).toBe(3);
    expect(after.defaultCreateGroupLimit).toBe(before.defaultCreateGroupLimit);
    expect(after.hduUsernameList).toEqual(before.hduUsernameList);
    // The group form was not saved and is not reset by the other section's save.
    expect(within(groups).getByLabelText(/Groups created in total/)).toHaveValue(9);
  });

  it('shows a load failure with a retry that recovers', async () => {
    await loginAs('root');
    let failing = true;
    server.use(
      http.get('*/api/admin/config/get-web-config', () => {
        // Falling through to the stateful handler once the outage is over.
        if (!failing) return undefined;
        return HttpResponse.json({ status: 500, msg: 'config store down', data: null }, { status: 500 });
      }),
    );
    // The section asks once more, quietly, after a second, before it shows the error.
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate', 'performance'] });
    const user = setupUser({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
    await openConfig();

    const website = await screen.findByRole('region', { name: 'Website' });
    const alert = await within(website).findByRole('alert');
    expect(alert).toHaveTextContent('config store down');
    expect(within(website).queryByLabelText(/Website name/)).not.toBeInTheDocument();

    failing = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await within(website).findByLabelText(/Website name/)).toBeInTheDocument();
    expect(within(website).queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('/admin/conf with a broken stored configuration', () => {
  it('loads, names each broken setting with its stored value, and saves other settings without it', async () => {
    await loginAs('root');
    const stored = await getAdminSwitchConfig();
    const sent: unknown[] = [];
    server.use(
      // What a hand-edited server configuration can hold: a number beyond 32 bits, a word for a switch,
      // a list as JSON text and a missing one.
      http.get('*/api/admin/switch/info', () =>
        HttpResponse.json({
          status: 200,
          msg: 'success',
          data: {
            ...stored,
            defaultSubmitInterval: 3_000_000_000,
            openPublicDiscussion: 'maybe',
            cfUsernameList: JSON.stringify(stored.cfUsernameList ?? []),
            hduUsernameList: null,
            hduPasswordList: null,
          },
        }),
      ),
      http.put('*/api/admin/switch/update', async ({ request }) => {
        sent.push(await request.clone().json());
        return undefined;
      }),
    );
    const user = setupUser();
    await openConfig();

    const judge = await section('Judge');
    const warning = within(judge).getByRole('alert');
    expect(warning).toHaveTextContent('These stored settings are not valid');
    expect(warning).toHaveTextContent(/Submit interval.*: the stored value is 3000000000/);
    expect(within(judge).getByLabelText(/Submit interval/)).toHaveValue(3_000_000_000);
    const cf = within(judge).getByRole('group', { name: 'Codeforces accounts' });
    expect(within(cf).getByDisplayValue(stored.cfUsernameList?.[0] ?? 'none')).toBeInTheDocument();

    // The other sections are whole; the limits save without sending the broken interval back.
    const groups = await section('Group limits');
    expect(within(groups).queryByRole('alert')).not.toBeInTheDocument();
    const groupTotal = within(groups).getByLabelText(/Groups created in total/);
    await user.clear(groupTotal);
    await user.type(groupTotal, '9');
    await user.click(within(groups).getByRole('button', { name: 'Save' }));
    await screen.findByText('Settings saved');
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ defaultCreateGroupLimit: 9 });
    expect(sent[0]).not.toHaveProperty('defaultSubmitInterval');
  });

  it('shows a switch that is neither on nor off as off, and says so', async () => {
    await loginAs('root');
    const stored = await getAdminSwitchConfig();
    server.use(
      http.get('*/api/admin/switch/info', () =>
        HttpResponse.json({
          status: 200,
          msg: 'success',
          data: { ...stored, openPublicDiscussion: 'maybe' },
        }),
      ),
    );
    await openSwitches();
    const switches = await section('Feature switches');
    expect(within(switches).getByRole('alert')).toHaveTextContent(
      /Public discussion open: the stored value is maybe/,
    );
    expect(within(switches).getByRole('switch', { name: 'Public discussion open' })).not.toBeChecked();
  });
});

describe('/admin/switch', () => {
  it('turns the public discussion off for root after a confirmation naming it, leaving limits and accounts alone', async () => {
    await loginAs('root');
    const before = await getAdminSwitchConfig();
    const user = setupUser();
    await openSwitches();

    const switches = await section('Feature switches');
    const toggle = within(switches).getByRole('switch', { name: 'Public discussion open' });
    expect(toggle).toBeChecked();
    await user.click(toggle);
    await user.click(within(switches).getByRole('button', { name: 'Save' }));

    // Cancel: nothing is sent, the flipped switch stays flipped in the form.
    let dialog = await screen.findByRole('dialog', { name: 'Change the feature switches?' });
    expect(
      within(dialog)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Turn off: Public discussion open (When off, the public discussion area cannot be opened)']);
    expect(dialog).toHaveTextContent('The change applies to every user of the site as soon as it is saved.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(toggle).not.toBeChecked();
    expect(await getAdminSwitchConfig()).toEqual(before);

    await user.click(within(switches).getByRole('button', { name: 'Save' }));
    dialog = await screen.findByRole('dialog', { name: 'Change the feature switches?' });
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await screen.findByText('Settings saved');

    const after = await getAdminSwitchConfig();
    expect(after.openPublicDiscussion).toBe(false);
    expect({ ...after, openPublicDiscussion: before.openPublicDiscussion }).toEqual(before);
  });
});
