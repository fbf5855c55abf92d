import type { Browser, Page } from '@playwright/test';
import { MITRA } from '../support/accounts';
import { seriousViolations } from '../support/axe';
import { expect, loginThroughForm, snackbar, test } from '../support/test';

/** A page signed in as the demo administrator (its storage state from the global setup, no extra login). */
async function adminPage(browser: Browser, baseURL: string): Promise<Page> {
  const state = process.env.KONSOL_E2E_STATE_ADMIN;
  if (!state) throw new Error('the global setup did not run');
  const context = await browser.newContext({ storageState: state, baseURL, locale: 'id-ID', timezoneId: 'Asia/Jakarta' });
  return context.newPage();
}

/** Today in WIB as BCA's statement writes it: `'DD/MM`. */
const bcaToday = () => {
  const wib = new Date(Date.now() + 7 * 3_600_000).toISOString();
  return `'${wib.slice(8, 10)}/${wib.slice(5, 7)}`;
};

test.describe('transfers matched from a bank statement', () => {
  // the second demo operator: the first one's token figures are counted by the SMS-token spec meanwhile
  test.describe.configure({ mode: 'serial', timeout: 180_000 });

  test('an operator sees the exact amount; the administrator imports the statement and the order turns paid', async ({
    page,
    browser,
    baseURL,
  }) => {
    await loginThroughForm(page, MITRA.email, MITRA.password);
    await page.goto('/tokensms/order/create');
    await page.getByRole('article', { name: 'Paket 100 Token' }).getByRole('button', { name: 'Beli Sekarang' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Beli Sekarang' }).click();
    await expect(page).toHaveURL(/\/tokensms\/order\/success\/\d+$/);
    const exact = (await page.getByTestId('transfer-amount').textContent())!;
    expect(exact).toMatch(/^Rp 35\.\d{3}$/);
    expect(exact).not.toBe('Rp 35.000');
    const invoice = (await page.getByTestId('success-invoice').textContent())!;
    const cents = (amount: string) => `"${amount.replace(/^Rp /, '').replace('.', ',')}.00 CR"`;

    // a KlikBCA statement: the exact transfer, and a credit that is no order's
    const csv = [
      'Informasi Rekening - Mutasi Rekening',
      'No. rekening : 1234567890',
      '',
      'Tanggal Transaksi,Keterangan,Cabang,Jumlah,Saldo',
      `${bcaToday()},TRSF E-BANKING CR 0812/FTSCY/WS95031 ${invoice},0998,${cents(exact)},"1,035,123.00"`,
      `${bcaToday()},SETORAN TUNAI ${invoice} PENGIRIM TIDAK DIKENAL,0998,"12,345.00 CR","1,047,468.00"`,
      'Saldo Awal,"1,000,000.00"',
      'Saldo Akhir,"1,047,468.00"',
    ].join('\n');

    const admin = await adminPage(browser, baseURL!);
    await admin.goto('/admin/mutasi');
    await expect(admin.getByRole('heading', { level: 1, name: 'Mutasi Rekening' })).toBeVisible({ timeout: 30_000 });
    await admin.getByRole('button', { name: 'Impor mutasi' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Impor mutasi rekening' });
    await dialog.getByLabel('Rekening perusahaan').click();
    await admin.getByRole('option').first().click();
    await dialog.locator('input[type="file"]').setInputFiles({ name: 'mutasi-bca.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    // the BCA columns are recognised, and the preview reads both credits before anything is stored
    const lines = dialog.getByRole('table', { name: 'Mutasi yang terbaca' });
    await expect(lines).toContainText(exact.replace('Rp ', ''));
    await expect(lines).toContainText('12.345');
    expect(await seriousViolations(admin)).toEqual([]);
    await dialog.getByRole('button', { name: 'Impor', exact: true }).click();
    const result = dialog.getByTestId('import-result');
    await expect(result).toContainText('Cocok otomatis');
    await expect(result).toContainText('1');
    await dialog.getByRole('button', { name: 'Tutup' }).click();
    await expect(dialog).toHaveCount(0);

    // the queue holds the stray credit; the administrator sets it aside
    const queue = admin.getByRole('table', { name: 'Mutasi belum cocok' });
    const stray = queue.getByRole('row').filter({ hasText: `SETORAN TUNAI ${invoice}` });
    await stray.getByRole('button', { name: /^Abaikan mutasi Rp 12\.345/ }).click();
    const ignore = admin.getByRole('dialog', { name: 'Abaikan mutasi' });
    await ignore.getByLabel('Alasan').fill('Dana dikembalikan ke pengirim');
    await ignore.getByRole('button', { name: 'Abaikan' }).click();
    await expect(snackbar(admin)).toHaveText('Mutasi diabaikan');
    await expect(stray).toHaveCount(0);
    await admin.getByRole('tab', { name: 'Cocok', exact: true }).click();
    await expect(admin.getByRole('table', { name: 'Mutasi cocok' })).toContainText(invoice);

    // today's reconciliation: the account's card counts the line just ignored, and says its difference
    await admin.getByRole('tab', { name: 'Rekonsiliasi' }).click();
    const card = admin.getByRole('region', { name: /^BCA 5270 8812 34/ });
    await expect(card.getByTestId('recon-difference')).toContainText('Selisih');
    await expect(card.getByTestId('recon-ignored')).toContainText('Diabaikan');
    // Rp 12.345, or a multiple of it when a retry of this test ignored another one on the same day
    await expect(card.getByTestId('recon-ignored')).toContainText(/Rp [1-9][\d.]*/);
    await admin.context().close();

    // the operator's order is paid, with nobody confirming it
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Order sudah dibayar' })).toBeVisible();
  });
});
