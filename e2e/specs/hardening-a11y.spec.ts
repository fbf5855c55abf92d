import type { Locator, Page } from '@playwright/test';
import { MITRA } from '../support/accounts';
import { seriousViolations } from '../support/axe';
import { consoleRoutes } from '../support/console-routes';
import { tokenOfRole } from '../support/content';
import { expect, snackbar, test, useLanguage } from '../support/test';

/**
 * Hardening (issue #8, item 8): axe (WCAG 2 A/AA) on EVERY route of the console's route table
 * (apps/web/src/app/routes.tsx, read here so a new route is covered without touching this file) as the role that
 * may open it, and on the public pages → no serious or critical violation. Then one flow of each kind done with
 * the keyboard alone: the login, a dialog form, a table row action with its confirmation.
 */

const routes = consoleRoutes();
const publicPages = [
  '/',
  '/login',
  '/register',
  '/forgot',
  '/resetpass/some-token',
  '/activate/some-token',
  '/confirm-email/some-token',
  '/not-a-page',
];

/** A real value for a `:param` of a route (an existing record where the API lists one), else a missing id. */
async function fillParams(page: Page, route: string): Promise<string> {
  if (!route.includes(':')) return route;
  let orderId = '999999999';
  if (route.includes(':orderid')) {
    const res = await page.request.get('/api/backoffice/tokensms/order?size=1', {
      headers: { authorization: `Bearer ${tokenOfRole('operator')}` },
    });
    const first = res.ok() ? ((await res.json()) as { data?: { content?: { id: number }[] } }).data?.content?.[0] : undefined;
    if (first) orderId = String(first.id);
  }
  return route.replace(':orderid', orderId).replace(/:[a-zA-Z]+/g, '1');
}

test('the route table was read', () => {
  expect(routes.length).toBeGreaterThan(20);
  expect(routes.map((r) => r.path)).toContain('/dashboard');
  expect(routes.some((r) => r.adminOnly)).toBe(true);
});

for (const role of ['operator', 'admin'] as const) {
  test.describe(`axe on every console route as ${role}`, () => {
    test.use({ role });
    for (const r of routes.filter((x) => x.adminOnly === (role === 'admin'))) {
      test(`${r.name} ${r.path}`, async ({ page }) => {
        test.setTimeout(240_000);
        await page.goto(await fillParams(page, r.path));
        await expect(page.getByRole('main')).toBeVisible({ timeout: 90_000 });
        await expect(page.locator('main h1, main [role="heading"]').first()).toBeVisible();
        await page.waitForLoadState('networkidle');
        // Loading indicators are indeterminate; a gauge (a progress bar with a value) is content.
        await expect(page.locator('main [role="progressbar"]:not([aria-valuenow])')).toHaveCount(0, { timeout: 60_000 });
        expect(await seriousViolations(page, { bestPractice: false })).toEqual([]);
      });
    }
  });
}

// With axe's best practices too: these pages are the only ones a stranger sees.
test.describe('axe on the public pages', () => {
  for (const p of publicPages) {
    test(`public ${p}`, async ({ page }) => {
      test.setTimeout(180_000);
      await page.goto(p);
      await expect(page.locator('h1').first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(await seriousViolations(page)).toEqual([]);
    });
  }
});

/** Presses Tab until `target` has the focus (keyboard only; at most `max` presses). */
async function tabTo(page: Page, target: Locator, max = 120, key = 'Tab') {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement || el.contains(document.activeElement)).catch(() => false)) return;
    await page.keyboard.press(key);
  }
  throw new Error(`could not reach ${target} with ${key}`);
}

test('keyboard only: log in, add a running text in its dialog, find it and delete it from the table with confirmation', async ({
  page,
}) => {
  test.setTimeout(300_000);
  await useLanguage(page, 'en');
  // 1. Login: the e-mail field has the focus; Tab to the password; Enter submits.
  await page.goto('/login');
  await expect(page.getByRole('textbox', { name: 'E-mail' })).toBeFocused();
  await page.keyboard.type(MITRA.email);
  await page.keyboard.press('Tab');
  await expect(page.getByLabel(/^Password/)).toBeFocused();
  await page.keyboard.type(MITRA.password);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/dashboard$/);

  // 2. To the screen through the drawer link.
  const link = page.getByRole('link', { name: 'Running Text' }).first();
  await tabTo(page, link);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/runningtext/);

  // 3. A dialog form: open, Escape closes it and gives the focus back; open again, type, Enter on Save.
  const add = page.getByRole('button', { name: 'Add', exact: true });
  await tabTo(page, add);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Add running text' });
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(add).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  const message = dialog.getByRole('textbox', { name: 'Message' });
  await tabTo(page, message);
  const text = `Keyboard ${Date.now().toString(36)}`;
  await page.keyboard.type(text);
  await tabTo(page, dialog.getByRole('button', { name: 'Save' }));
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(snackbar(page)).toBeVisible();

  // 4. A table action: search for the row, Tab to its Delete action, confirm with the keyboard.
  const search = page.getByRole('textbox', { name: 'Search' });
  await tabTo(page, search);
  await page.keyboard.type(text);
  const row = page.locator('tbody tr').filter({ hasText: text });
  await expect(row).toHaveCount(1);
  await tabTo(page, row.getByRole('button', { name: /^Delete/ }));
  await page.keyboard.press('Enter');
  const confirm = page.getByRole('dialog', { name: 'Confirmation' });
  await expect(confirm).toBeVisible();
  await tabTo(page, confirm.getByRole('button', { name: 'Delete' }));
  await page.keyboard.press('Enter');
  await expect(confirm).toBeHidden();
  await expect(page.locator('tbody tr').filter({ hasText: text })).toHaveCount(0);
});
