import type { EngineBalanceBody, EngineProductItem, EngineResellerItem, EngineResult, TopupItem } from '@konsol/contract';
import type { AppContext } from '../../context.js';
import { audit } from '../../lib/audit.js';
import { sha256 } from '../../lib/crypto.js';
import { Forbidden, Unauthorized } from '../../lib/errors.js';
import { addressIn, addressKey } from '../../lib/net.js';
import { nowIso } from '../../lib/time.js';
import { serverByKeyHash } from '../mitra/mitra.service.js';
import { type ProductWrite, productRecords } from '../product/product.service.js';
import { type ResellerWrite, resellerRecords } from '../reseller/reseller.service.js';
import { topupService } from '../topup/topup.service.js';
import { engineRepository } from './engine.repository.js';

/** The dashboard's Saldo IRSMarket. */
export { irsmarketBalance } from './engine.repository.js';

/** The server an engine call acts for. */
export interface EngineCaller {
  serverId: number;
  serverCode: string;
}

const same = <T extends object>(a: T, b: T) => (Object.keys(a) as (keyof T)[]).every((k) => a[k] === b[k]);
const later = (a: string | null, b: string | null | undefined) => (!b ? a : !a || b > a ? b : a);

/**
 * What partner engines push: resellers, products, the Saldo IRSMarket balance. Each batch is one transaction
 * (a bad item stops it before anything is written) and idempotent: items are upserted by kode, fields an item
 * leaves out keep their value, and a row the batch does not change is not touched (not even its updated_at).
 */
export function engineService(ctx: AppContext) {
  const resellers = resellerRecords(ctx);
  const products = productRecords(ctx);
  const balances = engineRepository(ctx.db);
  const topups = topupService(ctx);

  return {
    /** X-Server-Key → its server: missing or unknown 401; deactivated server, or an address outside its `allowedIps`, 403. */
    async authenticate(key: string | undefined, ip: string): Promise<EngineCaller> {
      const fail = async () => {
        // Failed keys are counted per address; a valid key is never slowed down.
        await ctx.limiter.hit([`engine:badkey:${addressKey(ip)}`], { max: 60, windowSeconds: 15 * 60 });
        return new Unauthorized('serverKeyInvalid');
      };
      if (!key || key.length > 200) throw await fail();
      const server = await serverByKeyHash(ctx, sha256(key));
      if (!server) throw await fail();
      if (server.status !== 1) throw new Forbidden('serverInactive');
      const allowed = JSON.parse(server.allowed_ips) as string[];
      if (allowed.length && !addressIn(ip, allowed)) {
        // Counted per address like a wrong key, and kept in the server's audit trail.
        await ctx.limiter.hit([`engine:refused:${addressKey(ip)}`], { max: 60, windowSeconds: 15 * 60 });
        await audit(ctx.db, null, ip, {
          action: 'engine.refused',
          entity: 'server',
          entityId: server.id,
          serverId: server.id,
          after: { ip },
        });
        throw new Forbidden('engineAddressRefused');
      }
      return { serverId: server.id, serverCode: server.server_id };
    },

    async pushResellers(caller: EngineCaller, items: EngineResellerItem[]): Promise<EngineResult> {
      const serverId = caller.serverId;
      return ctx.db.transaction().execute(async (trx) => {
        const existing = new Map(
          (
            await resellers.findByKodes(
              serverId,
              items.map((i) => i.kode),
              trx,
            )
          ).map((r) => [r.kode, r]),
        );
        const now = nowIso();
        const writes: ResellerWrite[] = [];
        let created = 0;
        let unchanged = 0;
        for (const it of items) {
          const old = existing.get(it.kode);
          if (!old) {
            created++;
            writes.push({
              kode: it.kode,
              nama: it.nama,
              alamat: it.alamat ?? '',
              email: it.email ?? '',
              phone: it.phone ?? '',
              kode_upline: it.kode_upline || null,
              saldo: it.saldo ?? 0,
              tgl_daftar: it.tgl_daftar ?? now,
              last_activity: it.last_activity ?? null,
            });
            continue;
          }
          // Personal data an approved deletion removed stays removed.
          const anonymized = !!old.anonymized_at;
          const w: ResellerWrite = {
            kode: old.kode,
            nama: anonymized ? old.nama : it.nama,
            alamat: anonymized ? old.alamat : (it.alamat ?? old.alamat),
            email: anonymized ? old.email : (it.email ?? old.email),
            phone: anonymized ? old.phone : (it.phone ?? old.phone),
            kode_upline: it.kode_upline === undefined ? old.kode_upline : it.kode_upline || null,
            saldo: it.saldo ?? old.saldo,
            tgl_daftar: it.tgl_daftar ?? old.tgl_daftar,
            last_activity: later(old.last_activity, it.last_activity),
          };
          if (same(w, pick(old, Object.keys(w) as (keyof ResellerWrite)[]))) unchanged++;
          else writes.push(w);
        }
        await resellers.upsertMany(serverId, writes, trx);
        return { received: items.length, created, updated: writes.length - created, unchanged };
      });
    },

    async pushProducts(caller: EngineCaller, items: EngineProductItem[]): Promise<EngineResult> {
      const serverId = caller.serverId;
      return ctx.db.transaction().execute(async (trx) => {
        const existing = new Map(
          (
            await products.findByKodes(
              serverId,
              items.map((i) => i.kode),
              trx,
            )
          ).map((r) => [r.kode, r]),
        );
        const writes: ProductWrite[] = [];
        let created = 0;
        let unchanged = 0;
        for (const it of items) {
          const old = existing.get(it.kode);
          const w: ProductWrite = {
            kode: it.kode,
            nama: it.nama,
            catatan: it.catatan ?? old?.catatan ?? '',
            kode_operator: it.kode_operator ?? old?.kode_operator ?? '',
            harga_jual: it.harga_jual ?? old?.harga_jual ?? 0,
            aktif: it.aktif ?? old?.aktif ?? 1,
            gangguan: it.gangguan ?? old?.gangguan ?? 0,
            kosong: it.kosong ?? old?.kosong ?? 0,
          };
          if (!old) {
            created++;
            writes.push(w);
          } else if (same(w, pick(old, Object.keys(w) as (keyof ProductWrite)[]) as ProductWrite)) {
            unchanged++;
          } else {
            writes.push(w);
          }
        }
        await products.upsertMany(serverId, writes, trx);
        return { received: items.length, created, updated: writes.length - created, unchanged };
      });
    },

    /**
     * Resellers' top-ups, recorded by the money module (its one way to record them, in one transaction; a reff
     * already recorded only takes the new status, so a batch sent twice records nothing twice).
     */
    async pushTopups(caller: EngineCaller, items: TopupItem[]): Promise<{ received: number; recorded: number }> {
      const r = await topups.recordTopups(caller.serverId, items, 'engine');
      return { received: items.length, recorded: r.recorded };
    },

    /** Stores the server's Saldo IRSMarket; a figure older than the stored one (by `as_of`) is ignored. */
    async setBalance(caller: EngineCaller, body: EngineBalanceBody) {
      return ctx.db.transaction().execute(async (trx) => {
        const stored = await balances.balance(caller.serverId, trx);
        const asOf = body.as_of ?? nowIso();
        if (stored && stored.as_of > asOf) return { irsmarketbalance: stored.irsmarketbalance, as_of: stored.as_of, applied: false };
        if (!stored || stored.irsmarketbalance !== body.irsmarketbalance || stored.as_of !== asOf) {
          await balances.setBalance(caller.serverId, body.irsmarketbalance, asOf, trx);
        }
        return { irsmarketbalance: body.irsmarketbalance, as_of: asOf, applied: true };
      });
    },
  };
}

function pick<T extends object, K extends keyof T>(obj: T, keys: K[]): Pick<T, K> {
  const out = {} as Pick<T, K>;
  for (const k of keys) out[k] = obj[k];
  return out;
}
