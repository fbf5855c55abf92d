import type { Browser, Page } from '@playwright/test';
import { ACCOUNTS } from '../support/accounts';
import { freshAccount } from '../support/accounts-api';
import { seriousViolations } from '../support/axe';
import { storageStateFor } from '../support/content';
import { waitForMail } from '../support/mail';
import { expect, snackbar, test } from '../support/test';

const OTP = /Kode OTP anda untuk [^:]+: (\d{6})/;
const rupiah = (text: string) => Number(text.replace(/[^\d]/g, ''));

/** A page signed in as the demo administrator (its storage state from the global setup, no extra login). */
async function adminPage(browser: Browser, baseURL: string): Promise<Page> {
  const state = process.env.KONSOL_E2E_STATE_ADMIN;
  if (!state) throw new Error('the global setup did not run');
  const context = await browser.newContext({ storageState: state, baseURL, locale: 'id-ID', timezoneId: 'Asia/Jakarta' });
  return context.newPage();
}

test.describe('wallet', () => {
  test.use({ role: 'operator' });
  test.describe.configure({ mode: 'serial', timeout: 180_000 });

  test('add a bank account with the e-mailed OTP, the administrator verifies it, cash out with OTP, Sukses, History shows the end balance', async ({
    page,
    browser,
    baseURL,
  }) => {
    const email = ACCOUNTS.operator.email;
    const accountno = `77${Date.now().toString().slice(-8)}`;
    const admin = await adminPage(browser, baseURL!);

    // cards and tabs
    await page.goto('/wallet');
    await expect(page.getByRole('heading', { level: 1, name: 'Wallet' })).toBeVisible({ timeout: 30_000 });
    const balanceText = page.getByTestId('card-balance-value');
    await expect(balanceText).toHaveText(/^Rp [\d.]+$/);
    for (const name of ['CashIn', 'Pending CashIn', 'CashOut', 'History', 'Bank'])
      await expect(page.getByRole('tab', { name, exact: true })).toBeVisible();
    await expect(page.getByRole('group', { name: 'Tanggal Awal' })).toBeVisible();

    // Bank tab: Tambah Rekening Bank with the add_bank OTP
    await page.getByRole('tab', { name: 'Bank', exact: true }).click();
    await expect(page).toHaveURL(/tab=bank/);
    await page.getByRole('button', { name: 'Tambah Rekening Bank' }).click();
    const add = page.getByRole('dialog', { name: 'Tambah Rekening Bank' });
    await add.getByRole('button', { name: 'Simpan' }).click();
    await expect(add.getByText('Silahkan Input OTP')).toBeVisible();
    await add.getByRole('combobox', { name: /^Bank/ }).click();
    await page.getByRole('option', { name: 'BRI' }).click();
    await add.getByLabel(/^Nomor Rekening/).fill(accountno);
    await add.getByLabel(/^Nama Pemilik Rekening/).fill('Budi Santoso');
    const since = Date.now();
    await add.getByRole('button', { name: 'Kirim OTP' }).click();
    await expect(snackbar(page)).toHaveText('Otp sukses di kirim ke email');
    const otp = await waitForMail(email, OTP, { since });
    await add.getByLabel(/^OTP/).fill(otp);
    await add.getByRole('button', { name: 'Simpan' }).click();
    await expect(snackbar(page)).toHaveText('Rekening bank ditambahkan, menunggu verifikasi');
    const row = page.getByRole('row').filter({ hasText: accountno });
    await expect(row).toContainText('Menunggu Verifikasi');

    // the administrator verifies it
    await admin.goto('/admin/approvals?tab=banks');
    const adminRow = admin.getByRole('row').filter({ hasText: accountno });
    await adminRow.getByRole('button', { name: 'Verifikasi' }).click();
    await admin.getByRole('dialog').getByRole('button', { name: 'Ya' }).click();
    await expect(snackbar(admin)).toHaveText('Rekening diverifikasi');
    await expect(adminRow).toHaveCount(0);

    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect(row).toContainText('Terverifikasi');

    // CashOut: the notice, OTP required, then a cash-out of 15.000 to the new account
    const before = rupiah((await balanceText.textContent()) ?? '');
    await page.getByRole('tab', { name: 'CashOut', exact: true }).click();
    await expect(page.getByText('Pencairan diproses paling lama 2 hari kerja sesuai ketentuan penyedia pembayaran').first()).toBeVisible();
    await page.getByRole('button', { name: 'Cashout', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Cashout' });
    await dialog.getByRole('combobox', { name: /^Rekening tujuan/ }).click();
    await page.getByRole('option', { name: new RegExp(`BRI ${accountno}`) }).click();
    await dialog.getByLabel(/^Nominal/).fill('15000');
    await dialog.getByRole('button', { name: 'Cashout', exact: true }).click();
    await expect(dialog.getByText('Silahkan Input OTP')).toBeVisible();
    const since2 = Date.now();
    await dialog.getByRole('button', { name: 'Kirim OTP' }).click();
    await expect(snackbar(page)).toHaveText('Otp sukses di kirim ke email');
    await dialog.getByLabel(/^OTP/).fill(await waitForMail(email, OTP, { since: since2 }));
    await dialog.getByRole('button', { name: 'Cashout', exact: true }).click();
    await page.getByRole('dialog', { name: 'Konfirmasi' }).getByRole('button', { name: 'Ya' }).click();
    await expect(snackbar(page)).toHaveText('Pencairan diproses paling lama 2 hari kerja sesuai ketentuan penyedia pembayaran');
    await expect(dialog).toBeHidden();
    const cashoutRow = page.getByRole('row').filter({ hasText: accountno });
    await expect(cashoutRow).toContainText('Proses');
    await expect(cashoutRow).toContainText('Rp 15.000');
    await expect(balanceText).toHaveText(`Rp ${(before - 15000).toLocaleString('id-ID')}`);

    // the administrator marks it Sukses
    await admin.goto('/admin/approvals?tab=cashouts');
    const adminCashout = admin.getByRole('row').filter({ hasText: accountno });
    await adminCashout.getByRole('button', { name: 'Sukses' }).click();
    await admin.getByRole('dialog').getByRole('button', { name: 'Ya' }).click();
    await expect(snackbar(admin)).toHaveText('Status cashout disimpan');
    await admin.close();

    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect(cashoutRow).toContainText('Sukses');

    // History: the movement with its end balance
    await page.getByRole('tab', { name: 'History' }).click();
    const movement = page.getByRole('row').filter({ hasText: `Cashout ke BRI ${accountno}` });
    await expect(movement).toContainText('Rp 15.000');
    await expect(movement).toContainText(`Rp ${(before - 15000).toLocaleString('id-ID')}`);
  });

  test('the administrator rejects a bank account with a reason; the operator sees it rejected', async ({ browser, baseURL, request }) => {
    // an account of its own: the demo operator's OTP was just sent, and the next waits out its cooldown
    const account = await freshAccount(request, baseURL!, 'bankreject');
    const state = await storageStateFor(request, baseURL!, account.email, account.password);
    const page = await (await browser.newContext({ storageState: state, baseURL, locale: 'id-ID', timezoneId: 'Asia/Jakarta' })).newPage();
    const accountno = `78${Date.now().toString().slice(-8)}`;
    await page.goto('/wallet?tab=bank');
    await page.getByRole('button', { name: 'Tambah Rekening Bank' }).click();
    const add = page.getByRole('dialog', { name: 'Tambah Rekening Bank' });
    await add.getByRole('combobox', { name: /^Bank/ }).click();
    await page.getByRole('option', { name: 'BRI' }).click();
    await add.getByLabel(/^Nomor Rekening/).fill(accountno);
    await add.getByLabel(/^Nama Pemilik Rekening/).fill('Sari Wulandari');
    const since = Date.now();
    await add.getByRole('button', { name: 'Kirim OTP' }).click();
    await add.getByLabel(/^OTP/).fill(await waitForMail(account.email, OTP, { since }));
    await add.getByRole('button', { name: 'Simpan' }).click();
    const row = page.getByRole('row').filter({ hasText: accountno });
    await expect(row).toContainText('Menunggu Verifikasi');

    const admin = await adminPage(browser, baseURL!);
    await admin.goto('/admin/approvals?tab=banks');
    const adminRow = admin.getByRole('row').filter({ hasText: accountno });
    await adminRow.getByRole('button', { name: 'Tolak' }).click();
    const reject = admin.getByRole('dialog', { name: 'Tolak Rekening' });
    await expect(reject).toContainText(accountno);
    await reject.getByLabel('Alasan penolakan').fill('Nama pemilik tidak sesuai KTP');
    await reject.getByRole('button', { name: 'Tolak' }).click();
    await expect(snackbar(admin)).toHaveText('Rekening ditolak');
    await expect(reject).toBeHidden();
    await expect(adminRow).toHaveCount(0);
    await admin.close();

    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect(row).toContainText('Ditolak');
    await page.close();
  });

  test('delete a bank account after confirmation; cash in shows its virtual account; axe clean', async ({ page }) => {
    // the demo operator's account that waits for verification
    const accountno = '0291837465';
    await page.goto('/wallet?tab=bank');
    const row = page.getByRole('row').filter({ hasText: accountno });
    await expect(row).toContainText('Menunggu Verifikasi', { timeout: 30_000 });
    await row.getByRole('button', { name: `Hapus rekening BNI ${accountno}` }).click();
    await expect(page.getByRole('dialog')).toContainText(`Yakin akan hapus BNI ${accountno}?`);
    await page.getByRole('dialog').getByRole('button', { name: 'Ya' }).click();
    await expect(snackbar(page)).toHaveText('Data berhasil dihapus');
    await expect(row).toHaveCount(0);

    await page.getByRole('tab', { name: 'Pending CashIn' }).click();
    await page.getByRole('button', { name: 'Cash in' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cash In' });
    await dialog.getByRole('combobox', { name: /^Channel pembayaran/ }).click();
    await page.getByRole('option', { name: /^VA-BNI/ }).click();
    await dialog.getByLabel(/^Nominal/).fill('125000');
    await dialog.getByRole('button', { name: 'Buat Cash In' }).click();
    const va = dialog.getByTestId('cashin-va');
    await expect(va).toHaveText(/^988\d+/);
    await expect(dialog).toContainText('Rp 129.000');
    const vaNumber = (await va.textContent())!;
    await dialog.getByRole('button', { name: 'Tutup' }).click();
    await expect(page.getByRole('row').filter({ hasText: vaNumber })).toContainText('Menunggu Pembayaran');

    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('tab', { name: 'CashOut', exact: true }).click();
    await page.getByRole('button', { name: 'Cashout', exact: true }).click();
    await expect(page.getByRole('dialog', { name: 'Cashout' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
