import type { Browser, Page } from '@playwright/test';
import { ACCOUNTS } from '../support/accounts';
import { seriousViolations } from '../support/axe';
import { expect, snackbar, test } from '../support/test';

/** A page signed in as the demo administrator (its storage state from the global setup, no extra login). */
async function adminPage(browser: Browser, baseURL: string): Promise<Page> {
  const state = process.env.KONSOL_E2E_STATE_ADMIN;
  if (!state) throw new Error('the global setup did not run');
  const context = await browser.newContext({ storageState: state, baseURL, locale: 'id-ID', timezoneId: 'Asia/Jakarta' });
  return context.newPage();
}

const SERVER = ACCOUNTS.operator.server;
const mine = (page: Page, module: string) => page.getByRole('table', { name: `Modul ${module} server anda` });

test.describe('partner modules (/digipos, /isimple, /sidompul)', () => {
  test.use({ role: 'operator' });
  test.describe.configure({ mode: 'serial', timeout: 240_000 });

  test('the operator updates the URL Webportal in a persistent dialog; empty and invalid URLs are refused', async ({ page }) => {
    await page.goto('/sidompul');
    await expect(page.getByRole('heading', { level: 1, name: 'Sidompul' })).toBeVisible({ timeout: 60_000 });
    const table = mine(page, 'Sidompul');
    for (const header of ['Server ID', 'URL Module (URL Webportal)', 'Status', 'Action']) {
      await expect(table.getByRole('columnheader', { name: header, exact: true })).toBeVisible();
    }
    const row = table.getByRole('row').filter({ hasText: SERVER });
    await expect(row).toBeVisible();
    await expect(page.getByTestId('module-footer')).toHaveText('Hubungi tim marketing kami untuk konfirmasi aktivasi');
    expect(await seriousViolations(page)).toEqual([]);

    await row.getByRole('button', { name: 'Update URL Sidompul' }).click();
    const dialog = page.getByRole('dialog', { name: 'Update URL Sidompul' });
    await expect(dialog).toBeVisible();
    const url = dialog.getByRole('textbox', { name: /URL Module/ });
    await expect(url).toBeFocused();
    expect(await seriousViolations(page)).toEqual([]);

    // persistent: neither Escape nor a click outside closes it
    await url.fill('https://draft.example.com');
    await page.keyboard.press('Escape');
    await page.mouse.click(5, 5);
    await expect(dialog).toBeVisible();
    await expect(url).toHaveValue('https://draft.example.com');

    await url.fill('');
    await dialog.getByRole('button', { name: 'Update' }).click();
    await expect(dialog.getByText('Url module tidak boleh kosong')).toBeVisible();
    await url.fill('portal.example.com');
    await dialog.getByRole('button', { name: 'Update' }).click();
    await expect(dialog.getByText('Url module harus alamat http(s) yang valid')).toBeVisible();
    await url.fill('javascript:alert(1)');
    await dialog.getByRole('button', { name: 'Update' }).click();
    await expect(dialog.getByText('Url module harus alamat http(s) yang valid')).toBeVisible();

    // a server failure: "Internal server error" (in the UI language), the dialog keeps what was typed
    const valid = `https://sidompul-${Date.now().toString(36)}.pulsanusa.co.id/portal`;
    await page.route('**/api/api/v1/sidompul', (route) =>
      route.request().method() === 'PUT'
        ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"success":false,"msg":"boom"}' })
        : route.fallback(),
    );
    await url.fill(valid);
    await dialog.getByRole('button', { name: 'Update' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Terjadi kesalahan pada server');
    await expect(url).toHaveValue(valid);
    await page.unroute('**/api/api/v1/sidompul');

    // Tutup closes without saving
    await dialog.getByRole('button', { name: 'Tutup' }).click();
    await expect(dialog).toBeHidden();
    await expect(row).not.toContainText(valid);

    await row.getByRole('button', { name: 'Update URL Sidompul' }).click();
    await url.fill(valid);
    await dialog.getByRole('button', { name: 'Update' }).click();
    await expect(snackbar(page)).toHaveText('Berhasil diperbarui');
    await expect(dialog).toBeHidden();
    await expect(row.getByRole('link', { name: valid })).toBeVisible();
    // saving a URL does not activate the module
    await expect(row.getByText('Non-Aktif', { exact: true })).toBeVisible();

    // kept after a reload
    await page.reload();
    await expect(mine(page, 'Sidompul').getByRole('link', { name: valid })).toBeVisible({ timeout: 60_000 });
  });

  test("the administrator activates the operator's module, the operator sees it Active; an operator gets no admin list", async ({
    page,
    browser,
    baseURL,
  }) => {
    // the operator does not see the administrator's list (and the API refuses it)
    await page.goto('/isimple');
    await expect(mine(page, 'Isimple').getByRole('row').filter({ hasText: SERVER })).toBeVisible({ timeout: 60_000 });
    await expect(page.getByTestId('module-admin')).toHaveCount(0);
    const denied = await page.request.get(`${baseURL}/api/admin/modules/isimple`, {
      headers: { authorization: `Bearer ${await page.evaluate(() => localStorage.getItem('token'))}` },
    });
    expect(denied.status()).toBe(403);

    const admin = await adminPage(browser, baseURL!);
    await admin.goto('/isimple');
    const list = admin.getByRole('table', { name: 'Modul Isimple semua mitra' });
    await admin.getByRole('textbox', { name: 'Cari' }).fill(SERVER);
    const adminRow = list.getByRole('row').filter({ hasText: SERVER });
    await expect(adminRow).toBeVisible({ timeout: 60_000 });
    // the search has answered (the header and the one server), not only the rows it started from
    await expect(list.getByRole('row')).toHaveCount(2);
    expect(await seriousViolations(admin)).toEqual([]);

    // make sure it starts inactive (a rerun on the same data)
    if (await adminRow.getByRole('button', { name: `Nonaktifkan modul untuk ${SERVER}` }).isVisible()) {
      await adminRow.getByRole('button', { name: `Nonaktifkan modul untuk ${SERVER}` }).click();
      await admin.getByRole('dialog').getByRole('button', { name: 'Nonaktifkan' }).click();
      await expect(adminRow.getByText('Non-Aktif', { exact: true })).toBeVisible();
    }

    await adminRow.getByRole('button', { name: `Aktifkan modul untuk ${SERVER}` }).click();
    const confirm = admin.getByRole('dialog', { name: 'Konfirmasi' });
    await expect(confirm).toContainText(`Aktifkan Isimple untuk server ${SERVER}?`);
    expect(await seriousViolations(admin)).toEqual([]);
    await confirm.getByRole('button', { name: 'Aktifkan' }).click();
    await expect(snackbar(admin)).toHaveText('Berhasil diperbarui');
    await expect(adminRow.getByText('Aktif', { exact: true })).toBeVisible();

    await page.reload();
    await expect(mine(page, 'Isimple').getByRole('row').filter({ hasText: SERVER }).getByText('Aktif', { exact: true })).toBeVisible({
      timeout: 60_000,
    });

    // and deactivates it again
    await adminRow.getByRole('button', { name: `Nonaktifkan modul untuk ${SERVER}` }).click();
    await admin.getByRole('dialog', { name: 'Konfirmasi' }).getByRole('button', { name: 'Nonaktifkan' }).click();
    await expect(adminRow.getByText('Non-Aktif', { exact: true })).toBeVisible();
    await page.reload();
    await expect(mine(page, 'Isimple').getByRole('row').filter({ hasText: SERVER }).getByText('Non-Aktif', { exact: true })).toBeVisible({
      timeout: 60_000,
    });
    await admin.context().close();
  });

  test('a module flagged "soon" shows the under-development placeholder to operators', async ({ page, browser, baseURL }) => {
    const admin = await adminPage(browser, baseURL!);
    await admin.goto('/digipos');
    const soon = admin.getByRole('switch', { name: 'Tandai sedang dikembangkan' });
    await expect(soon).toBeEnabled({ timeout: 60_000 });
    await expect(soon).not.toBeChecked();
    try {
      await soon.click();
      await expect(snackbar(admin)).toHaveText('Berhasil diperbarui');
      await expect(soon).toBeChecked();
      // the administrator keeps the page, with a note
      await expect(admin.getByTestId('module-soon-admin')).toBeVisible();

      await page.goto('/digipos');
      const placeholder = page.getByTestId('coming-soon');
      await expect(placeholder).toBeVisible({ timeout: 60_000 });
      await expect(placeholder).toContainText('Digipos sedang dalam pengembangan');
      await expect(mine(page, 'Digipos')).toHaveCount(0);
      expect(await seriousViolations(page)).toEqual([]);
    } finally {
      if (await soon.isChecked()) {
        await soon.click();
        await expect(soon).not.toBeChecked();
      }
    }
    await page.reload();
    await expect(mine(page, 'Digipos')).toBeVisible({ timeout: 60_000 });
    await admin.context().close();
  });
});
