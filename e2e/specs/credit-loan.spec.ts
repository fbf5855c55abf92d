import type { BrowserContext, Locator, Page } from '@playwright/test';
import { freshAccount } from '../support/accounts-api';
import { seriousViolations } from '../support/axe';
import { api, pngFile, storageStateFor, tokenOf, tokenOfRole } from '../support/content';
import { expect, pageFor, snackbar, test } from '../support/test';

/**
 * Modal Kerja end to end on a server of its own (a fresh registration starts at loan status 0; both demo servers
 * are already approved): apply with three photos and the cascading location → the administrator rejects on
 * /admin/approvals → INFO on the form → re-apply → the administrator approves (sees the photos) → dashboard →
 * Cairkan → wallet credited → BAYAR (short balance refused, then paid after a top-up) → Lunas, limit restored.
 */

async function choose(page: Page, combobox: Locator, option: RegExp) {
  await combobox.click();
  await page.getByRole('option', { name: option }).click();
}

const rupiah = (text: string | null) => Number((text ?? '').replace(/[^\d]/g, ''));

test.describe('Modal Kerja (working-capital loan)', () => {
  test.describe.configure({ mode: 'serial', timeout: 180_000 });

  let operatorState = '';
  let operator: Page;
  let admin: Page;
  let contexts: BrowserContext[] = [];
  const applicant = `Rina Uji ${Date.now().toString(36)}`;

  test.beforeAll(async ({ browser, request, baseURL }) => {
    const account = await freshAccount(request, baseURL!, 'loan');
    operatorState = await storageStateFor(request, baseURL!, account.email, account.password);
    const op = await pageFor(browser, baseURL!, operatorState);
    const ad = await pageFor(browser, baseURL!, process.env.KONSOL_E2E_STATE_ADMIN!);
    contexts = [op.context, ad.context];
    operator = op.page;
    admin = ad.page;
  });
  test.afterAll(async () => {
    for (const c of contexts) await c.close();
  });

  /** The administrator opens the review of this test's application. */
  async function openReview() {
    await admin.goto('/admin/approvals?tab=loans');
    const tab = admin.getByRole('tab', { name: /^Modal Kerja/ });
    await expect(tab).toHaveAttribute('aria-selected', 'true', { timeout: 60_000 });
    const row = admin.getByRole('table', { name: 'Pengajuan Modal Kerja' }).getByRole('row').filter({ hasText: applicant });
    await expect(row).toHaveCount(1, { timeout: 60_000 });
    await row.getByRole('button', { name: 'Tinjau' }).click();
    const dialog = admin.getByRole('dialog', { name: /Tinjau Pengajuan Modal Kerja/ });
    await expect(dialog).toContainText(applicant);
    return dialog;
  }

  test('intro → form: rules, counters, browser photo check, cascading location, confirmation → waiting', async () => {
    const page = operator;
    await page.goto('/modalkerja');
    await expect(page.getByTestId('loan-intro')).toBeVisible({ timeout: 60_000 });
    await expect(page.getByTestId('loan-intro')).toContainText('Rp 50.000.000');
    expect(await seriousViolations(page)).toEqual([]);

    // Ajukan Sekarang → form; Kembali → intro; again → form
    await page.getByRole('button', { name: 'Ajukan Sekarang' }).click();
    await expect(page.getByRole('heading', { name: 'Pengajuan Modal Kerja' })).toBeVisible();
    await page.getByRole('button', { name: 'Kembali' }).click();
    await expect(page.getByTestId('loan-intro')).toBeVisible();
    await page.getByRole('button', { name: 'Ajukan Sekarang' }).click();
    const form = page.getByRole('form', { name: 'Pengajuan Modal Kerja' });

    // empty submit: every field's rule, nothing sent
    await form.getByRole('button', { name: 'Ajukan', exact: true }).click();
    await expect(form).toContainText('Nama wajib diisi');
    await expect(form).toContainText('Foto wajib diunggah');
    await expect(form).toContainText('Provinsi wajib dipilih');
    await form.getByLabel(/^Nama/).first().fill('ab');
    await form.getByRole('button', { name: 'Ajukan', exact: true }).click();
    await expect(form).toContainText('Nama harus lebih dari 2 karakter');
    expect(await seriousViolations(page)).toEqual([]);

    // fields and counters
    await form.getByRole('textbox', { name: 'Nama', exact: false }).first().fill(applicant);
    await expect(form).toContainText(`${applicant.length}/50`);
    await form.getByRole('textbox', { name: /^Nomor KTP/ }).fill('3273012301900003');
    await form.getByRole('textbox', { name: /^Alamat\b(?! Usaha)/ }).fill('Jl. Dago No. 10, Bandung');
    await expect(form).toContainText('24/100');
    await form.getByRole('textbox', { name: /^Telepon\b(?! Usaha)/ }).fill('81234500011');
    await form.getByRole('textbox', { name: /^Nama Usaha/ }).fill('Rina Cell');
    await form.getByRole('textbox', { name: /^Jenis Usaha/ }).fill('Konter pulsa');
    await form.getByRole('textbox', { name: /^Alamat Usaha/ }).fill('Jl. Dago No. 10');
    await form.getByRole('textbox', { name: /^Website Usaha/ }).fill('rinacell.co.id');
    await form.getByRole('textbox', { name: /^Telepon Usaha/ }).fill('225201234');
    await form.getByRole('textbox', { name: /^Tahun Berdiri/ }).fill('2018');
    await form.getByRole('textbox', { name: /^Jumlah Pelanggan/ }).fill('250');
    await form.getByRole('textbox', { name: /^Modal Usaha/ }).fill('25000000');
    await expect(form.getByRole('textbox', { name: /^Modal Usaha/ })).toHaveValue('25.000.000');
    await form.getByRole('textbox', { name: /^Omzet/ }).fill('15000000');
    await form.getByRole('textbox', { name: /^Keuntungan/ }).fill('2000000');

    // photos: a file over 1 MB is refused in the browser (nothing uploaded), then three real images with previews
    await form.getByTestId('photo-imagektp-input').setInputFiles({
      name: 'besar.png',
      mimeType: 'image/png',
      buffer: Buffer.alloc(1024 * 1024 + 10, 1),
    });
    await expect(form.getByTestId('photo-imagektp-error')).toHaveText('Ukuran foto tidak lebih dari 1 MB!');
    await expect(form.getByTestId('photo-imagektp-preview')).toHaveCount(0);
    for (const [name, color] of [
      ['imagektp', '#90A4AE'],
      ['imageselfie', '#FFCC80'],
      ['imagebusiness', '#A5D6A7'],
    ] as const) {
      await form.getByTestId(`photo-${name}-input`).setInputFiles(await pngFile(name, 320, 200, color));
      await expect(form.getByTestId(`photo-${name}`)).toHaveAttribute('data-upload-state', 'done');
      await expect(form.getByTestId(`photo-${name}-preview`)).toBeVisible();
    }

    // cascade: province → city → district; a change of province resets the lower levels
    const province = form.getByRole('combobox', { name: /^Provinsi/ });
    const city = form.getByRole('combobox', { name: /^Kota\/Kabupaten/ });
    const district = form.getByRole('combobox', { name: /^Kecamatan/ });
    await expect(city).toBeDisabled();
    await choose(page, province, /^JAWA TIMUR$/i);
    await choose(page, city, /^KOTA SURABAYA$/i);
    await choose(page, district, /^Genteng$/i);
    await choose(page, province, /^JAWA BARAT$/i);
    await expect(city).not.toHaveValue(/SURABAYA/i);
    await expect(district).toBeDisabled();
    await choose(page, city, /^KOTA BANDUNG$/i);
    await choose(page, district, /^Coblong$/i);
    await expect(district).toHaveValue('Coblong');

    // confirmation of SPEC §5, then the waiting view
    await form.getByRole('button', { name: 'Ajukan', exact: true }).click();
    const confirm = page.getByRole('dialog', { name: 'Kirim Pengajuan' });
    await expect(confirm).toContainText('Data yang diisi benar dan dapat dipertanggungjawabkan, ajukan sekarang?');
    await confirm.getByRole('button', { name: 'Ajukan' }).click();
    await expect(snackbar(page)).toHaveText('Pengajuan terkirim, menunggu persetujuan');
    await expect(page.getByTestId('loan-waiting')).toContainText('Menunggu Persetujuan');
    await expect(page.getByTestId('loan-waiting')).toContainText('Rina Cell');
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('the administrator rejects with a message; the operator sees INFO and re-applies', async () => {
    const message = 'Foto KTP kurang jelas, mohon unggah ulang';
    const dialog = await openReview();
    await expect(dialog.getByTestId('review-photo').locator('img')).toHaveCount(3);
    await dialog.getByRole('button', { name: 'Tolak' }).click();
    await expect(dialog).toContainText('Tulis alasan penolakan');
    await dialog.getByRole('textbox', { name: 'Pesan untuk operator' }).fill(message);
    await dialog.getByRole('button', { name: 'Tolak' }).click();
    await expect(snackbar(admin)).toHaveText('Pengajuan ditolak');
    await expect(dialog).toBeHidden();

    const page = operator;
    await page.goto('/modalkerja');
    const form = page.getByRole('form', { name: 'Pengajuan Modal Kerja' });
    await expect(page.getByTestId('loan-info')).toHaveText(`INFO: ${message}`, { timeout: 60_000 });
    // the previous application fills the form, photos included (read with the token)
    await expect(form.getByRole('textbox', { name: 'Nama', exact: false }).first()).toHaveValue(applicant);
    await expect(form.getByTestId('photo-imagektp-preview')).toBeVisible();
    await expect(form.getByRole('combobox', { name: /^Kecamatan/ })).toHaveValue('Coblong');
    expect(await seriousViolations(page)).toEqual([]);
    // Kembali → intro, Ajukan Sekarang → the form again
    await page.getByRole('button', { name: 'Kembali' }).click();
    await expect(page.getByTestId('loan-intro')).toBeVisible();
    await page.getByRole('button', { name: 'Ajukan Sekarang' }).click();
    await form.getByTestId('photo-imagektp-input').setInputFiles(await pngFile('ktp2', 320, 200, '#78909C'));
    await expect(form.getByTestId('photo-imagektp')).toHaveAttribute('data-upload-state', 'done');
    await form.getByRole('button', { name: 'Ajukan', exact: true }).click();
    await page.getByRole('dialog', { name: 'Kirim Pengajuan' }).getByRole('button', { name: 'Ajukan' }).click();
    await expect(page.getByTestId('loan-waiting')).toBeVisible();
  });

  test('the administrator approves with a limit, seeing the three photos; the operator gets the dashboard', async () => {
    const dialog = await openReview();
    const images = dialog.getByTestId('review-photo').locator('img');
    await expect(images).toHaveCount(3);
    for (const img of await images.all()) expect(await img.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth > 0)).toBe(true);
    await expect(dialog).toContainText('Coblong, KOTA BANDUNG, JAWA BARAT');
    await expect(dialog).toContainText('Rp 25.000.000');
    const limit = dialog.getByRole('textbox', { name: 'Limit Kredit' });
    await expect(limit).toHaveValue('50.000.000');
    expect(await seriousViolations(admin)).toEqual([]);
    await limit.fill('10000000');
    await dialog.getByRole('button', { name: 'Setujui' }).click();
    const approval = admin.getByRole('dialog', { name: 'Konfirmasi' });
    await expect(approval).toContainText('Setujui pengajuan modal kerja');
    await expect(approval).toContainText('Rp 10.000.000');
    await approval.getByRole('button', { name: 'Setujui' }).click();
    await expect(snackbar(admin)).toHaveText('Pengajuan disetujui');
    await expect(admin.getByRole('row').filter({ hasText: applicant })).toHaveCount(0);

    const page = operator;
    await page.goto('/modalkerja');
    await expect(page.getByTestId('loan-remaining')).toHaveText('Rp 10.000.000', { timeout: 60_000 });
    await expect(page.getByTestId('loan-progress')).toHaveAttribute('data-color', 'success');
    await expect(page.getByRole('table', { name: 'Pencairan' })).toContainText('Belum ada pencairan');
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('Cairkan credits the wallet; BAYAR without enough balance is refused, after a top-up it pays: Lunas, limit restored', async ({
    request,
  }) => {
    const page = operator;
    await page.goto('/modalkerja');
    const balance = page.getByTestId('loan-wallet-balance');
    await expect(balance).toHaveText(/Rp/, { timeout: 60_000 });
    const before = rupiah(await balance.textContent());

    await page.getByRole('button', { name: 'Cairkan' }).click();
    const dialog = page.getByRole('dialog', { name: 'Pencairan Dana' });
    const amount = dialog.getByRole('textbox', { name: /^Jumlah/ });
    await amount.fill('20000000');
    await dialog.getByRole('button', { name: 'Cairkan' }).click();
    await expect(dialog).toContainText('Jumlah melebihi sisa limit kredit (Rp 10.000.000)');
    await amount.fill('100');
    await expect(dialog.getByTestId('disburse-fee')).toHaveText('Rp 2');
    await amount.fill('5000000');
    await expect(dialog.getByTestId('disburse-fee')).toHaveText('Rp 75.000');
    await expect(dialog.getByTestId('disburse-total')).toHaveText('Rp 5.075.000');
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Cairkan' }).click();
    const disbursal = page.getByRole('dialog', { name: 'Konfirmasi' });
    await expect(disbursal).toContainText('Yakin cairkan Rp 5.000.000 ke wallet? Total Rp 5.075.000 dibayar dalam 30 hari.');
    await disbursal.getByRole('button', { name: 'Cairkan' }).click();
    await expect(snackbar(page)).toHaveText('Dana Rp 5.000.000 dicairkan ke wallet');
    await expect(dialog).toBeHidden();

    await expect(balance).toHaveText(`Rp ${(before + 5_000_000).toLocaleString('id-ID')}`);
    await expect(page.getByTestId('loan-remaining')).toHaveText('Rp 5.000.000');
    // 50 % left: orange (green only above 60)
    await expect(page.getByTestId('loan-progress')).toHaveAttribute('data-color', 'warning');
    const row = page.getByRole('table', { name: 'Pencairan' }).getByRole('row').filter({ hasText: /KTR/ });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('Rp 5.000.000');
    await expect(row).toContainText('Rp 75.000');
    await expect(row).toContainText(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/);
    await expect(row.getByTestId('contract-status')).toHaveText('Belum terbayar');
    const contractno = (await row.locator('td').first().textContent())!.match(/KTR\d+/)![0];
    expect(contractno).toMatch(/^KTR/);

    // the wallet page shows the same balance
    await page.goto('/wallet');
    await expect(page.getByTestId('card-balance-value')).toHaveText(`Rp ${(before + 5_000_000).toLocaleString('id-ID')}`);

    // BAYAR with 5.000.000 in the wallet and 5.075.000 due: the server's clear error, nothing changes
    await page.goto('/modalkerja');
    await row.getByRole('button', { name: 'BAYAR' }).click();
    const confirm = page.getByRole('dialog');
    await expect(confirm).toContainText(`Yakin akan bayar kontrak ${contractno}?`);
    await confirm.getByRole('button', { name: 'BAYAR' }).click();
    await expect(snackbar(page)).toHaveText('Saldo wallet tidak cukup untuk membayar Rp 5.075.000');
    await expect(row.getByTestId('contract-status')).toHaveText('Belum terbayar');
    await expect(balance).toHaveText(`Rp ${(before + 5_000_000).toLocaleString('id-ID')}`);

    // top up through a VA the sandbox reports paid
    const token = tokenOf(operatorState);
    const cashin = await api<{ va: string }>(request, token, 'POST', '/api/wallet/cashin', { channel: 'VA-BNI', amount: 125000 });
    await api(request, tokenOfRole('admin'), 'POST', '/api/payments/sandbox/pay', { va: cashin.va });
    await page.reload();
    await expect(balance).toHaveText(`Rp ${(before + 5_125_000).toLocaleString('id-ID')}`, { timeout: 60_000 });

    await row.getByRole('button', { name: 'BAYAR' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'BAYAR' }).click();
    await expect(snackbar(page)).toHaveText(`Kontrak ${contractno} lunas`);
    await expect(row.getByTestId('contract-status')).toHaveText('Lunas');
    await expect(row.getByRole('button', { name: 'BAYAR' })).toHaveCount(0);
    await expect(page.getByTestId('loan-remaining')).toHaveText('Rp 10.000.000');
    await expect(balance).toHaveText(`Rp ${(before + 5_125_000 - 5_075_000).toLocaleString('id-ID')}`);

    await page.getByRole('tab', { name: 'Pembayaran' }).click();
    const paid = page.getByRole('table', { name: 'Pembayaran' }).getByRole('row').filter({ hasText: contractno });
    await expect(paid).toContainText('Rp 5.075.000');
    expect(await seriousViolations(page)).toEqual([]);
  });
});
