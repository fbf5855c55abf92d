import type { Locator, Page } from '@playwright/test';
import { freshAccount } from '../support/accounts-api';
import { storageStateFor, tokenOf } from '../support/content';
import { paidCashin } from '../support/money-api';
import { expect, pageFor, test } from '../support/test';

/** Rupiah as the console writes it ("Rp 1.250.000") back to a number. */
const rupiah = async (l: Locator) => Number(((await l.textContent()) ?? '').replace(/\D/g, ''));

/** The administrator's "Cash-in hari ini" figure, read once the overview has loaded. */
async function cashinToday(page: Page) {
  const value = page.getByTestId('overview-cashin-today-value');
  await expect(value).toHaveText(/Rp/);
  return rupiah(value);
}

test.describe('dashboards: the platform overview and the trend charts', () => {
  test.use({ role: 'admin' });

  test('a signed cash-in moves the platform cash-in today and the operator chart by exactly its amount', async ({
    page,
    browser,
    baseURL,
    request,
  }) => {
    await page.goto('/dashboard');
    const overview = page.getByTestId('platform-overview');
    await expect(overview.getByRole('heading', { name: 'Ringkasan platform' })).toBeVisible();
    await expect(page.getByTestId('trends-platform').getByTestId('chart-money').locator('svg').first()).toBeVisible();
    // A fresh operator's server: its chart starts from zero, whatever the demo server holds. The platform's figure
    // is every server's: an attempt during which another spec's cash-in landed is measured again on a new server.
    const amount = 123_456;
    let state = '';
    let moved = 0;
    for (let attempt = 0; attempt < 3 && moved !== amount; attempt++) {
      const before = await cashinToday(page);
      const account = await freshAccount(request, baseURL!, 'insight');
      state = await storageStateFor(request, baseURL!, account.email, account.password);
      await paidCashin(request, tokenOf(state), amount);
      await page.reload();
      moved = (await cashinToday(page)) - before;
    }
    expect(moved).toBe(amount);

    const operator = await pageFor(browser, baseURL!, state);
    await operator.page.goto('/dashboard');
    const trends = operator.page.getByTestId('trends-server');
    await expect(trends.getByTestId('today-cashin')).toHaveText(/Rp 123\.456$/);
    await expect(trends.getByTestId('chart-money').locator('svg').first()).toBeVisible();
    // 7, 30 and 90 days: the switch asks again, today stays the same amount.
    await trends.getByRole('button', { name: '30 hari' }).click();
    await expect(trends.getByRole('button', { name: '30 hari' })).toHaveAttribute('aria-pressed', 'true');
    await expect(trends.getByTestId('today-cashin')).toHaveText(/Rp 123\.456$/);
    // An operator sees no platform overview.
    await expect(operator.page.getByTestId('platform-overview')).toHaveCount(0);
    await operator.context.close();
  });

  test('the drawer counts what the approvals page shows waiting, and each kind links to its tab', async ({ page }) => {
    // The counts the page itself read (other specs running beside this one add approvals at any time).
    const answer = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/admin/approvals' && r.request().method() === 'GET');
    await page.goto('/dashboard');
    const counts = ((await (await answer).json()) as { data: Record<string, number> }).data;
    const waiting = Object.values(counts).reduce((s, n) => s + n, 0);
    if (waiting > 0) await expect(page.getByTestId('drawer-approvals-count')).toHaveText(String(waiting));
    else await expect(page.getByTestId('drawer-approvals-count')).toHaveCount(0);
    await expect(page.getByTestId('overview-approvals-cashouts')).toContainText(String(counts.cashouts));

    await page.getByTestId('overview-approvals-cashouts').click();
    await expect(page).toHaveURL(/\/admin\/approvals\?tab=cashouts$/);
    // The page's tab badges add up to the drawer's count.
    const tabs = page.getByRole('tablist');
    await expect(tabs).toBeVisible();
    let sum = 0;
    for (const tab of await tabs.getByRole('tab').all()) sum += Number(((await tab.textContent()) ?? '').replace(/\D/g, '') || 0);
    // both read the same counts query
    const drawer = page.getByTestId('drawer-approvals-count');
    expect(sum).toBe((await drawer.count()) ? Number(await drawer.textContent()) : 0);
  });
});
