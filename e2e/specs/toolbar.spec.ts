import { expect, snackbar, test, useLanguage } from '../support/test';

test.describe('toolbar', () => {
  test.use({ role: 'admin' });

  test('maintenance switch: confirmation texts, reverts when declined, switches when confirmed', async ({ page }) => {
    await page.goto('/dashboard');
    const toggle = page.getByRole('switch', { name: 'Maintenance' });
    await expect(toggle).toBeEnabled();
    await expect(toggle).not.toBeChecked();

    await toggle.click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('Yakin akan set maintenance, pesan sedang maintenance akan tampil saat applikasi dibuka');
    // optimistic: already on behind the confirmation (the dialog hides the toolbar from the accessibility tree)
    await expect(page.getByTestId('maintenance-switch').locator('input')).toBeChecked();
    await dialog.getByRole('button', { name: 'Batal' }).click();
    await expect(dialog).toBeHidden();
    await expect(toggle).not.toBeChecked();

    await toggle.click();
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Ya' }).click();
    await expect(dialog).toBeHidden();
    await expect(snackbar(page)).toContainText(/maintenance/i);
    await expect(toggle).toBeChecked();
    await page.reload();
    await expect(page.getByRole('switch', { name: 'Maintenance' })).toBeChecked();

    await page.getByRole('switch', { name: 'Maintenance' }).click();
    await expect(page.getByRole('dialog')).toContainText('Yakin akan non aktifkan maintenance mode?');
    await page.getByRole('dialog').getByRole('button', { name: 'Ya' }).click();
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(page.getByRole('switch', { name: 'Maintenance' })).not.toBeChecked();
  });

  test('send push: disabled while invalid, sends judul and isi', async ({ page }) => {
    await useLanguage(page, 'id');
    await page.goto('/dashboard');
    await page.getByTestId('push-button').click();
    const dialog = page.getByRole('dialog', { name: 'Kirim Push Notifikasi' });
    const send = dialog.getByRole('button', { name: 'Kirim' });
    await expect(send).toBeDisabled();
    await dialog.getByRole('textbox', { name: 'Judul' }).fill('Promo akhir pekan');
    await expect(send).toBeDisabled();
    await dialog.getByRole('textbox', { name: 'Isi pesan' }).fill('Diskon pulsa 5% hari Sabtu dan Minggu');
    await expect(send).toBeEnabled();
    const request = page.waitForRequest((r) => r.url().endsWith('/api/backoffice/apps/push') && r.method() === 'POST');
    await send.click();
    expect((await request).postDataJSON()).toEqual({ judul: 'Promo akhir pekan', isi: 'Diskon pulsa 5% hari Sabtu dan Minggu' });
    await expect(snackbar(page)).toContainText(/pesan terkirim/i);
    await expect(dialog).toBeHidden();
  });
});
