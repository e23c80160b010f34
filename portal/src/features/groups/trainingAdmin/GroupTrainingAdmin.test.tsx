import { screen, waitFor, within } from '@testing-library/react';
import { installMockServer } from '@hoj/mocks/jest/installMockServer';
import { loginAs } from '@portal/test/loginAs';
import { renderApp, resetPortal } from '@portal/test/renderApp';

installMockServer();

beforeEach(() => resetPortal());

describe("a group's training admin", () => {
  it('creates a training, then adds a public problem and a group problem to it', async () => {
    await loginAs('alice');
    const { user } = renderApp('/group/3/training');
    await user.click(await screen.findByRole('button', { name: 'Manage trainings' }));
    await user.click(await screen.findByRole('button', { name: 'New training' }));
    const dialog = await screen.findByRole('dialog', { name: 'New training' });

    // Nothing typed: core's rules speak at each field, and nothing is sent.
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByLabelText('Training title')).toHaveAccessibleDescription(
      'Training Title is required',
    );

    await user.type(within(dialog).getByLabelText('Training title'), '期中复习');
    await user.type(within(dialog).getByRole('textbox', { name: 'Description (Markdown)' }), '复习**循环**');
    const category = within(dialog).getByLabelText('Category');
    await waitFor(() => expect(within(category).getAllByRole('option').length).toBeGreaterThan(1));
    await user.selectOptions(category, within(category).getAllByRole('option')[1]!);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Created')).toBeInTheDocument();

    const table = await screen.findByRole('region', { name: 'Trainings to manage' });
    const row = (await within(table).findByText('期中复习')).closest('tr') as HTMLElement;
    expect(within(row).getByRole('switch', { name: '“期中复习” visible to members' })).toBeChecked();
    await user.click(within(row).getByRole('button', { name: 'Problems of “期中复习”' }));
    const problems = await screen.findByRole('dialog', { name: 'Training problems: 期中复习' });
    expect(await within(problems).findByText('The training has no problems yet')).toBeInTheDocument();

    await user.click(within(problems).getByRole('button', { name: 'Add from the public bank' }));
    const bank = await within(problems).findByRole('region', { name: 'Public problems' });
    await user.click(await within(bank).findByRole('button', { name: 'Add P1001' }));
    const inTraining = await within(problems).findByRole('region', { name: 'Problems in the training' });
    expect(await within(inTraining).findByText('P1001')).toBeInTheDocument();

    await user.click(within(problems).getByRole('button', { name: "Add from the group's problems" }));
    const own = await within(problems).findByRole('region', { name: "The group's problems" });
    await user.click(await within(own).findByRole('button', { name: 'Add CS2401A' }));
    expect(await within(inTraining).findByText('CS2401A')).toBeInTheDocument();
  });

  it('shows a plain member no admin controls', async () => {
    await loginAs('alice');
    renderApp('/group/1/training');
    expect(await screen.findByRole('heading', { name: /Trainings|训练/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Manage trainings' })).not.toBeInTheDocument();
  });
});
