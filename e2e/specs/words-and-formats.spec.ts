import type { Page } from '@playwright/test';
import { api, tokenOfRole, uniqueName } from '../support/content';
import { expect, test, useLanguage } from '../support/test';

/**
 * One word per language and one date format across the console (issue #42, item 8), on a laptop and a phone, in
 * Indonesian (the default) and English: the same status reads the same on every table, English has no "Kode",
 * Kaspro and the partner-server table speak the console's language, date-only cells read DD/MM/YYYY like the rest,
 * roles and audit actions are words, and buttons beside "Batal" and "Simpan" are not in capitals.
 */
const WORDS = {
  id: {
    on: 'Aktif',
    off: 'Non-Aktif',
    all: 'Semua',
    close: 'Tutup',
    code: 'Kode',
    uplineCode: 'Kode Upline',
    operatorCode: 'Kode Operator',
    add: 'Tambah',
    kaspro: ['Nomor Akun', 'MSISDN', 'Nama Lengkap'],
    mitra: ['Nama', 'Status', 'Aksi'],
    mitraWide: ['Kontak · Telepon · E-mail', 'Tipe Member', 'Diperbarui'],
    owner: 'Pemilik',
    loanRequest: 'Pengajuan Modal Kerja dikirim',
    loanApprove: 'Pengajuan Modal Kerja disetujui',
    soonHelp: 'Aktif: mitra melihat halaman "segera hadir" di menu modul itu.',
    menus: 'Daftar menu aplikasi',
    resellers: 'Daftar reseller',
    products: 'Daftar produk',
    mitraTable: 'Daftar mitra server',
    kasproTable: 'Daftar agen Kaspro',
    auditTable: 'Log audit',
  },
  en: {
    on: 'Active',
    off: 'Inactive',
    all: 'All',
    close: 'Close',
    code: 'Code',
    uplineCode: 'Upline Code',
    operatorCode: 'Operator Code',
    add: 'Add',
    kaspro: ['Account Number', 'MSISDN', 'Full Name'],
    mitra: ['Name', 'Status', 'Action'],
    mitraWide: ['Contact · Phone · Email', 'Member Type', 'Updated At'],
    owner: 'Owner',
    loanRequest: 'Working capital applied for',
    loanApprove: 'Working capital application approved',
    soonHelp: 'On: partners see the "coming soon" page on that module\'s menu.',
    menus: 'App menus',
    resellers: 'Resellers',
    products: 'Products',
    mitraTable: 'Partner server list',
    kasproTable: 'Kaspro agent list',
    auditTable: 'Audit log',
  },
} as const;

/** Words the console used before for the same things, in either language (none may show any more). */
const RETIRED = ['Enable', 'Disable', 'Tidak Aktif', 'Non-Active', 'ROLE_USER', 'ROLE_ADMIN', 'TUTUP', 'CLOSE'];
const ISO_DAY = /\d{4}-\d{2}-\d{2}/;
const DAY = /\d{2}\/\d{2}\/\d{4}/;

const headers = (page: Page, table: string) => page.getByRole('table', { name: table }).getByRole('columnheader');
const chipsOf = (page: Page, table: string) => page.getByRole('table', { name: table }).locator('tbody .MuiChip-label');

const VIEWPORTS = [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
] as const;

for (const viewport of VIEWPORTS) {
  const wide = viewport.width >= 1250;
  for (const lang of ['id', 'en'] as const) {
    const w = WORDS[lang];
    test.describe(`words and formats, ${lang} at ${viewport.width}×${viewport.height}`, () => {
      test.use({ viewport });
      test.beforeEach(async ({ page }) => useLanguage(page, lang));

      test.describe('an operator', () => {
        test.use({ role: 'operator' });

        test('the same status has one word on menus, filters and partner modules', async ({ page, request }) => {
          const label = uniqueName('Status');
          await api(request, tokenOfRole('operator'), 'POST', '/api/backoffice/menu', { label, type: 1, showhome: 0, status: 0, order: 1 });
          // the status is a row's last chip (the show-on-home flag, where shown, comes before it)
          await page.goto(`/appmenu?q=${encodeURIComponent(label)}`);
          await expect(chipsOf(page, w.menus).last()).toHaveText(w.off);
          await page.goto('/appmenu?status=1');
          await expect(chipsOf(page, w.menus).last()).toHaveText(w.on);
          // the filter offers the same two words
          await page.getByRole('combobox', { name: 'Status' }).click();
          await expect(page.getByRole('option')).toHaveText([w.all, w.on, w.off]);
          await page.keyboard.press('Escape');

          // a table on a laptop, a card on a phone
          await page.goto('/digipos');
          await expect(page.getByRole('main').locator('.MuiChip-label').first()).toHaveText(new RegExp(`^(${w.on}|${w.off})$`));
          for (const word of RETIRED) await expect(page.getByText(word, { exact: true })).toHaveCount(0);
        });

        test('resellers and products: English says code, and dates are DD/MM/YYYY', async ({ page }) => {
          await page.goto('/mitraagen');
          const resellers = page.getByRole('table', { name: w.resellers });
          await expect(resellers.locator('tbody tr').first()).toBeVisible();
          await expect(headers(page, w.resellers).first()).toHaveText(w.code);
          if (wide) {
            await expect(resellers.getByRole('columnheader', { name: w.uplineCode, exact: true })).toBeVisible();
            // registered (a day) and updated (a time) in the one format of the console
            await expect(resellers.locator('tbody tr').first()).toContainText(DAY);
          }
          await expect(resellers).not.toContainText(ISO_DAY);
          if (lang === 'en') await expect(page.getByRole('main')).not.toContainText('Kode');

          await page.goto('/product');
          await expect(headers(page, w.products).first()).toHaveText(w.code);
          await page.getByRole('button', { name: w.add, exact: true }).click();
          const dialog = page.getByRole('dialog');
          await expect(dialog.getByRole('textbox', { name: w.code, exact: true })).toBeVisible();
          await expect(dialog.getByRole('textbox', { name: w.operatorCode })).toBeVisible();
          await expect(dialog.getByRole('button', { name: 'TUTUP' })).toHaveCount(0);
          if (lang === 'en') await expect(page.locator('body')).not.toContainText('Kode');
        });

        test('the profile names the role in words', async ({ page }) => {
          await page.goto('/profile');
          await expect(page.getByTestId('profile-username')).toBeVisible();
          await expect(page.getByTestId('profile-role')).toHaveText(w.owner);
          await expect(page.locator('body')).not.toContainText('ROLE_');
        });

        test("the server's audit trail shows actions in words and no empty server", async ({ page }) => {
          await page.goto('/audit?action=loan.request');
          const trail = page.getByRole('table', { name: w.auditTable });
          const rows = trail.locator('tbody tr');
          await expect(rows.first()).toContainText(w.loanRequest);
          await expect(trail.locator('tbody')).not.toContainText('loan.request');
          await rows.first().getByRole('button').last().click();
          const detail = page.getByTestId('audit-detail');
          await expect(detail).toContainText(w.loanRequest);
          // an owner's own trail has one server: no "Server –" line
          await expect(detail.locator('dt')).not.toContainText(['Server']);
          await expect(detail.getByRole('button', { name: w.close, exact: true })).toBeVisible();
          await detail.getByRole('button', { name: w.close, exact: true }).click();
          await expect(detail).toBeHidden();
        });

        test('a close button beside the others is not in capitals', async ({ page }) => {
          await page.goto('/news');
          await page.getByTestId('row-view').first().click();
          const view = page.getByTestId('article-view');
          await expect(view.getByRole('button', { name: w.close, exact: true })).toBeVisible();
          await view.getByRole('button', { name: w.close, exact: true }).click();
          await expect(view).toBeHidden();
        });
      });

      test.describe('an administrator', () => {
        test.use({ role: 'admin' });

        test("Kaspro's columns are words of the console's language", async ({ page }) => {
          await page.goto('/admin/agenkaspro');
          const all = headers(page, w.kasproTable);
          await expect(all.first()).toBeVisible();
          const names = (await all.allTextContents()).map((h) => h.trim()).filter(Boolean);
          expect(names.slice(0, 3)).toEqual(w.kaspro);
          for (const raw of ['accountnumber', 'msisdn', 'fullname', 'updated at']) expect(names).not.toContain(raw);
        });

        test('the partner-server table speaks the language and writes dates as DD/MM/YYYY', async ({ page }) => {
          await page.goto('/admin/mitraserver');
          const table = page.getByRole('table', { name: w.mitraTable });
          for (const h of w.mitra) await expect(table.getByRole('columnheader', { name: h, exact: true })).toBeVisible();
          if (wide) {
            for (const h of w.mitraWide) await expect(table.getByRole('columnheader', { name: h, exact: true })).toBeVisible();
            await expect(table.getByRole('row').filter({ hasText: 'PULSANUSA' })).toContainText(DAY);
          }
          await expect(table).not.toContainText(ISO_DAY);
          await expect(table.getByRole('row').filter({ hasText: 'PULSANUSA' }).locator('.MuiChip-label').last()).toHaveText(w.on);
        });

        test("the platform's audit shows actions in words", async ({ page }) => {
          await page.goto('/admin/audit?action=loan.request.approve');
          const trail = page.getByRole('table', { name: w.auditTable });
          await expect(trail.locator('tbody tr').first()).toContainText(w.loanApprove);
          await expect(trail.locator('tbody')).not.toContainText('loan.request');
          // the server the request came from, by its code and name (which one depends on the specs run before)
          if (wide) await expect(trail.locator('tbody tr').first().getByRole('cell').nth(2)).toHaveText(/^[A-Z][A-Z0-9]{3,}\s*\S/);
        });

        test('the "under development" switches say what on means', async ({ page }) => {
          await page.goto('/admin/settings');
          const card = page.getByTestId('settings-modules');
          await expect(card).toContainText(w.soonHelp);
          await expect(card.getByRole('switch').first()).toHaveAccessibleDescription(w.soonHelp);
        });
      });
    });
  }
}
