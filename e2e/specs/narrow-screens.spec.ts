import type { APIRequestContext, Locator } from '@playwright/test';
import { seriousViolations } from '../support/axe';
import { api, tokenOfRole } from '../support/content';
import { expect, test } from '../support/test';

/**
 * A 1280 px laptop screen: the drawer and a content page's phone preview leave a table little room. A table gives way
 * column by column until it fits (tables-fit.spec.ts); what still does not fit scrolls sideways, and its row actions
 * must stay in view all the same (the `action` column is pinned to the table's right edge). The approvals'
 * token-order and bill tables fit without scrolling at all.
 */
test.use({ viewport: { width: 1280, height: 800 } });

/** The scrolling box around a table: wider content than box means the table scrolls sideways. */
const scrollsSideways = (table: Locator) =>
  table.evaluate((t) => {
    const box = t.closest('.MuiTableContainer-root') as HTMLElement;
    return box.scrollWidth > box.clientWidth;
  });

/** A menu whose label is one long word: no column giving way makes room for it, so its table scrolls sideways. */
async function wideMenu(request: APIRequestContext): Promise<string> {
  const label = `Lebar${'x'.repeat(80)}${Date.now().toString(36)}`;
  await api(request, tokenOfRole('operator'), 'POST', '/api/backoffice/menu', { label, type: 1, showhome: 0, status: 1, order: 1 });
  return label;
}

test.describe('an operator', () => {
  test.use({ role: 'operator' });

  test('reaches a menu row’s Edit and Delete while the table scrolls sideways, and after scrolling it', async ({ page, request }) => {
    await page.goto(`/appmenu?q=${await wideMenu(request)}`);
    const table = page.getByRole('table', { name: 'Daftar menu aplikasi' });
    const row = table.getByRole('row').nth(1);
    await expect(row.getByTestId('row-edit')).toBeVisible();
    expect(await scrollsSideways(table)).toBe(true);
    await expect(row.getByTestId('row-edit')).toBeInViewport({ ratio: 1 });
    await expect(row.getByTestId('row-delete')).toBeInViewport({ ratio: 1 });
    // scrolled to its far end, the actions are still there and still work
    await table.evaluate((t) => {
      const box = t.closest('.MuiTableContainer-root') as HTMLElement;
      box.scrollLeft = box.scrollWidth;
    });
    await expect(row.getByTestId('row-edit')).toBeInViewport({ ratio: 1 });
    await row.getByTestId('row-edit').click();
    await expect(page.getByRole('dialog')).toBeVisible();
  });
});

test.describe('an operator on a phone', () => {
  test.use({ role: 'operator', viewport: { width: 390, height: 800 } });

  test('scrolls a table’s whole row sideways: the actions are not pinned over half the table', async ({ page, request }) => {
    await page.goto(`/appmenu?q=${await wideMenu(request)}`);
    const table = page.getByRole('table', { name: 'Daftar menu aplikasi' });
    const edit = table.getByRole('row').nth(1).getByTestId('row-edit');
    await expect(edit).toBeAttached();
    expect(await scrollsSideways(table)).toBe(true);
    expect(await edit.evaluate((b) => getComputedStyle(b.closest('td') as HTMLElement).position)).toBe('static');
  });
});

test.describe('an operator with the phone preview collapsed', () => {
  test.use({ role: 'operator' });

  test('gives the table the preview’s width, and the preview stays collapsed on the next page until opened', async ({ page }) => {
    await page.goto('/kategori');
    const table = page.getByRole('table', { name: 'Daftar kategori' });
    await expect(table.getByRole('row').nth(1)).toBeVisible();
    const width = () => table.evaluate((t) => (t.closest('.MuiTableContainer-root') as HTMLElement).clientWidth);
    const beside = await width();
    const toggle = page.getByTestId('preview-toggle');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByTestId('phone-screen')).toHaveCount(0);
    await expect.poll(width).toBeGreaterThan(beside + 200);
    expect(await scrollsSideways(table)).toBe(false);
    expect(await seriousViolations(page, { bestPractice: false })).toEqual([]);

    await page.goto('/news');
    await expect(page.getByTestId('preview-toggle')).toHaveAttribute('aria-expanded', 'false');
    await page.getByTestId('preview-toggle').click();
    await expect(page.getByTestId('phone-screen')).toBeVisible();
    await page.reload();
    await expect(page.getByTestId('phone-screen')).toBeVisible();
  });
});

test.describe('an administrator', () => {
  test.use({ role: 'admin' });

  // The two tabs whose columns were made to fit; their cells are fixed-format (invoice, VA, date, amounts).
  for (const tab of ['orders', 'bills']) {
    test(`sees the approvals tab ${tab} whole, without scrolling it sideways`, async ({ page }) => {
      await page.goto(`/admin/approvals?tab=${tab}`);
      const table = page.getByRole('table');
      await expect(table.getByRole('row').nth(1)).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(await scrollsSideways(table)).toBe(false);
    });
  }
});
