import { seriousViolations } from '../support/axe';
import { expect, test, useLanguage } from '../support/test';

/** Every content screen, and its add dialog, has no serious or critical axe violation. */
const screens: [path: string, ready: string, add: string][] = [
  ['/applist', 'App Name', ''],
  ['/kategori', 'Categories', 'Add category'],
  ['/news', 'News', 'Add news'],
  ['/popup', 'Popup info', 'Add Popup Info'],
  ['/slider', 'Slider banners', 'Add banner'],
];

test.describe('content screens are accessible (axe)', () => {
  test.use({ role: 'operator' });
  for (const [path, ready, add] of screens) {
    test(`${path} and its dialog`, async ({ page }) => {
      await useLanguage(page, 'en');
      await page.goto(path);
      if (path === '/applist') await expect(page.getByRole('textbox', { name: ready })).toBeVisible();
      else await expect(page.getByRole('table', { name: ready }).locator('tbody tr').first()).toBeVisible();
      await expect(page.getByTestId('phone-screen')).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(await seriousViolations(page, { bestPractice: false })).toEqual([]);
      if (add) {
        await page.getByRole('button', { name: add }).click();
        await expect(page.getByRole('dialog')).toBeVisible();
        expect(await seriousViolations(page, { bestPractice: false })).toEqual([]);
      }
    });
  }
});
