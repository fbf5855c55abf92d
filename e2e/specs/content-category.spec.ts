import { api, tableRows, tokenOfRole, uniqueName } from '../support/content';
import { expect, snackbar, test, useLanguage } from '../support/test';

interface Category {
  id: number;
  title: string;
  sort: number;
}
interface Page<T> {
  content: T[];
  totalElements: number;
}

const TABLE = 'Categories';

test.describe('categories (/kategori)', () => {
  test.use({ role: 'operator' });
  const token = () => tokenOfRole('operator');

  test('adds a category with menus (validation, hint), shows its Detail, edits and deletes it', async ({ page }) => {
    await useLanguage(page, 'en');
    await page.goto('/kategori');
    await page.getByRole('button', { name: 'Add category' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add category' });
    await expect(dialog).toContainText('maximum 5 tags');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText('Please fill input')).toHaveCount(2); // Title and Sort
    await expect(dialog).toContainText('Choose at least one menu');

    const title = uniqueName('Kategori Uji');
    await dialog.getByRole('textbox', { name: 'Title' }).fill(title);
    await dialog.getByRole('spinbutton', { name: 'Sort' }).fill('7');
    const menus = dialog.getByRole('combobox', { name: 'Menus' });
    await menus.click();
    await menus.fill('Pulsa');
    await page.getByRole('option', { name: 'Pulsa', exact: true }).click();
    await menus.fill('PDAM');
    await page.getByRole('option', { name: 'PDAM', exact: true }).click();
    await expect(dialog.getByRole('button', { name: 'Pulsa' })).toBeVisible();
    const saved = page.waitForResponse((r) => r.url().endsWith('/api/backoffice/categories') && r.request().method() === 'POST');
    await dialog.getByRole('button', { name: 'Save' }).click();
    const sent = (await saved).request().postDataJSON() as Record<string, unknown>;
    expect(sent).toMatchObject({ title, sort: 7, status: 1, showHome: 1 });
    expect((sent.menus as number[]).length).toBe(2);
    await expect(snackbar(page)).toHaveText('Add data Successfully');

    await page.getByRole('textbox', { name: 'Search' }).fill(title);
    await expect(page).toHaveURL(/q=Kategori/);
    const row = tableRows(page, TABLE).filter({ hasText: title });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('Pulsa');

    await row.getByRole('button', { name: `Detail ${title}` }).click();
    const detail = page.getByTestId('category-detail');
    await expect(detail.getByRole('list', { name: 'Menus' }).getByRole('listitem')).toHaveText([/Pulsa/, /PDAM/]);
    await detail.getByRole('button', { name: 'CLOSE' }).click();

    await row.getByRole('button', { name: `Edit ${title}` }).click();
    const edit = page.getByRole('dialog', { name: 'Edit category' });
    await expect(edit.getByRole('textbox', { name: 'Title' })).toHaveValue(title);
    await expect(edit.getByRole('button', { name: 'PDAM' })).toBeVisible();
    await edit.getByRole('combobox', { name: 'Menus' }).click();
    await page.keyboard.press('Backspace'); // removes the last chosen menu
    await expect(edit.getByRole('button', { name: 'PDAM' })).toHaveCount(0);
    const renamed = `${title} Baru`;
    await edit.getByRole('textbox', { name: 'Title' }).fill(renamed);
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(snackbar(page)).toHaveText('Edit data Successfully');
    await page.getByRole('textbox', { name: 'Search' }).fill(renamed);
    const renamedRow = tableRows(page, TABLE).filter({ hasText: renamed });
    await expect(renamedRow).not.toContainText('PDAM');
    // shown at home in the phone preview, with its menus
    await expect(page.getByTestId('phone-screen')).toContainText(renamed);

    await renamedRow.getByRole('button', { name: `Delete ${renamed}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Confirmation' });
    await expect(confirm).toContainText('Are you sure you want to delete?');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(snackbar(page)).toHaveText('Delete data Successfully');
    await expect(renamedRow).toHaveCount(0);
  });

  test('pages and sorts on the server (default by sort ascending), Refresh reloads', async ({ page, request }) => {
    await useLanguage(page, 'id');
    const made: Category[] = [];
    for (let i = 0; i < 9; i++) {
      made.push(
        await api<Category>(request, token(), 'POST', '/api/backoffice/categories', {
          title: `Halaman Kategori ${i}`,
          status: 1,
          showHome: 0,
          sort: 50 + i,
          menus: [1],
        }),
      );
    }
    try {
      const bySort = await api<Page<Category>>(request, token(), 'GET', '/api/backoffice/categories?size=-1&sort=asc');
      expect(bySort.totalElements).toBeGreaterThan(10);
      await page.goto('/kategori');
      const rows = tableRows(page, 'Daftar kategori');
      await expect(rows).toHaveCount(10);
      await expect(rows.first()).toContainText(bySort.content[0]!.title);
      await page.getByRole('button', { name: 'Ke halaman berikutnya' }).click();
      await expect(rows.first()).toContainText(bySort.content[10]!.title);

      const byTitle = await api<Page<Category>>(request, token(), 'GET', '/api/backoffice/categories?size=-1&sort=title,desc');
      await page.getByRole('button', { name: 'Title' }).click();
      await page.getByRole('button', { name: 'Title' }).click();
      await expect(page).toHaveURL(/sort=title%2Cdesc/);
      await expect(rows.first()).toContainText(byTitle.content[0]!.title);

      // a change made elsewhere shows after Refresh
      await api(request, token(), 'PATCH', `/api/backoffice/categories/${made[0]!.id}`, {
        title: 'Zzz Kategori Terakhir',
        status: 0,
        showHome: 0,
        sort: 50,
        menus: [1],
      });
      await page.getByRole('button', { name: 'Refresh' }).click();
      await expect(rows.first()).toContainText('Zzz Kategori Terakhir');
      await expect(rows.first()).toContainText('Non-Aktif');
    } finally {
      for (const c of made) await api(request, token(), 'DELETE', `/api/backoffice/categories/${c.id}`);
    }
  });
});
