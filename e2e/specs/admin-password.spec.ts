import { startBuiltServer } from '../support/own-server';
import { expect, snackbar, test, useLanguage } from '../support/test';

// A newcomer's `npm start`: the administrator has the built-in password, and must choose a new one before anything
// else. Its own server, since the shared one starts with ADMIN_PASSWORD set.
test.describe('the built-in administrator password', () => {
  let server: Awaited<ReturnType<typeof startBuiltServer>>;
  test.beforeAll(async () => {
    server = await startBuiltServer({ SEED_DEMO: 'false' });
  });
  test.afterAll(() => server?.stop());

  test('signing in leads to the change-password page only; after the change the console opens', async ({ page }) => {
    await useLanguage(page, 'en');
    await page.goto(`${server.baseURL}/login`);
    await page.getByRole('textbox', { name: /e-mail/i }).fill('admin@konsol.local');
    await page.getByLabel(/^password/i).fill('admin12345');
    await page.getByLabel(/^password/i).press('Enter');
    await expect(page).toHaveURL(/\/changepassword$/);
    await expect(page.getByRole('alert').filter({ hasText: 'this account still has the built-in one' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Cancel' })).toHaveCount(0);
    // Refused calls of the console frame lead here; they are no "access denied" and no way back to /login.
    await expect(snackbar(page)).toHaveCount(0);

    await page.goto(`${server.baseURL}/admin/mitraserver`);
    await expect(page).toHaveURL(/\/changepassword$/);

    await page.getByLabel(/^Password/).fill('admin12345');
    await page.getByLabel(/^New Password/).fill('my-first-own-pass');
    await page.getByLabel(/^Confirm Password/).fill('my-first-own-pass');
    await page.getByRole('button', { name: 'Change', exact: true }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto(`${server.baseURL}/admin/mitraserver`);
    await expect(page).toHaveURL(/\/admin\/mitraserver$/);
    await expect(page.getByRole('table')).toBeVisible();
  });
});
