import { expect, test } from '../../support/fixtures';
import { signInToPortal } from '../../support/portal';

const NAME = 'Algorithms Study Club';

test.describe('groups', () => {
  test('admin creates a protected group, bob applies, the owner approves, and bob sees the tabs but not the settings', async ({
    page,
    browser,
    baseURL,
  }) => {
    // alice has fewer accepted problems than the server asks of a group's creator: the site admin creates it.
    await signInToPortal(page, 'admin');
    await page.goto('/group');
    await page.getByRole('button', { name: 'Create group' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create a group' });
    await dialog.getByLabel('Group name').fill(NAME);
    await dialog.getByLabel("Short name (prefix of the group's problem ids)").fill('algoclub');
    await dialog.getByLabel('Brief').fill('Weekly problem solving for first-years');
    await dialog.getByLabel('Visibility').selectOption({ label: 'Protected' });
    await dialog.getByLabel('Invitation code').fill('algo24');
    await dialog.getByLabel('Description (Markdown)').fill('We meet on **Thursdays** in room 302.');
    await dialog.getByRole('button', { name: 'Create', exact: true }).click();
    await expect(page.getByText('Group created')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: NAME })).toBeVisible();
    const groupPath = new URL(page.url()).pathname;

    const bob = await browser.newPage({ baseURL });
    await signInToPortal(bob, 'bob');
    await bob.goto(groupPath);
    const membership = bob.getByRole('group', { name: 'Membership' });
    await membership.getByRole('button', { name: 'Apply to join' }).click();
    const apply = bob.getByRole('dialog', { name: 'Apply to join the group' });
    await apply.getByLabel('Reason for applying').fill('I am in the first-year class and want to practise.');
    await apply.getByRole('button', { name: 'Send application' }).click();
    await expect(bob.getByText('Application pending')).toBeVisible();
    const bobTabs = bob.getByRole('navigation', { name: 'Group pages' });
    await expect(bobTabs.getByRole('link', { name: 'Problems' })).toHaveAttribute('aria-disabled', 'true');

    await page
      .getByRole('navigation', { name: 'Group pages' })
      .getByRole('link', { name: 'Members' })
      .click();
    await page
      .getByRole('region', { name: 'Waiting applications' })
      .getByRole('button', { name: 'Approve bob' })
      .click();
    await expect(page.getByText('Level updated')).toBeVisible();

    await bob.reload();
    for (const tab of ['Problems', 'Trainings', 'Contests', 'Members', 'Rank'])
      await expect(bobTabs.getByRole('link', { name: tab })).not.toHaveAttribute('aria-disabled', 'true');
    await expect(bobTabs.getByRole('link', { name: 'Settings' })).toHaveCount(0);
    await bob.goto(`${groupPath}/setting`);
    await expect(bob.getByText("Only the group's roots change its settings")).toBeVisible();
    await bob.close();
  });
});
