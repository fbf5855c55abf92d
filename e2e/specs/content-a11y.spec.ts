import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test, useLanguage } from '../support/test';

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ id: v.id, nodes: v.nodes.map((n) => n.target.join(' ')).slice(0, 5) }));
}

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
      expect(await seriousViolations(page)).toEqual([]);
      if (add) {
        await page.getByRole('button', { name: add }).click();
        await expect(page.getByRole('dialog')).toBeVisible();
        expect(await seriousViolations(page)).toEqual([]);
      }
    });
  }
});
