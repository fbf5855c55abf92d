import { pngFile, tableRows, uniqueName } from '../support/content';
import { expect, snackbar, test, useLanguage } from '../support/test';

const TABLE = 'Daftar slider banner';

test.describe('slider banners (/slider)', () => {
  test.use({ role: 'operator' });

  test('name and image are required; a PNG upload shows its preview and saves; order, edit, search, sort, delete', async ({ page }) => {
    await useLanguage(page, 'id');
    await page.goto('/slider');
    const rows = tableRows(page, TABLE);
    await expect(rows.first()).toBeVisible();
    await page.getByRole('button', { name: 'Tambah banner' }).click();
    const dialog = page.getByRole('dialog', { name: 'Tambah banner' });
    await dialog.getByRole('button', { name: 'Simpan' }).click();
    await expect(dialog).toContainText('Nama banner tidak boleh kosong');
    await expect(dialog).toContainText('Gambar banner tidak boleh kosong');

    const name = uniqueName('Banner Uji');
    await dialog.getByRole('textbox', { name: 'Nama banner' }).fill(name);
    await dialog.getByTestId('image-upload-input').setInputFiles(await pngFile('banner', 1200, 500, '#00897B'));
    await expect(dialog.getByTestId('image-upload-preview')).toHaveAttribute('src', /^blob:/);
    await expect(dialog.getByText('Gambar terunggah')).toBeVisible();
    await expect(dialog).not.toContainText('Gambar banner tidak boleh kosong');
    await dialog.getByRole('spinbutton', { name: 'Urutan' }).fill('0');
    await dialog.getByRole('button', { name: 'Simpan' }).click();
    await expect(snackbar(page)).toHaveText('Data berhasil ditambahkan');
    await expect(dialog).toBeHidden();

    // order 0 puts it first (the default sort is by order)
    await expect(rows.first()).toContainText(name);
    await expect(rows.first().locator('img')).toHaveAttribute('src', /^\/uploads\/banner\//);
    await expect(page.getByTestId('phone-screen').getByRole('button', { name: new RegExp(`Banner 1: ${name}`) })).toHaveCount(1);

    await rows
      .first()
      .getByRole('button', { name: `Edit ${name}` })
      .click();
    const edit = page.getByRole('dialog', { name: 'Edit banner' });
    await expect(edit.getByTestId('image-upload-preview')).toHaveAttribute('src', /^\/uploads\/banner\//);
    await edit.getByRole('spinbutton', { name: 'Urutan' }).fill('99');
    await edit.getByRole('textbox', { name: 'URL' }).fill('https://contoh.co.id/banner');
    await edit.getByRole('button', { name: 'Simpan' }).click();
    await expect(snackbar(page)).toHaveText('Data berhasil diubah');
    await expect(rows.first()).not.toContainText(name);

    await page.getByRole('textbox', { name: 'Cari' }).fill(name);
    const row = rows.filter({ hasText: name });
    await expect(rows).toHaveCount(1);
    await expect(row).toContainText('99');
    await expect(row.getByRole('link', { name: 'https://contoh.co.id/banner' })).toBeVisible();
    await page.getByRole('button', { name: 'Nama banner' }).click();
    await expect(page).toHaveURL(/sort=name%2Casc/);

    await row.getByRole('button', { name: `Hapus ${name}` }).click();
    await expect(page.getByRole('dialog', { name: 'Konfirmasi' })).toContainText('Yakin akan hapus?');
    await page.getByRole('dialog', { name: 'Konfirmasi' }).getByRole('button', { name: 'Hapus' }).click();
    await expect(snackbar(page)).toHaveText('Data berhasil dihapus');
    await expect(row).toHaveCount(0);
  });
});
