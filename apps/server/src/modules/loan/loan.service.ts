import { randomBytes } from 'node:crypto';
import {
  type ApprovalAwaiting,
  contractOverdue,
  contractStatus,
  type Loan,
  type LoanContractRow,
  type LoanPaymentRow,
  type LoanRequest,
  type LoanRequestBody,
  type LoanSetting,
  loanFee,
  loanPhone,
  loanProgress,
  loanRemaining,
  loanView,
  type Page,
  translate,
} from '@konsol/contract';
import type { Transaction } from 'kysely';
import type { AppContext } from '../../context.js';
import type { DB } from '../../db/schema.js';
import { audit, type SystemActor } from '../../lib/audit.js';
import { newReff } from '../../lib/crypto.js';
import { AppError, BadRequest, Conflict, fieldError, NotFound, Rule } from '../../lib/errors.js';
import { idempotency } from '../../lib/idempotency.js';
import { processImage } from '../../lib/image.js';
import { pageOf } from '../../lib/list.js';
import { settingsRepository } from '../../lib/settings.js';
import { isoIn } from '../../lib/time.js';
import type { AuthInfo } from '../../plugins/auth.js';
import { type ApprovalRequest, type DecisionCode, fourEyes, SYSTEM_EXPIRY } from '../four-eyes/four-eyes.service.js';
import { locationService } from '../location/location.service.js';
import { walletAccounts } from '../wallet/wallet.service.js';
import { webhookEvents } from '../webhooks/webhooks.service.js';
import { loanRepository } from './loan.repository.js';

type Caller = Pick<AuthInfo, 'serverId' | 'userId' | 'email'> & { ip?: string };
type Actor = Pick<AuthInfo, 'userId' | 'email'>;

/** Photos of applications: at most 1 MB as sent (SPEC §9), bounded to 2048 px, re-encoded without metadata. */
export const LOAN_PHOTO_MAX_BYTES = 1024 * 1024;
const LOAN_PHOTO_MAX_SIDE = 2048;

export const photoTooLarge = () => new AppError(413, 'creditPhotoTooLarge', undefined, { file: 'creditPhotoTooLarge' });

type RequestRecord = Awaited<ReturnType<ReturnType<typeof loanRepository>['insertRequest']>>;
/** A loan application as a request of the four-eyes gate, for the limit its approver grants. */
const loanRequest = (r: RequestRecord & { user_id: number | null }, limit: number): ApprovalRequest => ({
  kind: 'loan',
  entity: 'loan_request',
  id: r.id,
  serverId: r.server_id,
  amount: limit,
  requestedBy: r.user_id,
  createdAt: r.created_at,
});
type ContractRecord = Awaited<ReturnType<ReturnType<typeof loanRepository>['insertContract']>>;

export const toRequest = (r: RequestRecord): LoanRequest => ({
  id: r.id,
  msg: r.msg,
  status: r.status,
  name: r.name,
  ktp: r.ktp,
  noktp: r.ktp,
  address: r.address,
  alamat: r.address,
  phone: r.phone,
  imagektp: r.imagektp,
  imageselfie: r.imageselfie,
  imagebusiness: r.imagebusiness,
  businessname: r.businessname,
  jenisusaha: r.jenisusaha,
  businessaddress: r.businessaddress,
  provinsi: { province_id: r.province_id, province: r.province_name },
  city: { city_id: r.city_id, city_name: r.city_name },
  district: { subdistrict_id: r.district_id, subdistrict_name: r.district_name },
  businesswebsite: r.businesswebsite,
  businessphone: r.businessphone,
  businessyear: Number(r.businessyear),
  businesscapital: Number(r.businesscapital),
  businesscustomer: Number(r.businesscustomer),
  businessturnover: Number(r.businessturnover),
  businessprofit: Number(r.businessprofit),
  creditlimit: r.creditlimit === null ? null : Number(r.creditlimit),
  createdat: r.created_at,
  decidedat: r.decided_at,
});

export const toContract = (r: ContractRecord, now = Date.now()): LoanContractRow => ({
  id: r.id,
  contractid: r.id,
  contractno: r.contractno,
  created: r.created_at,
  reqdate: r.created_at,
  amount: Number(r.amount),
  fee: Number(r.fee),
  total: Number(r.total),
  duedate: r.duedate,
  status: r.status,
  statusName: contractStatus(r.status).label,
  overdue: contractOverdue(r.status, r.duedate, now),
  paidat: r.paid_at,
});

const rupiah = (n: number) => n.toLocaleString('id-ID');

/**
 * Working-capital loans (irmacapital): settings, the application with its private photos, the administrator's
 * decision, disbursements (contracts credited to the wallet through its ledger) and repayments (debited from it).
 * The limit is taken and released only by conditional updates, inside the transaction of the wallet entry.
 */
export function loanService(ctx: AppContext) {
  const repo = loanRepository(ctx.db);
  const gate = fourEyes(ctx);

  /** Approves an application with `limit` (null: rejects it with `msg`), its account with it; event and audit row. */
  async function settle(
    trx: Transaction<DB>,
    before: RequestRecord,
    limit: number | null,
    msg: string,
    actor: Actor | SystemActor,
    ip: string,
  ) {
    const approve = limit !== null;
    const serverId = before.server_id;
    const row = await repo.decideRequest(trx, serverId, before.id, approve ? 1 : 2, msg, limit, actor.userId);
    if (!row) throw new Conflict('loanRequestAlreadyDecided');
    const account = await repo.decideAccount(
      trx,
      serverId,
      approve ? 1 : 8,
      limit,
      approve ? msg : msg || translate('loanRejectedDefault', 'id'),
    );
    if (!account) throw new Conflict('loanRequestAlreadyDecided');
    const after = toRequest(row);
    await events.emit(trx, serverId, 'loan.decided', { id: after.id, approved: approve, creditlimit: limit, msg });
    const entry = {
      entity: 'loan_request',
      entityId: before.id,
      serverId,
      before: toRequest(before),
      after: { ...after, account: { status: account.status, creditlimit: Number(account.creditlimit) } },
    };
    if (actor === SYSTEM_EXPIRY) await audit(trx, actor, ip, { action: 'loan.request.expired', ...entry });
    else await audit(trx, actor, ip, { action: approve ? 'loan.request.approve' : 'loan.request.reject', ...entry });
    return after;
  }
  const wallets = walletAccounts(ctx);
  const events = webhookEvents(ctx);
  const settings = settingsRepository(ctx.db);
  const location = locationService();
  const idem = idempotency(ctx.db);
  const photos = ctx.storage.private;

  const setting = (): Promise<LoanSetting> => settings.get('loan');

  return {
    setting,

    async saveSetting(actor: Actor, ip: string, body: LoanSetting): Promise<LoanSetting> {
      const before = await setting();
      await ctx.db.transaction().execute(async (trx) => {
        await settings.set('loan', body, trx);
        await audit(trx, actor, ip, { action: 'loan.setting.update', entity: 'setting', entityId: 'loan.setting', before, after: body });
      });
      return body;
    },

    async loan(serverId: number): Promise<Loan> {
      const [acc, due] = await Promise.all([repo.findAccount(ctx.db, serverId), repo.nearestDue(serverId)]);
      const creditlimit = Number(acc?.creditlimit ?? 0);
      const used = Number(acc?.used ?? 0);
      const status = acc?.status ?? 0;
      return {
        creditlimit,
        used,
        remaining: loanRemaining(creditlimit, used),
        status,
        view: loanView(status),
        duedate: (due?.duedate as string | null | undefined) ?? null,
        progress: loanProgress(creditlimit, used),
        msg: acc?.msg ?? '',
      };
    },

    // ---- photos -------------------------------------------------------------------------------------------
    async uploadPhoto(caller: Caller, input: Buffer) {
      if (input.length > LOAN_PHOTO_MAX_BYTES) throw photoTooLarge();
      await ctx.limiter.hit([`loan-photo:server:${caller.serverId}`], { max: 100, windowSeconds: 3600 });
      const image = await processImage(input, LOAN_PHOTO_MAX_SIDE);
      const key = `loan/${randomBytes(16).toString('hex')}.${image.ext}`;
      // the row before the file, as for public uploads (media.service.ts): the purge finds every stored file
      const row = await repo.insertPhoto(caller.serverId, {
        user_id: caller.userId,
        storage_key: key,
        content_type: image.contentType,
        size_bytes: image.buffer.length,
      });
      await photos.put(key, image.buffer, image.contentType);
      return { id: row.id, url: `/api/irmacapital/photo/${row.id}`, contentType: row.content_type, size: Number(row.size_bytes) };
    },

    /** The photo's bytes for its server's operators and for administrators; anyone else gets 404. */
    async readPhoto(who: Pick<AuthInfo, 'serverId' | 'isAdmin'>, id: number) {
      const row = await repo.findPhoto(who.isAdmin ? null : who.serverId, id);
      if (!row) throw new NotFound();
      const file = await photos.get(row.storage_key);
      if (!file) throw new NotFound();
      return { body: file.body, contentType: row.content_type };
    },

    // ---- application --------------------------------------------------------------------------------------
    async submitRequest(caller: Caller, body: LoanRequestBody): Promise<LoanRequest> {
      const ids = [body.imagektp, body.imageselfie, body.imagebusiness];
      const owned = await repo.photosOwned(caller.serverId, ids);
      const errors: Record<string, string> = {};
      for (const f of ['imagektp', 'imageselfie', 'imagebusiness'] as const) if (!owned.has(body[f])) errors[f] = 'loanPhotoUnknown';
      if (Object.keys(errors).length) throw new BadRequest(Object.values(errors)[0], errors);
      const area = await location.resolve(body.province, body.city, body.district);
      if ('error' in area && area.error) throw fieldError(area.error.field, area.error.key);
      const { province, city, district } = area as Exclude<typeof area, { error: unknown }>;
      return ctx.db.transaction().execute(async (trx) => {
        await repo.ensureAccount(trx, caller.serverId);
        if (!(await repo.markWaiting(trx, caller.serverId))) throw new Rule('loanRequestNotAllowed');
        const row = await repo.insertRequest(trx, caller.serverId, {
          user_id: caller.userId,
          name: body.name,
          ktp: body.ktp,
          address: body.address,
          phone: loanPhone(body.phone) ?? body.phone,
          imagektp: body.imagektp,
          imageselfie: body.imageselfie,
          imagebusiness: body.imagebusiness,
          businessname: body.businessname,
          jenisusaha: body.jenisusaha,
          businessaddress: body.businessaddress,
          province_id: province.id,
          province_name: province.name,
          city_id: city.id,
          city_name: city.name,
          district_id: district.id,
          district_name: district.name,
          businesswebsite: body.businesswebsite,
          businessphone: loanPhone(body.businessphone) ?? body.businessphone,
          businessyear: body.businessyear,
          businesscapital: body.businesscapital,
          businesscustomer: body.businesscustomer,
          businessturnover: body.businessturnover,
          businessprofit: body.businessprofit,
        });
        // The application's personal fields stay in its row, not in the trail.
        await audit(trx, caller, caller.ip ?? '', {
          action: 'loan.request',
          entity: 'loan_request',
          entityId: row.id,
          serverId: caller.serverId,
        });
        return toRequest(row);
      });
    },

    async lastRequest(serverId: number): Promise<LoanRequest | null> {
      const row = await repo.lastRequest(serverId);
      return row ? toRequest(row) : null;
    },

    async pendingRequests(q: { page: number; size: number; serverId?: number }) {
      const r = await repo.pendingRequests(q.page, q.size, q.serverId);
      const limit = r.rows.length ? (await setting()).creditlimit : 0;
      const progress = await gate.progress(
        'loan',
        'loan_request',
        r.rows.map((x) => ({ id: x.id, amount: limit, createdAt: x.created_at })),
      );
      return pageOf(q, r, (x) => ({
        ...toRequest(x as RequestRecord),
        serverid: x.server_code,
        namaserver: x.server_name,
        approval: progress.get(x.id)!,
      }));
    },

    /**
     * Approve (status 1, the limit) once the limit's tier has its approvers (until then the answer says what it
     * waits for), or reject (status 8, the message); audited in the same transaction.
     */
    async decide(
      actor: Actor,
      ip: string,
      id: number,
      body: { approve: boolean; creditlimit?: number; msg?: string; code?: string },
      code: DecisionCode = { code: body.code },
    ): Promise<LoanRequest | ApprovalAwaiting> {
      const owner = await repo.requestOwner(id);
      if (!owner) throw new NotFound();
      const serverId = owner.server_id;
      const conf = await setting();
      const limit = body.approve ? (body.creditlimit ?? conf.creditlimit) : null;
      const msg = body.msg ?? '';
      return ctx.db.transaction().execute(async (trx) => {
        await gate.lock(trx, 'loan_requests', id);
        const before = await repo.findRequest(trx, serverId, id);
        if (before?.status !== 0) throw new Conflict('loanRequestAlreadyDecided');
        if (limit !== null) {
          const verdict = await gate.approve(trx, loanRequest(before, limit), actor, ip, code);
          if (verdict !== 'done') return verdict;
        }
        return settle(trx, before, limit, msg, actor, ip);
      });
    },

    /** Rejects every application waiting past its policy's expiry (the approvals' minute job). */
    expire: () =>
      gate.expire({ kind: 'loan', table: 'loan_requests', waiting: { status: 0 }, since: 'created_at' }, async (trx, id, serverId) => {
        const before = await repo.findRequest(trx, serverId, id);
        if (before?.status !== 0) return false;
        await settle(trx, before, null, translate('approvalsExpired', 'id'), SYSTEM_EXPIRY, '');
        return true;
      }),

    // ---- contracts ----------------------------------------------------------------------------------------
    /**
     * A disbursement: takes the amount of the limit (conditional update), writes the contract (fee = amount ×
     * rate half up + admin, due in `periode` days) and credits the wallet balance with its ledger entry, all in one
     * transaction. `Idempotency-Key` honoured.
     */
    async disburse(caller: Caller, body: { amount: number }, key: string | undefined) {
      const conf = await setting();
      const fee = loanFee(body.amount, conf.fee) + conf.admin;
      return idem.run(
        { scope: `loan.contract:${caller.serverId}:${caller.userId}`, key, request: { amount: body.amount } },
        async (trx) => {
          const taken = await repo.takeCredit(trx, caller.serverId, body.amount);
          if (!taken) {
            const acc = await repo.findAccount(trx, caller.serverId);
            if (acc?.status !== 1) throw new Rule('loanNotActive');
            throw new AppError(
              422,
              'loanLimitExceeded',
              { remaining: rupiah(loanRemaining(Number(acc.creditlimit), Number(acc.used))) },
              {
                amount: 'loanLimitExceeded',
              },
            );
          }
          const contractno = newReff('KTR');
          const row = await repo.insertContract(trx, caller.serverId, {
            contractno,
            amount: body.amount,
            fee,
            duedate: isoIn(conf.periode * 86_400_000),
            created_by: caller.userId,
          });
          await wallets.ensureWallet(trx, caller.serverId);
          const credited = await wallets.move(trx, caller.serverId, 'balance', body.amount, {
            type: 'loan_contract',
            id: row.id,
            description: `Pencairan pinjaman ${contractno}`,
          });
          if (credited === undefined) throw new Error('wallet credit refused');
          const contract = toContract(row);
          await audit(trx, caller, caller.ip ?? '', {
            action: 'loan.contract',
            entity: 'loan_contract',
            entityId: row.id,
            serverId: caller.serverId,
            after: contract,
          });
          return contract;
        },
      );
    },

    async contracts(serverId: number, q: { page: number; size: number }): Promise<Page<LoanContractRow>> {
      const r = await repo.listContracts(serverId, q.page, q.size);
      const now = Date.now();
      return pageOf(q, r, (x) => toContract(x, now));
    },

    /**
     * Pays a contract once: Belum terbayar → Lunas, amount + fee debited from the wallet (conditional: not enough
     * balance → 422 and nothing changes), the limit released, the repayment recorded. `Idempotency-Key` honoured.
     */
    async pay(caller: Caller, body: { contractno: string }, key: string | undefined) {
      return idem.run(
        { scope: `loan.payment:${caller.serverId}:${caller.userId}`, key, request: { contractno: body.contractno } },
        async (trx) => {
          const contract = await repo.findContractByNo(trx, caller.serverId, body.contractno);
          if (!contract) throw new NotFound();
          const paid = await repo.markContractPaid(trx, caller.serverId, contract.id);
          if (!paid) throw new Conflict('loanContractAlreadyPaid');
          const total = Number(paid.total);
          await wallets.ensureWallet(trx, caller.serverId);
          const left = await wallets.move(trx, caller.serverId, 'balance', -total, {
            type: 'loan_payment',
            id: paid.id,
            description: `Pembayaran pinjaman ${paid.contractno}`,
          });
          if (left === undefined)
            throw new AppError(422, 'loanInsufficientBalance', { total: rupiah(total) }, { contractno: 'loanInsufficientBalance' });
          if (!(await repo.releaseCredit(trx, caller.serverId, Number(paid.amount)))) throw new Error('loan used below the contract');
          const payment = await repo.insertPayment(trx, caller.serverId, {
            contract_id: paid.id,
            contractno: paid.contractno,
            amount: total,
            created_by: caller.userId,
          });
          const result = {
            ...toContract(paid),
            payment: { id: payment.id, contractno: payment.contractno, created: payment.created_at, amount: Number(payment.amount) },
          };
          await audit(trx, caller, caller.ip ?? '', {
            action: 'loan.payment',
            entity: 'loan_contract',
            entityId: paid.id,
            serverId: caller.serverId,
            before: toContract(contract),
            after: result,
          });
          return result;
        },
      );
    },

    async payments(serverId: number, q: { page: number; size: number }): Promise<Page<LoanPaymentRow>> {
      const r = await repo.listPayments(serverId, q.page, q.size);
      return pageOf(q, r, (x) => ({ id: x.id, contractno: x.contractno, created: x.created_at, amount: Number(x.amount) }));
    },
  };
}
export type LoanService = ReturnType<typeof loanService>;
