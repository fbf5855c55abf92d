import { freshAccount } from '../support/accounts-api';
import { seriousViolations } from '../support/axe';
import { api, storageStateFor, tokenOf, tokenOfRole } from '../support/content';
import { paidCashin } from '../support/money-api';
import { expect, snackbar, test } from '../support/test';

/**
 * The pay-later tabs of /admin/approvals, on a server of its own (a fresh registration, so the demo servers' limits
 * and lists stay as other specs expect): the administrator creates a sandbox bill in the UI, the operator reports
 * it paid (API), the administrator confirms it; the operator adds a cash-out account (API), the administrator
 * verifies it.
 */

interface Bill {
  id: number;
  amount: number;
  cashFlowStatus: string;
  paymentStatus: string | null;
}
interface Rekening {
  id: number;
  bankNo: string;
  status: number;
}

test.describe('Approvals: pay-later bills and accounts', () => {
  test.use({ role: 'admin' });
  test.describe.configure({ mode: 'serial', timeout: 120_000 });

  let token = '';
  let serverid = '';

  test.beforeAll(async ({ request, baseURL }) => {
    const account = await freshAccount(request, baseURL!, 'paylater-approvals');
    token = tokenOf(await storageStateFor(request, baseURL!, account.email, account.password));
    serverid = (await api<{ serverid: string }>(request, token, 'GET', '/api/getme')).serverid;
    expect(serverid).toBeTruthy();
  });

  test('create a sandbox bill, the operator reports it paid, Konfirmasi completes it', async ({ page, request }) => {
    await page.goto('/admin/approvals?tab=bills');
    const tab = page.getByRole('tab', { name: /Tagihan Bayartempo/ });
    await expect(tab).toHaveAttribute('aria-selected', 'true', { timeout: 60_000 });
    const table = page.getByRole('table', { name: 'Tagihan Bayartempo' });
    await expect(table).toBeVisible({ timeout: 60_000 });

    // create the bill through the tab's sandbox action
    await page.getByRole('button', { name: 'Buat tagihan (sandbox)' }).click();
    const dialog = page.getByRole('dialog', { name: 'Buat Tagihan (sandbox)' });
    await dialog.getByRole('button', { name: 'Buat tagihan (sandbox)' }).click();
    await expect(dialog).toContainText('Pilih server');
    await dialog.getByRole('combobox', { name: /^Server/ }).click();
    await page.getByRole('option', { name: new RegExp(`^${serverid} —`) }).click();
    await dialog.getByRole('textbox', { name: /^Nominal/ }).fill('345000');
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Buat tagihan (sandbox)' }).click();
    await expect(snackbar(page)).toHaveText('Tagihan dibuat');
    await expect(dialog).toBeHidden();

    // the operator sees it unpaid and reports it paid by transfer
    const bills = await api<{ content: Bill[] }>(request, token, 'GET', '/api/backoffice/bayartempo/serpulbills');
    const bill = bills.content.find((b) => b.amount === 345000);
    expect(bill?.paymentStatus).toBe('BELUM_BAYAR');
    await api(request, token, 'PATCH', `/api/backoffice/bayartempo/serpulbills/payment/${bill!.id}`);

    // the administrator confirms it
    await page.reload();
    const row = table.getByRole('row').filter({ hasText: serverid });
    await expect(row).toHaveCount(1, { timeout: 60_000 });
    await expect(row).toContainText('Rp 345.000');
    expect(await seriousViolations(page)).toEqual([]);
    await row.getByRole('button', { name: 'Konfirmasi' }).click();
    const confirm = page.getByRole('dialog');
    await expect(confirm).toContainText(`Konfirmasi pembayaran tagihan #${bill!.id} server ${serverid}`);
    await confirm.getByRole('button', { name: 'Ya' }).click();
    await expect(snackbar(page)).toHaveText('Tagihan lunas, limit dikembalikan');
    await expect(row).toHaveCount(0);

    const after = await api<{ content: Bill[] }>(request, token, 'GET', '/api/backoffice/bayartempo/serpulbills');
    expect(after.content.find((b) => b.id === bill!.id)?.paymentStatus).toBe('SUCCESS');
  });

  test('a new cash-out account is verified on the Rekening Bayartempo tab', async ({ page, request }) => {
    const bankNo = `77${Date.now().toString().slice(-8)}`;
    await api(request, token, 'POST', '/api/backoffice/bayartempo/serpul-rekening/add', { bankNo, name: 'BCA' });

    await page.goto('/admin/approvals?tab=rekening');
    const row = page.getByRole('table', { name: 'Rekening Bayartempo' }).getByRole('row').filter({ hasText: bankNo });
    await expect(row).toHaveCount(1, { timeout: 60_000 });
    await expect(row).toContainText(serverid);
    await expect(row).toContainText('BCA');
    expect(await seriousViolations(page)).toEqual([]);
    await row.getByRole('button', { name: 'Verifikasi' }).click();
    await expect(page.getByRole('dialog')).toContainText(`Yakin verifikasi rekening BCA ${bankNo}?`);
    await page.getByRole('dialog').getByRole('button', { name: 'Ya' }).click();
    await expect(snackbar(page)).toHaveText('Rekening diverifikasi');
    await expect(row).toHaveCount(0);

    const list = await api<Rekening[]>(request, token, 'GET', '/api/backoffice/bayartempo/serpul-rekening');
    expect(list.find((r) => r.bankNo === bankNo)?.status).toBe(1);
  });

  test('a pay-later cash-out waits on its tab; Sukses completes it, Gagal returns the money', async ({ page, request }) => {
    const bankNo = `78${Date.now().toString().slice(-8)}`;
    const account = await api<{ id: number }>(request, token, 'POST', '/api/backoffice/bayartempo/serpul-rekening/add', {
      bankNo,
      name: 'BNI',
    });
    await api(request, tokenOfRole('admin'), 'POST', `/api/admin/bayartempo/rekening/${account.id}/verify`, { approve: true });
    await paidCashin(request, token, 100_000);
    const cash = (amount: number) =>
      api<{ reff: string; status: number }>(request, token, 'POST', '/api/backoffice/bayartempo/serpul-rekening/cashout', {
        id: account.id,
        amount,
      });
    const sent = await cash(40_000);
    const failed = await cash(25_000);
    expect(sent.status).toBe(0);
    const balance = async () => (await api<{ balance: number }>(request, token, 'GET', '/api/wallet')).balance;
    const before = await balance();

    await page.goto('/admin/approvals?tab=paylaterCashouts');
    const table = page.getByRole('table', { name: 'Cashout Bayartempo' });
    const row = (reff: string) => table.getByRole('row').filter({ hasText: reff });
    await expect(row(sent.reff)).toHaveCount(1, { timeout: 60_000 });
    await expect(row(sent.reff)).toContainText(serverid);
    await expect(row(sent.reff)).toContainText('Rp 40.000');
    expect(await seriousViolations(page)).toEqual([]);
    await row(sent.reff).getByRole('button', { name: 'Sukses' }).click();
    await expect(page.getByRole('dialog')).toContainText(`Yakin cashout Rp 40.000 ke BNI ${bankNo} sudah ditransfer (Sukses)?`);
    await page.getByRole('dialog').getByRole('button', { name: 'Ya' }).click();
    await expect(snackbar(page)).toHaveText('Status cashout bayar tempo disimpan');
    await expect(row(sent.reff)).toHaveCount(0);

    await row(failed.reff).getByRole('button', { name: 'Gagal' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Ya' }).click();
    await expect(snackbar(page)).toHaveText('Status cashout bayar tempo disimpan');
    await expect(row(failed.reff)).toHaveCount(0);
    expect(await balance()).toBe(before + 25_000);
  });
});
