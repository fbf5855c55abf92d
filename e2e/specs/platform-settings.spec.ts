import { readFileSync } from 'node:fs';
import type { PlatformSettings } from '@konsol/contract';
import { api, tokenOfRole } from '../support/content';
import { expect, pageFor, snackbar, test } from '../support/test';

const tutorial = readFileSync(new URL('../fixtures/tutorial.webm', import.meta.url));

test.describe('platform settings', () => {
  test.use({ role: 'admin' });

  test("the administrator sets a tutorial video and the operator's dashboard plays it", async ({ page, browser, baseURL, request }) => {
    const admin = tokenOfRole('admin');
    const saved = await api<PlatformSettings>(request, admin, 'GET', '/api/admin/settings');
    const url = `https://media.konsol.test/tutorial-${Date.now().toString(36)}.webm`;
    try {
      await page.goto('/admin/settings');
      const card = page.getByTestId('settings-videos');
      await card.getByRole('button', { name: /^Ubah/ }).click();
      const dialog = page.getByTestId('settings-dialog-videos');
      const third = dialog.getByRole('group', { name: 'Video 3' });
      await third.getByLabel('Alamat video (Indonesia)').fill('http://example.com/video.avi');
      await dialog.getByRole('button', { name: 'Simpan' }).click();
      await expect(third.getByText('Gunakan tautan YouTube atau Vimeo, atau alamat https video .mp4 atau .webm')).toBeVisible();
      await third.getByLabel('Judul (Indonesia)').fill('Video dari admin');
      await third.getByLabel('Alamat video (Indonesia)').fill(url);
      await dialog.getByRole('button', { name: 'Simpan' }).click();
      await expect(snackbar(page)).toHaveText('Pengaturan disimpan');
      await expect(dialog).toBeHidden();
      await expect(card.getByRole('link', { name: url })).toBeVisible();

      // The operator's browser fetches the file from the address set (served here, as no network is at hand).
      const operator = await pageFor(browser, baseURL!, process.env.KONSOL_E2E_STATE_OPERATOR);
      await operator.page.route('https://media.konsol.test/**', (route) => route.fulfill({ contentType: 'video/webm', body: tutorial }));
      await operator.page.goto('/dashboard');
      await operator.page.getByRole('button', { name: 'Putar video: Video dari admin' }).click();
      const video = operator.page.getByTestId('tutorial-video');
      await expect(video).toHaveAttribute('src', url);
      await expect.poll(() => video.evaluate((v: HTMLVideoElement) => !v.paused && v.currentTime > 0.2), { timeout: 15_000 }).toBe(true);
      await operator.context.close();
    } finally {
      await api(request, admin, 'PATCH', '/api/admin/settings', { videos: saved.videos });
    }
  });

  test('the module flags and the money defaults change on the screen and are audited', async ({ page, request }) => {
    const admin = tokenOfRole('admin');
    const saved = await api<PlatformSettings>(request, admin, 'GET', '/api/admin/settings');
    try {
      await page.goto('/admin/settings');
      await page.getByTestId('settings-bayartempo').getByRole('button', { name: /^Ubah/ }).click();
      const dialog = page.getByTestId('settings-dialog-bayartempo');
      await dialog.getByLabel(/Biaya admin cash-out/).fill('7.500');
      await dialog.getByRole('button', { name: 'Simpan' }).click();
      await expect(snackbar(page)).toHaveText('Pengaturan disimpan');
      await expect(page.getByTestId('settings-bayartempo')).toContainText('Rp 7.500');
      const now = await api<PlatformSettings>(request, admin, 'GET', '/api/admin/settings');
      expect(now.bayartempo.cashoutFee).toBe(7500);
      const audit = await api<{ content: { action: string; entity_id: string }[] }>(request, admin, 'GET', '/api/admin/audit?size=5');
      expect(audit.content.some((r) => r.action === 'settings.update' && r.entity_id === 'bayartempo')).toBe(true);
    } finally {
      await api(request, admin, 'PATCH', '/api/admin/settings', { bayartempo: saved.bayartempo });
    }
  });

  test('token packages are added, changed and withdrawn on the screen; operators see what is on sale', async ({ page, request }) => {
    const name = `Paket E2E ${Date.now().toString(36)}`;
    const onSale = async () =>
      (await api<{ name: string; price: number }[]>(request, tokenOfRole('operator'), 'GET', '/api/backoffice/tokensms/denom')).find(
        (p) => p.name === name,
      );
    await page.goto('/admin/settings');
    const card = page.getByTestId('settings-packages');
    await card.getByRole('button', { name: 'Tambah paket' }).click();
    const dialog = page.getByTestId('package-dialog');
    await dialog.getByLabel('Nama paket').fill(name);
    await dialog.getByLabel('Jumlah token').fill('0');
    await dialog.getByLabel('Harga').fill('75.000');
    await dialog.getByRole('button', { name: 'Simpan' }).click();
    await expect(dialog.getByText('Jumlah token 1 sampai 1.000.000')).toBeVisible();
    await dialog.getByLabel('Jumlah token').fill('250');
    await dialog.getByRole('button', { name: 'Simpan' }).click();
    await expect(dialog).toBeHidden();
    const row = card.getByRole('row').filter({ hasText: name });
    await expect(row).toContainText('Rp 75.000');
    expect(await onSale()).toMatchObject({ price: 75_000 });

    await row.getByRole('button', { name: `Ubah ${name}` }).click();
    await dialog.getByLabel('Harga').fill('80.000');
    await dialog.getByRole('button', { name: 'Simpan' }).click();
    await expect(row).toContainText('Rp 80.000');

    await row.getByRole('button', { name: `Tarik ${name}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Hapus' }).click();
    await expect(row).toHaveCount(0);
    expect(await onSale()).toBeUndefined();
  });
});
