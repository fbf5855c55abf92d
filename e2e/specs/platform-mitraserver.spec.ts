import type { APIRequestContext } from '@playwright/test';
import { seriousViolations } from '../support/axe';
import { expect, snackbar, test } from '../support/test';

/** The engine's balance push with a server key: 200 while the key and its server are good. */
const pushBalance = (request: APIRequestContext, key: string, irsmarketbalance: number) =>
  request.put('/api/engine/balance', { headers: { 'x-server-key': key }, data: { irsmarketbalance } });

test.describe('Mitra Server (administrator)', () => {
  test.use({ role: 'admin' });
  test.describe.configure({ timeout: 300_000 });
  // Wide enough for all ten columns (below 1600 px address, phone and e-mail fold into the name and contact cells).
  test.use({ viewport: { width: 1680, height: 900 } });

  // Only a server this spec creates is edited or deactivated: PULSANUSA, MITRAJAYA and KONSOL belong to other specs.
  test('add a server (key shown once), rotate its key, edit it, deactivate it: its engine key is refused', async ({
    page,
    context,
    request,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const suffix = Date.now().toString(36).toUpperCase();
    const name = `E2E Mitra ${suffix}`;
    const serverId = `E2E-${suffix}`;

    await page.goto('/admin/mitraserver');
    await expect(page.getByRole('heading', { level: 1, name: 'Mitra Server' })).toBeVisible({ timeout: 40_000 });
    const table = page.getByRole('table', { name: 'Daftar mitra server' });
    for (const header of ['Nama', 'Alamat', 'Kontak', 'Telepon', 'E-mail', 'Tipe Member', 'Engine Core', 'Status', 'Diperbarui', 'Aksi'])
      await expect(table.getByRole('columnheader', { name: header, exact: true })).toBeVisible();
    await expect(table.getByRole('row').filter({ hasText: 'PULSANUSA' })).toBeVisible();

    // the add dialog's rules
    await page.getByRole('button', { name: 'Tambah', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Tambah Mitra Server' });
    for (const label of ['Nama', 'Alamat', 'Kontak', 'Telepon', 'E-mail', 'Server ID', 'Tipe Member', 'Engine Core', 'Status'])
      await expect(dialog.getByLabel(new RegExp(`^${label}`)).first()).toBeVisible();
    await dialog.getByRole('button', { name: 'Simpan' }).click();
    await expect(dialog.getByText('Mohon isi data')).toHaveCount(2);
    await expect(dialog.getByText('E-mail wajib diisi')).toBeVisible();
    await dialog.getByLabel(/^Nama/).fill(name);
    await dialog.getByLabel(/^Server ID/).fill('pulsanusa');
    await dialog.getByLabel(/^E-mail/).fill('bukan-email');
    await dialog.getByRole('button', { name: 'Simpan' }).click();
    await expect(dialog.getByText('E-mail tidak valid')).toBeVisible();
    await dialog.getByLabel(/^E-mail/).fill(`ops-${suffix.toLowerCase()}@example.com`);
    await dialog.getByRole('button', { name: 'Simpan' }).click();
    await expect(dialog.getByText('Server ID sudah dipakai')).toBeVisible();
    await dialog.getByLabel(/^Server ID/).fill(serverId.toLowerCase());
    await dialog.getByRole('textbox', { name: 'Alamat', exact: true }).fill('Jl. Uji Coba No. 1, Bandung');
    await dialog.getByLabel(/^Kontak/).fill('Rina');
    await dialog.getByLabel(/^Telepon/).fill('081234567890');
    await dialog.getByRole('combobox', { name: /^Tipe Member/ }).click();
    await page.getByRole('option', { name: 'Premium', exact: true }).click();
    await dialog.getByRole('combobox', { name: /^Engine Core/ }).click();
    await page.getByRole('option', { name: 'OTHER', exact: true }).click();
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Simpan' }).click();

    // the key, once
    const keyDialog = page.getByRole('dialog', { name: 'Server Key' });
    await expect(keyDialog).toContainText('hanya ditampilkan sekali');
    await expect(keyDialog).toContainText(serverId);
    const key = await keyDialog.getByTestId('server-key').inputValue();
    expect(key).toMatch(/^sk_[\w-]{40,}$/);
    await keyDialog.getByRole('button', { name: 'Salin' }).click();
    await expect(keyDialog.getByRole('button', { name: 'Tersalin' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(key);
    expect(await seriousViolations(page)).toEqual([]);
    expect((await pushBalance(request, key, 1_250_000)).status()).toBe(200);
    await keyDialog.getByRole('button', { name: 'Saya sudah menyalin' }).click();
    await expect(keyDialog).toBeHidden();
    await expect(page.getByText(key)).toHaveCount(0);
    await expect(page.locator(`input[value="${key}"]`)).toHaveCount(0);

    // the new row, found by search
    await page.getByRole('textbox', { name: 'Cari' }).fill(suffix);
    await expect(page).toHaveURL(new RegExp(`q=${suffix}`));
    const row = table.getByRole('row').filter({ hasText: serverId });
    await expect(row).toContainText(name);
    await expect(row).toContainText('Premium');
    await expect(row).toContainText('OTHER');
    await expect(row).toContainText('Aktif');
    await expect(row).toContainText('Rina');
    await page.reload();
    await expect(row).toBeVisible();
    expect(await page.content()).not.toContain(key);

    // rotate: confirmation first, then a new key; the old one stops at once
    await row.getByRole('button', { name: `Ganti server key ${name}` }).click();
    const rotateConfirm = page.getByRole('dialog', { name: 'Ganti server key?' });
    await expect(rotateConfirm).toContainText('Key lama langsung tidak berlaku');
    await rotateConfirm.getByRole('button', { name: 'Ganti key' }).click();
    await expect(keyDialog).toBeVisible();
    const newKey = await keyDialog.getByTestId('server-key').inputValue();
    expect(newKey).toMatch(/^sk_/);
    expect(newKey).not.toBe(key);
    await keyDialog.getByRole('button', { name: 'Saya sudah menyalin' }).click();
    expect((await pushBalance(request, key, 1)).status()).toBe(401);
    expect((await pushBalance(request, newKey, 1_300_000)).status()).toBe(200);

    // edit
    await row.getByRole('button', { name: `Edit ${name}` }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Mitra Server' });
    await expect(edit.getByLabel(/^Nama/)).toHaveValue(name);
    await expect(edit.getByLabel(/^Server ID/)).toHaveValue(serverId);
    await edit.getByLabel(/^Kontak/).fill('Rina Marlina');
    await edit.getByRole('button', { name: 'Simpan' }).click();
    await expect(snackbar(page)).toHaveText('Data berhasil diubah');
    await expect(edit).toBeHidden();
    await expect(row).toContainText('Rina Marlina');

    // deactivate: declined first (nothing changes), then confirmed
    await row.getByRole('button', { name: `Edit ${name}` }).click();
    await edit.getByRole('combobox', { name: /^Status/ }).click();
    await page.getByRole('option', { name: 'Non-Aktif' }).click();
    await edit.getByRole('button', { name: 'Simpan' }).click();
    const deactivate = page.getByRole('dialog', { name: 'Non-aktifkan server?' });
    await expect(deactivate).toContainText('tidak bisa login');
    await expect(deactivate).toContainText('engine');
    expect(await seriousViolations(page)).toEqual([]);
    await deactivate.getByRole('button', { name: 'Batal' }).click();
    await expect(deactivate).toBeHidden();
    await expect(edit).toBeVisible();
    expect((await pushBalance(request, newKey, 1_300_001)).status()).toBe(200);
    await edit.getByRole('button', { name: 'Simpan' }).click();
    await deactivate.getByRole('button', { name: 'Non-aktifkan' }).click();
    await expect(snackbar(page)).toHaveText('Data berhasil diubah');
    await expect(edit).toBeHidden();
    await expect(row).toContainText('Non-Aktif');
    expect((await pushBalance(request, newKey, 1)).status()).toBe(403);

    // the status filter lives in the URL
    await page.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'Non-Aktif' }).click();
    await expect(page).toHaveURL(/status=0/);
    await expect(row).toBeVisible();
    await page.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'Aktif', exact: true }).click();
    await expect(page).toHaveURL(/status=1/);
    await expect(table.getByText('Belum ada mitra server')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('the administrator cannot deactivate their own server (KONSOL stays active)', async ({ page }) => {
    await page.goto('/admin/mitraserver?q=KONSOL');
    const table = page.getByRole('table', { name: 'Daftar mitra server' });
    const row = table.getByRole('row').filter({ has: page.getByText('KONSOL', { exact: true }) });
    await expect(row).toContainText('Aktif', { timeout: 40_000 });
    // opening the dialog and cancelling changes nothing; the server refuses the change itself (tested in the API suite)
    await row.getByRole('button', { name: /^Edit / }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Mitra Server' });
    await expect(edit.getByLabel(/^Server ID/)).toHaveValue('KONSOL');
    await edit.getByRole('button', { name: 'Batal' }).click();
    await expect(edit).toBeHidden();
  });
});
