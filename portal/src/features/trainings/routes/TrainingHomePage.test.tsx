import { screen, waitFor, within } from '@testing-library/react';
import { api, unwrap } from '@hoj/core/http/client';
import { installMockServer } from '@hoj/mocks/jest/installMockServer';
import { loginAs } from '@portal/test/loginAs';
import { renderApp, resetPortal } from '@portal/test/renderApp';

installMockServer();

beforeEach(() => resetPortal());

/** The seed's private training (password `hoj-strings`); alice registered for it, bob did not. */
const PRIVATE = 7;

const passwordForm = () => screen.findByRole('region', { name: 'Password required' });

describe('a training’s home', () => {
  it('sends a visitor home with the login dialog', async () => {
    const { router } = renderApp(`/training/${PRIVATE}`);
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    const dialog = await screen.findByRole('dialog', { name: 'Welcome back' });
    expect(within(dialog).getByText('Please login first')).toBeInTheDocument();
  });

  it('shows the training’s facts and the user’s progress as the server counts them', async () => {
    await loginAs('alice');
    const training = await unwrap(
      api.GET('/api/get-training-detail', { params: { query: { tid: PRIVATE } } }),
    );
    renderApp(`/training/${PRIVATE}`);
    const progress = await screen.findByRole('progressbar', { name: 'Training progress' });
    expect(progress).toHaveTextContent(`${training.acCount} / ${training.problemCount}`);
    const facts = screen.getByRole('region', { name: 'About this training' });
    expect(within(facts).getByText('Problems').nextElementSibling).toHaveTextContent(
      String(training.problemCount),
    );
    expect(within(facts).getByRole('link', { name: 'root' })).toHaveAttribute(
      'href',
      '/user-home?username=root',
    );
    // alice registered: no password asked, and the private training's rank tab is there.
    expect(screen.queryByRole('region', { name: 'Password required' })).not.toBeInTheDocument();
    const tabs = screen.getByRole('navigation', { name: 'Training pages' });
    expect(within(tabs).getByRole('link', { name: 'Introduction' })).toHaveAttribute('aria-current', 'page');
    expect(within(tabs).getByRole('link', { name: 'Rank' })).toHaveAttribute(
      'href',
      `/training/${PRIVATE}/rank`,
    );
    expect(await screen.findByRole('heading', { level: 2, name: 'Introduction' })).toBeInTheDocument();
  });

  it('asks for a private training’s password, refuses an empty or wrong one, and opens the problems with the right one', async () => {
    await loginAs('bob');
    const { user } = renderApp(`/training/${PRIVATE}`);
    const form = await passwordForm();
    const tabs = screen.getByRole('navigation', { name: 'Training pages' });
    expect(within(tabs).getByRole('link', { name: /Problems \(password needed\)/ })).toBeInTheDocument();

    await user.click(within(form).getByRole('button', { name: 'Enter the training' }));
    expect(await within(form).findByText('Enter the training password')).toBeInTheDocument();
    const field = within(form).getByLabelText('Training password');
    expect(field).toHaveFocus();

    await user.type(field, 'guess');
    await user.click(within(form).getByRole('button', { name: 'Enter the training' }));
    expect(await within(form).findByText('Wrong training password. Please try again.')).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');

    await user.clear(field);
    await user.type(field, 'hoj-strings{Enter}');
    expect(await screen.findByText('Register training successfully')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Password required' })).not.toBeInTheDocument(),
    );
    await user.click(within(tabs).getByRole('link', { name: 'Problems' }));
    const table = await screen.findByRole('region', { name: 'Training problems' });
    expect(await within(table).findByRole('link', { name: 'P1002' })).toHaveAttribute(
      'href',
      `/training/${PRIVATE}/problem/P1002`,
    );
  });

  it('says so when the training cannot be shown', async () => {
    await loginAs('alice');
    renderApp('/training/8');
    // The seed's hidden draft: the server says it does not exist.
    expect(await screen.findByText('The training could not be loaded')).toBeInTheDocument();
  });
});
