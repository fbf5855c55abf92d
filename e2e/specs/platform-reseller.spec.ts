import { readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { seriousViolations } from '../support/axe';
import { tableRows } from '../support/content';
import { expect, test, useLanguage } from '../support/test';

/** Resellers (/mitraagen) as the demo operator: add, search, edit, delete, and the all-or-nothing CSV import. */

const suffix = () => `${Date.now().toString(36).slice(-6)}${Math.random().toString(36).slice(2, 4)}`.toUpperCase();

function csvFile(name: string, text: string): string {
  const file = path.join(tmpdir(), `konsol-e2e-${Date.now().toString(36)}-${name}.csv`);
  writeFileSync(file, text);
  return file;
}

async function search(page: Page, text: string) {
  await page.getByRole('textbox', { name: 'Cari' }).fill(text);
  await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe(text);
}

/** The row whose Kode cell is exactly `kode`. */
const rowOf = (page: Page, kode: string) =>
  tableRows(page, /^(Daftar reseller|Resellers)$/).filter({ has: page.locator('td:first-child').getByText(kode, { exact: true }) });

/** The `msg` of the next answer to a write (what the snackbar shows for 3 s; read from the answer so a slow machine cannot miss it). */
const answer = (page: Page) =>
  page
    .waitForResponse((r) => r.request().method() !== 'GET' && new URL(r.url()).pathname.startsWith('/api/'))
    .then(async (r) => ((await r.json()) as { msg: string }).msg);

test.describe('resellers (/mitraagen)', () => {
  test.use({ role: 'operator' });
  // A shared 2-core machine: these flows take many steps.
  test.describe.configure({ timeout: 180_000 });

  test('add a reseller, find it by search, edit it and delete it with "Yakin akan hapus?"', async ({ page }) => {
    const kode = `E2E${suffix()}`;
    const rows = tableRows(page, 'Daftar reseller');
    // every column shows on a wide screen (beside the drawer some fold under the name)
    await page.setViewportSize({ width: 1680, height: 900 });
    await page.goto('/mitraagen');
    await expect(page.getByRole('heading', { level: 1, name: 'Mitra Agen' })).toBeVisible();
    for (const header of ['Kode', 'Nama', 'Alamat', 'E-mail', 'Kode Upline', 'Saldo', 'Tgl Daftar', 'Diperbarui', 'Aksi'])
      await expect(page.getByRole('columnheader', { name: header, exact: true })).toBeVisible();
    // the demo resellers are listed with their balances (the newest change sorts first, and other specs add and
    // anonymise resellers of the demo server, so the seeded rows need not be the first)
    const seeded = rows.filter({ has: page.locator('td:first-child').getByText(/^R\d{4}$/) }).first();
    await expect(seeded).toBeVisible();
    await expect(seeded).toContainText(/Rp [\d.]+/);

    // validation in the dialog, nothing sent
    await page.getByRole('button', { name: 'Tambah', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Tambah reseller' });
    await dialog.getByRole('button', { name: 'Simpan' }).click();
    await expect(dialog.getByText('Mohon isi nilai')).toHaveCount(2);
    await dialog.getByRole('textbox', { name: 'Kode', exact: true }).fill('bad kode!');
    await dialog.getByRole('textbox', { name: 'Nama' }).fill('Toko E2E');
    await dialog.getByRole('textbox', { name: 'E-mail' }).fill('bukan-email');
    await dialog.getByRole('button', { name: 'Simpan' }).click();
    await expect(dialog).toContainText('Gunakan huruf, angka, titik, strip atau garis bawah (maksimal 30)');
    await expect(dialog).toContainText('E-mail tidak valid');

    // the upline must be a reseller of this server (the server's rule, shown on the field)
    await dialog.getByRole('textbox', { name: 'Kode', exact: true }).fill(kode);
    await dialog.getByRole('textbox', { name: 'E-mail' }).fill(`${kode.toLowerCase()}@example.com`);
    await dialog.getByRole('textbox', { name: 'Alamat' }).fill('Jl. Braga No. 7, Bandung');
    await dialog.getByRole('textbox', { name: 'No. HP' }).fill('081234567890');
    await dialog.getByRole('textbox', { name: 'Kode Upline' }).fill('TIDAKADA99');
    await dialog.getByRole('textbox', { name: 'Saldo' }).fill('150.000');
    await expect(dialog.getByRole('textbox', { name: 'Saldo' })).toHaveValue('150000');
    await expect(dialog).toContainText('Rp 150.000');
    await dialog.getByRole('button', { name: 'Simpan' }).click();
    await expect(dialog).toContainText('Upline bukan reseller server ini');
    await dialog.getByRole('textbox', { name: 'Kode Upline' }).fill('R0001');
    const sent1 = answer(page);
    await dialog.getByRole('button', { name: 'Simpan' }).click();
    await expect(dialog).toBeHidden();
    expect(await sent1).toBe('Data berhasil ditambahkan');

    // search finds it
    await search(page, kode);
    await expect(rows).toHaveCount(1);
    const row = rows.first();
    await expect(row).toContainText(kode);
    await expect(row).toContainText('Toko E2E');
    await expect(row).toContainText('Rp 150.000');
    await expect(row).toContainText('R0001');
    // registered (a day) and updated (a time) in the console's one format, no ISO day beside them
    await expect(row).not.toContainText(/\d{4}-\d{2}-\d{2}/);
    await expect(row).toContainText(/\d{2}\/\d{2}\/\d{4}(?! \d)/);
    await expect(row).toContainText(/\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2}/);

    // the same kode cannot be added twice (it would overwrite the reseller)
    await page.getByRole('button', { name: 'Tambah', exact: true }).click();
    await dialog.getByRole('textbox', { name: 'Kode', exact: true }).fill(kode);
    await dialog.getByRole('textbox', { name: 'Nama' }).fill('Penimpa');
    await dialog.getByRole('button', { name: 'Simpan' }).click();
    await expect(dialog).toContainText('Kode sudah dipakai reseller lain');
    await dialog.getByRole('button', { name: 'Batal' }).click();
    await expect(dialog).toBeHidden();
    await expect(row).toContainText('Toko E2E');

    // edit: kode is fixed, the rest changes
    await row.getByRole('button', { name: `Edit ${kode}` }).click();
    const edit = page.getByRole('dialog', { name: `Edit reseller ${kode}` });
    await expect(edit.getByRole('textbox', { name: 'Kode', exact: true })).toHaveValue(kode);
    await expect(edit.getByRole('textbox', { name: 'Kode', exact: true })).toHaveAttribute('readonly', '');
    await expect(edit.getByRole('textbox', { name: 'Nama' })).toHaveValue('Toko E2E');
    await edit.getByRole('textbox', { name: 'Nama' }).fill('Toko E2E Jaya');
    await edit.getByRole('textbox', { name: 'Saldo' }).fill('2500000');
    await edit.getByRole('textbox', { name: 'Kode Upline' }).fill('');
    const sent2 = answer(page);
    await edit.getByRole('button', { name: 'Simpan' }).click();
    await expect(edit).toBeHidden();
    expect(await sent2).toBe('Data berhasil diubah');
    await expect(row).toContainText('Toko E2E Jaya');
    await expect(row).toContainText('Rp 2.500.000');
    await expect(row).not.toContainText('R0001');

    // delete
    await row.getByRole('button', { name: `Hapus ${kode}` }).click();
    const confirm = page.getByRole('dialog', { name: `Hapus reseller ${kode}` });
    await expect(confirm).toContainText('Yakin akan hapus?');
    const sent3 = answer(page);
    await confirm.getByRole('button', { name: 'Hapus' }).click();
    expect(await sent3).toBe('Data berhasil dihapus');
    await expect(page.getByText('Tidak ada reseller yang cocok dengan pencarian')).toBeVisible();
    await expect(rows.filter({ hasText: kode })).toHaveCount(0);
  });

  test('CSV import: a bad file lists every bad row by line and imports nothing; a good file imports all rows', async ({ page }) => {
    const prefix = `CSV${suffix()}`;
    const rows = tableRows(page, 'Daftar reseller');
    await page.goto('/mitraagen');
    await expect(rows.first()).toBeVisible();

    await page.getByRole('button', { name: 'Impor CSV' }).click();
    const dialog = page.getByRole('dialog', { name: 'Impor reseller dari CSV' });
    await expect(dialog).toContainText('kode, nama, alamat, email, phone, kode_upline, saldo, tgl_daftar');
    await expect(dialog.getByRole('button', { name: 'Impor', exact: true })).toBeDisabled();

    // the template downloads as CSV with the header the import reads
    const download = page.waitForEvent('download');
    await dialog.getByRole('button', { name: 'Unduh template CSV' }).click();
    const template = await download;
    expect(template.suggestedFilename()).toBe('template-reseller.csv');
    const templateText = readFileSync((await template.path())!, 'utf8');
    expect(templateText.replace(/^\uFEFF/, '').split(/\r?\n/)[0]).toBe('kode,nama,alamat,email,phone,kode_upline,saldo,tgl_daftar');

    // a bad file: line 2 fine, line 3 without nama, line 4 a bad e-mail and saldo, line 5 an unknown upline
    const bad = [
      'kode;nama;email;saldo;kode_upline',
      `${prefix}A;Agen Satu;a@example.com;1000;`,
      `${prefix}B;;;;`,
      `${prefix}C;Agen Tiga;bukan-email;12,5;`,
      `${prefix}D;Agen Empat;;;TIDAKADA${prefix}`,
    ].join('\n');
    await dialog.getByTestId('reseller-import-file').setInputFiles(csvFile('bad', bad));
    await expect(dialog).toContainText('bad.csv');
    await dialog.getByRole('button', { name: 'Impor', exact: true }).click();
    const errors = dialog.getByTestId('import-errors');
    await expect(errors).toContainText('Tidak ada data yang diimpor');
    await expect(errors).toContainText('Tidak ada yang diimpor: 3 baris tidak valid, pertama di baris 3');
    const items = errors.getByRole('listitem');
    await expect(items).toHaveText([
      'Baris 3: nama — Mohon isi nilai',
      'Baris 4: email — E-mail tidak valid',
      'Baris 4: saldo — Harus bilangan bulat rupiah',
      'Baris 5: kode_upline — Upline bukan reseller server ini',
    ]);
    await dialog.getByRole('button', { name: 'Batal' }).click();

    // nothing of the file is in the list
    await search(page, prefix);
    await expect(page.getByText('Tidak ada reseller yang cocok dengan pencarian')).toBeVisible();
    await expect(page.getByText('0–0 dari 0')).toBeVisible();

    // a good file (comma separated, quoted cell, an upline from the same file)
    const good = [
      'kode,nama,alamat,email,phone,kode_upline,saldo,tgl_daftar',
      `${prefix}A,Agen Satu,"Jl. Sudirman No. 1, Jakarta",a@example.com,081200000001,,1000000,2025-01-31`,
      `${prefix}B,Agen Dua,,,,${prefix}A,25000,`,
      `${prefix}C,Agen Tiga,,,,${prefix}B,0,`,
    ].join('\r\n');
    await page.getByRole('button', { name: 'Impor CSV' }).click();
    await dialog.getByTestId('reseller-import-file').setInputFiles(csvFile('good', good));
    const sent4 = answer(page);
    await dialog.getByRole('button', { name: 'Impor', exact: true }).click();
    await expect(dialog.getByTestId('import-result')).toContainText('3 baris diimpor (3 baru, 0 diperbarui)');
    expect(await sent4).toBe('3 baris diimpor (3 baru, 0 diperbarui)');
    await dialog.getByRole('button', { name: 'Tutup' }).click();
    await expect(dialog).toBeHidden();
    await expect(rows).toHaveCount(3);
    await expect(rowOf(page, `${prefix}A`)).toContainText('Rp 1.000.000');
    await expect(rowOf(page, `${prefix}A`)).toContainText('31/01/2025');
    await expect(rowOf(page, `${prefix}C`)).toContainText(`${prefix}B`);

    // an upline with downlines is not deleted: the server's reason shows in the confirmation
    await rowOf(page, `${prefix}A`)
      .getByRole('button', { name: `Hapus ${prefix}A` })
      .click();
    const confirm = page.getByRole('dialog', { name: `Hapus reseller ${prefix}A` });
    await confirm.getByRole('button', { name: 'Hapus' }).click();
    await expect(confirm).toContainText('Reseller ini adalah upline dari 1 reseller; pindahkan dulu');
    await confirm.getByRole('button', { name: 'Batal' }).click();
    await expect(rows).toHaveCount(3);
  });

  test('in English: translated headings, validation in the spec words, the confirmation', async ({ page }) => {
    await useLanguage(page, 'en');
    const rows = tableRows(page, 'Resellers');
    // every column shows on a wide screen (beside the drawer some fold under the name)
    await page.setViewportSize({ width: 1680, height: 900 });
    await page.goto('/mitraagen');
    await expect(page.getByRole('heading', { level: 1, name: 'Reseller Agents' })).toBeVisible();
    for (const header of ['Code', 'Name', 'Address', 'E-mail', 'Upline Code', 'Balance', 'Registered', 'Updated', 'Action'])
      await expect(page.getByRole('columnheader', { name: header, exact: true })).toBeVisible();
    await expect(rows.first()).toBeVisible();

    await page.getByRole('button', { name: 'Add', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Add reseller' });
    await dialog.getByRole('textbox', { name: 'E-mail' }).fill('not-an-email');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText('Please fill value')).toHaveCount(2);
    await expect(dialog).toContainText('E-mail must be valid');
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    await rows
      .first()
      .getByRole('button', { name: /^Delete / })
      .click();
    const confirm = page.getByRole('dialog', { name: /^Delete reseller / });
    await expect(confirm).toContainText('Are you sure you want to delete?');
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toBeHidden();

    await page.getByRole('button', { name: 'Import CSV' }).click();
    await expect(page.getByRole('dialog', { name: 'Import resellers from CSV' })).toContainText(
      'If any row is wrong, nothing is imported.',
    );
  });

  test('no serious axe violation on the page and its dialogs', async ({ page }) => {
    await page.goto('/mitraagen');
    await expect(tableRows(page, 'Daftar reseller').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await seriousViolations(page, { bestPractice: false })).toEqual([]);

    await page.getByRole('button', { name: 'Tambah', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Tambah reseller' });
    await dialog.getByRole('button', { name: 'Simpan' }).click();
    await expect(dialog.getByText('Mohon isi nilai').first()).toBeVisible();
    expect(await seriousViolations(page, { bestPractice: false })).toEqual([]);
    await dialog.getByRole('button', { name: 'Batal' }).click();
    await expect(dialog).toBeHidden();

    await page.getByRole('button', { name: 'Impor CSV' }).click();
    const importDialog = page.getByRole('dialog', { name: 'Impor reseller dari CSV' });
    await importDialog.getByTestId('reseller-import-file').setInputFiles(csvFile('axe', 'kode,nama\n,\n'));
    await importDialog.getByRole('button', { name: 'Impor', exact: true }).click();
    await expect(importDialog.getByTestId('import-errors')).toContainText('Baris 2');
    expect(await seriousViolations(page, { bestPractice: false })).toEqual([]);
  });
});
