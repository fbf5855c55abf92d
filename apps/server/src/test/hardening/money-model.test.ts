import { APPROVAL_POLICY_DEFAULTS, loanFee } from '@konsol/contract';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomToken } from '../../lib/crypto.js';
import { isoIn, nowIso } from '../../lib/time.js';
import { approvalsService } from '../../modules/approvals/approvals.service.js';
import { checkLedgers } from '../../modules/wallet/ledger-check.js';
import { createAdmin, createTenant, otherAdmin, type TestTenant } from '../factories.js';
import { otpFor, signedCallback, verifiedAccount } from '../money-fixtures.js';
import { createTestApp, type TestApp, testDialect } from '../test-app.js';

/**
 * Money under stress (issue #8, item 5): a model-based test. fast-check generates sequences of money commands —
 * cash-in (VA + signed callback, duplicated callbacks), cash-out with OTP (wrong OTP, reused Idempotency-Key,
 * insufficient funds), two administrators finishing cash-outs (two approvers above Rp 500.000, the same one twice,
 * a cash-out past its expiry failed by the job), loan disbursement and repayment, pay-later bills
 * (VA payment, "paid by transfer" + confirmation), SMS token orders (VA or administrator) — runs them against the
 * real API and a small in-memory model, and after every command checks: the wallet's three fields equal the
 * model, each field equals the sum of its ledger entries and the last entry's end balance, nothing is negative,
 * loan used ≤ limit and equal to the model, pay-later used equal to the model, token balance equal to the model.
 * Every run also ends with the full `ledger:check` of the database.
 *
 *   KONSOL_MODEL_RUNS  runs per database (default 150 here; `npm run hardening` uses 1000)
 *   KONSOL_MODEL_SEED  replay a seed printed by an earlier run
 */
const RUNS = Number(process.env.KONSOL_MODEL_RUNS ?? 150);
const SEED = Number(process.env.KONSOL_MODEL_SEED ?? Math.floor(Math.random() * 2 ** 31));
const LOAN_LIMIT = 5_000_000;
const BILL_LIMIT = 10_000_000; // bayartempo.setting.totalLimit default
const BILL_FEE = 2_500;
const LOAN_RATE = 0.015;
/** Above this a cash-out takes two distinct approvers (the model's policy). */
const ONE_APPROVER_UP_TO = 500_000;

interface Model {
  balance: number;
  pendingBalance: number;
  pendingCashout: number;
  tokens: number;
  loanUsed: number;
  billUsed: number;
  cashins: { va: string; total: number; amount: number; paid: boolean }[];
  cashouts: { id: number; amount: number; done: boolean; approvedBy: Set<number> }[];
  contracts: { contractno: string; amount: number; total: number; paid: boolean }[];
  bills: { id: number; amount: number; vas: { va: string; amount: number }[]; state: 'open' | 'reported' | 'done' }[];
  orders: { id: number; nova: string; price: number; tokens: number; paid: boolean }[];
}

interface Real {
  app: TestApp;
  t: TestTenant;
  /** Two administrators: the second pair of eyes. */
  admins: Pick<TestTenant, 'userId' | 'headers'>[];
  bankId: number;
  packages: { id: number; jmltoken: number; price: number }[];
  log: string[];
}

type Cmd = fc.AsyncCommand<Model, Real>;
const pick = <T>(list: T[], i: number) => list[i % list.length]!;

async function expectCallback(real: Real, body: object, dups: number) {
  const call = signedCallback(real.app, body);
  const answers = await Promise.all(Array.from({ length: dups }, () => real.app.inject(call)));
  for (const a of answers) expect(a.statusCode, a.body).toBeLessThan(500);
  return answers;
}

class CashInCreate implements Cmd {
  constructor(
    readonly amount: number,
    readonly channel: string,
  ) {}
  check = () => true;
  async run(m: Model, r: Real) {
    const res = await r.app.inject({
      method: 'POST',
      url: '/api/wallet/cashin',
      headers: r.t.headers,
      payload: { channel: this.channel, amount: this.amount },
    });
    expect(res.statusCode, res.body).toBe(200);
    const c = res.json().data as { va: string; total: number };
    m.pendingBalance += this.amount;
    m.cashins.push({ va: c.va, total: c.total, amount: this.amount, paid: false });
  }
  toString = () => `cashin(${this.amount}, ${this.channel})`;
}

class CashInPay implements Cmd {
  constructor(
    readonly index: number,
    readonly dups: number,
  ) {}
  check = (m: Readonly<Model>) => m.cashins.length > 0;
  async run(m: Model, r: Real) {
    const c = pick(m.cashins, this.index);
    const answers = await expectCallback(
      r,
      { event: 'va.paid', va: c.va, amount: c.total, reff: `PAY-${randomToken(8)}`, paid_at: nowIso() },
      this.dups,
    );
    const outcomes = answers.map((a) => a.json().data?.outcome);
    if (!c.paid) {
      // The first answer applied it; repeats of the same (event, reff) replay that answer as duplicates.
      expect(outcomes.every((o) => o === 'applied')).toBe(true);
      expect(answers.filter((a) => a.json().data.duplicate === false)).toHaveLength(1);
      c.paid = true;
      m.balance += c.amount;
      m.pendingBalance -= c.amount;
    } else {
      expect(outcomes.every((o) => o === 'already_paid')).toBe(true);
    }
  }
  toString = () => `cashinPay(#${this.index}, x${this.dups})`;
}

class CashOut implements Cmd {
  constructor(
    readonly amount: number,
    readonly otp: 'right' | 'wrong',
    readonly key: 'none' | 'repeat' | 'parallel' | 'otherBody',
  ) {}
  check = () => true;
  async run(m: Model, r: Real) {
    const code = await otpFor(r.app, r.t, 'cash_out');
    const otp = this.otp === 'right' ? code : String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    const key = `co-${randomToken(10)}`;
    const headers = this.key === 'none' ? r.t.headers : { ...r.t.headers, 'idempotency-key': key };
    const send = (amount = this.amount) =>
      r.app.inject({ method: 'POST', url: '/api/wallet/cashout', headers, payload: { id: r.bankId, amount, otp } });
    let res: Awaited<ReturnType<typeof send>>;
    if (this.key === 'parallel') {
      const all = await Promise.all([send(), send(), send()]);
      expect(new Set(all.map((a) => a.statusCode)).size, all.map((a) => a.body).join('\n')).toBe(1);
      expect(new Set(all.map((a) => a.body)).size).toBe(1);
      res = all[0]!;
    } else {
      res = await send();
    }
    const ok = this.otp === 'right' && this.amount <= m.balance;
    if (ok) {
      expect(res.statusCode, res.body).toBe(200);
      m.balance -= this.amount;
      m.pendingCashout += this.amount;
      m.cashouts.push({ id: res.json().data.id, amount: this.amount, done: false, approvedBy: new Set() });
    } else {
      expect(res.statusCode, res.body).toBe(422);
      if (this.otp === 'right') expect(res.json().msg).toBe('Insufficient balance');
      else expect(res.json().errors?.otp).toBeTruthy();
    }
    if (this.key === 'repeat') {
      const again = await send();
      expect(again.statusCode).toBe(res.statusCode);
      expect(again.body).toBe(res.body);
      expect(again.headers['idempotent-replayed']).toBe('true');
    }
    if (this.key === 'otherBody') {
      const other = await send(this.amount + 1);
      expect(other.statusCode, other.body).toBe(422);
    }
  }
  toString = () => `cashout(${this.amount}, otp ${this.otp}, key ${this.key})`;
}

class CashOutComplete implements Cmd {
  constructor(
    readonly index: number,
    readonly status: 1 | 2,
    readonly admin: 0 | 1,
  ) {}
  check = (m: Readonly<Model>) => m.cashouts.length > 0;
  async run(m: Model, r: Real) {
    const c = pick(m.cashouts, this.index);
    const res = await r.app.inject({
      method: 'POST',
      url: `/api/admin/wallet/cashout/${c.id}/complete`,
      headers: r.admins[this.admin]!.headers,
      payload: { status: this.status },
    });
    if (c.done) {
      expect(res.statusCode, res.body).toBe(409);
      return;
    }
    expect(res.statusCode, res.body).toBe(200);
    if (this.status === 1) {
      c.approvedBy.add(this.admin);
      const needed = c.amount > ONE_APPROVER_UP_TO ? 2 : 1;
      if (c.approvedBy.size < needed) {
        expect(res.json().data).toEqual({ status: 'awaiting', approvals: c.approvedBy.size, needed });
        return;
      }
    }
    expect(res.json().data.status).toBe(this.status);
    c.done = true;
    m.pendingCashout -= c.amount;
    if (this.status === 2) m.balance += c.amount;
  }
  toString = () => `cashoutComplete(#${this.index}, ${this.status === 1 ? 'Sukses' : 'Gagal'}, admin ${this.admin})`;
}

/** A cash-out left past its policy's expiry: the approvals' job fails it and returns the money. */
class CashOutExpire implements Cmd {
  constructor(readonly index: number) {}
  check = (m: Readonly<Model>) => m.cashouts.length > 0;
  async run(m: Model, r: Real) {
    const c = pick(m.cashouts, this.index);
    const old = new Date(Date.now() - 73 * 3_600_000).toISOString();
    await r.app.ctx.db.updateTable('wallet_cashouts').set({ created_at: old }).where('id', '=', c.id).execute();
    const expired = await approvalsService(r.app.ctx).expire();
    expect(expired.cashouts).toBe(c.done ? 0 : 1);
    if (c.done) return;
    c.done = true;
    m.pendingCashout -= c.amount;
    m.balance += c.amount;
  }
  toString = () => `cashoutExpire(#${this.index})`;
}

class LoanDisburse implements Cmd {
  constructor(
    readonly amount: number,
    readonly keyed: boolean,
  ) {}
  check = () => true;
  async run(m: Model, r: Real) {
    const headers = this.keyed ? { ...r.t.headers, 'idempotency-key': `ln-${randomToken(10)}` } : r.t.headers;
    const send = () => r.app.inject({ method: 'POST', url: '/api/irmacapital/loan/contract', headers, payload: { amount: this.amount } });
    const res = await send();
    if (m.loanUsed + this.amount <= LOAN_LIMIT) {
      expect(res.statusCode, res.body).toBe(200);
      const c = res.json().data as { contractno: string; fee: number; total: number };
      expect(c.fee).toBe(loanFee(this.amount, LOAN_RATE));
      m.loanUsed += this.amount;
      m.balance += this.amount;
      m.contracts.push({ contractno: c.contractno, amount: this.amount, total: c.total, paid: false });
    } else {
      expect(res.statusCode, res.body).toBe(422);
    }
    if (this.keyed) expect((await send()).body).toBe(res.body);
  }
  toString = () => `loanDisburse(${this.amount}${this.keyed ? ', keyed twice' : ''})`;
}

class LoanRepay implements Cmd {
  constructor(readonly index: number) {}
  check = (m: Readonly<Model>) => m.contracts.length > 0;
  async run(m: Model, r: Real) {
    const c = pick(m.contracts, this.index);
    const res = await r.app.inject({
      method: 'POST',
      url: '/api/irmacapital/loan/payment',
      headers: r.t.headers,
      payload: { contractno: c.contractno },
    });
    if (c.paid) return void expect(res.statusCode, res.body).toBe(409);
    if (c.total > m.balance) return void expect(res.statusCode, res.body).toBe(422);
    expect(res.statusCode, res.body).toBe(200);
    c.paid = true;
    m.balance -= c.total;
    m.loanUsed -= c.amount;
  }
  toString = () => `loanRepay(#${this.index})`;
}

class BillCreate implements Cmd {
  constructor(readonly amount: number) {}
  check = () => true;
  async run(m: Model, r: Real) {
    const res = await r.app.inject({
      method: 'POST',
      url: '/api/admin/bayartempo/serpulbills',
      headers: r.admins[0]!.headers,
      payload: {
        server: r.t.serverCode,
        amount: this.amount,
        fee: BILL_FEE,
        expiredAt: isoIn(2 * 86_400_000),
        details: [{ idreseller: 'R0001', resellername: 'Agen Satu', amount: this.amount }],
      },
    });
    if (m.billUsed + this.amount > BILL_LIMIT) return void expect(res.statusCode, res.body).toBe(422);
    expect(res.statusCode, res.body).toBe(200);
    const id = res.json().data.id as number;
    const vas = await r.app.inject({ method: 'GET', url: `/api/backoffice/bayartempo/billva?billid=${id}`, headers: r.t.headers });
    expect(vas.statusCode, vas.body).toBe(200);
    m.billUsed += this.amount;
    m.bills.push({
      id,
      amount: this.amount,
      state: 'open',
      vas: (vas.json().data as { virtualAccount: string; amount: number }[]).map((v) => ({ va: v.virtualAccount, amount: v.amount })),
    });
  }
  toString = () => `billCreate(${this.amount})`;
}

class BillPayVa implements Cmd {
  constructor(
    readonly index: number,
    readonly bank: number,
    readonly dups: number,
  ) {}
  check = (m: Readonly<Model>) => m.bills.length > 0;
  async run(m: Model, r: Real) {
    const b = pick(m.bills, this.index);
    const va = pick(b.vas, this.bank);
    expect(va.amount).toBe(b.amount + BILL_FEE);
    const answers = await expectCallback(
      r,
      { event: 'va.paid', va: va.va, amount: va.amount, reff: `BILL-${randomToken(8)}`, paid_at: nowIso() },
      this.dups,
    );
    const outcomes = answers.map((a) => a.json().data?.outcome);
    if (b.state !== 'done') {
      expect(outcomes.every((o) => o === 'applied')).toBe(true);
      b.state = 'done';
      m.billUsed -= b.amount;
    } else {
      expect(outcomes.every((o) => o === 'already_paid')).toBe(true);
    }
  }
  toString = () => `billPayVa(#${this.index}, bank ${this.bank}, x${this.dups})`;
}

class BillReport implements Cmd {
  constructor(readonly index: number) {}
  check = (m: Readonly<Model>) => m.bills.length > 0;
  async run(m: Model, r: Real) {
    const b = pick(m.bills, this.index);
    const res = await r.app.inject({
      method: 'PATCH',
      url: `/api/backoffice/bayartempo/serpulbills/payment/${b.id}`,
      headers: r.t.headers,
    });
    if (b.state !== 'open') return void expect(res.statusCode, res.body).toBe(422);
    expect(res.statusCode, res.body).toBe(200);
    b.state = 'reported';
  }
  toString = () => `billReport(#${this.index})`;
}

class BillConfirm implements Cmd {
  constructor(readonly index: number) {}
  check = (m: Readonly<Model>) => m.bills.length > 0;
  async run(m: Model, r: Real) {
    const b = pick(m.bills, this.index);
    const res = await r.app.inject({
      method: 'POST',
      url: `/api/admin/bayartempo/serpulbills/${b.id}/confirm`,
      headers: r.admins[0]!.headers,
    });
    if (b.state === 'done') return void expect(res.statusCode, res.body).toBe(409);
    expect(res.statusCode, res.body).toBe(200);
    b.state = 'done';
    m.billUsed -= b.amount;
  }
  toString = () => `billConfirm(#${this.index})`;
}

class TokenOrder implements Cmd {
  constructor(
    readonly pkg: number,
    readonly quantity: number,
  ) {}
  check = () => true;
  async run(m: Model, r: Real) {
    const p = pick(r.packages, this.pkg);
    const res = await r.app.inject({
      method: 'POST',
      url: '/api/backoffice/tokensms/order',
      headers: r.t.headers,
      payload: { paketid: p.id, amount: this.quantity },
    });
    expect(res.statusCode, res.body).toBe(200);
    const o = res.json().data as { id: number; nova: string; price: number; totaltokensms: number };
    expect(o.price).toBe(p.price * this.quantity);
    expect(o.totaltokensms).toBe(p.jmltoken * this.quantity);
    m.orders.push({ id: o.id, nova: o.nova, price: o.price, tokens: o.totaltokensms, paid: false });
  }
  toString = () => `tokenOrder(pkg ${this.pkg}, x${this.quantity})`;
}

class TokenPay implements Cmd {
  constructor(
    readonly index: number,
    readonly via: 'admin' | 'va',
  ) {}
  check = (m: Readonly<Model>) => m.orders.length > 0;
  async run(m: Model, r: Real) {
    const o = pick(m.orders, this.index);
    if (this.via === 'admin') {
      const res = await r.app.inject({ method: 'POST', url: `/api/admin/tokensms/order/${o.id}/paid`, headers: r.admins[0]!.headers });
      if (o.paid) return void expect(res.statusCode, res.body).toBe(409);
      expect(res.statusCode, res.body).toBe(200);
    } else {
      const [res] = await expectCallback(
        r,
        { event: 'va.paid', va: o.nova, amount: o.price, reff: `TS-${randomToken(8)}`, paid_at: nowIso() },
        1,
      );
      if (o.paid) return void expect(res!.json().data.outcome).toBe('already_paid');
      expect(res!.json().data.outcome).toBe('applied');
    }
    o.paid = true;
    m.tokens += o.tokens;
  }
  toString = () => `tokenPay(#${this.index}, ${this.via})`;
}

const commands = [
  fc
    .tuple(fc.integer({ min: 1, max: 200 }), fc.constantFrom('VA-BCA', 'VA-BNI', 'VA-BRI', 'VA-MANDIRI', 'ALFAMART'))
    .map(([k, ch]) => new CashInCreate(k * 10_000, ch)),
  fc.tuple(fc.nat(), fc.integer({ min: 1, max: 4 })).map(([i, d]) => new CashInPay(i, d)),
  fc
    .tuple(
      fc.integer({ min: 1, max: 150 }),
      fc.constantFrom<'right' | 'wrong'>('right', 'right', 'right', 'wrong'),
      fc.constantFrom<'none' | 'repeat' | 'parallel' | 'otherBody'>('none', 'repeat', 'parallel', 'otherBody'),
    )
    .map(([k, otp, key]) => new CashOut(k * 10_000, otp, key)),
  fc.tuple(fc.nat(), fc.constantFrom<1 | 2>(1, 1, 2), fc.constantFrom<0 | 1>(0, 1)).map(([i, s, a]) => new CashOutComplete(i, s, a)),
  fc.nat().map((i) => new CashOutExpire(i)),
  fc.tuple(fc.integer({ min: 1, max: 300 }), fc.boolean()).map(([k, keyed]) => new LoanDisburse(k * 10_000 + 1_234, keyed)),
  fc.nat().map((i) => new LoanRepay(i)),
  fc.integer({ min: 10, max: 400 }).map((k) => new BillCreate(k * 10_000)),
  fc.tuple(fc.nat(), fc.nat(), fc.integer({ min: 1, max: 3 })).map(([i, b, d]) => new BillPayVa(i, b, d)),
  fc.nat().map((i) => new BillReport(i)),
  fc.nat().map((i) => new BillConfirm(i)),
  fc.tuple(fc.nat(), fc.integer({ min: 1, max: 5 })).map(([p, q]) => new TokenOrder(p, q)),
  fc.tuple(fc.nat(), fc.constantFrom<'admin' | 'va'>('admin', 'va')).map(([i, via]) => new TokenPay(i, via)),
];

/** A new server with an operator session (no login round trip: the login limit per address would stop the runs). */
async function freshTenant(app: TestApp): Promise<TestTenant> {
  const { db } = app.ctx;
  const tenant = await createTenant(app, { prefix: 'M', login: false });
  const now = nowIso();
  // An approved loan account (the application and decision flow has its own tests in loan.test.ts).
  await db
    .insertInto('loan_accounts')
    .values({ server_id: tenant.serverPk, creditlimit: LOAN_LIMIT, used: 0, status: 1, msg: '', created_at: now, updated_at: now })
    .execute();
  return tenant;
}

/** The invariants, checked after every command. */
async function checkInvariants(m: Model, r: Real) {
  const { db } = r.app.ctx;
  const sid = r.t.serverPk;
  const w = await db.selectFrom('wallets').selectAll().where('server_id', '=', sid).executeTakeFirst();
  const wallet = { balance: Number(w?.balance ?? 0), pending: Number(w?.pending_balance ?? 0), cashout: Number(w?.pending_cashout ?? 0) };
  expect(wallet).toEqual({ balance: m.balance, pending: m.pendingBalance, cashout: m.pendingCashout });
  for (const v of Object.values(wallet)) expect(v).toBeGreaterThanOrEqual(0);
  // Each field is the sum of its ledger entries, and the last entry's end balance.
  const entries = await db
    .selectFrom('wallet_ledger')
    .select(['account', 'debet', 'credit', 'endbalance'])
    .where('server_id', '=', sid)
    .orderBy('id')
    .execute();
  const sums: Record<string, number> = { balance: 0, pending_balance: 0, pending_cashout: 0 };
  const last: Record<string, number> = { balance: 0, pending_balance: 0, pending_cashout: 0 };
  for (const e of entries) {
    sums[e.account] = (sums[e.account] ?? 0) + Number(e.credit) - Number(e.debet);
    expect(Number(e.endbalance)).toBe(sums[e.account]);
    expect(Number(e.endbalance)).toBeGreaterThanOrEqual(0);
    last[e.account] = Number(e.endbalance);
  }
  expect(sums).toEqual({ balance: m.balance, pending_balance: m.pendingBalance, pending_cashout: m.pendingCashout });
  expect(last).toEqual(sums);
  // The API shows the same.
  const api = await r.app.inject({ method: 'GET', url: '/api/wallet', headers: r.t.headers });
  expect(api.json().data).toMatchObject({ balance: m.balance, pendingBalance: m.pendingBalance, pendingcashout: m.pendingCashout });

  const loan = await db.selectFrom('loan_accounts').select(['used', 'creditlimit']).where('server_id', '=', sid).executeTakeFirstOrThrow();
  expect(Number(loan.used)).toBe(m.loanUsed);
  expect(Number(loan.used)).toBeLessThanOrEqual(Number(loan.creditlimit));
  const bill = await db.selectFrom('bayartempo_accounts').select(['used', 'total_limit']).where('server_id', '=', sid).executeTakeFirst();
  expect(Number(bill?.used ?? 0)).toBe(m.billUsed);
  expect(Number(bill?.used ?? 0)).toBeLessThanOrEqual(Number(bill?.total_limit ?? BILL_LIMIT));
  const tokens = await db.selectFrom('tokensms_balances').select('balance').where('server_id', '=', sid).executeTakeFirst();
  expect(Number(tokens?.balance ?? 0)).toBe(m.tokens);
  const tokenSum = await db
    .selectFrom('tokensms_ledger')
    .select((eb) => [eb.fn.sum<number>('credit').as('c'), eb.fn.sum<number>('debet').as('d')])
    .where('server_id', '=', sid)
    .executeTakeFirst();
  expect(Number(tokenSum?.c ?? 0) - Number(tokenSum?.d ?? 0)).toBe(m.tokens);
}

describe(`money model (${testDialect})`, () => {
  let app: TestApp;
  let admin: TestTenant;
  let admins: Real['admins'];
  const packages: Real['packages'] = [];
  beforeAll(async () => {
    app = await createTestApp();
    admin = await createAdmin(app);
    admins = [admin, await otherAdmin(app, admin)];
    const policies = await app.inject({
      method: 'PATCH',
      url: '/api/admin/settings',
      headers: admin.headers,
      payload: {
        approvalPolicies: {
          ...APPROVAL_POLICY_DEFAULTS,
          cashout: {
            tiers: [
              { approvers: 1, code: false, upTo: ONE_APPROVER_UP_TO },
              { approvers: 2, code: false },
            ],
            expiryHours: 72,
          },
        },
      },
    });
    expect(policies.statusCode, policies.body).toBe(200);
    for (const [name, jmltoken, price] of [
      ['Paket 100', 100, 35_000],
      ['Paket 500', 500, 150_000],
    ] as const) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/admin/tokensms/denom',
        headers: admin.headers,
        payload: { name, jmltoken, price },
      });
      expect(res.statusCode, res.body).toBe(200);
      packages.push({ id: res.json().data.id, jmltoken, price });
    }
  });
  afterAll(() => app?.close());

  it(`${RUNS} runs of up to 30 money commands; invariants after every command (seed ${SEED})`, { timeout: 60 * 60_000 }, async () => {
    console.log(`[money-model ${testDialect}] seed ${SEED}, ${RUNS} runs (replay: KONSOL_MODEL_SEED=${SEED} KONSOL_MODEL_RUNS=${RUNS})`);
    let commandsRun = 0;
    const started = Date.now();
    await fc.assert(
      fc.asyncProperty(fc.commands(commands, { maxCommands: 30, size: 'max' }), async (cmds) => {
        const t = await freshTenant(app);
        const real: Real = { app, t, admins, bankId: await verifiedAccount(app, t), packages, log: [] };
        const model: Model = {
          balance: 0,
          pendingBalance: 0,
          pendingCashout: 0,
          tokens: 0,
          loanUsed: 0,
          billUsed: 0,
          cashins: [],
          cashouts: [],
          contracts: [],
          bills: [],
          orders: [],
        };
        const checked = [...cmds].map((c) => ({
          check: (m: Readonly<Model>) => c.check(m),
          run: async (m: Model, r: Real) => {
            await c.run(m, r);
            commandsRun++;
            await checkInvariants(m, r);
          },
          toString: () => c.toString(),
        }));
        await fc.asyncModelRun(() => ({ model, real }), checked);
        const report = await checkLedgers(app.ctx.db);
        expect(report.differences).toEqual([]);
      }),
      { seed: SEED, numRuns: RUNS },
    );
    console.log(
      `[money-model ${testDialect}] ${RUNS} runs, ${commandsRun} commands, invariants held (${Math.round((Date.now() - started) / 1000)} s, seed ${SEED})`,
    );
  });
});
