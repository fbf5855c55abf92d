import {
  type AddBankBody,
  BANK_STATUS,
  bankStatus,
  type CashinBody,
  type CashinRow,
  type CashinStatus,
  type CashoutBody,
  type CashoutRow,
  cashinTotal,
  cashoutStatus,
  type LedgerAccount,
  type MoneyListQuery,
  type OtpPurpose,
  type OwnCashoutRow,
  type Page,
  resolveWalletBank,
  WALLET_BANKS,
  type Wallet,
  type WalletBank,
  type WalletHistoryRow,
} from '@konsol/contract';
import type { Selectable, Transaction } from 'kysely';
import type { AppContext } from '../../context.js';
import type { DB } from '../../db/schema.js';
import { audit } from '../../lib/audit.js';
import { newReff } from '../../lib/crypto.js';
import { AppError, Conflict, fieldError, NotFound, Rule } from '../../lib/errors.js';
import { idempotency } from '../../lib/idempotency.js';
import { listArgs, pageOf } from '../../lib/list.js';
import { settingsRepository } from '../../lib/settings.js';
import type { AuthInfo } from '../../plugins/auth.js';
import { fourEyes } from '../four-eyes/four-eyes.service.js';
import { virtualAccountsService } from '../virtual-accounts/virtual-accounts.service.js';
import { webhookEvents } from '../webhooks/webhooks.service.js';
import { otpService } from './otp.service.js';
import { walletRepository } from './wallet.repository.js';

/** The operator acting; `ip` (set on every request) goes into the audit. */
type Caller = Pick<AuthInfo, 'serverId' | 'userId' | 'email' | 'name'> & { ip?: string };

/** The columns of a row the answers are built from (the repositories select at least these). */
type Columns<T extends keyof DB, C extends keyof Selectable<DB[T]>> = Pick<Selectable<DB[T]>, C>;
type BankRecord = Columns<'wallet_banks', 'id' | 'bankid' | 'bank' | 'accountno' | 'accountname' | 'status' | 'reason' | 'created_at'>;
type CashoutRecord = Columns<
  'wallet_cashouts',
  | 'id'
  | 'bank_account_id'
  | 'bank'
  | 'accountno'
  | 'accountname'
  | 'amount'
  | 'reff'
  | 'status'
  | 'description'
  | 'completed_at'
  | 'created_at'
>;
type CashinRecord = Columns<
  'wallet_cashins',
  | 'id'
  | 'channel_id'
  | 'channel_code'
  | 'channel_name'
  | 'amount'
  | 'fee'
  | 'total'
  | 'reff'
  | 'va'
  | 'status'
  | 'description'
  | 'paid_at'
  | 'created_at'
>;

export const toBank = (r: BankRecord): WalletBank => ({
  id: r.id,
  bankid: r.bankid,
  bank: r.bank,
  accountno: r.accountno,
  accountname: r.accountname,
  status: r.status,
  statusName: bankStatus(r.status).label,
  reason: r.reason,
  createdat: r.created_at,
});

export const toCashout = (r: CashoutRecord): CashoutRow => ({
  id: r.id,
  createdat: r.created_at,
  bankaccountid: r.bank_account_id,
  bank: r.bank,
  accountno: r.accountno,
  accountname: r.accountname,
  amount: Number(r.amount),
  reff: r.reff,
  status: r.status,
  statusName: cashoutStatus(r.status).label,
  description: r.description,
  completedat: r.completed_at,
});

export const toCashin = (r: CashinRecord): CashinRow => ({
  id: r.id,
  createdat: r.created_at,
  channel: { id: r.channel_id, code: r.channel_code, name: r.channel_name },
  amount: Number(r.amount),
  fee: Number(r.fee),
  total: Number(r.total),
  description: r.description,
  reff: r.reff,
  va: r.va,
  statusBalance: r.status as CashinStatus,
  successDate: r.paid_at,
});

const rupiah = (n: number) => n.toLocaleString('id-ID');

/**
 * The tenant's wallet: balance, pending balance (cash-ins waiting for payment) and pending cash-out (cash-outs in
 * Proses), each moved only together with its ledger entry in one transaction, by conditional updates that can
 * never take a field below zero.
 */
export function walletService(ctx: AppContext) {
  const gate = fourEyes(ctx);
  const repo = walletRepository(ctx.db);
  const events = webhookEvents(ctx);
  const vas = virtualAccountsService(ctx);
  const otp = otpService(ctx);
  const idem = idempotency(ctx.db);
  const settings = settingsRepository(ctx.db);

  async function checkLimits(amount: number, min: number, max: number) {
    if (amount < min) throw new AppError(422, 'walletAmountMin', { min: rupiah(min) }, { amount: 'walletAmountMin' });
    if (amount > max) throw new AppError(422, 'walletAmountMax', { max: rupiah(max) }, { amount: 'walletAmountMax' });
  }

  /** Writes a cash-out in Proses: balance → pending cash-out. Refuses (422) when the balance is short. */
  async function placeCashout(trx: Transaction<DB>, serverId: number, account: BankRecord, amount: number, userId: number | null) {
    const reff = newReff('CO');
    const description = `Cashout ke ${account.bank} ${account.accountno} a.n. ${account.accountname}`;
    const row = await repo.insertCashout(trx, serverId, {
      bank_account_id: account.id,
      bank: account.bank,
      accountno: account.accountno,
      accountname: account.accountname,
      amount,
      reff,
      description,
      created_by: userId,
    });
    const balance = await repo.move(trx, serverId, 'balance', -amount, {
      type: 'cashout',
      id: row.id,
      description: `${description} (${reff})`,
    });
    if (balance === undefined) throw new AppError(422, 'walletInsufficientBalance', undefined, { amount: 'walletInsufficientBalance' });
    await repo.mustMove(trx, serverId, 'pending_cashout', amount, { type: 'cashout', id: row.id, description: `Cashout ${reff} diproses` });
    return row;
  }

  /** PENDING → COMPLETED: pending balance → balance. Undefined when the cash-in was not pending (nothing moves). */
  async function settleCashin(trx: Transaction<DB>, serverId: number, cashinId: number, paidAt: string) {
    const row = await repo.completeCashin(trx, serverId, cashinId, paidAt);
    if (!row) return undefined;
    const ref = { type: 'cashin', id: row.id };
    await repo.mustMove(trx, serverId, 'pending_balance', -row.amount, {
      ...ref,
      description: `Cash in ${row.channel_name} ${row.reff} dibayar`,
    });
    await repo.mustMove(trx, serverId, 'balance', row.amount, { ...ref, description: `Cash in ${row.channel_name} ${row.reff}` });
    await events.emit(trx, serverId, 'cashin.paid', toCashin(row));
    return row;
  }

  async function resolveAccount(serverId: number, body: CashoutBody) {
    const account =
      body.id !== undefined
        ? await repo.findBank(ctx.db, serverId, body.id)
        : await repo.findBankByAccount(ctx.db, serverId, resolveWalletBank(undefined, body.bank)?.code ?? '', body.accountno ?? '');
    if (!account) throw new NotFound();
    if (account.status !== BANK_STATUS.TERVERIFIKASI)
      throw new AppError(422, 'walletBankNotVerified', undefined, { id: 'walletBankNotVerified' });
    return account;
  }

  return {
    placeCashout,
    settleCashin,

    async wallet(serverId: number): Promise<Wallet> {
      await repo.ensureWallet(ctx.db, serverId);
      const [w, banks] = await Promise.all([repo.findWallet(ctx.db, serverId), repo.listBanks(ctx.db, serverId)]);
      if (!w) throw new NotFound();
      return {
        balance: Number(w.balance),
        pendingBalance: Number(w.pending_balance),
        pendingcashout: Number(w.pending_cashout),
        status: w.status,
        wallettype: w.wallettype,
        banks: banks.map(toBank),
      };
    },

    async history(serverId: number, q: MoneyListQuery & { account: LedgerAccount }): Promise<Page<WalletHistoryRow>> {
      const a = listArgs(
        q,
        { id: 'id', createdat: 'created_at', debet: 'debet', credit: 'credit', endbalance: 'endbalance' },
        { field: 'id', dir: 'desc' },
      );
      const r = await repo.history(serverId, q.account, a);
      return pageOf(q, r, (e) => ({
        id: e.id,
        debet: Number(e.debet),
        credit: Number(e.credit),
        description: e.description,
        endbalance: Number(e.endbalance),
        createdat: e.created_at,
        account: e.account as LedgerAccount,
        reftype: e.ref_type,
        refid: e.ref_id,
      }));
    },

    async cashouts(serverId: number, q: MoneyListQuery): Promise<Page<OwnCashoutRow>> {
      const a = listArgs(
        q,
        { id: 'id', createdat: 'created_at', amount: 'amount', status: 'status', bank: 'bank', reff: 'reff' },
        { field: 'createdat', dir: 'desc' },
      );
      const r = await repo.listCashouts(serverId, a);
      const waiting = r.rows.filter((x) => x.status === 0).map((x) => ({ id: x.id, amount: x.amount, createdAt: x.created_at }));
      const progress = await gate.progress('cashout', 'wallet_cashout', waiting);
      return pageOf(q, r, (x) => ({ ...toCashout(x), approval: progress.get(x.id) }));
    },

    async cashins(serverId: number, status: CashinStatus, q: MoneyListQuery): Promise<Page<CashinRow>> {
      const a = listArgs(
        q,
        { id: 'id', createdat: 'created_at', amount: 'amount', successDate: 'paid_at', reff: 'reff' },
        { field: 'createdat', dir: 'desc' },
      );
      const r = await repo.listCashins(serverId, status, a);
      return pageOf(q, r, toCashin);
    },

    /** The Bank tab: the wallet's accounts, searched, sorted and paged (all days unless `awal`/`akhir` are given). */
    async bankAccounts(serverId: number, q: MoneyListQuery): Promise<Page<WalletBank>> {
      const a = listArgs(
        q,
        { id: 'id', bank: 'bank', accountno: 'accountno', accountname: 'accountname', status: 'status', createdat: 'created_at' },
        { field: 'id', dir: 'asc' },
        false,
      );
      const r = await repo.listBanksPage(serverId, a);
      return pageOf(q, r, toBank);
    },

    banks: () => WALLET_BANKS.map((b) => ({ ...b })),

    async channels() {
      return (await settings.get('walletChannels')).filter((c) => c.status === 1);
    },

    requestOtp: (caller: Caller, purpose: OtpPurpose, ip: string) => otp.request(caller, purpose, ip),

    /** A new account waiting for the administrator's verification; needs an add_bank OTP. */
    async addBank(caller: Caller, body: AddBankBody): Promise<WalletBank> {
      const bank = resolveWalletBank(body.bankid, body.bank);
      if (!bank) throw fieldError('bank', 'walletBankRequired');
      if (await repo.findBankByAccount(ctx.db, caller.serverId, bank.code, body.accountno)) throw new Conflict('walletBankExists');
      const otpId = await otp.check(caller, 'add_bank', body.otp);
      const row = await ctx.db
        .transaction()
        .execute(async (trx) => {
          await otp.consume(trx, caller, 'add_bank', otpId, body.otp);
          const row = await repo.insertBank(trx, caller.serverId, {
            bankid: bank.id,
            bank: bank.code,
            accountno: body.accountno,
            accountname: body.accountname,
          });
          await audit(trx, caller, caller.ip ?? '', {
            action: 'wallet.bank.add',
            entity: 'wallet_bank',
            entityId: row.id,
            serverId: caller.serverId,
            after: toBank(row),
          });
          return row;
        })
        .catch((err: unknown) => {
          if (/unique|duplicate/i.test(String((err as Error).message))) throw new Conflict('walletBankExists');
          throw err;
        });
      return toBank(row);
    },

    async deleteBank(caller: Caller, id: number): Promise<void> {
      await ctx.db.transaction().execute(async (trx) => {
        if (!(await repo.deleteBank(trx, caller.serverId, id))) throw new NotFound();
        await audit(trx, caller, caller.ip ?? '', {
          action: 'wallet.bank.delete',
          entity: 'wallet_bank',
          entityId: id,
          serverId: caller.serverId,
        });
      });
    },

    /**
     * A cash-out to a verified account of the wallet, authorised by a cash_out OTP: the amount leaves the balance
     * for pending cash-out (Proses) until the administrator marks it Sukses or Gagal. `Idempotency-Key` honoured.
     */
    async cashout(caller: Caller, body: CashoutBody, key: string | undefined) {
      return idem.run(
        { scope: `wallet.cashout:${caller.serverId}:${caller.userId}`, key, request: body },
        async () => {
          const limits = await settings.get('walletLimits');
          await checkLimits(body.amount, limits.cashoutMin, limits.cashoutMax);
          const account = await resolveAccount(caller.serverId, body);
          await repo.ensureWallet(ctx.db, caller.serverId);
          const w = await repo.findWallet(ctx.db, caller.serverId);
          if (w?.status !== 1) throw new Rule('walletInactive');
          return { account, otpId: await otp.check(caller, 'cash_out', body.otp) };
        },
        async (trx, { account, otpId }) => {
          await otp.consume(trx, caller, 'cash_out', otpId, body.otp);
          const row = toCashout(await placeCashout(trx, caller.serverId, account, body.amount, caller.userId));
          await audit(trx, caller, caller.ip ?? '', {
            action: 'wallet.cashout',
            entity: 'wallet_cashout',
            entityId: row.id,
            serverId: caller.serverId,
            after: row,
          });
          ctx.metrics.money.inc({ action: 'wallet.cashout' });
          return row;
        },
      );
    },

    /** A cash-in waiting for payment: a VA number for amount + the channel's fee; the amount shows as pending balance. */
    async createCashin(caller: Caller & { serverCode: string }, body: CashinBody, key: string | undefined) {
      const channels = await settings.get('walletChannels');
      const wanted = String(body.channel).trim().toUpperCase();
      const channel = channels.find(
        (c) => c.status === 1 && (c.id === body.channel || c.code.toUpperCase() === wanted || c.name.toUpperCase() === wanted),
      );
      if (!channel) throw fieldError('channel', 'walletChannelUnknown');
      const limits = await settings.get('walletLimits');
      await checkLimits(body.amount, limits.cashinMin, limits.cashinMax);
      const reff = newReff('CI');
      const total = cashinTotal(body.amount, channel.fee);
      return idem.run(
        { scope: `wallet.cashin:${caller.serverId}:${caller.userId}`, key, request: body },
        async () => ({ va: await vas.issueVa({ bank: channel.bank, amount: total, reference: reff, name: caller.serverCode }) }),
        async (trx, { va }) => {
          await repo.ensureWallet(trx, caller.serverId);
          const row = await repo.insertCashin(trx, caller.serverId, {
            channel_id: channel.id,
            channel_code: channel.code,
            channel_name: channel.name,
            amount: body.amount,
            fee: channel.fee,
            total,
            reff,
            va,
            description: `Cash in via ${channel.name}`,
            created_by: caller.userId,
          });
          await vas.insertVa(trx, caller.serverId, { va, bank: channel.bank, amount: total, purpose: 'cashin', ref_id: row.id });
          await repo.mustMove(trx, caller.serverId, 'pending_balance', body.amount, {
            type: 'cashin',
            id: row.id,
            description: `Cash in ${channel.name} ${reff} menunggu pembayaran`,
          });
          const cashin = toCashin(row);
          await audit(trx, caller, caller.ip ?? '', {
            action: 'wallet.cashin',
            entity: 'wallet_cashin',
            entityId: row.id,
            serverId: caller.serverId,
            after: cashin,
          });
          return cashin;
        },
      );
    },
  };
}
export type WalletService = ReturnType<typeof walletService>;

/**
 * What other modules may do to a wallet inside their own transaction (a loan paid out or repaid, a pay-later
 * cash-out): make sure it exists, read it, and move a field together with its ledger entry.
 */
export function walletAccounts(ctx: AppContext) {
  const repo = walletRepository(ctx.db);
  return { ensureWallet: repo.ensureWallet, findWallet: repo.findWallet, move: repo.move, mustMove: repo.mustMove };
}
