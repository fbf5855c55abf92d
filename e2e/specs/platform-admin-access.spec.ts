import { expect, snackbar, test } from '../support/test';

/** The administrator pages and what their heading would say. */
const ADMIN_PAGES: [string, string][] = [
  ['/admin/mitraserver', 'Mitra Server'],
  ['/admin/agenkaspro', 'Agen Kaspro'],
  ['/admin/approvals', 'Persetujuan'],
  ['/admin/mutasi', 'Mutasi Rekening'],
  ['/admin/audit', 'Audit'],
];

/** A sample of administrator calls; ids that do not exist, so a missing role check could change nothing. */
const ADMIN_CALLS: { method: 'get' | 'post' | 'patch' | 'put'; path: string; data?: unknown; multipart?: boolean }[] = [
  { method: 'get', path: '/api/admin/mitra' },
  { method: 'post', path: '/api/admin/mitra', data: { name: 'Operator Mitra', server_id: 'OPX-NOPE', email: 'opx@example.com' } },
  { method: 'patch', path: '/api/admin/mitra/999999', data: { contact: 'x' } },
  { method: 'post', path: '/api/admin/mitra/999999/rotate-key' },
  { method: 'get', path: '/api/admin/agenkaspro?size=-1' },
  { method: 'post', path: '/api/admin/agenkaspro/export', data: { ids: [1, 2] } },
  { method: 'post', path: '/api/admin/agenkaspro/import', multipart: true },
  { method: 'get', path: '/api/admin/agenkaspro/applications' },
  { method: 'post', path: '/api/admin/agenkaspro/applications', data: { appname: 'Operator App' } },
  { method: 'get', path: '/api/admin/audit' },
  { method: 'get', path: '/api/admin/approvals' },
  { method: 'get', path: '/api/admin/bank-mutations' },
  { method: 'post', path: '/api/admin/bank-mutations/999999/ignore', data: { reason: 'operator' } },
  { method: 'get', path: '/api/admin/reconciliation' },
  { method: 'get', path: '/api/admin/modules/digipos' },
  { method: 'post', path: '/api/admin/modules/digipos/PULSANUSA/status', data: { status: 1 } },
];

test.describe('an operator and the administrator pages', () => {
  test.use({ role: 'operator' });
  test.describe.configure({ timeout: 120_000 });

  test('every administrator page is refused: red "Akses ditolak", the login page, the page never shows', async ({ page }) => {
    for (const [path, heading] of ADMIN_PAGES) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/login$/, { timeout: 40_000 });
      await expect(snackbar(page)).toHaveText('Akses ditolak');
      await expect(snackbar(page)).toHaveClass(/MuiAlert-colorError/);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toHaveCount(0);
      await expect(page.getByRole('table')).toHaveCount(0);
    }
  });

  test('the drawer has no administrator section', async ({ page }) => {
    await page.goto('/dashboard');
    const nav = page.getByRole('navigation', { name: 'Navigasi utama' });
    await expect(nav.locator('[data-route="home"]')).toBeVisible({ timeout: 40_000 });
    for (const name of ['mitraserver', 'agenkaspro', 'approvals', 'mutasi', 'audit', 'platformsettings'])
      await expect(nav.locator(`[data-route="${name}"]`)).toHaveCount(0);
    await expect(nav.getByText('Administrator', { exact: true })).toHaveCount(0);
    await expect(nav.locator('a[href^="/admin/"]')).toHaveCount(0);
  });

  test("administrator calls made with the operator's token answer 403 and change nothing", async ({ page, request }) => {
    await page.goto('/dashboard');
    const token = await page.evaluate(() => localStorage.getItem('token'));
    expect(token).toBeTruthy();
    const headers = { authorization: `Bearer ${token}` };
    for (const call of ADMIN_CALLS) {
      const res = call.multipart
        ? await request.post(call.path, {
            headers,
            multipart: {
              file: {
                name: 'a.csv',
                mimeType: 'text/csv',
                buffer: Buffer.from('accountnumber,msisdn,fullname\nOPX-1,6281200000001,Operator\n'),
              },
            },
          })
        : await request[call.method](call.path, { headers, data: call.data });
      expect(res.status(), `${call.method.toUpperCase()} ${call.path}`).toBe(403);
      const body = await res.json();
      expect(body.success, `${call.method.toUpperCase()} ${call.path}`).toBe(false);
    }
    // the operator's own calls still work with the same token (the 403s were about the role, not the session)
    expect((await request.get('/api/getme', { headers })).status()).toBe(200);
  });
});
