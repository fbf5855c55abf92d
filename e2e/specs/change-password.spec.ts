import { freshAccount } from '../support/accounts-api';
import { expect, loginThroughForm, snackbar, test, useLanguage } from '../support/test';

test.describe('change password', () => {
  test('rules (required, minimum 8, confirm equals new), wrong current password, success keeps this browser signed in', async ({
    page,
    request,
    baseURL,
  }) => {
    const account = await freshAccount(request, baseURL!, 'chpass');
    await useLanguage(page, 'en');
    await loginThroughForm(page, account.email, account.password);

    await page.getByTestId('profile-button').click();
    await page.getByRole('menuitem', { name: 'Change Password' }).click();
    await expect(page).toHaveURL(/\/changepassword$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Change Password' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'breadcrumb' })).toContainText('Dashboard');

    const current = page.getByLabel(/^Password/);
    const next = page.getByLabel(/^New Password/);
    const confirm = page.getByLabel(/^Confirm Password/);
    const change = page.getByRole('button', { name: 'Change', exact: true });

    await change.click();
    await expect(page.getByText('Field is required')).toHaveCount(3);
    await current.fill(account.password);
    await next.fill('short');
    await confirm.fill('other');
    await change.click();
    await expect(page.getByText('Password must be at least 8 characters')).toBeVisible();
    await expect(page.getByText('Confirm password must equal the new password')).toBeVisible();

    await current.fill('not-my-password');
    await next.fill('brand-new-pass');
    await confirm.fill('brand-new-pass');
    await change.click();
    await expect(page.getByText('Current password is wrong')).toBeVisible();

    const oldToken = await page.evaluate(() => localStorage.getItem('token'));
    await current.fill(account.password);
    await change.click();
    await expect(snackbar(page)).toHaveText('Ganti Password Successfully');
    await expect(current).toHaveValue('');

    // the stored token was replaced by the fresh one, so this browser stays signed in
    const newToken = await page.evaluate(() => localStorage.getItem('token'));
    expect(newToken).toBeTruthy();
    expect(newToken).not.toBe(oldToken);
    await page.getByRole('link', { name: 'Dashboard' }).first().click();
    await expect(page.getByTestId('server-name')).toBeVisible();
    expect((await request.get('/api/getme', { headers: { authorization: `Bearer ${oldToken}` } })).status()).toBe(401);

    // Cancel goes back to the dashboard
    await page.goto('/changepassword');
    await page.getByRole('button', { name: 'Cancel', exact: true }).click();
    await expect(page).toHaveURL(/\/dashboard$/);

    // the new password is the one that works now
    await page.getByTestId('profile-button').click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await loginThroughForm(page, account.email, 'brand-new-pass');
  });
});
