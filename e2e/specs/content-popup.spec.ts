import { chooseOption, pngFile, tableRows, typeDate, uniqueName } from '../support/content';
import { expect, snackbar, test, useLanguage } from '../support/test';

const TABLE = 'Daftar popup info';

test.describe('popup info (/popup)', () => {
  test.use({ role: 'operator' });

  test('"Tambah Popup Info": label required ("Mohon diisi"), link, image, status and Masa Aktif; edit, search, sort, delete', async ({
    page,
  }) => {
    await useLanguage(page, 'id');
    await page.goto('/popup');
    await page.getByRole('button', { name: 'Tambah Popup Info' }).click();
    const dialog = page.getByRole('dialog', { name: 'Tambah Popup Info' });
    await dialog.getByRole('button', { name: 'Simpan' }).click();
    await expect(dialog).toContainText('Mohon diisi');

    const label = uniqueName('Popup Uji');
    await dialog.getByRole('textbox', { name: 'Label' }).fill(label);
    await dialog.getByRole('textbox', { name: 'URL' }).fill('bukan-url');
    await dialog.getByRole('button', { name: 'Simpan' }).click();
    await expect(dialog).toContainText('URL harus diawali http:// atau https://');
    await dialog.getByRole('textbox', { name: 'URL' }).fill('https://contoh.co.id/promo');
    await dialog.getByTestId('image-upload-input').setInputFiles(await pngFile('popup', 600, 800, '#8E24AA'));
    await expect(dialog.getByTestId('image-upload-preview')).toBeVisible();
    await expect(dialog.getByText('Gambar terunggah')).toBeVisible();
    await typeDate(page, dialog, 'Masa Aktif', '31/12/2030');
    const saved = page.waitForResponse((r) => r.url().endsWith('/api/backoffice/popup') && r.request().method() === 'POST');
    await dialog.getByRole('button', { name: 'Simpan' }).click();
    const sent = (await saved).request().postDataJSON() as Record<string, unknown>;
    expect(sent).toMatchObject({ name: label, url: 'https://contoh.co.id/promo', status: 1, expired: '2030-12-31T16:59:59.999Z' }); // the end of that day in WIB
    expect(sent.image).toMatch(/^\/uploads\/popup\//);
    await expect(snackbar(page)).toHaveText('Data berhasil ditambahkan');

    const row = tableRows(page, TABLE).filter({ hasText: label });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('2030/12/31');
    await expect(row).toContainText('Aktif');
    // the newest live popup opens over the app in the preview
    await expect(page.getByTestId('preview-popup')).toContainText(label);

    // edit: no expiry any more, disabled
    await row.getByRole('button', { name: `Edit ${label}` }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Popup Info' });
    await expect(edit.getByRole('textbox', { name: 'Label' })).toHaveValue(label);
    await edit.getByRole('button', { name: 'Kosongkan', exact: true }).click();
    await chooseOption(page, edit.getByRole('combobox', { name: 'Status' }), 'Non-Aktif');
    await edit.getByRole('button', { name: 'Simpan' }).click();
    await expect(snackbar(page)).toHaveText('Data berhasil diubah');
    await expect(row).toContainText('Tanpa batas');
    await expect(row).toContainText('Non-Aktif');
    await expect(page.getByTestId('phone-screen')).not.toContainText(label);

    // search and sort on the server
    await page.getByRole('textbox', { name: 'Cari' }).fill(label);
    await expect(tableRows(page, TABLE)).toHaveCount(1);
    await page.getByRole('textbox', { name: 'Cari' }).fill('');
    await page.getByRole('button', { name: 'Label' }).click();
    await expect(page).toHaveURL(/sort=name%2Casc/);

    await row.getByRole('button', { name: `Hapus ${label}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Konfirmasi' });
    await expect(confirm).toContainText('Yakin akan hapus?');
    await confirm.getByRole('button', { name: 'Hapus' }).click();
    await expect(snackbar(page)).toHaveText('Data berhasil dihapus');
    await expect(row).toHaveCount(0);
  });
});
