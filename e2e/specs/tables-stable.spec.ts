import type { Page } from '@playwright/test';
import { freshAccount } from '../support/accounts-api';
import { api, storageStateFor, tokenOf } from '../support/content';
import { waitForMail } from '../support/mail';
import { fundedWithBank } from '../support/money-api';
import { expect, pageFor, test, useLanguage } from '../support/test';

/** The column headers a person sees (hidden columns left out). */
const visibleHeaders = (page: Page) =>
  page
    .getByRole('table')
    .first()
    .locator('thead th')
    .evaluateAll((ths) => ths.filter((th) => (th as HTMLElement).offsetParent !== null).map((th) => th.textContent?.trim() ?? ''));

test.describe('tables keep their columns', () => {
  let state = '';
  test.beforeAll(async ({ request, baseURL }) => {
    // A server of its own: ten plain menus, then one whose product code is long; sorted by ID it is on the first
    // page only in descending order, and would make its row wider than the others.
    const account = await freshAccount(request, baseURL!, 'menusort');
    state = await storageStateFor(request, baseURL!, account.email, account.password);
    const token = tokenOf(state);
    for (let i = 1; i <= 10; i++)
      await api(request, token, 'POST', '/api/backoffice/menu', { label: `Menu ${i}`, type: 1, kodeproduk: `P${i}` });
    await api(request, token, 'POST', '/api/backoffice/menu', {
      label: 'Menu panjang',
      type: 1,
      kodeproduk: 'KODEPRODUKYANGSANGATPANJANGSEKALI'.repeat(2),
    });
  });

  for (const lang of ['id', 'en'] as const) {
    test(`sorting the menu list by ID neither hides nor shows a column, at any width (${lang})`, async ({ browser, baseURL }) => {
      // eleven widths, each a page load and a sort: over a minute on a busy two-core machine
      test.setTimeout(180_000);
      const { context, page } = await pageFor(browser, baseURL!, state);
      await useLanguage(page, lang);
      let tried = 0;
      for (let width = 1400; width <= 1800; width += 40) {
        await page.setViewportSize({ width, height: 900 });
        await page.goto('/appmenu?sort=id%2Casc');
        const first = page.getByRole('table').first().locator('tbody tr').first();
        await expect(first).toContainText('Menu 1');
        // Narrower, the ID column itself has given way to the phone preview: nothing to sort by.
        const id = page.getByRole('button', { name: /^ID/ });
        if (!(await id.isVisible())) continue;
        tried++;
        const before = await visibleHeaders(page);
        await id.click();
        await expect(first).toContainText('Menu panjang');
        expect(await visibleHeaders(page), `${width} px, sorted by ID descending`).toEqual(before);
      }
      expect(tried).toBeGreaterThan(4);
      await context.close();
    });
  }
});

test.describe('the approvals cash-out tab on a phone', () => {
  test.use({ role: 'admin' });
  let accountno = '';
  test.beforeAll(async ({ request, baseURL }) => {
    const account = await freshAccount(request, baseURL!, 'cashout390');
    const token = tokenOf(await storageStateFor(request, baseURL!, account.email, account.password));
    const bank = await fundedWithBank(request, token, account.email, 200_000);
    accountno = bank.accountno;
    const { banks } = await api<{ banks: { id: number; accountno: string }[] }>(request, token, 'GET', '/api/wallet');
    const since = Date.now();
    await api(request, token, 'GET', '/api/wallet/otp?detail=cash_out');
    const otp = await waitForMail(account.email, /Kode OTP anda untuk [^:]+: (\d{6})/, { since });
    const id = banks.find((b) => b.accountno === accountno)!.id;
    await api(request, token, 'POST', '/api/wallet/cashout', { id, amount: 123_000, otp });
  });

  for (const lang of ['id', 'en'] as const) {
    for (const viewport of [
      { width: 390, height: 844 },
      { width: 1440, height: 900 },
    ]) {
      test(`shows the amount and both decisions without scrolling sideways (${lang}, ${viewport.width} px)`, async ({ page }) => {
        await page.setViewportSize(viewport);
        await useLanguage(page, lang);
        await page.goto('/admin/approvals?tab=cashouts');
        const row = page.getByRole('row').filter({ hasText: accountno });
        await expect(row).toBeVisible();
        const amount = row.getByText('Rp 123.000');
        await amount.scrollIntoViewIfNeeded();
        await expect(amount).toBeInViewport({ ratio: 1 });
        for (const name of lang === 'id' ? ['Sukses', 'Gagal'] : ['Success', 'Failed']) {
          await expect(row.getByRole('button', { name })).toBeInViewport({ ratio: 1 });
        }
        // Nothing was scrolled sideways to get there.
        expect(await page.evaluate(() => window.scrollX)).toBe(0);
        const box = page.getByRole('table').first().locator('xpath=..');
        expect(await box.evaluate((e) => e.scrollLeft)).toBe(0);
      });
    }
  }
});
