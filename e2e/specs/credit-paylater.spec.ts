import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { ACCOUNTS } from '../support/accounts';
import { seriousViolations } from '../support/axe';
import { tokenOfRole } from '../support/content';
import { expect, snackbar, test, useLanguage } from '../support/test';

const rupiah = (text: string | null) => Number((text ?? '').replace(/[^\d]/g, ''));
const rp = (n: number) => `Rp ${n.toLocaleString('id-ID')}`;
const unique = () => Date.now().toString(36) + Math.random().toString(36).slice(2, 5);

/** The administrator's side through its API (its approvals screens are another spec's). */
function adminApi(request: APIRequestContext) {
  const headers = { authorization: `Bearer ${tokenOfRole('admin')}` };
  const call = async (method: 'get' | 'post', url: string, data?: unknown) => {
    const res = await request[method](url, { headers, data });
    expect(res.ok(), `${method.toUpperCase()} ${url}: ${await res.text()}`).toBeTruthy();
    return (await res.json()).data;
  };
  return {
    /** The sandbox supplier: a bill for the demo operator's server. */
    createBill: (amount: number, expiredInMs: number, reseller: string) =>
      call('post', '/api/admin/bayartempo/serpulbills', {
        server: ACCOUNTS.operator.server,
        amount,
        fee: 2500,
        expiredAt: new Date(Date.now() + expiredInMs).toISOString(),
        details: [
          { idreseller: `${reseller}A`, resellername: `Agen ${reseller}`, amount: amount - 10_000 },
          { idreseller: `${reseller}B`, resellername: 'Agen Kedua', amount: 10_000 },
        ],
      }) as Promise<{ id: number }>,
    confirmBill: (id: number) => call('post', `/api/admin/bayartempo/serpulbills/${id}/confirm`),
    payVa: (va: string) => call('post', '/api/payments/sandbox/pay', { va }),
    verifyRekening: async (bankNo: string) => {
      const pending = (await call('get', '/api/admin/bayartempo/rekening/pending?size=50')) as {
        content: { id: number; bankNo: string }[];
      };
      const row = pending.content.find((r) => r.bankNo === bankNo);
      expect(row, `account ${bankNo} waits for verification`).toBeTruthy();
      return call('post', `/api/admin/bayartempo/rekening/${row!.id}/verify`, { approve: true });
    },
  };
}

const billRow = (page: Page, id: number) => page.getByRole('row').filter({ has: page.getByText(`#${id}`, { exact: true }) });
const sisaLimit = (page: Page) => page.getByTestId('card-sisa-limit-value');
/** Reloads the page and waits for the cards (a shared 2-core machine can take a while to serve the bundle). */
async function reload(page: Page) {
  await page.reload();
  await expect(page.getByTestId('card-sisa-limit-value')).toHaveText(/^Rp [\d.]+$/, { timeout: 60_000 });
}
const statusOf = (row: Locator) => row.locator('[data-status]:visible');

test.describe('pay-later (Oper Deposit)', () => {
  test.use({ role: 'operator' });
  test.describe.configure({ mode: 'serial', timeout: 300_000 });

  test('bills: Belum Bayar → pay by VA (four banks) → Sedang Konfirmasi → administrator confirms → Berhasil, Sisa Limit restored', async ({
    page,
    request,
  }) => {
    const admin = adminApi(request);
    const tag = unique().toUpperCase();
    const amount = 150_000 + Math.floor(Math.random() * 900) * 100;

    await page.goto('/modalkerjav2');
    await expect(page.getByRole('heading', { level: 1, name: 'Oper Deposit' })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId('deadline-notice')).toHaveText(
      'Batas pembayaran pukul 17:00 WIB, pembayaran setelahnya tidak mendapat pencairan',
    );
    for (const card of ['card-total-limit', 'card-request-limit', 'card-sisa-limit', 'card-cash'])
      await expect(page.getByTestId(`${card}-value`)).toHaveText(/^Rp [\d.]+$/);
    await expect(page.getByTestId('card-cash-name')).toHaveText(ACCOUNTS.operator.namaserver);
    await expect(page.getByTestId('wallet-balance')).toHaveText(/^Saldo Wallet: Rp [\d.]+$/);
    for (const name of ['Bills', 'Rekening']) await expect(page.getByRole('tab', { name, exact: true })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Bills' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('group', { name: 'Tanggal Awal' })).toBeVisible();

    // the supplier (sandbox, by the administrator) bills the server: the bill takes the limit
    const limitBefore = rupiah(await sisaLimit(page).textContent());
    const bill = await admin.createBill(amount, 2 * 86_400_000, tag);
    await reload(page);
    await expect(sisaLimit(page)).toHaveText(rp(limitBefore - amount));
    const row = billRow(page, bill.id);
    await expect(row).toContainText(rp(amount));
    await expect(statusOf(row)).toHaveText('Belum Bayar');
    await expect(statusOf(row)).toHaveAttribute('data-status', 'BELUM_BAYAR');

    // detail: date, idreseller, resellername, amount
    await row.getByRole('button', { name: `Detail tagihan #${bill.id}` }).click();
    const detail = page.getByRole('dialog', { name: `Detail Tagihan #${bill.id}` });
    const line = detail.getByRole('row').filter({ hasText: `${tag}A` });
    await expect(line).toContainText(`Agen ${tag}`);
    await expect(line).toContainText(rp(amount - 10_000));
    await expect(line).toContainText(/\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2}/);
    await expect(detail).toContainText(rp(amount + 2500));
    expect(await seriousViolations(page)).toEqual([]);
    await detail.getByRole('button', { name: 'Tutup' }).click();
    await expect(detail).toBeHidden();

    // pay: the payment-method dialog with a VA per bank and a copy button each
    await row.getByRole('button', { name: `Bayar tagihan #${bill.id}` }).click();
    const method = page.getByRole('dialog', { name: 'Metode Pembayaran' });
    await expect(method.getByTestId('pay-total')).toHaveText(rp(amount + 2500));
    for (const bank of ['BCA', 'BNI', 'BRI', 'MANDIRI']) {
      const va = method.getByTestId(`va-${bank}`);
      await expect(va.getByRole('img', { name: `VA-${bank}` })).toBeVisible();
      await expect(va).toContainText(`Virtual Account ${bank}`);
      await expect(va).toContainText(/\d{10,}/);
      await expect(va.getByRole('button', { name: `Salin nomor VA ${bank}` })).toBeVisible();
    }
    expect(await seriousViolations(page)).toEqual([]);
    await method.getByRole('button', { name: 'Saya sudah bayar' }).click();
    const result = page.getByRole('dialog', { name: 'Berhasil' });
    await expect(result).toContainText('Pembayaran tagihan dikirim, menunggu konfirmasi');
    await result.getByRole('button', { name: 'Tutup' }).click();
    await expect(result).toBeHidden();
    await expect(statusOf(row)).toHaveText('Sedang Konfirmasi');
    await expect(statusOf(row)).toHaveAttribute('data-status', 'ON_CONFIRMATION');
    await expect(row.getByRole('button', { name: `Bayar tagihan #${bill.id}` })).toHaveCount(0);
    const limitWaiting = rupiah(await sisaLimit(page).textContent());

    // the administrator confirms: Berhasil, the limit comes back
    await admin.confirmBill(bill.id);
    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect(statusOf(row)).toHaveText('Berhasil');
    await expect(statusOf(row)).toHaveAttribute('data-status', 'SUCCESS');
    await reload(page);
    await expect(sisaLimit(page)).toHaveText(rp(limitWaiting + amount));
  });

  test('bills: a VA payment (the provider’s signed callback) completes a bill; an overdue bill shows Jatuh Tempo and can be paid', async ({
    page,
    request,
  }) => {
    const admin = adminApi(request);
    const tag = unique().toUpperCase();
    const amount = 150_000 + Math.floor(Math.random() * 900) * 100;
    const method = page.getByRole('dialog', { name: 'Metode Pembayaran' });
    await page.goto('/modalkerjav2');
    await expect(sisaLimit(page)).toHaveText(/^Rp [\d.]+$/, { timeout: 60_000 });

    // another bill paid through its VA (the sandbox provider's signed callback): Berhasil without the operator
    const second = await admin.createBill(amount + 100, 2 * 86_400_000, `${tag}V`);
    await reload(page);
    const row2 = billRow(page, second.id);
    await expect(row2).toBeVisible();
    await expect(statusOf(row2)).toHaveText('Belum Bayar');
    await row2.getByRole('button', { name: `Bayar tagihan #${second.id}` }).click();
    // the VA numbers arrive after the dialog opens
    await expect(method.getByTestId('va-BRI')).toContainText(/\d{10,}/);
    const bri = (await method.getByTestId('va-BRI').textContent())?.match(/\d{10,}/)?.[0];
    expect(bri).toBeTruthy();
    await method.getByRole('button', { name: 'Batal' }).click();
    await expect(method).toBeHidden();
    await admin.payVa(bri!);
    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect(statusOf(row2)).toHaveText('Berhasil');

    // an overdue bill (due three days ago) shows Jatuh Tempo and can still be paid
    const overdue = await admin.createBill(amount + 200, -3 * 86_400_000, `${tag}O`);
    await page.getByRole('button', { name: 'Refresh' }).click();
    const row3 = billRow(page, overdue.id);
    await expect(statusOf(row3)).toHaveText('Jatuh Tempo');
    await expect(statusOf(row3)).toHaveAttribute('data-status', 'JATUH_TEMPO');
    await expect(row3.getByRole('button', { name: `Bayar tagihan #${overdue.id}` })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    // the date filter: yesterday has none of today's bills; the list is today's by default
    await expect(page).not.toHaveURL(/bills\.awal=/);
  });

  test('rekening: add (Required. / Max 20 characters) → administrator verifies → cash out with the 6.500 fee shown → cards updated', async ({
    page,
    request,
  }) => {
    const admin = adminApi(request);
    const bankNo = `88${Date.now().toString().slice(-8)}`;

    await page.goto('/modalkerjav2?tab=rekening');
    await expect(page.getByRole('tab', { name: 'Rekening' })).toHaveAttribute('aria-selected', 'true', { timeout: 60_000 });
    await page.getByRole('tab', { name: 'Bills' }).click();
    await expect(page).not.toHaveURL(/tab=/);
    // The router writes the URL first and renders the new tab in a transition: a click on Rekening while it is
    // still the selected tab is no change at all.
    await expect(page.getByRole('tab', { name: 'Bills' })).toHaveAttribute('aria-selected', 'true');
    await page.getByRole('tab', { name: 'Rekening' }).click();
    await expect(page).toHaveURL(/tab=rekening/);

    // add: the form refuses empty and too long values and changes nothing
    await page.getByRole('button', { name: 'Tambah Rekening' }).click();
    const add = page.getByRole('dialog', { name: 'Tambah Rekening' });
    await add.getByRole('button', { name: 'Simpan' }).click();
    await expect(add.getByText('Wajib diisi.')).toHaveCount(2);
    await add.getByLabel(/^Nomor Rekening/).fill('1'.repeat(21));
    await add.getByRole('button', { name: 'Simpan' }).click();
    await expect(add.getByText('Maksimal 20 karakter')).toBeVisible();
    await add.getByLabel(/^Nomor Rekening/).fill(bankNo);
    await add.getByRole('combobox', { name: /^Bank/ }).fill('Central Asia');
    await page.getByRole('option', { name: 'BCA — Bank Central Asia (BCA)' }).click();
    expect(await seriousViolations(page)).toEqual([]);
    await add.getByRole('button', { name: 'Simpan' }).click();
    await expect(snackbar(page)).toHaveText('Rekening ditambahkan, menunggu verifikasi');
    await expect(add).toBeHidden();
    const account = page.getByRole('row').filter({ hasText: `BCA | ${bankNo}` });
    await expect(account).toContainText(/^#\d+ BCA \| \d+/);
    await expect(account).toContainText('Menunggu Verifikasi');
    const label = (await account.getByRole('cell').first().textContent())!.trim();
    expect(label).toMatch(new RegExp(`^#\\d+ BCA \\| ${bankNo}$`));

    // a waiting account is not offered for cash-out
    await page.getByTestId('card-cash').getByRole('button', { name: 'Cashout' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cashout' });
    await dialog.getByRole('combobox', { name: /^Rekening/ }).click();
    await expect(page.getByRole('option', { name: label })).toHaveCount(0);
    await page.keyboard.press('Escape');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();

    // the administrator verifies it
    await admin.verifyRekening(bankNo);
    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect(account).toContainText('Terverifikasi');

    // cash-out: the fee note, "Rekening dan nominal tidak boleh kosong", fee and total for the chosen account
    const cashBefore = rupiah(await page.getByTestId('card-cash-value').textContent());
    expect(cashBefore).toBeGreaterThan(31_500);
    await page.getByTestId('card-cash').getByRole('button', { name: 'Cashout' }).click();
    await expect(dialog.getByText('Transfer ke bank selain BNI dikenakan biaya admin 6.500')).toBeVisible();
    await dialog.getByRole('button', { name: 'Cashout' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Rekening dan nominal tidak boleh kosong');
    await dialog.getByRole('combobox', { name: /^Rekening/ }).click();
    await page.getByRole('option', { name: label }).click();
    await expect(dialog.getByTestId('cashout-fee')).toHaveText('Rp 6.500');
    await dialog.getByRole('button', { name: 'Cashout' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Rekening dan nominal tidak boleh kosong');
    await dialog.getByLabel(/^Nominal/).fill('25000');
    await expect(dialog.getByLabel(/^Nominal/)).toHaveValue('25.000');
    await expect(dialog.getByTestId('cashout-total')).toHaveText('Rp 31.500');
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Cashout' }).click();
    const confirm = page.getByRole('dialog', { name: 'Konfirmasi' });
    await expect(confirm).toContainText(label);
    await confirm.getByRole('button', { name: 'Ya' }).click();
    await expect(snackbar(page)).toHaveText('Cashout Rp 31.500 diajukan, menunggu persetujuan');
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('card-cash-value')).toHaveText(rp(cashBefore - 31_500));
    await expect(page.getByTestId('wallet-balance')).toHaveText(`Saldo Wallet: ${rp(cashBefore - 31_500)}`);

    // the server's words for a refusal: more than the balance
    await page.getByTestId('card-cash').getByRole('button', { name: 'Cashout' }).click();
    await dialog.getByRole('combobox', { name: /^Rekening/ }).click();
    await page.getByRole('option', { name: label }).click();
    await dialog.getByLabel(/^Nominal/).fill('99999999999');
    await dialog.getByRole('button', { name: 'Cashout' }).click();
    await page.getByRole('dialog', { name: 'Konfirmasi' }).getByRole('button', { name: 'Ya' }).click();
    await expect(dialog.getByRole('alert')).toHaveText(/Saldo/);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(page.getByTestId('card-cash-value')).toHaveText(rp(cashBefore - 31_500));
  });

  test('the spec’s own words in English: "Required.", "Max 20 characters"', async ({ page }) => {
    await useLanguage(page, 'en');
    await page.goto('/modalkerjav2?tab=rekening');
    await page.getByRole('button', { name: 'Add Account' }).click();
    const add = page.getByRole('dialog', { name: 'Add Account' });
    await add.getByRole('button', { name: 'Save' }).click();
    await expect(add.getByText('Required.')).toHaveCount(2);
    await add.getByLabel(/^Account Number/).fill('2'.repeat(21));
    await add.getByRole('button', { name: 'Save' }).click();
    await expect(add.getByText('Max 20 characters')).toBeVisible();
    await expect(page.getByTestId('deadline-notice')).toHaveText('The payment deadline is 17:00 WIB; later payments get no disbursement');
  });
});
