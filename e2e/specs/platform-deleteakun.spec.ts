import type { APIRequestContext, Page } from '@playwright/test';
import { seriousViolations } from '../support/axe';
import { api, tokenOfRole } from '../support/content';
import { expect, snackbar, test } from '../support/test';

/** The drawer's pending count (0 when the chip is hidden). */
async function drawerCount(page: Page): Promise<number> {
  const chip = page.getByLabel(/permintaan hapus akun menunggu$/);
  if ((await chip.count()) === 0) return 0;
  return Number((await chip.first().textContent())?.replace(/\D/g, '') || 0);
}

/**
 * What the white-label app does: a reseller of the operator's server asks to delete their account
 * (`POST /api/public/apps/{appcode}/account-deletion`, header X-App-Key = the app key the settings page shows).
 */
async function fileDeletionRequest(request: APIRequestContext, baseURL: string) {
  const token = tokenOfRole('operator');
  const app = await api<{ appcode: string; appkey: string }>(request, token, 'GET', `${baseURL}/api/backoffice/apps`);
  const suffix = Date.now().toString(36).toUpperCase();
  const kode = `DEL${suffix}`;
  const nama = `Reseller Hapus ${suffix}`;
  await api(request, token, 'POST', `${baseURL}/api/reseller/`, {
    kode,
    nama,
    alamat: 'Jl. Contoh No. 1, Bandung',
    email: `hapus-${suffix.toLowerCase()}@example.com`,
    phone: '081234567890',
  });
  const uuid = `e2e-${suffix.toLowerCase()}-${Math.random().toString(36).slice(2, 8)}`;
  const res = await request.post(`${baseURL}/api/public/apps/${app.appcode}/account-deletion`, {
    headers: { 'x-app-key': app.appkey },
    data: { id_reseller: kode, uuid },
  });
  expect(res.ok(), await res.text()).toBeTruthy();
  // a wrong key is refused
  const bad = await request.post(`${baseURL}/api/public/apps/${app.appcode}/account-deletion`, {
    headers: { 'x-app-key': 'wrong' },
    data: { id_reseller: kode, uuid },
  });
  expect(bad.status()).toBe(401);
  return { kode, nama, uuid, token };
}

test.describe('Delete Account (/deleteakun)', () => {
  test.use({ role: 'operator' });
  test.describe.configure({ timeout: 120_000 });

  test('a request the app filed shows Pending with the drawer count; approving it removes the personal data', async ({
    page,
    request,
    baseURL,
  }) => {
    const { kode, nama, uuid, token } = await fileDeletionRequest(request, baseURL!);

    await page.goto('/deleteakun');
    await expect(page.getByRole('heading', { level: 1, name: 'Hapus Akun' })).toBeVisible({ timeout: 60_000 });
    await expect(page.getByTestId('deletion-note')).toContainText('data pribadi reseller');
    const table = page.getByRole('table', { name: 'Permintaan hapus akun' });
    for (const header of ['Server ID', 'Nama Reseller', 'UUID', 'Created At', 'Status', 'Action']) {
      await expect(table.getByRole('columnheader', { name: header, exact: true })).toBeVisible();
    }
    const row = table.getByRole('row').filter({ hasText: kode });
    await expect(row).toContainText(nama);
    await expect(row).toContainText(uuid);
    await expect(row).toContainText(/\d{2}\/\d{2}\/\d{4}/);
    await expect(row).not.toContainText(/\d{2}:\d{2}/); // date only
    await expect(row.getByText('Pending', { exact: true })).toBeVisible();

    // the drawer's count chip includes it
    await expect.poll(() => drawerCount(page)).toBeGreaterThan(0);
    const before = await drawerCount(page);
    expect(await seriousViolations(page)).toEqual([]);

    // approving asks first; Batal changes nothing
    await row.getByRole('button', { name: `Approve hapus akun ${kode}` }).click();
    let dialog = page.getByRole('dialog', { name: 'Konfirmasi' });
    await expect(dialog).toContainText('Apakah anda yakin menyetujui hapus akun?');
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Batal' }).click();
    await expect(dialog).toBeHidden();
    await expect(row.getByText('Pending', { exact: true })).toBeVisible();

    await row.getByRole('button', { name: `Approve hapus akun ${kode}` }).click();
    dialog = page.getByRole('dialog', { name: 'Konfirmasi' });
    await dialog.getByRole('button', { name: 'Approve' }).click();
    await expect(snackbar(page)).toHaveText('Berhasil diperbarui');
    await expect(dialog).toBeHidden();

    // the list reloads: Ok, no Approve, the name is gone; the drawer count went down
    await expect(row.getByText('Ok', { exact: true })).toBeVisible();
    await expect(row).not.toContainText(nama);
    await expect(row.getByRole('button', { name: /Approve/ })).toHaveCount(0);
    await expect.poll(() => drawerCount(page)).toBe(before - 1);

    // the reseller keeps its kode but no personal data
    const list = await api<{ content: { kode: string; nama: string; email: string; alamat: string }[] }>(
      request,
      token,
      'GET',
      `${baseURL}/api/reseller/?search=${kode}`,
    );
    expect(list.content).toHaveLength(1);
    expect(list.content[0]).toMatchObject({ kode, nama: '', email: '', alamat: '' });

    // the status filter: only pending requests, ours is no longer among them
    await page.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'Pending' }).click();
    await expect(page).toHaveURL(/status=0/);
    await expect(table.getByRole('row').filter({ hasText: kode })).toHaveCount(0);
  });
});
