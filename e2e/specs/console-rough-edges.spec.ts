import { readFileSync } from 'node:fs';
import type { APIRequestContext, BrowserContext, Locator, Page, Response } from '@playwright/test';
import { ACCOUNTS } from '../support/accounts';
import { freshAccount } from '../support/accounts-api';
import { api, pngFile, storageStateFor, tokenOf, tokenOfRole, uniqueName } from '../support/content';
import { expect, pageFor, snackbar, test, useLanguage } from '../support/test';

/**
 * Issue 24, "the console, as tried": unsaved input is never dropped by a stray click, the order page never
 * contradicts itself, money moves only after a confirmation, the pay-later flow asks nothing the server must
 * refuse, the copy reads right, the colour picker leaves its field in view and the location lists can be searched.
 */

/** A click on the dim backdrop, outside the dialog's paper. */
const clickBackdrop = (page: Page) => page.mouse.click(6, 6);

type Box = { x: number; y: number; width: number; height: number };
/** Where an element is on the screen. */
async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  if (!box) throw new Error('the element is not displayed');
  return box;
}
const overlap = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

test.describe('a dialog with unsaved input asks before it is dismissed', () => {
  test.use({ role: 'operator' });

  test('Berita: Escape and the backdrop close an untouched dialog at once, and ask once something was typed', async ({ page }) => {
    await page.goto('/news');
    const add = page.getByRole('button', { name: 'Tambah berita' });
    const dialog = page.getByRole('dialog', { name: 'Tambah berita' });
    const discard = page.getByRole('dialog', { name: 'Buang perubahan?' });

    // nothing typed: both close at once
    await add.click();
    await expect(dialog.getByRole('textbox', { name: 'Judul' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await add.click();
    await expect(dialog).toBeVisible();
    await clickBackdrop(page);
    await expect(dialog).toBeHidden();
    await expect(discard).toHaveCount(0);

    // typed: Escape asks; keeping on editing keeps the text
    await add.click();
    const title = uniqueName('Berita belum disimpan');
    await dialog.getByRole('textbox', { name: 'Judul' }).fill(title);
    await page.keyboard.press('Escape');
    await expect(discard).toContainText('Isian di form ini belum disimpan dan akan hilang.');
    await discard.getByRole('button', { name: 'Lanjut mengisi' }).click();
    await expect(discard).toBeHidden();
    await expect(dialog.getByRole('textbox', { name: 'Judul' })).toHaveValue(title);

    // typed in the rich text: the backdrop asks too; Buang closes and drops it
    await page.getByTestId('rich-text').click();
    await page.keyboard.type('Isi berita');
    await clickBackdrop(page);
    await expect(discard).toBeVisible();
    await discard.getByRole('button', { name: 'Buang' }).click();
    await expect(dialog).toBeHidden();
    await add.click();
    await expect(dialog.getByRole('textbox', { name: 'Judul' })).toHaveValue('');
    await dialog.getByRole('button', { name: 'Batal', exact: true }).click();
    await expect(dialog).toBeHidden();
  });

  test('Kategori, in English: the same question in English; a chosen menu counts as input', async ({ page }) => {
    await useLanguage(page, 'en');
    await page.goto('/kategori');
    const dialog = page.getByRole('dialog', { name: 'Add category' });
    const discard = page.getByRole('dialog', { name: 'Discard changes?' });

    await page.getByRole('button', { name: 'Add category' }).click();
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    await page.getByRole('button', { name: 'Add category' }).click();
    const menus = dialog.getByRole('combobox', { name: 'Menus' });
    await menus.click();
    await menus.fill('Pulsa');
    await page.getByRole('option', { name: 'Pulsa', exact: true }).click();
    await clickBackdrop(page);
    await expect(discard).toContainText('What you entered in this form is not saved yet and will be lost.');
    await discard.getByRole('button', { name: 'Keep editing' }).click();
    await expect(dialog.getByRole('button', { name: 'Pulsa' })).toBeVisible();

    await dialog.getByRole('textbox', { name: 'Title' }).fill('Kategori belum disimpan');
    await page.keyboard.press('Escape');
    await discard.getByRole('button', { name: 'Discard' }).click();
    await expect(dialog).toBeHidden();
    await expect(discard).toBeHidden();
  });
});

test.describe('the order page (/tokensms/order/success/{id})', () => {
  test.use({ role: 'operator' });

  test('an unknown order shows only "not found"', async ({ page }) => {
    await page.goto('/tokensms/order/success/987654321');
    await expect(page.getByRole('alert').filter({ hasText: 'Data tidak ditemukan' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Detail Order');
    await expect(page.getByText('Order berhasil', { exact: false })).toHaveCount(0);
    await expect(page.getByTestId('CheckCircleIcon')).toHaveCount(0);
    await expect(page.getByText('Jumlah yang harus dibayar')).toHaveCount(0);
    await expect(page.getByTestId('company-bank')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Kembali' })).toBeVisible();
  });

  test('a paid order says it is paid and asks for no payment', async ({ page, request }) => {
    const token = tokenOfRole('operator');
    const packages = await api<{ id: number; name: string }[]>(request, token, 'GET', '/api/backoffice/tokensms/denom');
    const pkg = packages.find((p) => p.name === 'Paket 100 Token')!;
    const order = await api<{ id: number }>(request, token, 'POST', '/api/backoffice/tokensms/order', { paketid: pkg.id, amount: 1 });

    await page.goto(`/tokensms/order/success/${order.id}`);
    await expect(page.getByText('Order berhasil dibuat')).toBeVisible();
    await expect(page.getByText('Jumlah yang harus dibayar')).toBeVisible();

    await api(request, tokenOfRole('admin'), 'POST', `/api/admin/tokensms/order/${order.id}/paid`);
    await page.reload();
    await expect(page.getByText('Order sudah dibayar')).toBeVisible();
    await expect(page.getByTestId('success-amount')).toHaveText('Rp 35.000');
    await expect(page.getByText('Jumlah dibayar')).toBeVisible();
    await expect(page.getByText('Jumlah yang harus dibayar')).toHaveCount(0);
    await expect(page.getByText('Selesaikan pembayaran', { exact: false })).toHaveCount(0);
    await expect(page.getByTestId('success-va')).toHaveCount(0);
    await expect(page.getByTestId('company-bank')).toHaveCount(0);
  });
});

test.describe('copy', () => {
  test.use({ role: 'operator' });

  for (const [lang, question, cancel] of [
    ['id', 'Yakin order Paket 500 Token?', 'Batal'],
    ['en', 'Order Paket 500 Token?', 'Cancel'],
  ] as const) {
    test(`the order question names the package once, with no space before "?" (${lang})`, async ({ page }) => {
      await useLanguage(page, lang);
      await page.goto('/tokensms/order/create');
      const card = page.getByRole('article', { name: 'Paket 500 Token' });
      await card.getByRole('button', { name: lang === 'id' ? 'Beli Sekarang' : 'Buy Now' }).click();
      const confirm = page.getByRole('dialog');
      await expect(confirm.getByText(question, { exact: true })).toBeVisible();
      await confirm.getByRole('button', { name: cancel }).click();
      await expect(confirm).toBeHidden();
    });
  }
});

test.describe('pay-later: "Saya sudah bayar" asks nothing the server must refuse', () => {
  test.use({ role: 'operator' });

  test('no 4xx answer from paying a bill to the list showing it Sedang Konfirmasi', async ({ page, request }) => {
    const admin = tokenOfRole('admin');
    const bill = await api<{ id: number }>(request, admin, 'POST', '/api/admin/bayartempo/serpulbills', {
      server: ACCOUNTS.operator.server,
      amount: 50_000,
      fee: 2500,
      expiredAt: new Date(Date.now() + 2 * 86_400_000).toISOString(),
      details: [{ idreseller: 'RE24', resellername: 'Agen Rough Edges', amount: 50_000 }],
    });

    await page.goto('/modalkerjav2');
    const row = page.getByRole('row').filter({ has: page.getByText(`#${bill.id}`, { exact: true }) });
    await row.getByRole('button', { name: `Bayar tagihan #${bill.id}` }).click();
    const method = page.getByRole('dialog', { name: 'Metode Pembayaran' });
    await expect(method.getByTestId('va-BCA')).toContainText(/\d{10,}/);

    const refused: string[] = [];
    const listen = (r: Response) => {
      if (r.status() >= 400 && r.status() < 500) refused.push(`${r.status()} ${r.request().method()} ${r.url()}`);
    };
    page.on('response', listen);
    await method.getByRole('button', { name: 'Saya sudah bayar' }).click();
    const result = page.getByRole('dialog', { name: 'Berhasil' });
    await expect(result).toContainText('Pembayaran tagihan dikirim, menunggu konfirmasi');
    await page.waitForLoadState('networkidle');
    await result.getByRole('button', { name: 'Tutup' }).click();
    await expect(result).toBeHidden();
    await expect(row.locator('[data-status]:visible')).toHaveText('Sedang Konfirmasi');
    await page.waitForLoadState('networkidle');
    page.off('response', listen);
    expect(refused).toEqual([]);

    // gives the limit back for the other specs
    await api(request, admin, 'POST', `/api/admin/bayartempo/serpulbills/${bill.id}/confirm`);
  });
});

test.describe('app settings: the colour picker', () => {
  test.use({ role: 'operator' });

  for (const viewport of [
    { width: 1440, height: 900 },
    { width: 390, height: 844 },
  ]) {
    test(`opens beside its field, never over it (${viewport.width}×${viewport.height})`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await useLanguage(page, 'en');
      await page.goto('/applist');
      for (const [label, name] of [
        ['Primary Color', 'primary_color'],
        ['Primary Color Dark', 'primary_color_dark'],
      ]) {
        await page.getByRole('textbox', { name: label, exact: true }).scrollIntoViewIfNeeded();
        await page.getByTestId(`swatch-${name}`).click();
        const picker = page.getByRole('dialog');
        await expect(picker.getByRole('slider', { name: 'Hue' })).toBeVisible();
        // measured with the picker open, where they both are at that moment (by name, not role: the page behind
        // the picker leaves the accessibility tree)
        const field = page.locator(`input[name="${name}"]`);
        const popup = await boxOf(picker);
        const box = await boxOf(field.locator('xpath=ancestor::div[contains(@class, "MuiInputBase-root")][1]'));
        const caption = await boxOf(field.locator('xpath=ancestor::div[contains(@class, "MuiFormControl-root")][1]/label'));
        expect(overlap(popup, box), `the ${label} picker covers its field`).toBe(false);
        expect(overlap(popup, caption), `the ${label} picker covers its label`).toBe(false);
        await expect(picker).toHaveAccessibleName(`Choose ${label}`);
        await page.keyboard.press('Escape');
        await expect(picker).toBeHidden();
      }
    });
  }
});

test.describe('money moves only after a confirmation; the location lists are searched by typing', () => {
  test.describe.configure({ mode: 'serial', timeout: 180_000 });

  let operator: Page;
  let admin: Page;
  let contexts: BrowserContext[] = [];
  let operatorToken = '';
  const applicant = uniqueName('Rough Edges');

  test.beforeAll(async ({ browser, request, baseURL }) => {
    const account = await freshAccount(request, baseURL!, 'rough');
    const state = await storageStateFor(request, baseURL!, account.email, account.password);
    operatorToken = tokenOf(state);
    const op = await pageFor(browser, baseURL!, state);
    const ad = await pageFor(browser, baseURL!, process.env.KONSOL_E2E_STATE_ADMIN!);
    contexts = [op.context, ad.context];
    operator = op.page;
    admin = ad.page;
  });
  test.afterAll(async () => {
    for (const c of contexts) await c.close();
  });

  test('the province and city of the application are found by typing; the lists ask with the same ids', async () => {
    const page = operator;
    const provinces = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/province');
    await page.goto('/modalkerja');
    await page.getByRole('button', { name: 'Ajukan Sekarang' }).click({ timeout: 60_000 });
    const form = page.getByRole('form', { name: 'Pengajuan Modal Kerja' });
    const jatim = ((await (await provinces).json()).data as { province_id: string; province: string }[]).find(
      (p) => p.province === 'JAWA TIMUR',
    )!;

    const province = form.getByRole('combobox', { name: /^Provinsi/ });
    const cities = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/city');
    await province.fill('jawa ti');
    await expect(page.getByRole('option')).toHaveText(['JAWA TIMUR']);
    await province.press('Enter');
    await expect(province).toHaveValue('JAWA TIMUR');
    const cityAnswer = await cities;
    expect(new URL(cityAnswer.url()).searchParams.get('province')).toBe(jatim.province_id);
    const surabaya = ((await cityAnswer.json()).data as { city_id: string; city_name: string }[]).find(
      (c) => c.city_name === 'KOTA SURABAYA',
    )!;

    const city = form.getByRole('combobox', { name: /^Kota\/Kabupaten/ });
    const districts = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/subdistrict');
    await city.fill('surab');
    await page.getByRole('option', { name: 'KOTA SURABAYA', exact: true }).click();
    await expect(city).toHaveValue('KOTA SURABAYA');
    expect(new URL((await districts).url()).searchParams.get('city')).toBe(surabaya.city_id);
    await expect(form.getByRole('combobox', { name: /^Kecamatan/ })).toBeEnabled();
  });

  test('the administrator\'s "Setujui" asks first; nothing is decided before the answer', async ({ request }) => {
    await apply(request, operatorToken, applicant);
    await admin.goto('/admin/approvals?tab=loans');
    const row = admin.getByRole('table', { name: 'Pengajuan Modal Kerja' }).getByRole('row').filter({ hasText: applicant });
    await row.getByRole('button', { name: 'Tinjau' }).click({ timeout: 60_000 });
    const dialog = admin.getByRole('dialog', { name: /Tinjau Pengajuan Modal Kerja/ });
    await dialog.getByRole('textbox', { name: 'Limit Kredit' }).fill('10000000');

    const decisions: string[] = [];
    admin.on('request', (r) => {
      if (r.url().includes('/decide')) decisions.push(r.url());
    });
    await dialog.getByRole('button', { name: 'Setujui' }).click();
    const confirm = admin.getByRole('dialog', { name: 'Konfirmasi' });
    await expect(confirm).toContainText('Rp 10.000.000');
    await confirm.getByRole('button', { name: 'Batal' }).click();
    await expect(confirm).toBeHidden();
    expect(decisions).toEqual([]);

    await dialog.getByRole('button', { name: 'Setujui' }).click();
    await confirm.getByRole('button', { name: 'Setujui' }).click();
    await expect(snackbar(admin)).toHaveText('Pengajuan disetujui');
    expect(decisions).toHaveLength(1);
  });

  test('"Cairkan" asks first; nothing is disbursed before the answer', async () => {
    const page = operator;
    await page.goto('/modalkerja');
    await page.getByRole('button', { name: 'Cairkan' }).click({ timeout: 60_000 });
    const dialog = page.getByRole('dialog', { name: 'Pencairan Dana' });
    await dialog.getByRole('textbox', { name: /^Jumlah/ }).fill('1000000');

    const contracts: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().includes('/irmacapital/loan/contract')) contracts.push(r.url());
    });
    await dialog.getByRole('button', { name: 'Cairkan' }).click();
    const confirm = page.getByRole('dialog', { name: 'Konfirmasi' });
    await expect(confirm).toContainText('Yakin cairkan Rp 1.000.000 ke wallet?');
    await confirm.getByRole('button', { name: 'Batal' }).click();
    await expect(confirm).toBeHidden();
    await expect(dialog).toBeVisible();
    expect(contracts).toEqual([]);

    await dialog.getByRole('button', { name: 'Cairkan' }).click();
    await confirm.getByRole('button', { name: 'Cairkan' }).click();
    await expect(snackbar(page)).toHaveText('Dana Rp 1.000.000 dicairkan ke wallet');
    expect(contracts).toHaveLength(1);
  });
});

/** A complete loan application through the API (three photos, then the request), waiting for the administrator. */
async function apply(request: APIRequestContext, token: string, name: string) {
  const headers = { authorization: `Bearer ${token}` };
  const photos: number[] = [];
  for (const color of ['#90A4AE', '#FFCC80', '#A5D6A7']) {
    const res = await request.post('/api/irmacapital/photo', {
      headers,
      multipart: { file: { name: 'foto.png', mimeType: 'image/png', buffer: readFileSync(await pngFile('foto', 120, 90, color)) } },
    });
    expect(res.ok(), await res.text()).toBeTruthy();
    photos.push((await res.json()).data.id);
  }
  await api(request, token, 'POST', '/api/irmacapital/loan/request', {
    name,
    ktp: `3578${Date.now().toString().slice(-12)}`,
    address: 'Jl. Pemuda No. 45, Surabaya',
    phone: '082198765432',
    imagektp: photos[0],
    imageselfie: photos[1],
    imagebusiness: photos[2],
    businessname: 'Toko Rough Edges',
    jenisusaha: 'Konter pulsa',
    businessaddress: 'Jl. Pemuda No. 45',
    provinsi: { province_id: '35', province: 'JAWA TIMUR' },
    city: { city_id: '35.78', city_name: 'KOTA SURABAYA' },
    district: { subdistrict_id: '35.78.01', subdistrict_name: 'Genteng' },
    businesswebsite: 'roughedges.co.id',
    businessphone: '0315345678',
    businessyear: 2019,
    businesscapital: 40_000_000,
    businesscustomer: 300,
    businessturnover: 20_000_000,
    businessprofit: 2_500_000,
  });
}
