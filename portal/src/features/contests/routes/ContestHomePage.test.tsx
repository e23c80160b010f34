import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { installMockServer } from '@hoj/mocks/jest/installMockServer';
import { clock, HOUR } from '@hoj/mocks/store/clock';
import { contests } from '@hoj/mocks/store/schema/contests';
import { loginAs } from '@portal/test/loginAs';
import { renderApp, resetPortal } from '@portal/test/renderApp';

const server = installMockServer();

beforeEach(() => resetPortal());

/** Seeded contests (mocks/src/contests): public and running, protected in three days, private in ten. */
const RUNNING = 2;
const PROTECTED = 3;
const PRIVATE = 4;
/** The private contest's password (every private and protected demo contest shares it). */
const PASSWORD = 'hoj2026';

const contestNav = () => screen.findByRole('navigation', { name: 'Contest navigation' });
const toastSaid = (text: string) =>
  screen.getAllByRole('status').some((element) => element.textContent === text);

/** Moves the server's time to just after the start of `cid` (before anyone logs in: sessions age with it). */
function startContest(cid: number) {
  const contest = contests.get(cid);
  if (!contest) throw new Error(`the seed has no contest ${cid}`);
  clock.advance(contest.startTime.getTime() + HOUR - clock.nowMs());
}

describe('the contest home', () => {
  it('shows a public contest’s title and description, with nothing to register', async () => {
    await loginAs('alice');
    renderApp(`/contest/${RUNNING}`);
    expect(await screen.findByRole('heading', { level: 1, name: '春季个人赛 第 1 场' })).toBeInTheDocument();
    const about = screen.getByRole('region', { name: 'About this contest' });
    const description = contests.get(RUNNING)?.description ?? '';
    expect(description).not.toBe('');
    expect(await within(about).findByText(description)).toBeInTheDocument();
    expect(screen.queryByLabelText('Contest password')).not.toBeInTheDocument();
    expect(document.title).toMatch(/^春季个人赛 第 1 场 - /);
  });

  describe('a private contest', () => {
    it('asks for the password, says so when it is empty or wrong, and opens the contest once it is right', async () => {
      startContest(PRIVATE);
      await loginAs('alice');
      const { user } = renderApp(`/contest/${PRIVATE}`);
      const form = await screen.findByRole('region', { name: 'Password required' });
      expect(
        within(form).getByText('To enter this private contest, please enter its password.'),
      ).toBeVisible();
      const nav = await contestNav();
      await waitFor(() =>
        expect(within(nav).getByRole('link', { name: 'Problems' })).toHaveAttribute('aria-disabled', 'true'),
      );

      const field = within(form).getByLabelText('Contest password');
      await user.click(within(form).getByRole('button', { name: 'Enter the contest' }));
      expect(field).toHaveAccessibleDescription('Enter the contest password');
      expect(field).toHaveAttribute('aria-invalid', 'true');

      await user.type(field, 'guess');
      await user.click(within(form).getByRole('button', { name: 'Enter the contest' }));
      await waitFor(() =>
        expect(field).toHaveAccessibleDescription('Wrong contest password. Please try again.'),
      );
      expect(within(nav).getByRole('link', { name: 'Problems' })).toHaveAttribute('aria-disabled', 'true');

      await user.clear(field);
      await user.type(field, `${PASSWORD}{Enter}`);
      await waitFor(() => expect(toastSaid('Register contest successfully')).toBe(true));
      await waitFor(() =>
        expect(screen.queryByRole('region', { name: 'Password required' })).not.toBeInTheDocument(),
      );
      // The menu opens at once, without a reload.
      await waitFor(() =>
        expect(within(nav).getByRole('link', { name: 'Problems' })).toHaveAttribute(
          'href',
          `/contest/${PRIVATE}/problems`,
        ),
      );
      expect(within(nav).getByRole('link', { name: 'Rank' })).toHaveAttribute(
        'href',
        `/contest/${PRIVATE}/rank`,
      );
    });

    it('gives the server’s reason when the account rule does not admit the user', async () => {
      startContest(PRIVATE);
      // carol is neither a team account of the contest's rule nor one of its extra accounts.
      await loginAs('carol');
      const { user } = renderApp(`/contest/${PRIVATE}`);
      const form = await screen.findByRole('region', { name: 'Password required' });
      const field = within(form).getByLabelText('Contest password');
      await user.type(field, `${PASSWORD}{Enter}`);
      await waitFor(() => expect(field).toHaveAccessibleDescription(/account/i));
      expect(toastSaid('Register contest successfully')).toBe(false);
    });

    it('asks nothing of the contest’s author', async () => {
      await loginAs('admin');
      renderApp(`/contest/${PRIVATE}`);
      expect(
        await screen.findByRole('heading', { level: 1, name: '校队选拔赛（第一轮）' }),
      ).toBeInTheDocument();
      await screen.findByRole('region', { name: 'About this contest' });
      expect(screen.queryByRole('region', { name: 'Password required' })).not.toBeInTheDocument();
    });

    it('says it in Chinese', async () => {
      resetPortal('zh-CN');
      await loginAs('alice');
      const { user } = renderApp(`/contest/${PRIVATE}`);
      const form = await screen.findByRole('region', { name: '需要密码' });
      await user.click(within(form).getByRole('button', { name: '进入比赛' }));
      expect(within(form).getByLabelText('比赛密码')).toHaveAccessibleDescription('请输入比赛密码');
      await user.type(within(form).getByLabelText('比赛密码'), `${PASSWORD}{Enter}`);
      await waitFor(() => expect(toastSaid('比赛报名成功')).toBe(true));
    });
  });

  describe('a protected contest', () => {
    it('registers the user with the password, so they may submit, and counts them', async () => {
      await loginAs('alice');
      const { user } = renderApp(`/contest/${PROTECTED}`);
      const form = await screen.findByRole('region', { name: 'Register to take part' });
      const header = await screen.findByRole('region', { name: 'Contest details' });
      expect(within(header).getByText('6 registered')).toBeInTheDocument();

      await user.type(within(form).getByLabelText('Contest password'), 'hoj2025');
      await user.click(within(form).getByRole('button', { name: 'Register' }));
      await waitFor(() =>
        expect(within(form).getByLabelText('Contest password')).toHaveAccessibleDescription(
          'Wrong contest password. Please try again.',
        ),
      );

      await user.clear(within(form).getByLabelText('Contest password'));
      await user.type(within(form).getByLabelText('Contest password'), PASSWORD);
      await user.click(within(form).getByRole('button', { name: 'Register' }));
      expect(
        await screen.findByText('You are registered for this contest and may submit.'),
      ).toBeInTheDocument();
      expect(toastSaid('Register contest successfully')).toBe(true);
      await waitFor(() => expect(within(header).getByText('7 registered')).toBeInTheDocument());
    });

    it('tells a registered user so', async () => {
      await loginAs('alice');
      const first = renderApp(`/contest/${PROTECTED}`);
      const { user } = first;
      const form = await screen.findByRole('region', { name: 'Register to take part' });
      await user.type(within(form).getByLabelText('Contest password'), `${PASSWORD}{Enter}`);
      await screen.findByText('You are registered for this contest and may submit.');
      first.unmount();

      renderApp(`/contest/${PROTECTED}`);
      expect(
        await screen.findByText('You are registered for this contest and may submit.'),
      ).toBeInTheDocument();
      expect(screen.queryByRole('region', { name: 'Register to take part' })).not.toBeInTheDocument();
    });
  });

  it('tells a contest that cannot be read apart, and retries', async () => {
    await loginAs('alice');
    let fail = true;
    server.use(
      http.get('*/api/get-contest-info', () =>
        fail ? HttpResponse.json({ status: 500, msg: 'boom', data: null }) : undefined,
      ),
    );
    const { user } = renderApp(`/contest/${RUNNING}`);
    const main = await screen.findByRole('main');
    expect(await within(main).findByText('The contest could not be loaded')).toBeInTheDocument();
    fail = false;
    await user.click(within(main).getByRole('button', { name: /retry/i }));
    expect(await screen.findByRole('heading', { level: 1, name: '春季个人赛 第 1 场' })).toBeInTheDocument();
  });
});
