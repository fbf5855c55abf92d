import { readFile } from 'node:fs/promises';
import { expect, test } from '../support/test';

/** The toolbar's Export (DESIGN §11) on the product list: the searched rows as CSV (with `;`, remembered) and XLSX. */

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
    const text = await readFile((await csv.path())!, 'utf8');
    expect(text.charCodeAt(0)).toBe(0xfeff);
    const [header, ...lines] = text.slice(1).trim().split('\r\n');
    expect(header).toBe('id;kode;nama;catatan;kode_operator;harga_jual;aktif;gangguan;kosong;updated_at');
    // the search applies: every row is one the list shows for "PLN", among them the demo's PLN20
    expect(lines.some((l) => l.includes(';PLN20;'))).toBe(true);
    expect(lines.every((l) => /pln/i.test(l))).toBe(true);
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
});
