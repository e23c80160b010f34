import { readCaptchaText, resetPasswordCodeFor } from '@hoj/mocks/accounts/accountFlows';
import { test, expect } from '../../support/fixtures';

/**
 * Account flows against the mock backend. Its conventions (mocks/src/accounts/accountFlows.ts): the register code
 * is always 123456, the captcha text is read back from its picture, and the reset link's code for a username is
 * resetPasswordCodeFor(username) (the mock prints the same link in its output).
 */
test.describe('accounts in Chinese', () => {
  test.use({ locale: 'zh-CN' });

  test('a visitor registers, logs in and sees the user menu', async ({ page }) => {
    await page.goto('/home');
    await page.getByRole('button', { name: '登录' }).click();
    await page
      .getByRole('dialog', { name: '欢迎登录' })
      .getByRole('button', { name: '没有账号？立即注册' })
      .click();

    const dialog = page.getByRole('dialog', { name: '注册账号' });
    await dialog.getByLabel('用户名').fill('newbie');
    await dialog.getByLabel('邮箱', { exact: true }).fill('newbie@example.com');
    await dialog.getByLabel('密码', { exact: true }).fill('secret1');
    await dialog.getByLabel('确认密码').fill('secret1');
    await dialog.getByRole('button', { name: '获取验证码' }).click();
    await expect(dialog.getByRole('status')).toContainText('newbie@example.com');
    await expect(dialog.getByRole('button', { name: /秒后可重新发送/ })).toBeDisabled();
    await dialog.getByLabel('邮箱验证码').fill('123456');
    await dialog.getByRole('button', { name: '注册', exact: true }).click();

    const login = page.getByRole('dialog', { name: '欢迎登录' });
    await expect(login.getByLabel('用户名')).toHaveValue('newbie');
    await login.getByLabel('密码').fill('secret1');
    await login.getByRole('button', { name: '登录' }).click();
    await expect(login).toBeHidden();
    await expect(page.getByRole('button', { name: /newbie/ })).toBeVisible();
    // The recent broadcast notice reaches every new account, so the user menu carries an unread badge.
    await expect(page.getByRole('button', { name: /newbie/ })).toContainText('1 条未读消息');
  });
});

test.describe('accounts in English', () => {
  test.use({ locale: 'en-US' });

  test('five wrong passwords bring the slide verify, solved with the keyboard', async ({ page }) => {
    await page.goto('/home');
    await page.getByRole('button', { name: 'Login' }).click();
    const dialog = page.getByRole('dialog', { name: 'Welcome back' });
    await dialog.getByLabel('Username').fill('alice');
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      await expect(dialog.getByRole('slider')).toHaveCount(0);
      await dialog.getByLabel('Password').fill(`wrong-${attempt}`);
      await dialog.getByRole('button', { name: 'Sign in' }).click();
      await expect(dialog.getByRole('alert')).toBeVisible();
      await expect(dialog.getByRole('button', { name: 'Sign in' })).toBeEnabled();
    }
    const slider = dialog.getByRole('slider', { name: 'Puzzle slider' });
    await expect(slider).toBeVisible();

    await dialog.getByLabel('Password').fill('alice123');
    await dialog.getByRole('button', { name: 'Sign in' }).click();
    await expect(dialog.getByText('Please complete the slider check first')).toBeVisible();
    await expect(slider).toBeFocused();

    // Solved as a screen-reader user would: the slider says when the piece is close to the gap and when it is on it.
    await slider.press('Home');
    const spoken = () => slider.getAttribute('aria-valuetext');
    while (!(await spoken())?.includes('close to the gap')) await slider.press('PageUp');
    while (!(await spoken())?.includes('on the gap')) await slider.press('ArrowRight');
    await slider.press('Enter');
    await expect(dialog.getByText('Check passed, you can sign in now')).toBeVisible();

    await dialog.getByRole('button', { name: 'Sign in' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: /alice/ })).toBeVisible();
  });

  test('a password is reset through the mailed link and works for logging in', async ({ page }) => {
    await page.goto('/home');
    await page.getByRole('button', { name: 'Login' }).click();
    await page
      .getByRole('dialog', { name: 'Welcome back' })
      .getByRole('button', { name: 'Forgot password' })
      .click();

    const dialog = page.getByRole('dialog', { name: 'Reset password' });
    await dialog.getByLabel('Email').fill('alice@hoj.test');
    const picture = dialog.getByRole('img', { name: 'Captcha image' });
    await expect(picture).toBeVisible();
    await dialog.getByLabel('Captcha').fill(readCaptchaText((await picture.getAttribute('src')) ?? ''));
    await dialog.getByRole('button', { name: 'Send reset email' }).click();
    await expect(dialog.getByRole('status')).toContainText('A reset email was sent to alice@hoj.test');
    await expect(dialog.getByRole('button', { name: /^Send again in \d+ s$/ })).toBeDisabled();
    await dialog.getByRole('button', { name: 'Close' }).click();

    await page.goto(`/reset-password?username=alice&code=${resetPasswordCodeFor('alice')}`);
    await expect(page.getByRole('heading', { name: 'Set a new password' })).toBeVisible();
    await expect(page.getByLabel('Username')).toHaveValue('alice');
    await page.getByLabel('New password', { exact: true }).fill('brand-new1');
    await page.getByLabel('Confirm new password').fill('brand-new1');
    await page.getByRole('button', { name: 'Reset password' }).click();

    await expect(page.getByText('Your password has been reset')).toBeVisible();
    await expect(page).toHaveURL(/\/home$/);
    const login = page.getByRole('dialog', { name: 'Welcome back' });
    await expect(login.getByLabel('Username')).toHaveValue('alice');
    await login.getByLabel('Password').fill('brand-new1');
    await login.getByRole('button', { name: 'Sign in' }).click();
    await expect(login).toBeHidden();
    await expect(page.getByRole('button', { name: /alice/ })).toBeVisible();
  });
});
