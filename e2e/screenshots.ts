import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { screenshotsDir } from './support/paths';
import { expect, test } from './support/test';

/**
 * The README's pictures: `npm run screenshots -w e2e` (after `npm run build`) writes landing, login and dashboard
 * to docs/screenshots/. Other pages go to e2e/.tmp/screens for a look before a change lands.
 */
const reviewDir = path.join(import.meta.dirname, '.tmp/screens');
mkdirSync(screenshotsDir, { recursive: true });
mkdirSync(reviewDir, { recursive: true });

test.use({ viewport: { width: 1440, height: 900 }, deviceScaleFactor: 1 });

async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => document.fonts.ready);
  await page.addStyleTag({
    content: '*, *::before, *::after { transition: none !important; animation: none !important; caret-color: transparent !important; }',
  });
}

test('landing and login', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await settle(page);
  await page.screenshot({ path: path.join(screenshotsDir, 'landing.png') });
  await page.screenshot({ path: path.join(reviewDir, 'landing-full.png'), fullPage: true });

  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await settle(page);
  await page.screenshot({ path: path.join(screenshotsDir, 'login.png') });

  for (const p of ['register', 'forgot', 'resetpass/preview', 'activate/preview', 'nowhere']) {
    await page.goto(`/${p}`);
    await expect(page.locator('h1').first()).toBeVisible();
    await settle(page);
    await page.screenshot({ path: path.join(reviewDir, `${p.replace(/\//g, '-')}.png`) });
  }
  await page.setViewportSize({ width: 390, height: 844 });
  for (const p of ['', 'login']) {
    await page.goto(`/${p}`);
    await settle(page);
    await page.screenshot({ path: path.join(reviewDir, `mobile-${p || 'landing'}.png`) });
  }
});

test.describe('console', () => {
  test.use({ role: 'operator' });

  test('dashboard and the console pages', async ({ page }) => {
    await page.goto('/dashboard');
    await expect(page.getByTestId('server-name')).toContainText('Pulsa Nusantara');
    await expect(page.getByTestId('figure-totalagen')).not.toContainText('-');
    await settle(page);
    await page.screenshot({ path: path.join(screenshotsDir, 'dashboard.png') });

    for (const p of ['profile', 'changepassword', 'wallet']) {
      await page.goto(`/${p}`);
      await expect(page.locator('h1').first()).toBeVisible();
      await settle(page);
      await page.screenshot({ path: path.join(reviewDir, `${p}.png`) });
    }
    await page.getByTestId('push-button').click();
    await settle(page);
    await page.screenshot({ path: path.join(reviewDir, 'push-dialog.png') });
    await page.keyboard.press('Escape');
    await page.getByTestId('profile-button').click();
    await page.screenshot({ path: path.join(reviewDir, 'profile-menu.png') });
    await page.keyboard.press('Escape');

    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/dashboard');
    await settle(page);
    await page.screenshot({ path: path.join(reviewDir, 'mobile-dashboard.png') });
    await page.getByTestId('drawer-toggle').click();
    await page.screenshot({ path: path.join(reviewDir, 'mobile-drawer.png') });
  });
});
