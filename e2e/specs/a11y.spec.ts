import { seriousViolations } from '../support/axe';
import { expect, test } from '../support/test';

// The public pages are scanned in hardening-a11y.spec.ts, with the same rules.
test.describe('accessibility (axe: no serious or critical violations)', () => {
  test.describe('console', () => {
    test.use({ role: 'operator' });
    for (const path of ['/dashboard', '/profile', '/changepassword', '/wallet']) {
      test(`console page ${path}`, async ({ page }) => {
        await page.goto(path);
        await expect(page.locator('h1').first()).toBeVisible();
        await page.waitForLoadState('networkidle');
        expect(await seriousViolations(page)).toEqual([]);
      });
    }
  });

  test('the login form is usable with the keyboard alone', async ({ page }) => {
    await page.goto('/login');
    const email = page.getByRole('textbox', { name: 'E-mail' });
    await expect(email).toBeFocused();
    await page.keyboard.type('mitra@konsol.local');
    await page.keyboard.press('Tab');
    await expect(page.getByLabel(/^Password/)).toBeFocused();
    await page.keyboard.type('not-the-password');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Tampilkan password' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByLabel(/^Password/)).toHaveAttribute('type', 'text');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Lupa password?' })).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('login-error')).toBeVisible();
  });
});
