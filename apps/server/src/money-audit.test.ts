import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isoIn, wibToday } from './lib/time.js';
import { createAdmin, createTenant, otherAdmin, type TestTenant } from './test/factories.js';
import { multipartBody } from './test/images.js';
import { application, approvedLoan } from './test/loan-fixtures.js';
import { cashoutInProses, fundWallet, otpFor, verifiedAccount } from './test/money-fixtures.js';
import { createTestApp, type TestApp } from './test/test-app.js';

/**
 * Every route that moves money, or changes what money may move (accounts, limits, prices, decisions), writes an
 * audit row naming the person who called it (DESIGN §7, §10). The routes come from the route table the server
 * builds: a new one in a money area, or under a money permission, fails here until it has a call below (or a
 * written reason it moves nothing).
 */

const MONEY_PERMISSIONS = ['wallet.write', 'wallet.cashout', 'tokensms.order', 'credit.write', 'approvals.money'];
const MONEY_PATH = /^\/api\/(admin\/)?(wallet|tokensms|irmacapital|bayartempo|payments)\//;
/** Callers that are not a person: the provider's signed callback, the engine's key, the app's public calls. */
const NOT_A_PERSON = ['public', 'client', 'engine'];

/** Money-area routes that move nothing, and why. */
const MOVES_NOTHING: Record<string, string> = {
  'POST /api/irmacapital/photo': 'stores a private photo; the application that uses it is audited',
  'POST /api/admin/bank-mutations/preview': 'reads a statement file and stores nothing',
};

type Call = {
  who: Pick<TestTenant, 'userId' | 'email' | 'headers'>;
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  payload?: object;
  headers?: Record<string, string>;
};

describe('money actions are audited with the person who did them', () => {
  let app: TestApp;
  let admin: TestTenant;
  const finance = () => createTenant(app, { role: 'finance', login: false });

  beforeAll(async () => {
    app = await createTestApp();
    admin = await createAdmin(app);
  });
  afterAll(() => app?.close());

  async function tokenPackage() {
    const res = await app.inject({
      method: 'POST',
      url: '/api/admin/tokensms/denom',
      headers: admin.headers,
      payload: { name: 'Paket 100', jmltoken: 100, price: 35_000 },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data.id as number;
  }
  async function tokenOrder(t: TestTenant) {
    const res = await app.inject({
      method: 'POST',
      url: '/api/backoffice/tokensms/order',
      headers: t.headers,
      payload: { paketid: await tokenPackage(), amount: 1 },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as { id: number; price: number; transferAmount: number };
  }
  let statements = 0;
  /** A statement of the company account with one credit line of `amount`, as an import's multipart body. */
  async function statement(amount: number) {
    const res = await app.inject({
      method: 'PATCH',
      url: '/api/admin/settings',
      headers: admin.headers,
      payload: {
        orderPage: { banks: [{ bank: 'BCA', accountno: '0001', accountname: 'PT Konsol' }], contact: { name: '', phone: '', url: '' } },
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const day = wibToday().split('-').reverse().join('/');
    const csv = `Tanggal,Keterangan,Mutasi,Jenis\n${day},TRANSFER ${++statements},${amount},CR\n`;
    const mapping = JSON.stringify({ date: 'Tanggal', description: 'Keterangan', amount: 'Mutasi', type: 'Jenis' });
    return multipartBody([
      { name: 'account', data: '0001' },
      { name: 'mapping', data: mapping },
      { name: 'file', filename: 'mutasi.csv', contentType: 'text/csv', data: csv },
    ]);
  }
  /** An unmatched statement line of `amount`, imported by the administrator. */
  async function waitingLine(amount: number) {
    const body = await statement(amount);
    const res = await app.inject({
      method: 'POST',
      url: '/api/admin/bank-mutations/import',
      headers: { ...admin.headers, ...body.headers },
      payload: body.payload,
    });
    expect(res.json().data, res.body).toMatchObject({ unmatched: 1 });
    const row = await app.ctx.db.selectFrom('bank_mutations').select('id').orderBy('id', 'desc').executeTakeFirstOrThrow();
    return row.id;
  }
  async function pendingBank(t: TestTenant) {
    const res = await app.inject({
      method: 'POST',
      url: '/api/wallet/bank',
      headers: t.headers,
      payload: { bank: 'BCA', accountno: '1234567890', accountname: 'Budi Santoso', otp: await otpFor(app, t, 'add_bank') },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data.id as number;
  }
  async function bill(t: TestTenant) {
    const res = await app.inject({
      method: 'POST',
      url: '/api/admin/bayartempo/serpulbills',
      headers: admin.headers,
      payload: {
        server: t.serverCode,
        amount: 200_000,
        fee: 2500,
        expiredAt: isoIn(2 * 86_400_000),
        details: [{ idreseller: 'R0001', resellername: 'Agen Satu', amount: 200_000 }],
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data.id as number;
  }
  async function rekening(t: TestTenant, verified: boolean) {
    const res = await app.inject({
      method: 'POST',
      url: '/api/backoffice/bayartempo/serpul-rekening/add',
      headers: t.headers,
      payload: { bankNo: '9876543210', name: 'BNI' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const id = res.json().data.id as number;
    if (verified) {
      const v = await app.inject({
        method: 'POST',
        url: `/api/admin/bayartempo/rekening/${id}/verify`,
        headers: admin.headers,
        payload: { approve: true },
      });
      expect(v.statusCode, v.body).toBe(200);
    }
    return id;
  }
  async function loanRequest(t: TestTenant) {
    const res = await app.inject({
      method: 'POST',
      url: '/api/irmacapital/loan/request',
      headers: t.headers,
      payload: await application(app, t),
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data.id as number;
  }
  async function contract(t: TestTenant) {
    await approvedLoan(app, t, admin, 1_000_000);
    const res = await app.inject({
      method: 'POST',
      url: '/api/irmacapital/loan/contract',
      headers: t.headers,
      payload: { amount: 500_000 },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data.contractno as string;
  }

  /** One successful call of each money route, set up through the API the way a person gets there. */
  const CALLS: Record<string, () => Promise<Call>> = {
    'POST /api/wallet/cashin': async () => ({
      who: await finance(),
      method: 'POST',
      url: '/api/wallet/cashin',
      payload: { channel: 'VA-BCA', amount: 100_000 },
    }),
    'POST /api/wallet/cashout': async () => {
      const t = await finance();
      await fundWallet(app, t, 200_000);
      const id = await verifiedAccount(app, t);
      return { who: t, method: 'POST', url: '/api/wallet/cashout', payload: { id, amount: 50_000, otp: await otpFor(app, t, 'cash_out') } };
    },
    'POST /api/wallet/bank': async () => {
      const t = await finance();
      return {
        who: t,
        method: 'POST',
        url: '/api/wallet/bank',
        payload: { bank: 'BCA', accountno: '1234567890', accountname: 'Budi Santoso', otp: await otpFor(app, t, 'add_bank') },
      };
    },
    'DELETE /api/wallet/bank/:id': async () => {
      const t = await finance();
      return { who: t, method: 'DELETE', url: `/api/wallet/bank/${await pendingBank(t)}` };
    },
    'POST /api/payments/sandbox/pay': async () => {
      const t = await finance();
      const res = await app.inject({
        method: 'POST',
        url: '/api/wallet/cashin',
        headers: t.headers,
        payload: { channel: 'VA-BCA', amount: 100_000 },
      });
      return { who: admin, method: 'POST', url: '/api/payments/sandbox/pay', payload: { va: res.json().data.va } };
    },
    'POST /api/backoffice/tokensms/order': async () => ({
      who: await finance(),
      method: 'POST',
      url: '/api/backoffice/tokensms/order',
      payload: { paketid: await tokenPackage(), amount: 1 },
    }),
    'POST /api/admin/tokensms/denom': async () => ({
      who: admin,
      method: 'POST',
      url: '/api/admin/tokensms/denom',
      payload: { name: 'Paket 200', jmltoken: 200, price: 65_000 },
    }),
    'PATCH /api/admin/tokensms/denom/:id': async () => ({
      who: admin,
      method: 'PATCH',
      url: `/api/admin/tokensms/denom/${await tokenPackage()}`,
      payload: { price: 36_000 },
    }),
    'DELETE /api/admin/tokensms/denom/:id': async () => ({
      who: admin,
      method: 'DELETE',
      url: `/api/admin/tokensms/denom/${await tokenPackage()}`,
    }),
    'POST /api/admin/bank-mutations/import': async () => ({
      who: admin,
      method: 'POST',
      url: '/api/admin/bank-mutations/import',
      ...(await statement(1)),
    }),
    'POST /api/admin/bank-mutations/:id/assign': async () => {
      const order = await tokenOrder(await finance());
      const id = await waitingLine(order.price);
      return {
        who: await otherAdmin(app, admin),
        method: 'POST',
        url: `/api/admin/bank-mutations/${id}/assign`,
        payload: { kind: 'tokenOrder', id: order.id },
      };
    },
    'POST /api/admin/bank-mutations/:id/ignore': async () => ({
      who: admin,
      method: 'POST',
      url: `/api/admin/bank-mutations/${await waitingLine(77_777)}/ignore`,
      payload: { reason: 'Bukan pembayaran' },
    }),
    'POST /api/admin/tokensms/order/:id/paid': async () => {
      const order = await tokenOrder(await finance());
      return { who: admin, method: 'POST', url: `/api/admin/tokensms/order/${order.id}/paid` };
    },
    'POST /api/admin/wallet/bank/:id/verify': async () => {
      const id = await pendingBank(await finance());
      return { who: admin, method: 'POST', url: `/api/admin/wallet/bank/${id}/verify`, payload: { approve: true } };
    },
    'POST /api/admin/approvals/bulk': async () => {
      const t = await finance();
      await fundWallet(app, t, 100_000);
      const co = await cashoutInProses(app, t, 50_000);
      return { who: admin, method: 'POST', url: '/api/admin/approvals/bulk', payload: { kind: 'cashout', ids: [co.id], approve: true } };
    },
    'POST /api/admin/wallet/cashout/:id/complete': async () => {
      const t = await finance();
      await fundWallet(app, t, 100_000);
      const co = await cashoutInProses(app, t, 50_000);
      return { who: admin, method: 'POST', url: `/api/admin/wallet/cashout/${co.id}/complete`, payload: { status: '1' } };
    },
    'PUT /api/admin/irmacapital/setting': async () => ({
      who: admin,
      method: 'PUT',
      url: '/api/admin/irmacapital/setting',
      payload: { fee: 0.015, admin: 0, periode: 30, creditlimit: 50_000_000 },
    }),
    'POST /api/irmacapital/loan/request': async () => {
      const t = await finance();
      return { who: t, method: 'POST', url: '/api/irmacapital/loan/request', payload: await application(app, t) };
    },
    'POST /api/admin/irmacapital/request/:id/decide': async () => {
      const id = await loanRequest(await finance());
      return { who: admin, method: 'POST', url: `/api/admin/irmacapital/request/${id}/decide`, payload: { approve: true } };
    },
    'POST /api/irmacapital/loan/contract': async () => {
      const t = await finance();
      await approvedLoan(app, t, admin, 1_000_000);
      return { who: t, method: 'POST', url: '/api/irmacapital/loan/contract', payload: { amount: 500_000 } };
    },
    'POST /api/irmacapital/loan/payment': async () => {
      const t = await finance();
      const contractno = await contract(t);
      await fundWallet(app, t, 100_000);
      return { who: t, method: 'POST', url: '/api/irmacapital/loan/payment', payload: { contractno } };
    },
    'PATCH /api/backoffice/bayartempo/serpulbills/payment/:id': async () => {
      const t = await finance();
      return { who: t, method: 'PATCH', url: `/api/backoffice/bayartempo/serpulbills/payment/${await bill(t)}` };
    },
    'POST /api/backoffice/bayartempo/serpul-rekening/add': async () => ({
      who: await finance(),
      method: 'POST',
      url: '/api/backoffice/bayartempo/serpul-rekening/add',
      payload: { bankNo: '1234567890', name: 'BCA' },
    }),
    'POST /api/backoffice/bayartempo/serpul-rekening/cashout': async () => {
      const t = await finance();
      await fundWallet(app, t, 100_000);
      return {
        who: t,
        method: 'POST',
        url: '/api/backoffice/bayartempo/serpul-rekening/cashout',
        payload: { id: await rekening(t, true), amount: 50_000 },
      };
    },
    'POST /api/admin/bayartempo/cashouts/:id/complete': async () => {
      const t = await finance();
      await fundWallet(app, t, 100_000);
      const res = await app.inject({
        method: 'POST',
        url: '/api/backoffice/bayartempo/serpul-rekening/cashout',
        headers: t.headers,
        payload: { id: await rekening(t, true), amount: 50_000 },
      });
      expect(res.statusCode, res.body).toBe(200);
      return { who: admin, method: 'POST', url: `/api/admin/bayartempo/cashouts/${res.json().data.id}/complete`, payload: { status: 1 } };
    },
    'POST /api/admin/bayartempo/serpulbills': async () => {
      const t = await finance();
      return {
        who: admin,
        method: 'POST',
        url: '/api/admin/bayartempo/serpulbills',
        payload: {
          server: t.serverCode,
          amount: 100_000,
          fee: 2500,
          expiredAt: isoIn(86_400_000),
          details: [{ idreseller: 'R0001', resellername: 'Agen Satu', amount: 100_000 }],
        },
      };
    },
    'POST /api/admin/bayartempo/serpulbills/:id/confirm': async () => {
      const t = await finance();
      const id = await bill(t);
      const paid = await app.inject({ method: 'PATCH', url: `/api/backoffice/bayartempo/serpulbills/payment/${id}`, headers: t.headers });
      expect(paid.statusCode, paid.body).toBe(200);
      return { who: admin, method: 'POST', url: `/api/admin/bayartempo/serpulbills/${id}/confirm` };
    },
    'POST /api/admin/bayartempo/rekening/:id/verify': async () => {
      const id = await rekening(await finance(), false);
      return { who: admin, method: 'POST', url: `/api/admin/bayartempo/rekening/${id}/verify`, payload: { approve: true } };
    },
  };

  const moneyRoutes = () =>
    app.routeAccess
      .filter((r) => !['GET', 'HEAD', 'OPTIONS'].includes(r.method) && !NOT_A_PERSON.includes(r.access))
      .filter((r) => MONEY_PATH.test(r.url) || r.access.split('|').some((p) => MONEY_PERMISSIONS.includes(p)))
      .map((r) => `${r.method} ${r.url}`);

  it('every money route has a call here, or a reason it moves nothing', () => {
    const routes = moneyRoutes();
    expect(routes.filter((r) => !(r in CALLS) && !(r in MOVES_NOTHING))).toEqual([]);
    // No call for a route that is gone: the list stays the route table's.
    expect(Object.keys({ ...CALLS, ...MOVES_NOTHING }).filter((r) => !routes.includes(r))).toEqual([]);
  });

  for (const route of Object.keys(CALLS)) {
    it(`${route} writes an audit row naming the caller`, async () => {
      const call = await CALLS[route]!();
      const last = await app.ctx.db
        .selectFrom('audit_log')
        .select((eb) => eb.fn.max('id').as('id'))
        .executeTakeFirst();
      const res = await app.inject({
        method: call.method,
        url: call.url,
        headers: { ...call.who.headers, ...call.headers },
        payload: call.payload,
      });
      expect(res.statusCode, res.body).toBe(200);
      const rows = await app.ctx.db
        .selectFrom('audit_log')
        .select(['actor_user_id', 'actor_email', 'action', 'server_id'])
        .where('id', '>', Number(last?.id ?? 0))
        .execute();
      expect(rows, `${route} wrote no audit row`).toContainEqual(
        expect.objectContaining({ actor_user_id: call.who.userId, actor_email: call.who.email }),
      );
    });
  }
});
