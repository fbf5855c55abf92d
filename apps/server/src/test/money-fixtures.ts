import type { OtpPurpose } from '@konsol/contract';
import { expect } from 'vitest';
import { randomToken } from '../lib/crypto.js';
import { nowIso } from '../lib/time.js';
import { checkLedgers } from '../modules/wallet/ledger-check.js';
import { otpService } from '../modules/wallet/otp.service.js';
import { walletRepository } from '../modules/wallet/wallet.repository.js';
import type { TestTenant } from './factories.js';
import type { TestApp } from './test-app.js';

/** Money test helpers: funding through the real cash-in + signed callback path, OTPs, accounts, ledger check. */

/** A signed provider callback, ready for `app.inject`. */
export function signedCallback(app: TestApp, body: unknown, signature?: string) {
  const payload = typeof body === 'string' ? body : JSON.stringify(body);
  return {
    method: 'POST' as const,
    url: '/api/payments/callback',
    payload,
    headers: { 'content-type': 'application/json', 'x-signature': signature ?? app.ctx.payments.sign(payload) },
  };
}

/** Puts `amount` on the tenant's balance the way money really arrives: a cash-in and the provider's paid callback. */
export async function fundWallet(app: TestApp, t: TestTenant, amount: number) {
  const res = await app.inject({ method: 'POST', url: '/api/wallet/cashin', headers: t.headers, payload: { channel: 'VA-BCA', amount } });
  expect(res.statusCode, res.body).toBe(200);
  const cashin = res.json().data as { id: number; va: string; total: number };
  const paid = await app.inject(
    signedCallback(app, { event: 'va.paid', va: cashin.va, amount: cashin.total, reff: `PAY-${randomToken(8)}`, paid_at: nowIso() }),
  );
  expect(paid.statusCode, paid.body).toBe(200);
  expect(paid.json().data.outcome).toBe('applied');
  return cashin;
}

/** A fresh OTP for the tenant's operator (as if read from the e-mail). */
export async function otpFor(app: TestApp, t: Pick<TestTenant, 'serverPk' | 'userId'>, purpose: OtpPurpose) {
  return (await otpService(app.ctx).issue({ serverId: t.serverPk, userId: t.userId }, purpose)).code;
}

/** A bank account of the tenant the administrator already verified. */
export async function verifiedAccount(app: TestApp, t: TestTenant, accountno = '1234567890') {
  const row = await walletRepository(app.ctx.db).insertBank(app.ctx.db, t.serverPk, {
    bankid: 1,
    bank: 'BCA',
    accountno,
    accountname: 'Budi Santoso',
    status: 1,
  });
  return row.id;
}

/** A cash-out of the tenant to a verified account, left in Proses (waiting for the administrator): its row. */
export async function cashoutInProses(app: TestApp, t: TestTenant, amount: number, accountno?: string) {
  const bank = await verifiedAccount(app, t, accountno);
  const res = await app.inject({
    method: 'POST',
    url: '/api/wallet/cashout',
    headers: t.headers,
    payload: { id: bank, amount, otp: await otpFor(app, t, 'cash_out') },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { id: number; amount: number };
}

/** `npm run ledger:check`'s check on the test database: every balance equals its ledger. */
export async function expectLedgersBalanced(app: TestApp) {
  const report = await checkLedgers(app.ctx.db);
  expect(report.differences).toEqual([]);
  return report;
}

export async function walletOf(app: TestApp, t: TestTenant) {
  const res = await app.inject({ method: 'GET', url: '/api/wallet', headers: t.headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { balance: number; pendingBalance: number; pendingcashout: number; banks: { id: number; status: number }[] };
}
