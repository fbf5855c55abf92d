import { readFile } from 'node:fs/promises';
import type { Download, Page } from '@playwright/test';
import { expect, test, useLanguage } from '../support/test';

/**
 * The toolbar's Export (DESIGN §11) on the product list: the searched rows as CSV (with `;`, remembered) and XLSX,
 * headed with the table's own column headers and naming statuses as its chips do, in the console's language.
 */

/** A downloaded CSV's lines (without the BOM), each split at `;` (the demo's products hold none). */
async function csvLines(download: Download): Promise<string[][]> {
  const text = await readFile((await download.path())!, 'utf8');
  expect(text.charCodeAt(0)).toBe(0xfeff);
  return text
    .slice(1)
    .trim()
    .split('\r\n')
    .map((l) => l.split(';'));
}

/** The table's column headers as shown (the hidden ones and the row actions' column left out). */
const shownHeaders = (page: Page) =>
  page
    .locator('table thead th:not(.DataTable-pinned)')
    .evaluateAll((cells) => cells.filter((c) => c.checkVisibility()).map((c) => c.textContent?.trim() ?? ''));

/** A row's cells as shown, in the order of `shownHeaders`. */
const shownCells = (page: Page, text: string) =>
  page
    .locator('table tbody tr', { hasText: text })
    .first()
    .locator('td:not(.DataTable-pinned)')
    .evaluateAll((cells) => cells.filter((c) => c.checkVisibility()).map((c) => c.textContent?.trim() ?? ''));

test.describe('list export (/product)', () => {
  test.use({ role: 'operator' });

  test('exports the searched list as CSV with the chosen delimiter, and as XLSX', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/product');
    await page.getByRole('textbox', { name: 'Cari' }).fill('PLN');
    await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe('PLN');

    const exportButton = page.getByRole('button', { name: 'Ekspor' });
    await exportButton.click();
    await page.getByRole('menuitemradio', { name: /Titik koma/ }).click();
    await expect(page.getByRole('menuitemradio', { name: /Titik koma/ })).toHaveAttribute('aria-checked', 'true');
    await expect(page.locator('.MuiMenu-paper')).toHaveCSS('opacity', '1');
    await page.screenshot({ path: test.info().outputPath('export-menu-1440.png') });

    const csvDownload = page.waitForEvent('download');
    await page.getByRole('menuitem', { name: /^CSV/ }).click();
    const csv = await csvDownload;
    expect(csv.suggestedFilename()).toMatch(/^products-\d{8}-\d{4}\.csv$/);
    const [header, ...lines] = await csvLines(csv);
    expect(header!.join(';')).toBe('ID;Kode;Nama;Catatan;Kode Operator;Harga Jual;Aktif;Gangguan;Kosong;Diperbarui');
    // the search applies: every row is one the list shows for "PLN", among them the demo's PLN20
    expect(lines.some((l) => l[1] === 'PLN20')).toBe(true);
    expect(lines.every((l) => /pln/i.test(l.join(';')))).toBe(true);
    await expect(exportButton).toBeEnabled();

    // the delimiter is remembered on the device
    await page.reload();
    await page.getByRole('button', { name: 'Ekspor' }).click();
    await expect(page.getByRole('menuitemradio', { name: /Titik koma/ })).toHaveAttribute('aria-checked', 'true');
    const xlsxDownload = page.waitForEvent('download');
    await page.getByRole('menuitem', { name: /XLSX/ }).click();
    const xlsx = await xlsxDownload;
    expect(xlsx.suggestedFilename()).toMatch(/^products-\d{8}-\d{4}\.xlsx$/);
    const bytes = await readFile((await xlsx.path())!);
    expect(bytes.subarray(0, 2).toString()).toBe('PK');

    // the menu on a phone
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('button', { name: 'Ekspor' }).click();
    await expect(page.locator('.MuiMenu-paper')).toHaveCSS('opacity', '1');
    await page.screenshot({ path: test.info().outputPath('export-menu-390.png') });
  });

  for (const lang of ['id', 'en'] as const) {
    test(`heads the file as the table at 1440 px and names statuses as its chips (${lang})`, async ({ page }) => {
      const words =
        lang === 'id'
          ? { search: 'Cari', export: 'Ekspor', semicolon: /Titik koma/, chips: ['Aktif', 'Gangguan', 'Kosong'] }
          : { search: 'Search', export: 'Export', semicolon: /Semicolon/, chips: ['Active', 'Disrupted', 'Out of stock'] };
      await useLanguage(page, lang);
      await page.setViewportSize({ width: 1440, height: 900 });
      await page.goto('/product');
      await page.getByRole('textbox', { name: words.search }).fill('PLN');
      await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe('PLN');
      await expect(page.locator('table tbody tr', { hasText: 'PLN20' }).first()).toBeVisible();

      await page.getByRole('button', { name: words.export }).click();
      await page.getByRole('menuitemradio', { name: words.semicolon }).click();
      const download = page.waitForEvent('download');
      await page.getByRole('menuitem', { name: /^CSV/ }).click();
      const [header, ...rows] = await csvLines(await download);

      // Every column the table shows at this width is in the file under the same header, in the same order; the
      // file adds only what the screen folds away (the id, the columns hidden below 1600 px).
      const shown = await shownHeaders(page);
      expect(shown.length).toBeGreaterThanOrEqual(6);
      expect(header!.filter((h) => shown.includes(h))).toEqual(shown);
      expect(header!.length - shown.length).toBeLessThanOrEqual(3);

      // PLN20's code and its status, disruption and stock chips read in the file as on the screen.
      const cells = await shownCells(page, 'PLN20');
      const row = rows.find((r) => r[header!.indexOf(shown[0]!)] === 'PLN20');
      expect(row, 'PLN20 in the file').toBeDefined();
      for (const name of [shown[0]!, ...words.chips]) {
        expect(shown, name).toContain(name);
        expect(row![header!.indexOf(name)], name).toBe(cells[shown.indexOf(name)]);
      }
    });
  }
});
