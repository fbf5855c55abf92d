import { readFile } from 'node:fs/promises';
import { seriousViolations } from '../support/axe';
import { expect, snackbar, test } from '../support/test';

const csvFile = (name: string, text: string) => ({ name, mimeType: 'text/csv', buffer: Buffer.from(text, 'utf8') });

test.describe('Agen Kaspro (administrator)', () => {
  test.use({ role: 'admin' });
  test.describe.configure({ timeout: 180_000 });

  test('import agents, search, page size All, select two and export them as CSV, a bad file imports nothing, add an application', async ({
    page,
  }) => {
    const suffix = Date.now().toString(36).toUpperCase();
    const acct = (n: number) => `KSP-${suffix}-${n}`;

    await page.goto('/admin/agenkaspro');
    await expect(page.getByRole('heading', { level: 1, name: 'Agen Kaspro' })).toBeVisible();
    const table = page.getByRole('table', { name: 'Daftar agen Kaspro' });
    for (const header of ['Nomor Akun', 'MSISDN', 'Nama Lengkap', 'Diperbarui'])
      await expect(table.getByRole('columnheader', { name: header, exact: true })).toBeVisible();
    await expect(table.getByRole('row')).toHaveCount(11); // header + 10 (the demo has 40 agents)

    // page size All: every agent on one page, kept in the URL
    await page.getByRole('combobox', { name: 'Baris per halaman' }).first().click();
    await page.getByRole('option', { name: 'Semua' }).click();
    await expect(page).toHaveURL(/size=-1/);
    const total = Number(
      (await page
        .getByText(/^1–\d+ dari \d+$/)
        .first()
        .textContent())!.split(' dari ')[1],
    );
    expect(total).toBeGreaterThanOrEqual(40);
    await expect(table.getByRole('row')).toHaveCount(total + 1);
    expect(await seriousViolations(page)).toEqual([]);

    // import three agents of this run
    await page.getByRole('button', { name: 'Impor CSV' }).click();
    const importDialog = page.getByRole('dialog', { name: 'Impor Agen Kaspro dari CSV' });
    await expect(importDialog.getByRole('button', { name: 'Impor', exact: true })).toBeDisabled();
    await importDialog
      .locator('input[type="file"]')
      .setInputFiles(
        csvFile(
          'agents.csv',
          `accountnumber,msisdn,fullname\n${acct(1)},6281200000001,Ani Uji\n${acct(2)},6281200000002,Budi Uji\n${acct(3)},6281200000003,Citra Uji\n`,
        ),
      );
    await expect(importDialog.getByTestId('import-file')).toContainText('agents.csv');
    await importDialog.getByRole('button', { name: 'Impor', exact: true }).click();
    await expect(snackbar(page)).toHaveText('3 baris diimpor (3 baru, 0 diperbarui)');
    await expect(importDialog).toBeHidden();

    // search
    await page.getByRole('textbox', { name: 'Cari' }).fill(`KSP-${suffix}`);
    await expect(page).toHaveURL(new RegExp(`q=KSP-${suffix}`));
    await expect(table.getByRole('row')).toHaveCount(4);
    await expect(table).toContainText('Budi Uji');

    // select two rows → Export CSV of exactly those
    await table
      .getByRole('row')
      .filter({ hasText: acct(1) })
      .getByRole('checkbox')
      .check();
    await table
      .getByRole('row')
      .filter({ hasText: acct(3) })
      .getByRole('checkbox')
      .check();
    const bulk = page.getByRole('region', { name: 'Aksi untuk baris terpilih' });
    await expect(bulk).toContainText('2 agen dipilih');
    const download = page.waitForEvent('download');
    await bulk.getByRole('button', { name: 'Ekspor CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^agenkaspro-\d{4}-\d{2}-\d{2}\.csv$/);
    await expect(snackbar(page)).toHaveText('2 agen diekspor ke CSV');
    const csv = (await readFile((await file.path())!, 'utf8')).replace(/^\uFEFF/, '');
    const lines = csv.trim().split(/\r?\n/);
    expect(lines[0]).toBe('accountnumber,msisdn,fullname,updated_at');
    expect(lines).toHaveLength(3);
    const rows = lines.slice(1).map((l) => l.split(','));
    expect(rows.map((r) => r[0]).sort()).toEqual([acct(1), acct(3)]);
    expect(rows.find((r) => r[0] === acct(1))?.slice(1, 3)).toEqual(['6281200000001', 'Ani Uji']);
    expect(rows.find((r) => r[0] === acct(3))?.[3]).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    await bulk.getByRole('button', { name: 'Batalkan pilihan' }).click();
    await expect(bulk).toBeHidden();

    // export all (of the search)
    const all = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Ekspor semua' }).click();
    const allCsv = (await readFile((await (await all).path())!, 'utf8')).trim().split(/\r?\n/);
    expect(allCsv).toHaveLength(4);

    // a bad file: each bad field named by its line, nothing imported
    await page.getByRole('button', { name: 'Impor CSV' }).click();
    await importDialog
      .locator('input[type="file"]')
      .setInputFiles(
        csvFile(
          'bad.csv',
          `accountnumber;msisdn;fullname\n${acct(9)};6281200000009;Dedi Uji\n${acct(8)};12ab;Eko Uji\n${acct(7)};6281200000007;\n`,
        ),
      );
    await importDialog.getByRole('button', { name: 'Impor', exact: true }).click();
    const error = importDialog.getByTestId('import-error');
    await expect(error).toContainText('Tidak ada yang diimpor: 2 baris tidak valid, pertama di baris 3');
    const errorList = error.getByRole('list', { name: 'Baris yang salah' });
    await expect(errorList.getByRole('listitem')).toHaveCount(2);
    await expect(errorList.getByRole('listitem').first()).toContainText('Baris 3 · msisdn');
    await expect(errorList.getByRole('listitem').nth(1)).toHaveText('Baris 4 · fullname: Mohon isi nilai');
    expect(await seriousViolations(page)).toEqual([]);
    await importDialog.getByRole('button', { name: 'Batal' }).click();
    await page.getByRole('textbox', { name: 'Cari' }).fill(acct(9));
    await expect(page).toHaveURL(new RegExp(`q=${acct(9)}`));
    await expect(table.getByText('Tidak ada agen')).toBeVisible();

    // add an application: the spec's defaults, its name required
    await page.getByRole('button', { name: 'Tambah Aplikasi' }).click();
    const appDialog = page.getByRole('dialog', { name: 'Tambah Aplikasi' });
    await expect(appDialog.getByLabel(/^Versi/)).toHaveValue('1.0');
    await expect(appDialog.getByRole('textbox', { name: 'Warna Utama', exact: true })).toHaveValue('#3F51B5');
    await expect(appDialog.getByRole('textbox', { name: 'Warna Utama Gelap', exact: true })).toHaveValue('#3949AB');
    await appDialog.getByRole('button', { name: 'Simpan' }).click();
    await expect(appDialog.getByText('Mohon isi nilai')).toBeVisible();
    await appDialog.getByRole('textbox', { name: 'Warna Utama Gelap', exact: true }).fill('#12345');
    await appDialog.getByLabel(/^Nama Aplikasi/).fill(`E2E App ${suffix}`);
    await appDialog.getByRole('button', { name: 'Simpan' }).click();
    await expect(appDialog.getByText('Warna harus kode hex seperti #3F51B5')).toBeVisible();
    await appDialog.getByRole('textbox', { name: 'Warna Utama Gelap', exact: true }).fill('#283593');
    expect(await seriousViolations(page)).toEqual([]);
    await appDialog.getByRole('button', { name: 'Simpan' }).click();
    await expect(snackbar(page)).toHaveText('Data berhasil ditambahkan');
    await expect(appDialog).toBeHidden();
    const apps = page.getByRole('table', { name: 'Aplikasi Kaspro' });
    const appRow = apps.getByRole('row').filter({ hasText: `E2E App ${suffix}` });
    await expect(appRow).toContainText('1.0');
    await expect(appRow).toContainText('#3F51B5');
    await expect(appRow).toContainText('#283593');
  });
});
