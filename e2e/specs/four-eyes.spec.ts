import { APPROVAL_POLICY_DEFAULTS } from '@konsol/contract';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { freshAccount } from '../support/accounts-api';
import { api, storageStateFor, tokenOf, tokenOfRole } from '../support/content';
import { pathOf, waitForMail } from '../support/mail';
import { fundedWithBank } from '../support/money-api';
import { expect, loginThroughForm, pageFor, snackbar, test, uniqueEmail } from '../support/test';

/**
 * Four eyes on money (DESIGN §15), as a platform would run it: the administrator sets a two-approver tier for large
 * cash-outs; one approval leaves a cash-out "1 dari 2"; an approver of the platform completes it and the operator sees
 * it done; then the approver decides three cash-outs at once with one authenticator code.
 *
 * The tier starts above Rp 1.000.000, so the other specs' cash-outs (a few hundred thousand) keep one approver; the
 * policy goes back to the defaults at the end.
 */

const OTP = /Kode OTP anda untuk [^:]+: (\d{6})/;
const AMOUNT = 1_500_000;

/** A fresh server with money and a verified account, and one cash-out of `AMOUNT` in Proses: its reff. */
async function cashoutOfFreshServer(request: APIRequestContext, baseURL: string) {
  const account = await freshAccount(request, baseURL, 'foureyes');
  const token = tokenOf(await storageStateFor(request, baseURL, account.email, account.password));
  const { accountno } = await fundedWithBank(request, token, account.email, 2_000_000);
  const { banks } = await api<{ banks: { id: number; accountno: string }[] }>(request, token, 'GET', '/api/wallet');
  const since = Date.now();
  await api(request, token, 'GET', '/api/wallet/otp?detail=cash_out');
  const otp = await waitForMail(account.email, OTP, { since });
  const id = banks.find((b) => b.accountno === accountno)!.id;
  const cashout = await api<{ reff: string }>(request, token, 'POST', '/api/wallet/cashout', { id, amount: AMOUNT, otp });
  return { ...account, token, reff: cashout.reff };
}

/** A platform approver invited by the administrator, signed in, with an authenticator app (its key). */
async function invitedApprover(request: APIRequestContext, browser: Browser, baseURL: string) {
  const email = uniqueEmail('approver');
  const since = Date.now();
  await api(request, tokenOfRole('admin'), 'POST', '/api/backoffice/staff/invite', { email, role: 'approver' });
  const link = pathOf(await waitForMail(email, /(\S+\/invite\/\S+)/, { since }));
  const { context, page } = await pageFor(browser, baseURL);
  await page.goto(link);
  await page.getByLabel(/^Nama/).fill('Rina Penyetuju');
  await page.getByLabel(/^Password/).fill('rina-pass-123');
  await page.getByRole('button', { name: 'Terima undangan' }).click();
  await expect(page.getByTestId('invite-accepted')).toBeVisible();
  // Signed in through the form, as a person is (the console then knows the role's permissions), then enrolled.
  await loginThroughForm(page, email, 'rina-pass-123');
  const token = await page.evaluate(() => localStorage.getItem('token'));
  if (!token) throw new Error('no session after sign-in');
  const { secret } = await api<{ secret: string }>(request, token, 'POST', '/api/account/2fa/setup');
  const totp = new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 });
  await api(request, token, 'POST', '/api/account/2fa/enable', { code: totp.generate() });
  // The enrolment spent this 30-second step's code: a decision takes the next one.
  return { email, page, close: () => context.close(), nextCode: () => totp.generate({ timestamp: Date.now() + 30_000 }) };
}

const cashoutRow = (page: Page, reff: string) => page.getByRole('row').filter({ hasText: reff });

test.describe('four eyes on cash-outs', () => {
  test.use({ role: 'admin' });
  test.describe.configure({ mode: 'serial', timeout: 240_000 });

  test.afterAll(async ({ request }) => {
    await api(request, tokenOfRole('admin'), 'PATCH', '/api/admin/settings', { approvalPolicies: APPROVAL_POLICY_DEFAULTS });
  });

  test('a two-approver tier: "1 dari 2" after the first, done after the second; then three at once with one code', async ({
    page,
    request,
    browser,
    baseURL,
  }) => {
    const [first, approver] = await Promise.all([cashoutOfFreshServer(request, baseURL!), invitedApprover(request, browser, baseURL!)]);

    // The administrator sets the tier on the settings screen.
    await page.goto('/admin/settings');
    await page.getByRole('button', { name: 'Ubah Cashout wallet' }).click();
    const dialog = page.getByRole('dialog', { name: 'Persetujuan dana: Cashout wallet' });
    await dialog
      .getByRole('group', { name: 'Tingkat 1' })
      .getByRole('textbox', { name: /Sampai dengan/ })
      .fill('1000000');
    await dialog.getByRole('button', { name: 'Simpan' }).click();
    await expect(page.getByTestId('approval-policy-cashout')).toContainText('s.d. Rp 1.000.000: 1 penyetuju · di atas: 2 penyetuju');

    // The first approval counts and waits for a second person.
    await page.goto('/admin/approvals?tab=cashouts');
    const row = cashoutRow(page, first.reff);
    await expect(row.getByText('0 dari 2').filter({ visible: true })).toBeVisible();
    await row.getByRole('button', { name: 'Sukses' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Ya' }).click();
    await expect(snackbar(page)).toHaveText('Persetujuan dicatat (1 dari 2)');
    await expect(row.getByText('1 dari 2').filter({ visible: true })).toBeVisible();
    await expect(row.getByText(/admin@konsol\.local/).filter({ visible: true })).toBeVisible();

    // The operator's own list says how far it is.
    const { context, page: operator } = await pageFor(
      browser,
      baseURL!,
      await storageStateFor(request, baseURL!, first.email, first.password),
    );
    await operator.goto('/wallet?tab=cashout');
    const own = operator.getByRole('row').filter({ hasText: first.reff });
    await expect(own).toContainText('Menunggu persetujuan (1 dari 2)');

    // The approver completes it.
    const other = approver.page;
    await other.goto('/admin/approvals?tab=cashouts');
    const theirs = cashoutRow(other, first.reff);
    await expect(theirs.getByText('1 dari 2').filter({ visible: true })).toBeVisible();
    await theirs.getByRole('button', { name: 'Sukses' }).click();
    await other.getByRole('dialog').getByRole('button', { name: 'Ya' }).click();
    await expect(snackbar(other)).toHaveText('Status cashout disimpan');
    await expect(theirs).toHaveCount(0);

    // The operator sees it done.
    await operator.getByRole('button', { name: 'Refresh' }).click();
    await expect(own).toContainText('Sukses');
    await context.close();

    // Three at once: one approver, a code for the tier above Rp 1.000.000.
    const policy = {
      ...APPROVAL_POLICY_DEFAULTS,
      cashout: {
        tiers: [
          { approvers: 1, code: false, upTo: 1_000_000 },
          { approvers: 1, code: true },
        ],
        expiryHours: 72,
      },
    };
    await api(request, tokenOfRole('admin'), 'PATCH', '/api/admin/settings', { approvalPolicies: policy });
    const three = await Promise.all([0, 1, 2].map(() => cashoutOfFreshServer(request, baseURL!)));
    await other.goto('/admin/approvals?tab=cashouts');
    for (const c of three) await cashoutRow(other, c.reff).getByRole('checkbox').check();
    const bar = other.getByRole('region', { name: 'Aksi untuk baris terpilih' });
    await expect(bar).toContainText('3 dipilih');
    await bar.getByRole('button', { name: 'Sukses terpilih' }).click();
    const ask = other.getByRole('dialog', { name: 'Sukses terpilih (3)' });
    await ask.getByRole('textbox', { name: 'Kode autentikator' }).fill(approver.nextCode());
    await ask.getByRole('button', { name: 'Sukses terpilih' }).click();
    const results = other.getByRole('dialog', { name: 'Hasil keputusan' });
    await expect(results).toContainText('3 dari 3 diputuskan');
    const items = results.getByRole('list', { name: 'Hasil per permintaan' }).getByRole('listitem');
    await expect(items).toHaveCount(3);
    for (const c of three) await expect(items.filter({ hasText: c.reff })).toContainText('Selesai');
    await results.getByRole('button', { name: 'Tutup' }).click();
    for (const c of three) await expect(cashoutRow(other, c.reff)).toHaveCount(0);
    await approver.close();
  });
});
