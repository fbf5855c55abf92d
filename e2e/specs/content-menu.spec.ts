import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { api, chooseOption, pngFile, tableRows, tokenOfRole, uniqueName } from '../support/content';
import { expect, snackbar, test, useLanguage } from '../support/test';

interface Menu {
  id: number;
  label: string;
  status: number;
  type: number;
}
interface Page<T> {
  content: T[];
  totalElements: number;
}

const TABLE = 'App menus';

test.describe('app menus (/appmenu)', () => {
  test.use({ role: 'operator' });
  const token = () => tokenOfRole('operator');

  test('pages, sorts, searches and filters on the server; the URL keeps the table state', async ({ page, request }) => {
    await useLanguage(page, 'en');
    const all = await api<Page<Menu>>(request, token(), 'GET', '/api/backoffice/menu?size=-1&sort=id,asc');
    expect(all.totalElements).toBeGreaterThan(10);
    await page.goto('/appmenu');
    const rows = tableRows(page, TABLE);
    await expect(rows).toHaveCount(10);
    await expect(rows.first()).toContainText(all.content[0]!.label);
    await expect(page.getByText(`1–10 of ${all.totalElements}`)).toBeVisible();

    // next page, kept in the URL and across a reload
    await page.getByRole('button', { name: 'Go to next page' }).click();
    await expect(page).toHaveURL(/[?&]page=1\b/);
    await expect(rows.first()).toContainText(all.content[10]!.label);
    await page.reload();
    await expect(rows.first()).toContainText(all.content[10]!.label);

    // sort by label: asc, then desc (back to the first page)
    const byLabel = await api<Page<Menu>>(request, token(), 'GET', '/api/backoffice/menu?size=-1&sort=label,asc');
    await page.getByRole('button', { name: 'Label' }).click();
    await expect(page).toHaveURL(/sort=label%2Casc/);
    await expect(page).not.toHaveURL(/[?&]page=/);
    await expect(rows.first()).toContainText(byLabel.content[0]!.label);
    await page.getByRole('button', { name: 'Label' }).click();
    await expect(page).toHaveURL(/sort=label%2Cdesc/);
    await expect(rows.first()).toContainText(byLabel.content.at(-1)!.label);

    // search (cari) on the server
    const pln = await api<Page<Menu>>(request, token(), 'GET', '/api/backoffice/menu?cari=pln&size=-1');
    expect(pln.totalElements).toBeGreaterThan(0);
    await page.getByRole('textbox', { name: 'Search' }).fill('pln');
    await expect(page).toHaveURL(/q=pln/);
    await expect(rows).toHaveCount(pln.totalElements);
    for (const m of pln.content) await expect(page.getByRole('table', { name: TABLE })).toContainText(m.label);
    await page.getByRole('textbox', { name: 'Search' }).fill('');
    await expect(page).not.toHaveURL(/q=pln/);

    // filter by status and by type
    const disabled = all.content.filter((m) => m.status === 0);
    await chooseOption(page, page.getByRole('combobox', { name: 'Status' }), 'Inactive');
    await expect(page).toHaveURL(/status=0/);
    await expect(rows).toHaveCount(Math.max(disabled.length, 1));
    for (const m of disabled) await expect(page.getByRole('table', { name: TABLE })).toContainText(m.label);
    await chooseOption(page, page.getByRole('combobox', { name: 'Status' }), 'All');
    const pulsa = all.content.filter((m) => m.type === 9);
    await chooseOption(page, page.getByRole('combobox', { name: 'Type' }), '9 - Pulsa & Internet');
    await expect(page).toHaveURL(/type=9/);
    await expect(rows).toHaveCount(pulsa.length);
    await expect(rows.filter({ hasText: 'Pulsa & Internet' })).toHaveCount(pulsa.length);
    await chooseOption(page, page.getByRole('combobox', { name: 'Type' }), 'All');

    // page size All
    await page.getByRole('combobox', { name: 'Rows per page' }).click();
    await page.getByRole('option', { name: 'All' }).click();
    await expect(rows).toHaveCount(all.totalElements);
  });

  test('adds a menu with an uploaded icon, edits it and deletes it; validation and server field errors', async ({ page }) => {
    await useLanguage(page, 'en');
    await page.goto('/appmenu');
    await page.getByRole('button', { name: 'Add menu' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add menu' });
    await expect(dialog).toBeVisible();
    // defaults: showhome 1, status 1, order 1 (type 1)
    await expect(dialog.getByRole('combobox', { name: 'Show on Home' })).toHaveText('Yes');
    await expect(dialog.getByRole('combobox', { name: 'Status' })).toHaveText('Active');
    await expect(dialog.getByRole('spinbutton', { name: 'Order' })).toHaveValue('1');
    await expect(dialog.getByRole('combobox', { name: 'Type' })).toHaveText('1 - PPOB Single Produk');

    // Label required; a link must be http(s)
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toContainText('Please fill input');
    const label = uniqueName('Menu Uji');
    await dialog.getByRole('textbox', { name: 'Label' }).fill(label);
    await dialog.getByRole('textbox', { name: 'URL' }).fill('javascript:alert(1)');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toContainText('The URL must start with http:// or https://');
    await dialog.getByRole('textbox', { name: 'URL' }).fill('');

    // the icon: preview at once, Save disabled while the upload runs, the new address after it
    let release = () => {};
    const held = new Promise<void>((r) => {
      release = r;
    });
    await page.route('**/api/media/upload**', async (route) => {
      await held; // the upload stays in flight until the test has seen the uploading state
      await route.continue();
    });
    await dialog.getByTestId('image-upload-input').setInputFiles(await pngFile('icon', 96, 96, '#1E88E5'));
    await expect(dialog.getByTestId('image-upload-preview')).toHaveAttribute('src', /^blob:/);
    await expect(dialog.getByRole('group', { name: 'Icon' })).toHaveAttribute('data-upload-state', 'uploading');
    await expect(dialog.getByRole('button', { name: 'Save' })).toBeDisabled();
    release();
    await expect(dialog.getByText('Image uploaded')).toBeVisible();
    await expect(dialog.getByRole('group', { name: 'Icon' })).toHaveAttribute('data-upload-state', 'done');
    await expect(dialog.getByRole('button', { name: 'Save' })).toBeEnabled();
    await page.unroute('**/api/media/upload**');

    await chooseOption(page, dialog.getByRole('combobox', { name: 'Type' }), '9 - Pulsa & Internet');
    await dialog.getByRole('textbox', { name: 'Description' }).fill('Menu dari uji otomatis');
    const saved = page.waitForResponse((r) => r.url().endsWith('/api/backoffice/menu') && r.request().method() === 'POST');
    await dialog.getByRole('button', { name: 'Save' }).click();
    const body = (await (await saved).request().postDataJSON()) as Record<string, unknown>;
    expect(body).toMatchObject({ label, type: 9, showhome: 1, status: 1, order: 1, image: expect.stringMatching(/^\/uploads\/menu\//) });
    await expect(snackbar(page)).toHaveText('Add data Successfully');
    await expect(dialog).toBeHidden();

    await page.getByRole('textbox', { name: 'Search' }).fill(label);
    const row = tableRows(page, TABLE).filter({ hasText: label });
    await expect(row).toHaveCount(1);
    await expect(row.locator('img')).toHaveAttribute('src', /^\/uploads\/menu\//);
    await expect(row).toContainText('Active');
    // the phone preview shows the new menu on the app's home
    await expect(page.getByTestId('phone-screen')).toContainText(label);

    // a field error from the server goes back into its field
    await page.route('**/api/backoffice/menu/*', (route) =>
      route.request().method() === 'PATCH'
        ? route.fulfill({
            status: 400,
            contentType: 'application/json',
            body: JSON.stringify({ success: false, msg: 'Bad request', errors: { label: 'Label already used on this server' } }),
          })
        : route.continue(),
    );
    await row.getByRole('button', { name: `Edit ${label}` }).click();
    const edit = page.getByRole('dialog', { name: 'Edit menu' });
    await expect(edit.getByRole('textbox', { name: 'Label' })).toHaveValue(label);
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(edit.getByText('Label already used on this server')).toBeVisible();
    await page.unroute('**/api/backoffice/menu/*');

    // a refused upload drops its preview and shows the server's message; the icon stays
    const fake = path.join(tmpdir(), 'konsol-e2e-not-an-image.png');
    writeFileSync(fake, 'this is text, not an image');
    await edit.getByTestId('image-upload-input').setInputFiles(fake);
    await expect(edit.getByTestId('image-upload-error')).toContainText('not an image');
    await expect(edit.getByTestId('image-upload-preview')).toHaveAttribute('src', /^\/uploads\/menu\//);

    const renamed = `${label} Baru`;
    await edit.getByRole('textbox', { name: 'Label' }).fill(renamed);
    await chooseOption(page, edit.getByRole('combobox', { name: 'Status' }), 'Inactive');
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(snackbar(page)).toHaveText('Edit data Successfully');
    await page.getByRole('textbox', { name: 'Search' }).fill(renamed);
    const editedRow = tableRows(page, TABLE).filter({ hasText: renamed });
    await expect(editedRow).toContainText('Inactive');
    // a disabled menu leaves the app
    await expect(page.getByTestId('phone-screen')).not.toContainText(renamed);

    // delete: declined keeps it, confirmed removes it
    await editedRow.getByRole('button', { name: `Delete ${renamed}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Confirmation' });
    await expect(confirm).toContainText('Are you sure you want to delete?');
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(editedRow).toHaveCount(1);
    await editedRow.getByRole('button', { name: `Delete ${renamed}` }).click();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(snackbar(page)).toHaveText('Delete data Successfully');
    await expect(tableRows(page, TABLE).filter({ hasText: renamed })).toHaveCount(0);
  });

  test('a double click on Save, or a click while the dialog fades out, adds the menu once; a click on a closing Delete deletes once', async ({
    page,
    request,
  }) => {
    await useLanguage(page, 'en');
    await page.goto('/appmenu');
    const posts: string[] = [];
    page.on('request', (req) => {
      if (req.method() === 'POST' && req.url().endsWith('/api/backoffice/menu')) posts.push(req.url());
    });
    const dialog = page.getByRole('dialog', { name: 'Add menu' });
    const add = async (save: () => Promise<void>) => {
      await page.getByRole('button', { name: 'Add menu' }).click();
      const label = uniqueName('Menu Sekali');
      await dialog.getByRole('textbox', { name: 'Label' }).fill(label);
      await save();
      await expect(dialog).toBeHidden();
      const found = await api<Page<Menu>>(request, token(), 'GET', `/api/backoffice/menu?size=-1&cari=${encodeURIComponent(label)}`);
      expect(found.content.map((m) => m.label)).toEqual([label]);
      await api(request, token(), 'DELETE', `/api/backoffice/menu/${found.content[0]!.id}`);
    };

    // both clicks before the fields are checked
    await add(() => dialog.getByRole('button', { name: 'Save' }).dblclick());
    expect(posts).toHaveLength(1);

    // the second after the menu is saved, while the closing dialog still shows an enabled Save
    await add(async () => {
      const save = dialog.getByRole('button', { name: 'Save' });
      const saved = page.waitForResponse((r) => r.url().endsWith('/api/backoffice/menu') && r.request().method() === 'POST');
      await save.click();
      await saved;
      await save.click({ force: true, timeout: 1000 }).catch(() => undefined); // gone already on a slow run
    });
    expect(posts).toHaveLength(2);

    // the confirmation of a delete: a click on it while it fades out does nothing
    const label = uniqueName('Menu Hapus');
    await api(request, token(), 'POST', '/api/backoffice/menu', { label, type: 1, showhome: 1, status: 1, order: 1 });
    const deletes: string[] = [];
    page.on('request', (req) => {
      if (req.method() === 'DELETE' && req.url().includes('/api/backoffice/menu/')) deletes.push(req.url());
    });
    await page.getByRole('textbox', { name: 'Search' }).fill(label);
    await tableRows(page, TABLE)
      .filter({ hasText: label })
      .getByRole('button', { name: `Delete ${label}` })
      .click();
    const confirm = page.getByRole('dialog', { name: 'Confirmation' });
    const errors: Error[] = [];
    page.on('pageerror', (err) => errors.push(err));
    const deleted = page.waitForResponse((r) => r.url().includes('/api/backoffice/menu/') && r.request().method() === 'DELETE');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await deleted;
    await confirm
      .getByRole('button', { name: 'Delete' })
      .click({ force: true, timeout: 1000 })
      .catch(() => undefined);
    await expect(snackbar(page)).toHaveText('Delete data Successfully');
    await expect(confirm).toBeHidden();
    await expect(tableRows(page, TABLE).filter({ hasText: label })).toHaveCount(0);
    expect(deletes).toHaveLength(1);
    expect(errors).toEqual([]);
  });

  test('Indonesian copy, keyboard use and no serious axe violation', async ({ page }) => {
    await useLanguage(page, 'id');
    await page.goto('/appmenu');
    await expect(page.getByRole('heading', { level: 1, name: 'Menu Applikasi' })).toBeVisible();
    await expect(tableRows(page, 'Daftar menu aplikasi')).toHaveCount(10);
    await page.waitForLoadState('networkidle');
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);

    // keyboard: reach Tambah menu, open it, the Label field has the focus, Escape closes
    const add = page.getByRole('button', { name: 'Tambah menu' });
    await add.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Tambah menu' });
    await expect(dialog.getByRole('textbox', { name: 'Label' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(dialog).toContainText('Mohon isi data');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    await tableRows(page, 'Daftar menu aplikasi')
      .first()
      .getByRole('button', { name: /^Edit / })
      .click();
    await expect(page.getByRole('dialog', { name: 'Edit menu' })).toBeVisible();
    await page.getByRole('dialog').getByRole('button', { name: 'Batal' }).click();

    await tableRows(page, 'Daftar menu aplikasi')
      .first()
      .getByRole('button', { name: /^Hapus / })
      .click();
    const confirm = page.getByRole('dialog', { name: 'Konfirmasi' });
    await expect(confirm).toContainText('Yakin akan hapus?');
    await confirm.getByRole('button', { name: 'Batal' }).click();
    await expect(confirm).toBeHidden();
  });
});
