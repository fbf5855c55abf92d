import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createAdmin, createTenant, type TestTenant } from '../../test/factories.js';
import { cashoutInProses, expectLedgersBalanced, fundWallet, walletOf } from '../../test/money-fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { startXenditPeer, type XenditPeer } from '../../test/xendit-peer.js';

const SECRET = 'xnd_development_konsol_test';
const TOKEN = 'callback-token-konsol-test';

/**
 * Approved cash-outs paid out through Xendit's Payout API (DESIGN §14), against a local Xendit: one payout per
 * cash-out however often the job retries, the callback finishing it once, a failed payout returning the money.
 */
describe('cash-outs paid out by Xendit', () => {
  let peer: XenditPeer;
  let app: TestApp;
  let admin: TestTenant;
  let t: TestTenant;

  beforeAll(async () => {
    peer = await startXenditPeer(SECRET);
    app = await createTestApp({
      PAYOUT_PROVIDER: 'xendit',
      XENDIT_SECRET_KEY: SECRET,
      XENDIT_CALLBACK_TOKEN: TOKEN,
      XENDIT_API_URL: peer.url,
      PAYOUT_TIMEOUT_MS: '300',
    });
    admin = await createAdmin(app);
    t = await createTenant(app);
    await fundWallet(app, t, 1_000_000);
  });
  afterAll(async () => {
    await app?.close();
    await peer?.close();
  });

  const payoutOf = (cashoutId: number) =>
    app.ctx.db.selectFrom('payouts').selectAll().where('kind', '=', 'cashout').where('ref_id', '=', cashoutId).executeTakeFirst();
  const cashout = async (id: number) =>
    await app.ctx.db.selectFrom('wallet_cashouts').select(['status', 'reff', 'sending']).where('id', '=', id).executeTakeFirstOrThrow();
  const approve = async (id: number) => {
    const res = await app.inject({
      method: 'POST',
      url: `/api/admin/wallet/cashout/${id}/complete`,
      headers: admin.headers,
      payload: { status: 1 },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data;
  };
  const sent = (id: number) =>
    vi.waitFor(async () => expect(await payoutOf(id)).toMatchObject({ status: 'sent' }), { timeout: 10_000, interval: 50 });
  const callback = (reff: string, status: string, token = TOKEN, failure_code?: string) =>
    app.inject({
      method: 'POST',
      url: '/api/payments/xendit/payout',
      headers: { 'x-callback-token': token },
      payload: {
        event: status === 'SUCCEEDED' ? 'payout.succeeded' : 'payout.failed',
        business_id: '6018306aa16ad90cb3c43ba7',
        created: new Date().toISOString(),
        data: { id: 'disb-x', amount: 50_000, channel_code: 'ID_BCA', currency: 'IDR', status, reference_id: reff, failure_code },
      },
    });

  it('sends an approved cash-out once, and its callback finishes it once', async () => {
    const co = await cashoutInProses(app, t, 50_000);
    expect(await approve(co.id)).toMatchObject({ id: co.id, status: 0 });
    // handed to the provider: no longer waiting for an approver
    const pending = await app.inject({ method: 'GET', url: '/api/admin/approvals/cashouts?size=100', headers: admin.headers });
    expect(pending.json().data.content.map((c: { id: number }) => c.id)).not.toContain(co.id);
    await sent(co.id);
    const { reff } = await cashout(co.id);
    expect(peer.payouts().filter((p) => p.reference_id === reff)).toEqual([
      expect.objectContaining({
        key: `konsol-cashout-${co.id}`,
        amount: 50_000,
        channel_code: 'ID_BCA',
        currency: 'IDR',
        status: 'ACCEPTED',
      }),
    ]);

    expect((await callback(reff, 'SUCCEEDED', 'wrong-token')).statusCode).toBe(401);
    expect((await callback('NO-SUCH-REFF', 'SUCCEEDED')).statusCode).toBe(404);
    expect((await cashout(co.id)).status).toBe(0);
    const done = await callback(reff, 'SUCCEEDED');
    expect(done.json().data).toEqual({ changed: true });
    expect((await cashout(co.id)).status).toBe(1);
    expect((await callback(reff, 'SUCCEEDED')).json().data).toEqual({ changed: false });
    expect((await callback(reff, 'FAILED')).json().data).toEqual({ changed: false });
    expect((await cashout(co.id)).status).toBe(1);
    await expectLedgersBalanced(app);
  });

  it('retries a payout whose first attempt timed out, or met a 5xx, with the same key: one payout at the provider', async () => {
    const before = peer.requests();
    peer.arranged.hold = 1;
    const slow = await cashoutInProses(app, t, 60_000, '2000000001');
    await approve(slow.id);
    await sent(slow.id);
    expect(peer.requests() - before).toBeGreaterThanOrEqual(2);
    expect(peer.payouts().filter((p) => p.key === `konsol-cashout-${slow.id}`)).toHaveLength(1);

    peer.arranged.serverErrors = 2;
    const flaky = await cashoutInProses(app, t, 70_000, '2000000002');
    await approve(flaky.id);
    await sent(flaky.id);
    expect(peer.payouts().filter((p) => p.key === `konsol-cashout-${flaky.id}`)).toHaveLength(1);
  });

  it('a FAILED payout, or one the provider refuses, returns the money to the balance', async () => {
    const start = await walletOf(app, t);
    const co = await cashoutInProses(app, t, 40_000, '2000000003');
    await approve(co.id);
    await sent(co.id);
    const failed = await callback((await cashout(co.id)).reff, 'FAILED', TOKEN, 'INVALID_DESTINATION');
    expect(failed.json().data).toEqual({ changed: true });
    expect(await cashout(co.id)).toMatchObject({ status: 2 });
    expect(await payoutOf(co.id)).toMatchObject({ status: 'failed', failure_code: 'INVALID_DESTINATION' });

    peer.arranged.refuse = 'RECIPIENT_ACCOUNT_NUMBER_ERROR';
    const refused = await cashoutInProses(app, t, 30_000, '2000000004');
    await approve(refused.id);
    await vi.waitFor(async () => expect((await cashout(refused.id)).status).toBe(2), { timeout: 10_000, interval: 50 });
    expect(await payoutOf(refused.id)).toMatchObject({ status: 'failed', failure_code: 'RECIPIENT_ACCOUNT_NUMBER_ERROR' });

    expect((await walletOf(app, t)).balance).toBe(start.balance);
    await expectLedgersBalanced(app);
  });
});
