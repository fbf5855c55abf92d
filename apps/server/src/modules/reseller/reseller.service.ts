import {
  CSV_IMPORT_MAX_ROWS,
  type ImportResult,
  type Lang,
  type MessageKey,
  type Page,
  type PlatformListQuery,
  RESELLER_CSV_COLUMNS,
  RESELLER_CSV_REQUIRED,
  type Reseller,
  type ResellerBody,
  resellerCsvRow,
} from '@konsol/contract';
import type { Kysely, Transaction } from 'kysely';
import type { AppContext } from '../../context.js';
import type { DB } from '../../db/schema.js';
import { audit } from '../../lib/audit.js';
import { type CsvRowError, csvRejected, duplicateErrors, readTable, validateRows } from '../../lib/csv.js';
import { fieldError, NotFound, Rule } from '../../lib/errors.js';
import { saveByKode } from '../../lib/kode-records.js';
import { pageOf } from '../../lib/list.js';
import { nowIso } from '../../lib/time.js';
import type { AuthInfo } from '../../plugins/auth.js';
import { webhookEvents } from '../webhooks/webhooks.service.js';
import { type ResellerRepository, type ResellerRow, type ResellerWrite, resellerRepository, toReseller } from './reseller.repository.js';

export type { ResellerWrite } from './reseller.repository.js';
/** The dashboard's Total Agen and Agen Aktif Hari ini. */
export { resellerFigures } from './reseller.repository.js';

type Q = Kysely<DB> | Transaction<DB>;

/** Longest upline chain walked when looking for a loop (real chains are a handful deep). */
const MAX_CHAIN = 10_000;

/**
 * The upline chains of one server as they would be after a write: `overlay` holds the kode → upline pairs being
 * written, the database the rest (read lazily, in batches).
 */
function uplineGraph(repo: ResellerRepository, q: Q, serverId: number, overlay: Map<string, string | null>) {
  const stored = new Map<string, string | null | undefined>();
  async function preload(kodes: Iterable<string>) {
    const missing = [...kodes].filter((k) => !overlay.has(k) && !stored.has(k));
    if (!missing.length) return;
    const found = await repo.uplinesOf(serverId, missing, q);
    for (const k of missing) stored.set(k, found.has(k) ? found.get(k) : undefined);
  }
  /** undefined: no such reseller; null: no upline. */
  async function uplineOf(kode: string) {
    if (overlay.has(kode)) return overlay.get(kode);
    if (!stored.has(kode)) await preload([kode]);
    return stored.get(kode);
  }
  return {
    preload,
    /** Why `kode` cannot have `upline` (self, unknown, or a loop back to `kode` or its old kode), or null. */
    async problem(kode: string, upline: string | null, oldKode?: string): Promise<MessageKey | null> {
      if (!upline) return null;
      if (upline === kode || upline === oldKode) return 'resellerUplineSelf';
      if ((await uplineOf(upline)) === undefined) return 'resellerUplineNotFound';
      let current = upline;
      const seen = new Set<string>([current]);
      for (let i = 0; i < MAX_CHAIN; i++) {
        const next = await uplineOf(current);
        if (!next) return null;
        if (next === kode || next === oldKode) return 'resellerUplineLoop';
        // A loop that does not pass through this reseller is not this write's doing.
        if (seen.has(next)) return null;
        seen.add(next);
        current = next;
      }
      return null;
    },
  };
}

export function resellerService(ctx: AppContext) {
  const repo = resellerRepository(ctx.db);
  const events = webhookEvents(ctx);

  return {
    async list(serverId: number, q: PlatformListQuery & { kode_upline?: string }): Promise<Page<Reseller>> {
      const list = await repo.list(serverId, q);
      return pageOf(q, list, toReseller);
    },

    /** Adds a reseller, or edits it when the body names its id or a kode the server already has. */
    async save(auth: AuthInfo, body: ResellerBody): Promise<{ created: boolean; reseller: Reseller }> {
      const serverId = auth.serverId;
      const { created, row } = await saveByKode(ctx.db, {
        rows: repo,
        serverId,
        body,
        taken: 'resellerKodeTaken',
        async write(existing, trx) {
          const write = mergeWrite(body, existing, nowIso());
          // Only a changed upline is checked: an edit of the name keeps whatever chain the engine reported.
          if (write.kode_upline !== (existing?.kode_upline ?? null)) {
            const graph = uplineGraph(repo, trx, serverId, new Map([[body.kode, write.kode_upline]]));
            const problem = await graph.problem(body.kode, write.kode_upline, existing?.kode);
            if (problem) throw fieldError('kode_upline', problem);
          }
          return write;
        },
        // Downlines follow a renamed upline.
        edited: async (existing, trx) => {
          if (existing.kode !== body.kode) await repo.renameUpline(serverId, existing.kode, body.kode, trx);
        },
      });
      return { created, reseller: toReseller(row) };
    },

    /** Deletes a reseller of the caller's server; an upline with downlines stays until they move. */
    async remove(auth: AuthInfo, id: number, ip: string) {
      await ctx.db.transaction().execute(async (trx) => {
        const row = await repo.findById(auth.serverId, id, trx);
        if (!row) throw new NotFound();
        const downlines = await repo.countDownlines(auth.serverId, row.kode, trx);
        if (downlines > 0) throw new Rule('resellerHasDownlines', { count: downlines });
        await repo.remove(auth.serverId, id, trx);
        // No personal data in the log: the kode identifies the row.
        await audit(trx, auth, ip, {
          action: 'reseller.delete',
          entity: 'reseller',
          entityId: row.kode,
          serverId: auth.serverId,
          before: { id: row.id, kode: row.kode, kode_upline: row.kode_upline, saldo: row.saldo },
        });
      });
    },

    /**
     * Imports resellers from CSV (header `kode,nama,alamat,email,phone,kode_upline,saldo,tgl_daftar`; kode and
     * nama required): a known kode is updated, a new one added. Every row is checked first; one bad row and
     * nothing is imported, and each bad row is named by its line.
     */
    async importCsv(auth: AuthInfo, text: string, lang: Lang | undefined, ip: string): Promise<ImportResult> {
      const serverId = auth.serverId;
      const table = readTable(text, RESELLER_CSV_COLUMNS, RESELLER_CSV_REQUIRED, CSV_IMPORT_MAX_ROWS, lang);
      const { valid, errors } = validateRows(table.rows, resellerCsvRow);
      const duplicates = duplicateErrors(valid, (d) => d.kode, 'kode');
      errors.push(...duplicates);
      const duplicateLines = new Set(duplicates.map((e) => e.line));
      const rows = valid.filter((r) => !duplicateLines.has(r.line));

      return ctx.db.transaction().execute(async (trx) => {
        const existing = new Map(
          (
            await repo.findByKodes(
              serverId,
              rows.map((r) => r.data.kode),
              trx,
            )
          ).map((r) => [r.kode, r]),
        );
        const now = nowIso();
        const writes = rows.map((r) => ({ line: r.line, write: mergeWrite(r.data, existing.get(r.data.kode), now) }));
        const overlay = new Map(writes.map(({ write }) => [write.kode, write.kode_upline] as const));
        const graph = uplineGraph(repo, trx, serverId, overlay);
        const changed = writes.filter(({ write }) => write.kode_upline !== (existing.get(write.kode)?.kode_upline ?? null));
        await graph.preload(changed.map(({ write }) => write.kode_upline).filter((k): k is string => !!k));
        for (const { line, write } of changed) {
          const problem = await graph.problem(write.kode, write.kode_upline);
          if (problem) errors.push({ line, field: 'kode_upline', key: problem });
        }
        if (errors.length) throw csvRejected(sortByLine(errors), lang);

        await repo.upsertMany(
          serverId,
          writes.map((w) => w.write),
          trx,
        );
        const result = { total: writes.length, created: writes.length - existing.size, updated: existing.size };
        await audit(trx, auth, ip, { action: 'reseller.import', entity: 'reseller', entityId: 'csv', serverId, after: result });
        await events.emit(trx, serverId, 'reseller.imported', { ...result, kodes: writes.map((w) => w.write.kode) });
        return result;
      });
    },
  };
}

/** A write from the given fields; optional fields left out keep the stored value (or the default of a new one). */
function mergeWrite(data: Omit<ResellerBody, 'id'>, old: ResellerRow | undefined, now: string): ResellerWrite {
  return {
    kode: data.kode,
    nama: data.nama,
    alamat: data.alamat ?? old?.alamat ?? '',
    email: data.email ?? old?.email ?? '',
    phone: data.phone ?? old?.phone ?? '',
    kode_upline: data.kode_upline === undefined ? (old?.kode_upline ?? null) : data.kode_upline || null,
    saldo: data.saldo ?? old?.saldo ?? 0,
    tgl_daftar: data.tgl_daftar ?? old?.tgl_daftar ?? now,
    last_activity: old?.last_activity ?? null,
  };
}

/**
 * Resellers as other modules write them, in their own transaction: the engine's pushes (found by kode, upserted),
 * an approved account deletion (found, anonymised), and the days a top-up made a reseller active.
 */
export function resellerRecords(ctx: AppContext) {
  const repo = resellerRepository(ctx.db);
  return {
    findByKode: repo.findByKode,
    findByKodes: repo.findByKodes,
    upsertMany: repo.upsertMany,
    anonymize: repo.anonymize,
    recordActivity: repo.recordActivity,
  };
}

function sortByLine(errors: CsvRowError[]) {
  return [...errors].sort((a, b) => a.line - b.line);
}
