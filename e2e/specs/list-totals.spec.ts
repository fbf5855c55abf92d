import { freshAccount } from '../support/accounts-api';
import { storageStateFor, tableRows, tokenOf } from '../support/content';
import { expect, pageFor, test, useLanguage } from '../support/test';

/**
 * Honest totals (DESIGN §18) on a server of its own with 1,100 resellers: a search past 1,000 matches shows
 * "1.000+" with "Hitung semua", which counts them all; the pages go on past the 1,000th row; a narrower search is
 * exact again.
 */
test.describe('list totals past 1,000 matches (/mitraagen)', () => {
  test.describe.configure({ timeout: 180_000 });

  test('"1.000+" and "Hitung semua", at 1440 px and on a phone, in Indonesian and English', async ({ browser, request, baseURL }) => {
    const account = await freshAccount(request, baseURL!, 'totals');
    const state = await storageStateFor(request, baseURL!, account.email, account.password);
    const csv = [
      'kode,nama,alamat,email,phone,kode_upline,saldo,tgl_daftar',
      ...Array.from({ length: 1100 }, (_, i) => `T${10000 + i},Agen Wijaya ${i},Jl. Uji ${i},,,,${i * 100},2026-01-01`),
    ].join('\r\n');
    const imported = await request.post(`${baseURL}/api/reseller/import`, {
      headers: { authorization: `Bearer ${tokenOf(state)}`, 'content-type': 'text/csv' },
      data: csv,
    });
    expect(imported.ok(), await imported.text()).toBeTruthy();

    const { context, page } = await pageFor(browser, baseURL!, state);
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/mitraagen?size=50');
    const rows = tableRows(page, 'Daftar reseller');
    const pagination = page.locator('.MuiTablePagination-root');
    // unfiltered: exact
    await expect(pagination).toContainText('1–50 dari 1.100');
    await expect(pagination.getByRole('button', { name: 'Hitung semua' })).toHaveCount(0);

    await page.getByRole('textbox', { name: 'Cari' }).fill('wijaya');
    await expect(pagination).toContainText('1–50 dari 1.000+');
    const countAll = pagination.getByRole('button', { name: 'Hitung semua' });
    await expect(countAll).toBeVisible();
    await expect(rows).toHaveCount(50);
    await page.screenshot({ path: test.info().outputPath('totals-capped-1440.png'), fullPage: true });

    // the pages go on past the cap; the next page is offered while pages come back full
    const next = page.getByRole('button', { name: 'Ke halaman berikutnya' });
    await expect(next).toBeEnabled();
    await page.goto('/mitraagen?size=50&q=wijaya&page=21');
    await expect(pagination).toContainText('1051–1100 dari 1.000+');
    await expect(rows).toHaveCount(50);
    await page.goto('/mitraagen?size=50&q=wijaya&page=22');
    await expect(pagination).toContainText('0–0 dari 1.000+');
    await expect(rows).toHaveText(['Tidak ada baris lagi']);
    await expect(next).toBeDisabled();

    // count all: the exact total, the same rows
    await page.goto('/mitraagen?size=50&q=wijaya');
    await expect(pagination).toContainText('1–50 dari 1.000+');
    const answer = page.waitForResponse((r) => r.url().includes('/api/reseller') && r.url().includes('exactTotal=true'));
    await countAll.click();
    expect((await answer).ok()).toBeTruthy();
    await expect(pagination).toContainText('1–50 dari 1.100');
    await expect(countAll).toHaveCount(0);
    // a narrower search counts exactly by itself
    await page.getByRole('textbox', { name: 'Cari' }).fill('wijaya 10');
    await expect(pagination).toContainText('1–50 dari 111');

    await context.close();

    // a phone, in English
    const phone = await pageFor(browser, baseURL!, state);
    await useLanguage(phone.page, 'en');
    await phone.page.setViewportSize({ width: 390, height: 844 });
    await phone.page.goto('/mitraagen?q=wijaya');
    const phonePagination = phone.page.locator('.MuiTablePagination-root');
    await expect(phonePagination).toContainText('1–10 of 1.000+');
    await expect(phonePagination.getByRole('button', { name: 'Count all' })).toBeVisible();
    await phone.page.screenshot({ path: test.info().outputPath('totals-capped-390.png'), fullPage: true });
    await phonePagination.getByRole('button', { name: 'Count all' }).click();
    await expect(phonePagination).toContainText('1–10 of 1.100');
    await phone.context.close();
  });
});
