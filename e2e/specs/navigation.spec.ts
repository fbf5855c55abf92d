import { ACCOUNTS } from '../support/accounts';
import { expect, snackbar, test, useLanguage } from '../support/test';

/** Drawer entries of SPEC §2 (route name → path and Indonesian label). */
const operatorRoutes: [name: string, path: string, label: string][] = [
  ['home', '/dashboard', 'Dashboard'],
  ['applist', '/applist', 'Applikasi'],
  ['appmenu', '/appmenu', 'Menu Applikasi'],
  ['kategori', '/kategori', 'Kategori'],
  ['slider', '/slider', 'Slider Banner'],
  ['news', '/news', 'Berita'],
  ['popup', '/popup', 'Popup Info'],
  ['runningtext', '/runningtext', 'Running Text'],
  ['tokensms', '/tokensms', 'Token SMS'],
  ['topupchannel', '/topupchannel', 'Topup Channel'],
  ['wallet', '/wallet', 'Wallet'],
  ['modalkerja', '/modalkerja', 'Modal Kerja'],
  ['modalkerjav2', '/modalkerjav2', 'Oper Deposit'],
  ['mitraagen', '/mitraagen', 'Mitra Agen'],
  ['product', '/product', 'Produk'],
  ['deleteakun', '/deleteakun', 'Hapus Akun'],
  ['digipos', '/digipos', 'Digipos'],
  ['isimple', '/isimple', 'Isimple'],
  ['sidompul', '/sidompul', 'Sidompul'],
];
const adminRoutes: [string, string, string][] = [
  ['mitraserver', '/admin/mitraserver', 'Mitra Server'],
  ['agenkaspro', '/admin/agenkaspro', 'Agen Kaspro'],
  ['approvals', '/admin/approvals', 'Persetujuan'],
  ['audit', '/admin/audit', 'Audit'],
  ['platformsettings', '/admin/settings', 'Pengaturan Platform'],
];

test.describe('operator', () => {
  test.use({ role: 'operator' });

  test('the drawer reaches every route, with breadcrumbs, and shows no admin entries; footer v1.1.1', async ({ page }) => {
    await page.goto('/dashboard');
    const nav = page.getByRole('navigation', { name: 'Navigasi utama' });
    await expect(page.getByTestId('app-version')).toHaveText('v1.1.1');
    for (const [name, path, label] of operatorRoutes) {
      const link = nav.locator(`[data-route="${name}"]`);
      await expect(link).toContainText(label);
      await link.click();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(page.getByRole('heading', { level: 1, name: label })).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Jejak navigasi' })).toContainText(label);
      await expect(link).toHaveAttribute('aria-current', 'page');
    }
    for (const [name] of adminRoutes) await expect(nav.locator(`[data-route="${name}"]`)).toHaveCount(0);
    await expect(nav.locator('[data-route="wallet"]')).toContainText('BARU');
    await expect(nav.locator('[data-route="modalkerjav2"]')).toContainText('BARU');
  });

  test('pages reached from other pages: token order and success pages, profile', async ({ page }) => {
    await page.goto('/tokensms/order/create');
    await expect(page.getByRole('heading', { level: 1, name: 'Beli Token SMS' })).toBeVisible();
    const crumbs = page.getByRole('navigation', { name: 'Jejak navigasi' });
    await expect(crumbs).toContainText('Dashboard');
    await expect(crumbs).toContainText('Token SMS');
    await crumbs.getByRole('link', { name: 'Token SMS' }).click();
    await expect(page).toHaveURL(/\/tokensms$/);
    await page.goto('/tokensms/order/success/42');
    await expect(page.getByRole('heading', { level: 1, name: 'Detail Order' })).toBeVisible();

    await page.getByTestId('profile-button').click();
    await page.getByRole('menuitem', { name: 'Profil' }).click();
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByTestId('profile-username')).toHaveText(ACCOUNTS.operator.name);
    await expect(page.getByText(ACCOUNTS.operator.server, { exact: true }).last()).toBeVisible();
    await expect(page.getByText(ACCOUNTS.operator.namaserver)).toBeVisible();
    await expect(page.getByTestId('profile-role')).toHaveText('Pemilik');
  });

  test('admin-only routes: an operator gets the red "access denied" snackbar and the login page', async ({ page }) => {
    await useLanguage(page, 'en');
    for (const [, path] of adminRoutes) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/login$/);
      await expect(snackbar(page)).toHaveText('Access denied');
      await expect(snackbar(page)).toHaveClass(/MuiAlert-colorError/);
      await expect(snackbar(page)).toHaveClass(/MuiAlert-filled/);
    }
  });

  test('the drawer toggle hides and shows the navigation', async ({ page }) => {
    await page.goto('/dashboard');
    const nav = page.getByRole('navigation', { name: 'Navigasi utama' });
    await expect(nav).toBeVisible();
    await page.getByTestId('drawer-toggle').click();
    await expect(nav).toBeHidden();
    await page.getByTestId('drawer-toggle').click();
    await expect(nav).toBeVisible();
  });
});

test.describe('administrator', () => {
  test.use({ role: 'admin' });

  test('sees and opens the admin entries', async ({ page }) => {
    await page.goto('/dashboard');
    const nav = page.getByRole('navigation', { name: 'Navigasi utama' });
    for (const [name, path, label] of adminRoutes) {
      await nav.locator(`[data-route="${name}"]`).click();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(page.getByRole('heading', { level: 1, name: label })).toBeVisible();
    }
  });
});
