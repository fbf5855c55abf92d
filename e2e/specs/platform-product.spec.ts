import type { Page } from '@playwright/test';
import { seriousViolations } from '../support/axe';
import { tableRows } from '../support/content';
import { expect, test, useLanguage } from '../support/test';

/** Products (/product) as the demo operator: list, search, filter, add, edit, delete with the spec's confirmation. */

const suffix = () => `${Date.now().toString(36).slice(-6)}${Math.random().toString(36).slice(2, 4)}`.toUpperCase();

/** The row whose Kode cell is exactly `kode`. */
const rowOf = (page: Page, kode: string) =>
  tableRows(page, /^(Daftar produk|Products)$/).filter({ has: page.locator('td:first-child').getByText(kode, { exact: true }) });

async function search(page: Page, text: string) {
  await page.getByRole('textbox', { name: /^(Cari|Search)$/ }).fill(text);
  await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe(text);
}

/** The `msg` of the next answer to a write (what the snackbar shows for 3 s; read from the answer so a slow machine cannot miss it). */
const answer = (page: Page) =>
  page
    .waitForResponse((r) => r.request().method() !== 'GET' && new URL(r.url()).pathname.startsWith('/api/'))
    .then(async (r) => ((await r.json()) as { msg: string }).msg);

test.describe('products (/product)', () => {
  test.use({ role: 'operator' });
  // A shared 2-core machine: these flows take many steps.
  test.describe.configure({ timeout: 180_000 });

  test('the list, search and status filter; add, edit (flags, price) and delete a product', async ({ page }) => {
    const kode = `P${suffix()}`;
    const rows = tableRows(page, 'Daftar produk');
    // every column shows on a wide screen (beside the drawer some fold under the name)
    await page.setViewportSize({ width: 1680, height: 900 });
    await page.goto('/product');
    await expect(page.getByRole('heading', { level: 1, name: 'Produk' })).toBeVisible();
    for (const header of ['Kode', 'Nama', 'Catatan', 'Kode Operator', 'Harga Jual', 'Aktif', 'Gangguan', 'Kosong', 'Diperbarui', 'Aksi'])
      await expect(page.getByRole('columnheader', { name: header, exact: true })).toBeVisible();
    await expect(rows.first()).toContainText(/Rp [\d.]+/);

    // the demo's PLN tokens, found by search
    await search(page, 'PLN');
    await expect(rowOf(page, 'PLN20')).toContainText('Token PLN 20.000');
    await expect(rowOf(page, 'PLN20')).toContainText('Masukkan nomor meter / ID pelanggan');
    await page.getByRole('textbox', { name: 'Cari' }).fill('');
    await expect(page).not.toHaveURL(/q=/);

    // add, with the rules of the fields
    await page.getByRole('button', { name: 'Tambah', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Tambah produk' });
    await dialog.getByRole('button', { name: 'Simpan' }).click();
    await expect(dialog.getByText('Mohon isi nilai')).toHaveCount(2);
    await dialog.getByRole('textbox', { name: 'Kode', exact: true }).fill('S5');
    await dialog.getByRole('textbox', { name: 'Nama' }).fill('Penimpa');
    await dialog.getByRole('button', { name: 'Simpan' }).click();
    await expect(dialog).toContainText('Kode sudah dipakai produk lain');
    await dialog.getByRole('textbox', { name: 'Kode', exact: true }).fill(kode);
    await dialog.getByRole('textbox', { name: 'Nama' }).fill('Pulsa Uji 15.000');
    await dialog.getByRole('textbox', { name: 'Kode Operator' }).fill('TSEL');
    await dialog.getByRole('textbox', { name: 'Harga Jual' }).fill('15.250');
    await expect(dialog.getByRole('textbox', { name: 'Harga Jual' })).toHaveValue('15250');
    await dialog.getByRole('textbox', { name: 'Catatan' }).fill('Produk uji');
    await expect(dialog.getByRole('switch', { name: 'Aktif' })).toBeChecked();
    const sent1 = answer(page);
    await dialog.getByRole('button', { name: 'Simpan' }).click();
    await expect(dialog).toBeHidden();
    expect(await sent1).toBe('Data berhasil ditambahkan');

    await search(page, kode);
    const row = rowOf(page, kode);
    await expect(rows).toHaveCount(1);
    await expect(row).toContainText('Pulsa Uji 15.000');
    await expect(row).toContainText('Rp 15.250');
    await expect(row).toContainText('TSEL');
    await expect(row.getByRole('cell').nth(5)).toHaveText('Aktif');
    await expect(row.getByRole('cell').nth(6)).toHaveText('Tidak');
    await expect(row.getByRole('cell').nth(7)).toHaveText('Tidak');
    await expect(row).toContainText(/\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2}/);

    // edit: price, flags; the kode is fixed
    await row.getByRole('button', { name: `Edit ${kode}` }).click();
    const edit = page.getByRole('dialog', { name: `Edit produk ${kode}` });
    await expect(edit.getByRole('textbox', { name: 'Kode', exact: true })).toHaveAttribute('readonly', '');
    await expect(edit.getByRole('textbox', { name: 'Harga Jual' })).toHaveValue('15250');
    await edit.getByRole('textbox', { name: 'Nama' }).fill('');
    await edit.getByRole('button', { name: 'Simpan' }).click();
    await expect(edit).toContainText('Mohon isi nilai');
    await edit.getByRole('textbox', { name: 'Nama' }).fill('Pulsa Uji 15.000 Promo');
    await edit.getByRole('textbox', { name: 'Harga Jual' }).fill('14900');
    await edit.getByRole('switch', { name: 'Aktif' }).uncheck();
    await edit.getByRole('switch', { name: 'Gangguan' }).check();
    await edit.getByRole('switch', { name: 'Kosong' }).check();
    const sent2 = answer(page);
    await edit.getByRole('button', { name: 'Simpan' }).click();
    await expect(edit).toBeHidden();
    expect(await sent2).toBe('Data berhasil diubah');
    await expect(row).toContainText('Pulsa Uji 15.000 Promo');
    await expect(row).toContainText('Rp 14.900');
    await expect(row.getByRole('cell').nth(5)).toHaveText('Non-Aktif');
    await expect(row.getByRole('cell').nth(6)).toHaveText('Ya');
    await expect(row.getByRole('cell').nth(7)).toHaveText('Ya');

    // the status filter (kept in the URL)
    await page.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'Aktif', exact: true }).click();
    await expect(page).toHaveURL(/aktif=1/);
    await expect(page.getByText('Tidak ada produk yang cocok')).toBeVisible();
    await page.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'Non-Aktif' }).click();
    await expect(page).toHaveURL(/aktif=0/);
    await expect(row).toBeVisible();

    // delete: the spec's confirmation with the code
    await row.getByRole('button', { name: `Hapus ${kode}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Hapus produk' });
    await expect(confirm).toContainText(`Yakin akan hapus ${kode}?`);
    await confirm.getByRole('button', { name: 'Batal' }).click();
    await expect(confirm).toBeHidden();
    await expect(row).toBeVisible();
    await row.getByRole('button', { name: `Hapus ${kode}` }).click();
    const sent3 = answer(page);
    await confirm.getByRole('button', { name: 'Hapus' }).click();
    expect(await sent3).toBe('Data berhasil dihapus');
    await expect(row).toHaveCount(0);
  });

  test('in English: translated headings, "Do you really want to delete {code}?", validation in the spec words', async ({ page }) => {
    await useLanguage(page, 'en');
    const kode = `PE${suffix()}`;
    // every column shows on a wide screen (beside the drawer some fold under the name)
    await page.setViewportSize({ width: 1680, height: 900 });
    await page.goto('/product');
    await expect(page.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible();
    for (const header of [
      'Code',
      'Name',
      'Note',
      'Operator Code',
      'Selling Price',
      'Active',
      'Disrupted',
      'Out of stock',
      'Updated',
      'Action',
    ])
      await expect(page.getByRole('columnheader', { name: header, exact: true })).toBeVisible();

    await page.getByRole('button', { name: 'Add', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Add product' });
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText('Please fill value')).toHaveCount(2);
    await dialog.getByRole('textbox', { name: 'Code', exact: true }).fill(kode);
    await dialog.getByRole('textbox', { name: 'Name' }).fill('Test product');
    const sent4 = answer(page);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    expect(await sent4).toBe('Add data Successfully');

    await search(page, kode);
    const row = rowOf(page, kode);
    await expect(row).toContainText('Rp 0');
    await row.getByRole('button', { name: `Edit ${kode}` }).click();
    const edit = page.getByRole('dialog', { name: `Edit product ${kode}` });
    await edit.getByRole('textbox', { name: 'Selling Price' }).fill('7500');
    const sent5 = answer(page);
    await edit.getByRole('button', { name: 'Save' }).click();
    expect(await sent5).toBe('Edit data Successfully');
    await expect(row).toContainText('Rp 7.500');

    await row.getByRole('button', { name: `Delete ${kode}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete product' });
    await expect(confirm.getByText(`Do you really want to delete ${kode}?`, { exact: true })).toBeVisible();
    const sent6 = answer(page);
    await confirm.getByRole('button', { name: 'Delete' }).click();
    expect(await sent6).toBe('Delete data Successfully');
    await expect(row).toHaveCount(0);
  });

  test('no serious axe violation on the page and in the dialog', async ({ page }) => {
    await page.goto('/product');
    await expect(tableRows(page, 'Daftar produk').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await seriousViolations(page, { bestPractice: false })).toEqual([]);
    await search(page, 'Telkomsel 10.000');
    await rowOf(page, 'S10').getByRole('button', { name: 'Edit S10' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit produk S10' });
    await expect(dialog.getByRole('textbox', { name: 'Nama' })).toHaveValue('Telkomsel 10.000');
    expect(await seriousViolations(page, { bestPractice: false })).toEqual([]);
    await dialog.getByRole('button', { name: 'Batal' }).click();
    await rowOf(page, 'S10').getByRole('button', { name: 'Hapus S10' }).click();
    await expect(page.getByRole('dialog', { name: 'Hapus produk' })).toContainText('Yakin akan hapus S10?');
    expect(await seriousViolations(page, { bestPractice: false })).toEqual([]);
    await page.getByRole('dialog', { name: 'Hapus produk' }).getByRole('button', { name: 'Batal' }).click();
  });
});
