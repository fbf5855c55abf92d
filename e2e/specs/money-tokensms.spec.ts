import type { Browser, Page } from '@playwright/test';
import { seriousViolations } from '../support/axe';
import { expect, snackbar, test, useLanguage } from '../support/test';

const count = (text: string | null) => Number((text ?? '').replace(/[^\d]/g, ''));

/** A page signed in as the demo administrator (its storage state from the global setup, no extra login). */
async function adminPage(browser: Browser, baseURL: string): Promise<Page> {
  const state = process.env.KONSOL_E2E_STATE_ADMIN;
  if (!state) throw new Error('the global setup did not run');
  const context = await browser.newContext({ storageState: state, baseURL, locale: 'id-ID', timezoneId: 'Asia/Jakarta' });
  return context.newPage();
}

test.describe('SMS tokens', () => {
  test.use({ role: 'operator' });
  test.describe.configure({ mode: 'serial', timeout: 180_000 });

  test('order a package, the success page, the administrator marks it paid, TOKEN SMS rises on the dashboard', async ({
    page,
    browser,
    baseURL,
  }) => {
    await page.goto('/dashboard');
    const figure = page.getByTestId('figure-tokensms');
    await expect(figure).toContainText(/\d/, { timeout: 30_000 });
    const before = count(await figure.locator('p').last().textContent());

    await page.getByRole('link', { name: 'Token SMS' }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Token SMS' })).toBeVisible();
    await expect(page.getByTestId('order-totals')).toBeVisible();
    await page.getByRole('link', { name: 'Beli' }).click();
    await expect(page).toHaveURL(/\/tokensms\/order\/create$/);

    const card = page.getByRole('article', { name: 'Paket 100 Token' });
    await expect(card).toContainText('Rp 35.000');
    await card.getByLabel('Jumlah paket').fill('2');
    await expect(card.getByTestId('package-total')).toHaveText('Rp 70.000');
    await card.getByRole('button', { name: 'Beli Sekarang' }).click();
    const confirm = page.getByRole('dialog');
    await expect(confirm).toContainText('Yakin order Paket 100 Token?');
    await confirm.getByRole('button', { name: 'Beli Sekarang' }).click();

    await expect(page).toHaveURL(/\/tokensms\/order\/success\/\d+$/);
    await expect(snackbar(page)).toHaveText('Order berhasil dibuat');
    const invoice = (await page.getByTestId('success-invoice').textContent())!;
    expect(invoice).toMatch(/^INV\d+/);
    await expect(page.getByTestId('success-token')).toHaveText('200');
    await expect(page.getByTestId('success-amount')).toHaveText('Rp 70.000');
    await expect(page.getByTestId('success-va')).toHaveText(/^\d{10,}$/);
    await expect(page.getByTestId('company-bank')).toHaveCount(2);
    // a transfer to a company account has its exact amount: the price and a unique code of 1–999 rupiah
    await expect(page.getByTestId('transfer-amount')).toHaveText(/^Rp 70\.(00[1-9]|0[1-9]\d|[1-9]\d\d)$/);
    await expect(page.getByTestId('company-contact')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('link', { name: 'Kembali' }).click();
    await expect(page).toHaveURL(/\/tokensms$/);
    const row = page.getByRole('row').filter({ hasText: invoice });
    await expect(row).toContainText('Menunggu Pembayaran');
    await row.getByRole('button', { name: `Detail order ${invoice}` }).click();
    const detail = page.getByRole('dialog', { name: 'Detail Order' });
    await expect(detail.getByLabel('Invoice')).toHaveValue(invoice);
    await expect(detail.getByLabel('Harga')).toHaveValue('Rp 70.000');
    await expect(detail.getByLabel('Jumlah Token')).toHaveValue('200');
    await expect(detail.getByLabel('Invoice')).toHaveAttribute('readonly', '');
    await detail.getByRole('button', { name: 'Tutup' }).click();

    // the administrator confirms the payment
    const admin = await adminPage(browser, baseURL!);
    await admin.goto('/admin/approvals');
    const adminRow = admin.getByRole('row').filter({ hasText: invoice });
    await adminRow.getByRole('button', { name: 'Tandai Lunas' }).click();
    await admin.getByRole('dialog').getByRole('button', { name: 'Ya' }).click();
    await expect(snackbar(admin)).toHaveText('Order lunas, token ditambahkan');
    await expect(adminRow).toHaveCount(0);
    await admin.close();

    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect(row).toContainText('Sukses');
    await page.goto('/dashboard');
    await expect(figure.locator('p').last()).toHaveText((before + 200).toLocaleString('id-ID'));
  });

  test('Pengaturan (NEW): maximum OTP resends per day, in English', async ({ page }) => {
    await useLanguage(page, 'en');
    await page.goto('/tokensms');
    await expect(page.getByRole('tab', { name: /Settings/ })).toContainText('NEW', { timeout: 30_000 });
    await page.getByRole('tab', { name: /Settings/ }).click();
    const field = page.getByLabel('Maximum OTP resends per day');
    await expect(field).not.toHaveValue('');
    await field.fill('3');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(snackbar(page)).toHaveText('Update OTP OK!');
    await page.reload();
    await expect(page.getByLabel('Maximum OTP resends per day')).toHaveValue('3');
    await page.getByRole('tab', { name: 'Token History' }).click();
    await expect(page.getByRole('table', { name: 'Token History' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('top-up channel list with channel logos; approvals axe clean', async ({ page, browser, baseURL }) => {
    await page.goto('/topupchannel');
    await expect(page.getByRole('heading', { level: 1, name: 'Topup Channel' })).toBeVisible({ timeout: 30_000 });
    for (const channel of ['VA-BCA', 'VA-BRI', 'VA-BNI', 'VA-MANDIRI', 'ALFAMART']) {
      await expect(page.getByRole('img', { name: channel }).first()).toBeVisible();
    }
    await page.getByLabel('Cari').fill('ALFAMART');
    await expect(page).toHaveURL(/q=ALFAMART/);
    await expect(page.getByRole('img', { name: 'VA-BCA' })).toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);

    const admin = await adminPage(browser, baseURL!);
    await admin.goto('/admin/approvals?tab=cashouts');
    await expect(admin.getByRole('tab', { name: /^Cashout(?! Bayartempo)/ })).toHaveAttribute('aria-selected', 'true', { timeout: 30_000 });
    await admin.waitForLoadState('networkidle');
    expect(await seriousViolations(admin)).toEqual([]);
    await admin.close();
  });

  test('a double click on Beli Sekarang keeps its confirmation open, and a double click there orders once', async ({ page }) => {
    // The second click of a double click landed on the backdrop the first had just put up, and closed it again.
    const orders: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && new URL(r.url()).pathname === '/api/backoffice/tokensms/order') orders.push(r.url());
    });
    await page.goto('/tokensms/order/create');
    const card = page.getByRole('article', { name: 'Paket 100 Token' });
    await expect(card.getByTestId('package-total')).toHaveText('Rp 35.000', { timeout: 30_000 });
    await card.getByRole('button', { name: 'Beli Sekarang' }).dblclick();
    const confirm = page.getByRole('dialog');
    await expect(confirm).toContainText('Yakin order Paket 100 Token?');
    await confirm.getByRole('button', { name: 'Beli Sekarang' }).dblclick();
    await expect(page).toHaveURL(/\/tokensms\/order\/success\/\d+$/);
    await expect(snackbar(page)).toHaveText('Order berhasil dibuat');
    expect(orders).toHaveLength(1);
    // A single click on the backdrop still closes a dialog.
    await page.goto('/tokensms/order/create');
    await page.getByRole('article', { name: 'Paket 100 Token' }).getByRole('button', { name: 'Beli Sekarang' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.mouse.click(5, (page.viewportSize()?.height ?? 720) - 15); // the backdrop, at the page's lower left corner
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect(orders).toHaveLength(1);
  });
});
