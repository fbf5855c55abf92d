import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sha256 } from '../../lib/crypto.js';
import { canonicalJson } from '../../lib/idempotency.js';
import { isoIn, nowIso } from '../../lib/time.js';
import { createTenant, moreUsers } from '../../test/factories.js';
import { expectLedgersBalanced, fundWallet, otpFor, verifiedAccount, walletOf } from '../../test/money-fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

describe('wallet under concurrency', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  it('50 parallel cash-outs of 10.000 on a balance of 100.000: exactly 10 succeed, the balance ends at 0, never below', async () => {
    const t = await createTenant(app);
    await fundWallet(app, t, 100_000);
    const bankId = await verifiedAccount(app, t);
    // Fifty operators of the server, each with a cash_out OTP of their own (an OTP is single use).
    const operators = await moreUsers(app, t.serverPk, 50);
    const codes: string[] = [];
    for (const o of operators) codes.push(await otpFor(app, o, 'cash_out'));

    const answers = await Promise.all(
      operators.map((o, i) =>
        app.inject({
          method: 'POST',
          url: '/api/wallet/cashout',
          headers: o.headers,
          payload: { id: bankId, amount: 10_000, otp: codes[i] },
        }),
      ),
    );
    const byStatus: Record<number, number> = {};
    for (const r of answers) byStatus[r.statusCode] = (byStatus[r.statusCode] ?? 0) + 1;
    expect(byStatus).toEqual({ 200: 10, 422: 40 });
    for (const r of answers.filter((a) => a.statusCode === 422)) expect(r.json().msg).toBe('Insufficient balance');

    expect(await walletOf(app, t)).toMatchObject({ balance: 0, pendingcashout: 100_000 });
    const rows = await app.ctx.db.selectFrom('wallet_cashouts').select('amount').where('server_id', '=', t.serverPk).execute();
    expect(rows).toHaveLength(10);
    const entries = await app.ctx.db
      .selectFrom('wallet_ledger')
      .select(['endbalance'])
      .where('server_id', '=', t.serverPk)
      .where('account', '=', 'balance')
      .orderBy('id')
      .execute();
    expect(entries.map((e) => Number(e.endbalance))).toEqual([
      100_000, 90_000, 80_000, 70_000, 60_000, 50_000, 40_000, 30_000, 20_000, 10_000, 0,
    ]);
    await expectLedgersBalanced(app);
  });

  it('one Idempotency-Key sent 20 times in parallel: one cash-out and 20 identical answers; another body with it is 422', async () => {
    const t = await createTenant(app);
    await fundWallet(app, t, 100_000);
    const bankId = await verifiedAccount(app, t);
    const payload = { id: bankId, amount: 25_000, otp: await otpFor(app, t, 'cash_out') };
    const headers = { ...t.headers, 'idempotency-key': 'cashout-7f1c2a' };

    const answers = await Promise.all(
      Array.from({ length: 20 }, () => app.inject({ method: 'POST', url: '/api/wallet/cashout', headers, payload })),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(200));
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
    expect(answers.filter((a) => a.headers['idempotent-replayed'] === 'true')).toHaveLength(19);
    const rows = await app.ctx.db.selectFrom('wallet_cashouts').select('id').where('server_id', '=', t.serverPk).execute();
    expect(rows).toEqual([{ id: answers[0]!.json().data.id }]);
    expect(await walletOf(app, t)).toMatchObject({ balance: 75_000, pendingcashout: 25_000 });

    const later = await app.inject({ method: 'POST', url: '/api/wallet/cashout', headers, payload });
    expect(later.statusCode).toBe(200);
    expect(later.body).toBe(answers[0]!.body);

    const other = await app.inject({ method: 'POST', url: '/api/wallet/cashout', headers, payload: { ...payload, amount: 30_000 } });
    expect(other.statusCode).toBe(422);
    expect(other.json().msg).toBe('This Idempotency-Key was already used for a different request');
    expect(await walletOf(app, t)).toMatchObject({ balance: 75_000, pendingcashout: 25_000 });
    await expectLedgersBalanced(app);
  });

  it('a key still in flight answers 409; a refusal is the key’s final answer; an empty key is refused', async () => {
    const t = await createTenant(app);
    await fundWallet(app, t, 50_000);
    const bankId = await verifiedAccount(app, t);
    const payload = { id: bankId, amount: 10_000, otp: await otpFor(app, t, 'cash_out') };

    // Another instance holds the key and has not answered (yet).
    const now = nowIso();
    await app.ctx.db
      .insertInto('idempotency_keys')
      .values({
        scope: `wallet.cashout:${t.serverPk}:${t.userId}`,
        idem_key: 'held-key',
        request_hash: sha256(canonicalJson(payload)),
        state: 'in_flight',
        claim_token: 'someone-else',
        locked_until: isoIn(60_000),
        response_json: null,
        created_at: now,
        updated_at: now,
      })
      .execute();
    const held = await app.inject({
      method: 'POST',
      url: '/api/wallet/cashout',
      headers: { ...t.headers, 'idempotency-key': 'held-key' },
      payload,
    });
    expect(held.statusCode).toBe(409);
    expect(held.json().msg).toBe('A request with this Idempotency-Key is still being processed');

    const refusedHeaders = { ...t.headers, 'idempotency-key': 'too-much' };
    const tooMuch = { ...payload, amount: 60_000 };
    const first = await app.inject({ method: 'POST', url: '/api/wallet/cashout', headers: refusedHeaders, payload: tooMuch });
    expect(first.statusCode).toBe(422);
    const again = await app.inject({ method: 'POST', url: '/api/wallet/cashout', headers: refusedHeaders, payload: tooMuch });
    expect(again.statusCode).toBe(422);
    expect(again.body).toBe(first.body);
    expect(again.headers['idempotent-replayed']).toBe('true');

    const blank = await app.inject({
      method: 'POST',
      url: '/api/wallet/cashout',
      headers: { ...t.headers, 'idempotency-key': ' ' },
      payload,
    });
    expect(blank.statusCode).toBe(400);
    expect(await walletOf(app, t)).toMatchObject({ balance: 50_000, pendingcashout: 0 });
    await expectLedgersBalanced(app);
  }, 20_000);

  it('cash-in with an Idempotency-Key: one virtual account and one pending entry however often it is sent', async () => {
    const t = await createTenant(app);
    const headers = { ...t.headers, 'idempotency-key': 'cashin-1' };
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        app.inject({ method: 'POST', url: '/api/wallet/cashin', headers, payload: { channel: 'ALFAMART', amount: 75_000 } }),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(5).fill(200));
    expect(new Set(answers.map((a) => a.json().data.va)).size).toBe(1);
    expect(answers[0]!.json().data).toMatchObject({ fee: 5000, total: 80_000, channel: { name: 'ALFAMART' } });
    expect(await walletOf(app, t)).toMatchObject({ pendingBalance: 75_000 });
    await expectLedgersBalanced(app);
  });
});
