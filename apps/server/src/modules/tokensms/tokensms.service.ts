import {
  type ApprovalAwaiting,
  type MoneyListQuery,
  normalizePhone,
  OTP_LENGTH,
  OTP_TTL_SECONDS,
  type Page,
  TOKENSMS_ORDER_STATUS_NAMES,
  type TokensmsHistoryRow,
  type TokensmsOrderBody,
  type TokensmsOrderRow,
  type TokensmsPackage,
  type TokensmsPaymentInfo,
  tokensmsOrderPrice,
  tokensmsOrderStatus,
  tokensmsSendStatus,
  translate,
} from '@konsol/contract';
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { AppContext } from '../../context.js';
import type { DB } from '../../db/schema.js';
import { audit, type SystemActor } from '../../lib/audit.js';
import { hmacSha256Hex, newReff, randomDigits, safeEqual } from '../../lib/crypto.js';
import { AppError, Conflict, Forbidden, fieldError, NotFound, Unauthorized } from '../../lib/errors.js';
import { idempotency } from '../../lib/idempotency.js';
import { listArgs, pageOf } from '../../lib/list.js';
import { addressKey } from '../../lib/net.js';
import { otpStore } from '../../lib/otp-store.js';
import { settingsRepository } from '../../lib/settings.js';
import { isoIn, nowIso, wibDayRange, wibToday } from '../../lib/time.js';
import type { AuthInfo } from '../../plugins/auth.js';
import { type DecisionCode, type ExpiredWords, fourEyes, SYSTEM_EXPIRY } from '../four-eyes/four-eyes.service.js';
import { virtualAccountsService } from '../virtual-accounts/virtual-accounts.service.js';
import { webhookEvents } from '../webhooks/webhooks.service.js';
import { tokensmsRepository } from './tokensms.repository.js';

type Actor = Pick<AuthInfo, 'userId' | 'email'>;
type PackageRecord = Pick<Selectable<DB['tokensms_packages']>, 'id' | 'name' | 'jmltoken' | 'price' | 'status'>;
type OrderRecord = Pick<
  Selectable<DB['tokensms_orders']>,
  | 'id'
  | 'paket_id'
  | 'paket_name'
  | 'invoice'
  | 'quantity'
  | 'totaltokensms'
  | 'price'
  | 'status'
  | 'description'
  | 'nova'
  | 'bank'
  | 'paid_at'
  | 'created_at'
  | 'unique_code'
  | 'transfer_amount'
  | 'transfer_expires_at'
>;

export const toPackage = (p: PackageRecord): TokensmsPackage => ({
  id: p.id,
  name: p.name,
  jmltoken: p.jmltoken,
  jumlahToken: p.jmltoken,
  price: Number(p.price),
  status: p.status,
});

/** A token order's columns in a list's file, after its id and time (the server's own list and the approvals tab). */
export const ORDER_FILE_COLUMNS = {
  invoice: 'text',
  paketName: 'text',
  quantity: 'int',
  totaltokensms: 'int',
  price: 'money',
  status: { kind: 'enum', names: TOKENSMS_ORDER_STATUS_NAMES },
  description: 'text',
  nova: 'text',
  bank: 'text',
  paidat: 'date',
} as const;

/** What the maker of an expired token order hears: nothing was charged, order again when needed. */
const expiredMail = (o: OrderRecord): ExpiredWords => ({
  id: {
    subject: `Order token SMS ${o.invoice} kedaluwarsa`,
    text: `Order ${o.invoice} (${o.paket_name} × ${o.quantity}) tidak dibayar atau dikonfirmasi tepat waktu, jadi dibatalkan dan nomor virtual account-nya ditutup. Silakan order lagi bila masih diperlukan.`,
  },
  en: {
    subject: `SMS token order ${o.invoice} expired`,
    text: `Order ${o.invoice} (${o.paket_name} × ${o.quantity}) was not paid or confirmed in time, so it is cancelled and its virtual account closed. Please order again if you still need it.`,
  },
});

export const toOrder = (o: OrderRecord): TokensmsOrderRow => ({
  id: o.id,
  paketId: o.paket_id,
  paketName: o.paket_name,
  invoice: o.invoice,
  status: o.status,
  statusName: tokensmsOrderStatus(o.status).label,
  description: o.description,
  quantity: o.quantity,
  totaltokensms: Number(o.totaltokensms),
  price: Number(o.price),
  createdat: o.created_at,
  nova: o.nova,
  bank: o.bank,
  paidat: o.paid_at,
  uniqueCode: o.unique_code,
  transferAmount: o.transfer_amount === null ? null : Number(o.transfer_amount),
  transferExpiresAt: o.transfer_expires_at,
});

/**
 * SMS tokens: packages (administrator's catalogue), orders paid by virtual account or confirmed by the
 * administrator (tokens credited once, with a ledger entry), and the OTP SMS the tenant's app sends, one token
 * each, never more than the balance nor the phone's daily maximum.
 */
export function tokensmsService(ctx: AppContext) {
  const gate = fourEyes(ctx);
  const repo = tokensmsRepository(ctx.db);
  const events = webhookEvents(ctx);
  const appOtps = otpStore(ctx.db, 'app_otps');
  const vas = virtualAccountsService(ctx);
  const idem = idempotency(ctx.db);
  const settings = settingsRepository(ctx.db);
  const appOtpHash = (serverId: number, phone: string, code: string) =>
    hmacSha256Hex(ctx.config.JWT_SECRET, `appotp:${serverId}:${phone}:${code}`);

  /** Marks an order paid (once) and credits its tokens; undefined when it was paid already. */
  async function settleOrder(trx: Transaction<DB>, serverId: number, orderId: number, via: 'va' | 'admin' | 'transfer', paidAt: string) {
    const row = await repo.markOrderPaid(trx, serverId, orderId, via, paidAt);
    if (!row) return undefined;
    await repo.ensureBalance(trx, serverId);
    const tokens = Number(row.totaltokensms);
    const value = await repo.move(trx, serverId, tokens, {
      type: 'tokensms_order',
      id: row.id,
      description: `Order ${row.invoice}: ${row.paket_name} x ${row.quantity}`,
    });
    if (value === undefined) throw new Error(`tokens of server ${serverId} could not be credited`);
    await events.emit(trx, serverId, 'tokensms.order.paid', toOrder(row));
    return row;
  }

  /** A waiting order confirmed paid (by a person, or a statement line): settled, its VA closed, audited; undefined when it no longer waits. */
  async function confirmPaid(
    trx: Transaction<DB>,
    before: OrderRecord,
    serverId: number,
    via: 'admin' | 'transfer',
    actor: Actor | SystemActor,
    ip: string,
  ): Promise<TokensmsOrderRow | undefined> {
    const row = await settleOrder(trx, serverId, before.id, via, nowIso());
    if (!row) return undefined;
    await vas.closeVa(trx, serverId, 'tokensms_order', before.id);
    const after = toOrder(row);
    await audit(trx, actor, ip, {
      action: 'tokensms.order.paid',
      entity: 'tokensms_order',
      entityId: before.id,
      serverId,
      before: toOrder(before),
      after,
    });
    return after;
  }

  /** The app of an app code, if the key is its key and its server is active. */
  async function appOf(appcode: string, appKey: string | undefined) {
    const app = await repo.appByCode(appcode);
    if (!app?.appkey || !appKey || !safeEqual(app.appkey, appKey)) throw new Unauthorized('tokensmsAppKeyInvalid');
    if (app.server_status !== 1) throw new Forbidden('serverInactive');
    return app;
  }

  return {
    settleOrder,

    async packages(): Promise<TokensmsPackage[]> {
      return (await repo.listPackages(ctx.db)).map(toPackage);
    },

    async orders(
      serverId: number,
      q: MoneyListQuery,
    ): Promise<Page<TokensmsOrderRow> & { ordertotal: number; totaltoken: number; totalamountorder: number }> {
      const a = listArgs(
        q,
        { id: 'id', createdat: 'created_at', price: 'price', status: 'status', invoice: 'invoice', totaltokensms: 'totaltokensms' },
        { field: 'createdat', dir: 'desc' },
      );
      const r = await repo.listOrders(serverId, a);
      return {
        ...pageOf(q, r, toOrder),
        ordertotal: r.total,
        totaltoken: r.tokens,
        totalamountorder: r.amount,
      };
    },

    async order(serverId: number, id: number): Promise<TokensmsOrderRow> {
      const row = await repo.findOrder(ctx.db, serverId, id);
      if (!row) throw new NotFound();
      return toOrder(row);
    },

    async history(serverId: number, q: MoneyListQuery): Promise<Page<TokensmsHistoryRow>> {
      const a = listArgs(q, { id: 'id', createdat: 'created_at', phone: 'phone', status: 'status' }, { field: 'createdat', dir: 'desc' });
      const r = await repo.listHistory(serverId, a);
      return pageOf(q, r, (h) => ({
        id: h.id,
        phone: h.phone,
        senderid: h.senderid,
        amount: h.amount,
        sisa: Number(h.sisa),
        createdat: h.created_at,
        price: Number(h.price),
        totaltokensms: Number(h.totaltokensms),
        status: h.status,
        statusName: tokensmsSendStatus(h.status).label,
      }));
    },

    paymentInfo: (): Promise<TokensmsPaymentInfo> => settings.get('orderPage'),

    async balance(serverId: number) {
      const [balance, pricing] = await Promise.all([repo.balance(ctx.db, serverId), settings.get('tokens')]);
      return { balance, pricePerSms: pricing.pricePerSms };
    },

    /** An order waiting for payment, with its invoice and virtual account. `Idempotency-Key` honoured. */
    async createOrder(
      caller: Pick<AuthInfo, 'serverId' | 'userId' | 'email' | 'serverCode'> & { ip?: string },
      body: TokensmsOrderBody,
      key: string | undefined,
    ) {
      const pkg = await repo.findPackage(ctx.db, body.paketid);
      if (pkg?.status !== 1) throw new NotFound();
      const pricing = await settings.get('tokens');
      const bank = body.bank ?? pricing.vaBank;
      const quantity = body.amount;
      const price = tokensmsOrderPrice(Number(pkg.price), quantity);
      const tokens = pkg.jmltoken * quantity;
      return idem.run(
        { scope: `tokensms.order:${caller.serverId}:${caller.userId}`, key, request: body },
        async () => {
          let invoice: string;
          do invoice = newReff('INV');
          while (await repo.invoiceTaken(ctx.db, invoice));
          const va = await vas.issueVa({ bank, amount: price, reference: invoice, name: caller.serverCode });
          return { invoice, va };
        },
        async (trx, { invoice, va }) => {
          const row = await repo.insertOrder(trx, caller.serverId, {
            paket_id: pkg.id,
            paket_name: pkg.name,
            invoice,
            quantity,
            totaltokensms: tokens,
            price,
            description: `Pembelian ${quantity} x ${pkg.name} (${tokens.toLocaleString('id-ID')} token)`,
            nova: va,
            bank,
            created_by: caller.userId,
          });
          await vas.insertVa(trx, caller.serverId, { va, bank, amount: price, purpose: 'tokensms_order', ref_id: row.id });
          // beside the VA, a bank transfer to a company account: an exact amount until the end of the next WIB day
          const expiresAt = wibDayRange(wibToday(Date.now() + 86_400_000)).to;
          const code = await repo.reserveTransfer(trx, row.id, price, expiresAt);
          const order = toOrder({ ...row, unique_code: code, transfer_amount: price + code, transfer_expires_at: expiresAt });
          await audit(trx, caller, caller.ip ?? '', {
            action: 'tokensms.order',
            entity: 'tokensms_order',
            entityId: row.id,
            serverId: caller.serverId,
            after: order,
          });
          return order;
        },
      );
    },

    // ---- administrator ------------------------------------------------------------------------------------
    /**
     * Confirms a token order's payment (bank transfer), once the `tokenOrder` policy's approvers are in: tokens
     * credited, the order's VA closed; audited.
     */
    async markPaid(actor: Actor, ip: string, id: number, code: DecisionCode = {}): Promise<TokensmsOrderRow | ApprovalAwaiting> {
      const owner = await repo.orderOwner(ctx.db, id);
      if (!owner) throw new NotFound();
      const serverId = owner.server_id;
      return ctx.db.transaction().execute(async (trx) => {
        await gate.lock(trx, 'tokensms_orders', id);
        const before = await repo.findOrder(trx, serverId, id);
        if (before?.status === 0) {
          const request = {
            kind: 'tokenOrder',
            entity: 'tokensms_order',
            id,
            serverId,
            amount: Number(before.price),
            requestedBy: before.created_by,
            createdAt: before.created_at,
          } as const;
          const verdict = await gate.approve(trx, request, actor, ip, code);
          if (verdict !== 'done') return verdict;
        }
        const after = before && (await confirmPaid(trx, before, serverId, 'admin', actor, ip));
        if (!after) throw new Conflict('tokensmsOrderAlreadyPaid');
        return after;
      });
    },

    /**
     * Pays a waiting order from a bank statement line, matched by the system or assigned by an approver (who passed
     * the `mutationAssign` gate): tokens credited, VA and transfer closed, audited as `actor`. Undefined when the
     * order no longer waits.
     */
    async payByTransfer(trx: Transaction<DB>, id: number, actor: Actor | SystemActor, ip: string): Promise<TokensmsOrderRow | undefined> {
      const owner = await repo.orderOwner(trx, id);
      if (!owner) return undefined;
      const serverId = owner.server_id;
      await gate.lock(trx, 'tokensms_orders', id);
      const before = await repo.findOrder(trx, serverId, id);
      return before && confirmPaid(trx, before, serverId, 'transfer', actor, ip);
    },

    /** Orders nobody paid or confirmed within the `tokenOrder` policy's expiry become Kedaluwarsa, VA closed (a job). */
    expire: () =>
      gate.expire(
        { kind: 'tokenOrder', table: 'tokensms_orders', waiting: { status: 0 }, since: 'created_at' },
        async (trx, id, serverId) => {
          const before = await repo.findOrder(trx, serverId, id);
          const row = await repo.expireOrder(trx, serverId, id);
          if (!before || !row) return false;
          await vas.closeVa(trx, serverId, 'tokensms_order', id);
          await audit(trx, SYSTEM_EXPIRY, '', {
            action: 'tokensms.order.expired',
            entity: 'tokensms_order',
            entityId: id,
            serverId,
            before: toOrder(before),
            after: toOrder(row),
          });
          if (before.created_by) await gate.tellExpired(trx, before.created_by, 'tokensms-order-expired', expiredMail(before));
          return true;
        },
      ),

    async pendingOrders(q: { page: number; size: number; sort?: string; search?: string; exactTotal?: boolean; serverId?: number }) {
      const a = listArgs(q, { id: 'id', createdat: 'created_at', price: 'price' }, { field: 'id', dir: 'asc' }, false);
      const r = await repo.pendingOrders(a, q.serverId);
      const progress = await gate.progress(
        'tokenOrder',
        'tokensms_order',
        r.rows.map((o) => ({ id: o.id, amount: Number(o.price), createdAt: o.created_at })),
      );
      return pageOf(q, r, (o) => ({ ...toOrder(o), serverid: o.server_code, namaserver: o.server_name, approval: progress.get(o.id)! }));
    },

    async adminPackages(): Promise<TokensmsPackage[]> {
      return (await repo.listPackages(ctx.db, true)).map(toPackage);
    },

    async createPackage(actor: Actor, ip: string, body: { name: string; jmltoken: number; price: number; status: number }) {
      return ctx.db.transaction().execute(async (trx) => {
        const row = toPackage(await repo.insertPackage(trx, body));
        await audit(trx, actor, ip, { action: 'tokensms.package.create', entity: 'tokensms_package', entityId: row.id, after: row });
        return row;
      });
    },

    async updatePackage(
      actor: Actor,
      ip: string,
      id: number,
      patch: Partial<{ name: string; jmltoken: number; price: number; status: number }>,
    ) {
      return ctx.db.transaction().execute(async (trx) => {
        const before = await repo.findPackage(trx, id);
        const row = await repo.updatePackage(trx, id, patch);
        if (!before || !row) throw new NotFound();
        await audit(trx, actor, ip, {
          action: 'tokensms.package.update',
          entity: 'tokensms_package',
          entityId: id,
          before: toPackage(before),
          after: toPackage(row),
        });
        return toPackage(row);
      });
    },

    async deletePackage(actor: Actor, ip: string, id: number) {
      await ctx.db.transaction().execute(async (trx) => {
        const before = await repo.findPackage(trx, id);
        if (!before || !(await repo.deletePackage(trx, id))) throw new NotFound();
        await audit(trx, actor, ip, {
          action: 'tokensms.package.delete',
          entity: 'tokensms_package',
          entityId: id,
          before: toPackage(before),
        });
      });
    },

    // ---- the app's OTP SMS --------------------------------------------------------------------------------
    /**
     * Sends an OTP SMS for the app (`X-App-Key`): one token per SMS, refused when none is left or the phone has had
     * the app's `maxotp` OTPs this WIB day. A gateway failure gives the token (and the day's count) back.
     * Sent before the answer, not as a job: the app must know whether a code is coming, and a late one is useless.
     */
    async sendAppOtp(appcode: string, appKey: string | undefined, rawPhone: string, ip: string) {
      await ctx.limiter.hit([`appotp:ip:${addressKey(ip)}`], { max: 60, windowSeconds: 60 });
      const app = await appOf(appcode, appKey);
      const phone = normalizePhone(rawPhone);
      if (!phone) throw fieldError('phone', 'tokensmsPhoneInvalid');
      const serverId = app.server_id;
      const day = wibToday();
      const pricing = await settings.get('tokens');
      const code = randomDigits(OTP_LENGTH);
      const expiresAt = isoIn(OTP_TTL_SECONDS * 1000);
      const senderId = app.appcode.slice(0, 11);

      const sent = await ctx.db.transaction().execute(async (trx) => {
        if (!(await repo.bumpDaily(trx, serverId, phone, day, Math.max(1, app.maxotp)))) {
          throw new AppError(429, 'tokensmsMaxOtpReached', undefined, { phone: 'tokensmsMaxOtpReached' });
        }
        await repo.ensureBalance(trx, serverId);
        const h = await repo.insertHistory(trx, serverId, {
          phone,
          senderid: senderId,
          amount: 1,
          sisa: 0,
          totaltokensms: 0,
          price: pricing.pricePerSms,
        });
        const left = await repo.move(trx, serverId, -1, { type: 'sms', id: h.id, description: `OTP SMS ke ${phone}` });
        if (left === undefined) throw new AppError(422, 'tokensmsNoToken');
        await repo.setHistoryBalance(trx, serverId, h.id, left);
        await appOtps.issue(trx, serverId, { phone }, appOtpHash(serverId, phone, code), expiresAt, { history_id: h.id });
        return { id: h.id, sisa: left };
      });

      try {
        const r = await ctx.sms.send({ to: phone, senderId, text: translate('tokensmsOtpText', 'id', { code, app: app.appname }) });
        await repo.finishHistory(ctx.db, serverId, sent.id, 1, r.id || null);
      } catch (err) {
        ctx.log.error({ err, serverId }, 'otp sms failed');
        await ctx.db.transaction().execute(async (trx) => {
          if (!(await repo.finishHistory(trx, serverId, sent.id, 2, null))) return;
          await repo.move(trx, serverId, 1, { type: 'sms_refund', id: sent.id, description: `Token dikembalikan, SMS ke ${phone} gagal` });
          await repo.dropDaily(trx, serverId, phone, day);
          await appOtps.retire(trx, serverId, { history_id: sent.id });
        });
        throw new AppError(502, 'tokensmsSendFailed');
      }
      return { id: sent.id, phone, expiresat: expiresAt, sisa: sent.sisa };
    },

    /** Checks an OTP the app's user typed: 5 minutes, 5 tries, single use. */
    async verifyAppOtp(appcode: string, appKey: string | undefined, rawPhone: string, code: string, ip: string) {
      await ctx.limiter.hit([`appotp:verify:ip:${addressKey(ip)}`], { max: 120, windowSeconds: 60 });
      const app = await appOf(appcode, appKey);
      const phone = normalizePhone(rawPhone);
      if (!phone) throw fieldError('phone', 'tokensmsPhoneInvalid');
      const hash = appOtpHash(app.server_id, phone, code);
      const id = await appOtps.check(app.server_id, { phone }, hash);
      await appOtps.consume(ctx.db, app.server_id, id, hash);
      return { phone };
    },
  };
}
export type TokensmsService = ReturnType<typeof tokensmsService>;

/** Token balances as other modules read them: one server's (the dashboard), and every one against its ledger (the ledger check). */
export function tokenLedger(db: Kysely<DB>) {
  const repo = tokensmsRepository(db);
  return { balance: repo.balance, balanceTotals: repo.balanceTotals, brokenChains: repo.brokenChains };
}
