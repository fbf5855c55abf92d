import { seriousViolations } from '../support/axe';
import { expect, test } from '../support/test';

/** Today in WIB as [YYYY-MM-DD, DDMMYYYY] (the URL's form and what is typed into the date field). */
function todayWib(): [string, string] {
  const d = new Date(Date.now() + 7 * 3600_000).toISOString().slice(0, 10);
  const [y, m, day] = d.split('-');
  return [d, `${day}${m}${y}`];
}

test.describe('Audit (administrator)', () => {
  test.use({ role: 'admin' });
  test.describe.configure({ timeout: 180_000 });

  test('what the spec just did appears with who, when, server, target and before/after; filters by action, actor and date', async ({
    page,
    request,
  }) => {
    const suffix = Date.now().toString(36).toUpperCase();
    const serverId = `AUD-${suffix}`;
    // A name that would run script if it were ever rendered as markup.
    const name = `Audit <img src=x onerror="window.__xss=1"> ${suffix}`;

    await page.goto('/admin/audit');
    await expect(page.getByRole('heading', { level: 1, name: 'Audit' })).toBeVisible({ timeout: 40_000 });
    const token = await page.evaluate(() => localStorage.getItem('token'));
    const auth = { authorization: `Bearer ${token}` };

    // the administrator adds a server of this run and edits it (the API the Mitra Server screen calls)
    const created = await request.post('/api/admin/mitra', {
      headers: auth,
      data: { name, server_id: serverId, email: `aud-${suffix.toLowerCase()}@example.com` },
    });
    expect(created.status()).toBe(200);
    const { id, server_key: key } = (await created.json()).data;
    const edited = await request.patch(`/api/admin/mitra/${id}`, { headers: auth, data: { contact: 'Sari Audit' } });
    expect(edited.status()).toBe(200);

    // filter by action (typed, Enter): only mitra.update rows, ours among them
    await page.getByRole('combobox', { name: 'Aksi' }).fill('mitra.update');
    await page.getByRole('combobox', { name: 'Aksi' }).press('Enter');
    await expect(page).toHaveURL(/action=mitra\.update/);
    const table = page.getByRole('table', { name: 'Log audit' });
    for (const header of ['Waktu', 'Pelaku', 'Server', 'Aksi', 'Target'])
      await expect(table.getByRole('columnheader', { name: header, exact: true })).toBeVisible();
    // Rows of this run's server: its target is "server #<id>" (the Server column names it once the server list is in).
    const row = table.getByRole('row').filter({ hasText: new RegExp(`server #${id}(?!\\d)`) });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(serverId);
    await expect(row).toContainText('admin@konsol.local');
    await expect(row).toContainText(`server #${id}`);
    // each row's action in words (the Aksi column), all the one filtered
    const actions = await table.locator('tbody tr td:nth-child(4)').allTextContents();
    expect(new Set(actions)).toEqual(new Set(['Mitra server diubah']));
    expect(await seriousViolations(page)).toEqual([]);

    // before/after, as text
    await row.getByRole('button', { name: /^Detail Mitra server diubah/ }).click();
    const detail = page.getByRole('dialog', { name: 'Detail Audit' });
    await expect(detail).toContainText(serverId);
    const before = JSON.parse((await detail.getByTestId('audit-before').textContent())!);
    const after = JSON.parse((await detail.getByTestId('audit-after').textContent())!);
    expect(before.contact).toBe('');
    expect(after.contact).toBe('Sari Audit');
    expect(after.name).toBe(name);
    await expect(detail.getByTestId('audit-after')).toContainText('"contact": "Sari Audit"');
    await expect(detail.getByText(/^contact, updated_at$/)).toBeVisible();
    await expect(detail.locator('img')).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
    expect(await detail.textContent()).not.toContain(key);
    expect(await seriousViolations(page)).toEqual([]);
    await detail.getByRole('button', { name: 'Tutup' }).click();
    await expect(detail).toBeHidden();

    // the family "mitra." shows the add as well; the add records no key
    await page.getByRole('combobox', { name: 'Aksi' }).fill('mitra.');
    await page.getByRole('combobox', { name: 'Aksi' }).press('Enter');
    await expect(page).toHaveURL(/action=mitra\.(&|$)/);
    await expect(row).toHaveCount(2);
    await row
      .filter({ hasText: 'Mitra server ditambahkan' })
      .getByRole('button', { name: /^Detail/ })
      .click();
    await expect(detail.getByTestId('audit-before')).toHaveText('(kosong)');
    expect(await detail.textContent()).not.toContain(key);
    await detail.getByRole('button', { name: 'Tutup' }).click();

    // actor filter
    await page.getByRole('textbox', { name: 'Pelaku (e-mail)' }).fill('nobody-');
    await expect(page).toHaveURL(/actor=nobody-/);
    await expect(table.getByText('Tidak ada catatan audit untuk filter ini')).toBeVisible();
    await page.getByRole('textbox', { name: 'Pelaku (e-mail)' }).fill('admin@konsol');
    await expect(page).toHaveURL(/actor=admin%40konsol/);
    await expect(row).toHaveCount(2);

    // date range: today (typed into the pickers) keeps them; a day in the past has none
    const [today, typed] = todayWib();
    await page.getByRole('group', { name: 'Tanggal Awal' }).getByRole('spinbutton').first().click();
    await page.keyboard.type(typed);
    await expect(page).toHaveURL(new RegExp(`awal=${today}`));
    await page.getByRole('group', { name: 'Tanggal Akhir' }).getByRole('spinbutton').first().click();
    await page.keyboard.type(typed);
    await expect(page).toHaveURL(new RegExp(`akhir=${today}`));
    await expect(row).toHaveCount(2);
    await page.reload();
    await expect(row).toHaveCount(2, { timeout: 40_000 });
    await expect(page.getByRole('combobox', { name: 'Aksi' })).toHaveValue('Mitra server — semua aksi');
    await page.goto(`/admin/audit?action=mitra.&awal=2020-01-01&akhir=2020-01-02`);
    await expect(table.getByText('Tidak ada catatan audit untuk filter ini')).toBeVisible({ timeout: 40_000 });

    // clearing the filters lists everything again, newest first
    await page.getByRole('button', { name: 'Hapus filter' }).click();
    await expect(page).toHaveURL(/\/admin\/audit$/);
    await expect(row.first()).toBeVisible({ timeout: 40_000 });
  });
});
