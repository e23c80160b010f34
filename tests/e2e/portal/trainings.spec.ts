import { trainingDrafts } from '@hoj/mocks/trainings/drafts';
import { expect, test } from '../../support/fixtures';
import { signInToPortal } from '../../support/portal';

/** The seed's private training (its drafts are numbered from 1): alice is registered, bob is not. */
const PRIVATE_INDEX = trainingDrafts.findIndex((draft) => draft.auth === 'Private' && draft.privatePwd);
const PRIVATE = trainingDrafts[PRIVATE_INDEX]!;
const PRIVATE_ID = PRIVATE_INDEX + 1;

test.describe('trainings', () => {
  test('a visitor opening a training from the list is asked to log in first', async ({ page }) => {
    await page.goto('/training');
    const list = page.getByRole('region', { name: 'Training list' });
    await list.getByRole('link', { name: PRIVATE.title, exact: true }).click();

    const dialog = page.getByRole('dialog', { name: 'Welcome back' });
    await expect(dialog.getByText('Please login first')).toBeVisible();
    await expect(page).toHaveURL(/\/training$/);
  });

  test('a user registers for a private training with its password and sees its problems', async ({
    page,
  }) => {
    await signInToPortal(page, 'bob');
    await page.goto(`/training/${PRIVATE_ID}`);
    await expect(page.getByRole('heading', { level: 1, name: PRIVATE.title })).toBeVisible();

    const tabs = page.getByRole('navigation', { name: 'Training pages' });
    const problemsTab = tabs.getByRole('link', { name: /^Problems/ });
    await problemsTab.click();
    await expect(page).toHaveURL(new RegExp(`/training/${PRIVATE_ID}/problems$`));
    // The home page has a password form of its own: the address changes before the problems page is drawn, and
    // a password typed in that moment went into the home page's form, which then left with it.
    await expect(problemsTab).toHaveAttribute('aria-current', 'page');
    const gate = page.getByRole('region', { name: 'Password required' });
    const password = gate.getByLabel('Training password');
    await password.fill('not-the-password');
    await gate.getByRole('button', { name: 'Enter the training' }).click();
    await expect(gate.getByText('Wrong training password. Please try again.')).toBeVisible();

    await password.fill(PRIVATE.privatePwd!);
    await gate.getByRole('button', { name: 'Enter the training' }).click();
    await expect(page.getByText('Register training successfully')).toBeVisible();
    const problems = page.getByRole('table', { name: 'Training problems' });
    for (const id of PRIVATE.problems) await expect(problems.getByRole('link', { name: id })).toBeVisible();
    await expect(gate).toHaveCount(0);
  });
});
