import { expect, test, useLanguage } from '../support/test';

test.describe('public pages', () => {
  test('landing: hero, six features, stats, three blog teasers, footer with the year, Login and Register', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const features = page.locator('#features');
    await expect(features.getByRole('heading', { level: 3 })).toHaveCount(6);
    await expect(page.locator('#stats')).toBeVisible();
    await expect(page.locator('#blog').getByRole('heading', { level: 3 })).toHaveCount(3);
    await expect(page.getByTestId('footer-copyright')).toContainText(String(new Date().getFullYear()));
    await page.getByRole('banner').getByRole('link', { name: 'Register' }).click();
    await expect(page).toHaveURL(/\/register$/);
    await page.goBack();
    await page.getByRole('banner').getByRole('link', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('login page: "Login App Console", links to forgot password and create account', async ({ page }) => {
    await useLanguage(page, 'en');
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Login App Console' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Login' })).toBeDisabled();
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page).toHaveURL(/\/forgot$/);
    await expect(page.getByRole('heading', { name: 'Reset Password' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to login' }).click();
    await page.getByRole('link', { name: 'Create account' }).click();
    await expect(page).toHaveURL(/\/register$/);
    await expect(page.getByRole('heading', { name: 'SignUp' })).toBeVisible();
  });

  test('not-found page for an unknown address', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page.getByText('404')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Halaman tidak ditemukan' })).toBeVisible();
    await page.getByRole('link', { name: 'Kembali ke Beranda' }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});
