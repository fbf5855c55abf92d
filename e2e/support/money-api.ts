import { createHmac } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { api, tokenOfRole } from './content';
import { waitForMail } from './mail';
import { expect } from './test';

/** The sandbox provider's callback secret: the server's default, which the e2e server keeps. */
const WEBHOOK_SECRET = 'konsol-sandbox-webhook-secret';

/** A cash-in paid by the sandbox provider's signed callback: money on a server the way it really arrives. */
export async function paidCashin(request: APIRequestContext, token: string, amount: number) {
  const cashin = await api<{ id: number; va: string; total: number }>(request, token, 'POST', '/api/wallet/cashin', {
    channel: 'VA-BCA',
    amount,
  });
  const body = JSON.stringify({
    event: 'va.paid',
    va: cashin.va,
    amount: cashin.total,
    reff: `PAY-${Date.now()}`,
    paid_at: new Date().toISOString(),
  });
  const paid = await request.post('/api/payments/callback', {
    data: body,
    headers: { 'content-type': 'application/json', 'x-signature': createHmac('sha256', WEBHOOK_SECRET).update(body).digest('hex') },
  });
  expect(paid.ok(), await paid.text()).toBeTruthy();
  return cashin;
}

/**
 * Money on a fresh server and an account to cash out to: a paid cash-in, and a bank account added with the e-mailed
 * OTP and verified by the administrator.
 */
export async function fundedWithBank(request: APIRequestContext, token: string, email: string, amount: number) {
  await paidCashin(request, token, amount);

  const since = Date.now();
  await api(request, token, 'GET', '/api/wallet/otp?detail=add_bank');
  const otp = await waitForMail(email, /Kode OTP anda untuk [^:]+: (\d{6})/, { since });
  const accountno = `66${Date.now().toString().slice(-8)}`;
  const bank = await api<{ id: number }>(request, token, 'POST', '/api/wallet/bank', {
    bankid: 2,
    accountno,
    accountname: 'Toko Uji Coba',
    otp,
  });
  await api(request, tokenOfRole('admin'), 'POST', `/api/admin/wallet/bank/${bank.id}/verify`, { approve: true });
  return { accountno };
}
