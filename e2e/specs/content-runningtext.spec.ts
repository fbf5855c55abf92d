import AxeBuilder from '@axe-core/playwright';
import { tableRows, typeDate, uniqueName } from '../support/content';
import { expect, snackbar, test, useLanguage } from '../support/test';

const TABLE = 'Running texts';

test.describe('running text (/runningtext)', () => {
  test.use({ role: 'operator' });

  test('search, Add (Pesan, Status, Masa Aktif, Cancel, Save), edit, selectable rows and delete; the marquee shows it', async ({
    page,
  }) => {
    await useLanguage(page, 'en');
    await page.goto('/runningtext');
    const rows = tableRows(page, TABLE);
    await expect(rows.first()).toBeVisible();
    for (const header of ['Text', 'Status', 'Expired', 'Action'])
      await expect(page.getByRole('columnheader', { name: header })).toBeVisible();

    await page.getByRole('button', { name: 'Add', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Add running text' });
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toContainText('Please fill input');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();

    const first = uniqueName('Promo pulsa murah');
    const second = uniqueName('Libur nasional');
    for (const [msg, date] of [
      [first, '30/06/2031'],
      [second, ''],
    ] as const) {
      await page.getByRole('button', { name: 'Add', exact: true }).click();
      await dialog.getByRole('textbox', { name: 'Message' }).fill(msg);
      if (date) await typeDate(page, dialog, 'Active until', date);
      const saved = page.waitForResponse((r) => r.url().endsWith('/api/backoffice/runningtext') && r.request().method() === 'POST');
      await dialog.getByRole('button', { name: 'Save' }).click();
      expect(((await (await saved).json()) as { msg: string }).msg).toBe('Add data Successfully');
      await expect(dialog).toBeHidden();
    }
    await expect(snackbar(page)).toHaveText('Add data Successfully');
    const firstRow = rows.filter({ hasText: first });
    await expect(firstRow).toContainText('2031/06/30');
    await expect(rows.filter({ hasText: second })).toContainText('No limit');
    await expect(page.getByTestId('preview-runningtext')).toContainText(first);

    // search
    await page.getByRole('textbox', { name: 'Search' }).fill(first);
    await expect(rows).toHaveCount(1);
    await page.getByRole('textbox', { name: 'Search' }).fill('');
    await page.getByRole('button', { name: 'Text' }).click();
    await expect(page).toHaveURL(/sort=msg%2Casc/);
    await page.getByRole('button', { name: 'Text' }).click();
    await page.getByRole('button', { name: 'Text' }).click();

    // edit: disable it, it leaves the marquee
    await firstRow.getByRole('button', { name: /^Edit / }).click();
    const edit = page.getByRole('dialog', { name: 'Edit running text' });
    await expect(edit.getByRole('textbox', { name: 'Message' })).toHaveValue(first);
    await edit.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'Inactive' }).click();
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(snackbar(page)).toHaveText('Edit data Successfully');
    await expect(firstRow).toContainText('Inactive');
    await expect(page.getByTestId('phone-screen')).not.toContainText(first);

    // select both rows and delete them together
    await page.getByRole('textbox', { name: 'Search' }).fill(first.split(' ').slice(0, 2).join(' '));
    await expect(page).toHaveURL(/q=Promo/);
    await firstRow.getByRole('checkbox').check();
    await page.getByRole('textbox', { name: 'Search' }).fill(second);
    await expect(page).toHaveURL(/q=Libur/);
    await rows.filter({ hasText: second }).getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Delete selected (2)' }).click();
    const confirm = page.getByRole('dialog', { name: 'Confirmation' });
    await expect(confirm).toContainText('Are you sure you want to delete?');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(snackbar(page)).toHaveText('Delete data Successfully');
    await expect(rows.filter({ hasText: second })).toHaveCount(0);
    await page.getByRole('textbox', { name: 'Search' }).fill(first);
    await expect(rows.filter({ hasText: first })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /Delete selected/ })).toHaveCount(0);
  });

  test('no serious axe violation on the page and in the dialog (Indonesian)', async ({ page }) => {
    await useLanguage(page, 'id');
    await page.goto('/runningtext');
    await expect(tableRows(page, 'Daftar running text').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    const axe = () => new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    const serious = (r: Awaited<ReturnType<typeof axe>>) =>
      r.violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`);
    expect(serious(await axe())).toEqual([]);
    await page.getByRole('button', { name: 'Tambah', exact: true }).click();
    await expect(page.getByRole('dialog', { name: 'Tambah running text' })).toBeVisible();
    await expect(page.getByRole('dialog').getByRole('group', { name: 'Masa Aktif' })).toBeVisible();
    expect(serious(await axe())).toEqual([]);
  });
});
