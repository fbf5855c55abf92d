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
      await expect
        .poll(() => video.evaluate((v: HTMLVideoElement) => !v.paused && v.currentTime > 0.2), { timeout: 15_000 })
        .toBe(true);
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
});
