import type { ReconciliationReport } from '@konsol/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { timedSignature } from '../../lib/crypto.js';
import { wibDayRange, wibToday } from '../../lib/time.js';
import { createAdmin, createTenant, otherAdmin, type TestTenant } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { checkLedgers } from '../wallet/ledger-check.js';

const SECRET = 'mutation-secret-for-tests-0123';
const ACCOUNT = '123-456-7890';

interface Order {
  id: number;
  price: number;
  status: number;
  uniqueCode: number;
  transferAmount: number;
  transferExpiresAt: string;
}

/**
 * Transfers to the company accounts matched from their statements (DESIGN §14): every token order gets an exact
 * amount no other open transfer has; a statement line, pushed by a mutation service or imported from a file, that
 * equals one open transfer pays it once; the rest wait for an approver to assign or ignore.
 */
describe('bank statement lines matched to transfers', () => {
  let app: TestApp;
  let admin: TestTenant;
  let second: Awaited<ReturnType<typeof otherAdmin>>;
  let t: TestTenant;
  let pkg: number;

  beforeAll(async () => {
    app = await createTestApp({ BANK_MUTATION_SECRET: SECRET });
    admin = await createAdmin(app);
    second = await otherAdmin(app, admin);
    t = await createTenant(app);
    const settings = await app.inject({
      method: 'PATCH',
      url: '/api/admin/settings',
      headers: admin.headers,
      payload: {
        orderPage: { banks: [{ bank: 'BCA', accountno: ACCOUNT, accountname: 'PT Konsol' }], contact: { name: '', phone: '', url: '' } },
      },
    });
    expect(settings.statusCode, settings.body).toBe(200);
    const res = await app.inject({
      method: 'POST',
      url: '/api/admin/tokensms/denom',
      headers: admin.headers,
      payload: { name: 'Paket 500', jmltoken: 500, price: 150_000 },
    });
    pkg = res.json().data.id;
  });
  afterAll(() => app.close());

  const order = async (): Promise<Order> => {
    const res = await app.inject({ method: 'POST', url: '/api/backoffice/tokensms/order', headers: t.headers, payload: { paketid: pkg } });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data;
  };
  const orderNow = async (id: number): Promise<Order> =>
    (await app.inject({ method: 'GET', url: `/api/backoffice/tokensms/order/${id}`, headers: t.headers })).json().data;
  const tokens = async () =>
    (await app.inject({ method: 'GET', url: '/api/backoffice/tokensms/balance', headers: t.headers })).json().data.balance as number;
  const push = (body: object, signature?: string) => {
    const raw = JSON.stringify(body);
    return app.inject({
      method: 'POST',
      url: '/api/bank-mutations/push',
      headers: {
        'content-type': 'application/json',
        'konsol-signature': signature ?? timedSignature(SECRET, raw, Math.floor(Date.now() / 1000)),
      },
      payload: raw,
    });
  };
  const line = (id: string, amount: number, type = 'CR', date = wibToday()) => ({
    id,
    date,
    amount,
    type,
    description: `TRSF E-BANKING ${id}`,
  });
  const lines = async (status: string) =>
    (await app.inject({ method: 'GET', url: `/api/admin/bank-mutations?status=${status}&size=100`, headers: admin.headers })).json().data
      .content as { id: number; amount: number; matchedRef: string | null; decidedBy: string | null; reason: string | null }[];
  const upload = (url: string, file: string, fields: Record<string, string>, headers = admin.headers) => {
    const boundary = '----konsol-test';
    const parts = Object.entries(fields).map(([k, v]) => `--${boundary}\r\ncontent-disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`);
    const body = `${parts.join('')}--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="mutasi.csv"\r\ncontent-type: text/csv\r\n\r\n${file}\r\n--${boundary}--\r\n`;
    return app.inject({
      method: 'POST',
      url,
      headers: { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: body,
    });
  };

  it('gives each order an exact transfer amount, distinct even when orders race, open to the end of the next WIB day', async () => {
    const orders = await Promise.all(Array.from({ length: 12 }, () => order()));
    for (const o of orders) {
      expect(o.uniqueCode).toBeGreaterThanOrEqual(1);
      expect(o.uniqueCode).toBeLessThanOrEqual(999);
      expect(o.transferAmount).toBe(o.price + o.uniqueCode);
      expect(o.transferExpiresAt).toBe(wibDayRange(wibToday(Date.now() + 86_400_000)).to);
    }
    expect(new Set(orders.map((o) => o.transferAmount)).size).toBe(orders.length);
  });

  it('pays the one order a pushed credit line names, once however often it comes; refuses a bad signature', async () => {
    const o = await order();
    const before = await tokens();
    const body = { account: '1234567890', mutations: [line('M-1', o.transferAmount), line('M-2', o.transferAmount, 'DB')] };
    const raw = JSON.stringify(body);
    expect((await push(body, timedSignature('another-secret-0123456', raw, Math.floor(Date.now() / 1000)))).statusCode).toBe(401);
    expect((await push(body, timedSignature(SECRET, raw, Math.floor(Date.now() / 1000) - 3600))).statusCode).toBe(401);
    expect((await orderNow(o.id)).status).toBe(0);

    const first = await push(body);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data).toEqual({ received: 2, duplicates: 0, matched: 1, unmatched: 0 });
    expect((await orderNow(o.id)).status).toBe(1);
    expect(await tokens()).toBe(before + 500);
    const again = await push(body);
    expect(again.json().data).toEqual({ received: 2, duplicates: 2, matched: 0, unmatched: 0 });
    expect(await tokens()).toBe(before + 500);

    const matched = (await lines('matched')).find((l) => l.matchedRef);
    expect(matched).toMatchObject({ amount: o.transferAmount, decidedBy: null });
    const audit = await app.ctx.db
      .selectFrom('audit_log')
      .select(['action', 'actor_email'])
      .where('actor_email', '=', 'system:reconciliation')
      .orderBy('id')
      .execute();
    expect(audit.map((a) => a.action)).toEqual(['tokensms.order.paid', 'bankMutation.matched']);
    // an account the settings do not list takes nothing
    expect((await push({ account: '999', mutations: [line('M-3', 5)] })).statusCode).toBe(422);
  });

  it('leaves a line no transfer or several transfers name to an approver, who assigns it (not its importer) or ignores it', async () => {
    const a = await order();
    const b = await order();
    // a credit of the bare price names no transfer; two waiting orders asking the same amount are ambiguous
    await app.ctx.db
      .updateTable('tokensms_orders')
      .set({ transfer_open: 0, transfer_amount: b.transferAmount })
      .where('id', '=', a.id)
      .execute();
    const csv = [
      'Tanggal,Keterangan,Mutasi,Jenis',
      `${wibToday().split('-').reverse().join('/')},SETORAN TUNAI,${b.price},CR`,
      `${wibToday().split('-').reverse().join('/')},TRSF DARI BUDI,${b.transferAmount},CR`,
    ].join('\n');
    const mapping = JSON.stringify({ date: 'Tanggal', description: 'Keterangan', amount: 'Mutasi', type: 'Jenis' });
    const preview = await upload('/api/admin/bank-mutations/preview', csv, { account: ACCOUNT, mapping });
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json().data).toMatchObject({
      columns: ['Tanggal', 'Keterangan', 'Mutasi', 'Jenis'],
      lines: [{ amount: b.price }, { amount: b.transferAmount }],
    });
    const imported = await upload('/api/admin/bank-mutations/import', csv, { account: ACCOUNT, mapping });
    expect(imported.statusCode, imported.body).toBe(200);
    expect(imported.json().data).toEqual({ received: 2, duplicates: 0, matched: 0, unmatched: 2 });
    // the mapping is remembered for the account: the same file again, without it, is all duplicates
    const again = await upload('/api/admin/bank-mutations/import', csv, { account: ACCOUNT });
    expect(again.json().data).toEqual({ received: 2, duplicates: 2, matched: 0, unmatched: 0 });

    const waiting = await lines('unmatched');
    const bare = waiting.find((l) => l.amount === b.price)!;
    const twice = waiting.find((l) => l.amount === b.transferAmount)!;
    const assign = (headers: Record<string, string>, id: number, orderId: number) =>
      app.inject({ method: 'POST', url: `/api/admin/bank-mutations/${id}/assign`, headers, payload: { kind: 'tokenOrder', id: orderId } });
    expect((await assign(admin.headers, twice.id, b.id)).statusCode).toBe(403); // its importer
    const wrong = await assign(second.headers, bare.id, (await order()).id);
    expect(wrong.statusCode).toBe(200); // the same package: the bare price is the other order's price too
    const mismatch = await assign(second.headers, twice.id, (await order()).id);
    expect(mismatch.statusCode).toBe(422);
    const done = await assign(second.headers, twice.id, b.id);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().data).toMatchObject({ status: 'matched', matchedId: b.id, decidedBy: second.email });
    expect((await orderNow(b.id)).status).toBe(1);
    expect((await assign(second.headers, twice.id, a.id)).statusCode).toBe(409);

    const ignoreLine = (await push({ account: ACCOUNT, mutations: [line('M-9', 12_345)] })).json().data;
    expect(ignoreLine).toMatchObject({ unmatched: 1 });
    const stray = (await lines('unmatched')).find((l) => l.amount === 12_345)!;
    const ignore = (reason: string) =>
      app.inject({ method: 'POST', url: `/api/admin/bank-mutations/${stray.id}/ignore`, headers: second.headers, payload: { reason } });
    expect((await ignore('')).statusCode).toBe(400);
    expect((await ignore('Salah transfer, dikembalikan')).json().data).toMatchObject({
      status: 'ignored',
      reason: 'Salah transfer, dikembalikan',
    });
    expect((await ignore('again')).statusCode).toBe(409);
    // an operator sees none of it
    expect((await app.inject({ method: 'GET', url: '/api/admin/bank-mutations', headers: t.headers })).statusCode).toBe(403);
  });

  it('reconciles the day: every credit matched, assigned or ignored, the rest the difference; VAs and hand confirmations beside', async () => {
    const report = async () => {
      const res = await app.inject({ method: 'GET', url: `/api/admin/reconciliation?date=${wibToday()}`, headers: admin.headers });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data as ReconciliationReport;
    };
    const mine = (r: ReconciliationReport) => r.accounts.find((a) => a.account === ACCOUNT)!;
    const before = mine(await report());
    expect(before).toMatchObject({ bank: 'BCA', difference: 0, unmatched: [] });
    expect(before.matched.count).toBe(1);
    expect(before.assigned.count).toBe(2);
    expect(before.ignored.count).toBe(1);
    expect(before.debits.count).toBe(1);
    expect(before.credits.amount).toBe(before.matched.amount + before.assigned.amount + before.ignored.amount);
    expect(before.ledgerCredits.count).toBe(3);

    await push({ account: ACCOUNT, mutations: [line('M-10', 4_321)] });
    const after = mine(await report());
    expect(after.difference).toBe(4_321);
    expect(after.unmatched).toEqual([expect.objectContaining({ amount: 4_321 })]);

    // an order paid through its virtual account, and one a person confirmed by hand
    const byVa = await order();
    const va = (await orderNow(byVa.id)) as Order & { nova: string; bank: string };
    const paid = await app.inject({ method: 'POST', url: '/api/payments/sandbox/pay', headers: admin.headers, payload: { va: va.nova } });
    expect(paid.statusCode, paid.body).toBe(200);
    const byHand = await order();
    const confirmed = await app.inject({
      method: 'POST',
      url: `/api/admin/tokensms/order/${byHand.id}/paid`,
      headers: second.headers,
      payload: {},
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const day = await report();
    expect(day.channels).toEqual([
      expect.objectContaining({
        bank: va.bank,
        matched: { count: 1, amount: byVa.price },
        ledgerCredits: { count: 1, amount: byVa.price },
        difference: 0,
      }),
    ]);
    expect(day.handConfirmed).toEqual([expect.objectContaining({ amount: byHand.price })]);
  });

  it('ledger:check finds each paid transfer backed by exactly one statement line, each VA payment by its VA', async () => {
    expect((await checkLedgers(app.ctx.db)).differences).toEqual([]);
    const line = await app.ctx.db
      .selectFrom('bank_mutations')
      .select(['id', 'matched_id'])
      .where('matched_kind', '=', 'tokenOrder')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    await app.ctx.db.updateTable('bank_mutations').set({ matched_id: null, status: 'unmatched' }).where('id', '=', line.id).execute();
    expect((await checkLedgers(app.ctx.db)).differences).toEqual([
      expect.objectContaining({ kind: 'payment', account: 'transfer', expected: 1, actual: 0, entryId: line.matched_id }),
    ]);
  });
});
