import { expect, test } from '../support/test';

test.describe('language switch (Indonesian default, English)', () => {
  test('on a public page: switches, sends Accept-Language, and is kept after a reload', async ({ page }) => {
    await page.goto('/forgot');
    await expect(page.locator('html')).toHaveAttribute('lang', 'id');
    await expect(page.getByRole('button', { name: 'Kirim link reset' })).toBeVisible();

    await page.getByTestId('language-switch').click();
    await page.getByRole('menuitem', { name: /English/ }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('button', { name: 'Send reset link' })).toBeVisible();

    const request = page.waitForRequest((r) => r.url().endsWith('/api/forgotpassword'));
    await page.getByRole('textbox', { name: 'E-mail' }).fill('nobody@example.com');
    await page.getByRole('button', { name: 'Send reset link' }).click();
    expect((await request).headers()['accept-language']).toBe('en');
    await expect(page.getByTestId('forgot-success')).toHaveText('The reset password link was sent to your e-mail');

    await page.reload();
    await expect(page.getByRole('button', { name: 'Send reset link' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('konsol.lang'))).toBe('en');

    await page.getByTestId('language-switch').click();
    await page.getByRole('menuitem', { name: /Bahasa Indonesia/ }).click();
    await expect(page.getByRole('button', { name: 'Kirim link reset' })).toBeVisible();
  });

  test.describe('in the console toolbar', () => {
    test.use({ role: 'operator' });

    test('switches the drawer, the header and the figures', async ({ page }) => {
      await page.goto('/dashboard');
      await expect(page.getByTestId('figure-agenaktiftoday')).toContainText('Agen Aktif Hari ini');
      await expect(page.getByRole('navigation', { name: 'Navigasi utama' })).toContainText('Menu Applikasi');
      await page.getByTestId('language-switch').click();
      await page.getByRole('menuitem', { name: /English/ }).click();
      await expect(page.getByTestId('figure-agenaktiftoday')).toContainText('Active Agents Today');
      await expect(page.getByRole('navigation', { name: 'Main navigation' })).toContainText('App Menu');
      await expect(page.getByRole('navigation', { name: 'Main navigation' })).toContainText('Delete Account');
    });
  });
});
