import { freshAccount } from '../support/accounts-api';
import { pathOf, waitForMail } from '../support/mail';
import { expect, test, useLanguage } from '../support/test';

test.describe('forgot and reset password', () => {
  test('forgot → e-mail → /resetpass/{token} → login with the new password; the old one is refused', async ({ page, request, baseURL }) => {
    const account = await freshAccount(request, baseURL!, 'reset');
    await useLanguage(page, 'id');
    await page.goto('/forgot');
    await expect(page.getByRole('heading', { name: 'Reset Password' })).toBeVisible();
    const since = Date.now();
    await page.getByRole('textbox', { name: 'E-mail' }).fill(account.email);
    await page.getByRole('button', { name: 'Kirim link reset' }).click();
    await expect(page.getByTestId('forgot-success')).toHaveText('Reset password link terkirim ke email anda');

    const link = await waitForMail(account.email, /(\S+\/resetpass\/\S+)/, { since });
    await page.goto(pathOf(link));
    const first = page.getByLabel(/^(Password baru|New password)/);
    const second = page.getByLabel(/^(Ulangi password baru|Repeat new password)/);
    await page.getByRole('button', { name: 'Simpan password' }).click();
    await expect(page.getByText('Wajib diisi')).toHaveCount(2);

    // switch to English to see the spec's own words
    await page.getByTestId('language-switch').click();
    await page.getByRole('menuitem', { name: /English/ }).click();
    await expect(page.getByText('Field is required')).toHaveCount(2);
    await first.fill('abc');
    await first.blur();
    await expect(page.getByText('password minimum 4 characters')).toBeVisible();

    // show/hide toggle
    await expect(first).toHaveAttribute('type', 'password');
    await page.getByRole('button', { name: 'Show password' }).first().click();
    await expect(first).toHaveAttribute('type', 'text');

    const newPassword = 'second-pass-2';
    await first.fill(newPassword);
    await second.fill(newPassword);
    await page.getByRole('button', { name: 'Save password' }).click();
    await expect(page.getByTestId('reset-success')).toBeVisible();
    await page.getByRole('link', { name: 'Login' }).click();

    await page.getByRole('textbox', { name: 'E-mail' }).fill(account.email);
    await page.getByLabel(/^Password/).fill(account.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByTestId('login-error')).toHaveText('Wrong e-mail or password');

    await page.getByLabel(/^Password/).fill(newPassword);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('a reset link that is not valid is refused with the server message', async ({ page }) => {
    await useLanguage(page, 'en');
    await page.goto('/resetpass/unknown-token');
    await page.getByLabel(/^New password/).fill('abcd');
    await page.getByLabel(/^Repeat new password/).fill('abcd');
    await page.getByRole('button', { name: 'Save password' }).click();
    await expect(page.getByRole('alert')).toContainText('The reset link is invalid or has expired');
  });
});
