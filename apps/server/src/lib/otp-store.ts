import { OTP_MAX_TRIES } from '@konsol/contract';
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../db/schema.js';
import { safeEqual } from './crypto.js';
import { AppError } from './errors.js';
import { nowIso } from './time.js';

type Q = Kysely<DB> | Transaction<DB>;

/**
 * One-time codes of one server, kept hashed: an operator's e-mailed codes (`otps`, owned by user and purpose) and
 * an app user's SMS codes (`app_otps`, owned by phone). A code is issued (older unused codes of its owner stop
 * working), tried a limited number of times, and used once.
 */
/** A refused code, on the `otp` field. */
export const otpError = (key: string, params?: Record<string, string | number>) => new AppError(422, key, params, { otp: key });

export function otpStore(db: Kysely<DB>, table: 'otps' | 'app_otps') {
  // The two tables share these columns; Kysely cannot follow a table chosen at run time.
  // biome-ignore lint/suspicious/noExplicitAny: see above.
  const k = (q: Q) => q as Kysely<any>;
  const owned = <B extends { where: (c: string, op: '=', v: unknown) => B }>(qb: B, serverId: number, owner: Record<string, unknown>) => {
    let out = qb.where('server_id', '=', serverId);
    for (const [c, v] of Object.entries(owner)) out = out.where(c, '=', v);
    return out;
  };

  const latest = (serverId: number, owner: Record<string, unknown>) =>
    owned(k(db).selectFrom(table).select(['id', 'code_hash', 'attempts', 'created_at', 'expires_at', 'used_at']), serverId, owner)
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst() as Promise<
      { id: number; code_hash: string; attempts: number; created_at: string; expires_at: string; used_at: string | null } | undefined
    >;

  /** Counts a wrong try (outside any money transaction, so a refusal cannot roll it back). */
  const countWrong = (serverId: number, id: number) =>
    k(db)
      .updateTable(table)
      .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
      .where('server_id', '=', serverId)
      .where('id', '=', id)
      .where('used_at', 'is', null)
      .execute();

  return {
    /** The newest code of an owner, used or not. */
    latest,

    /** A new code (`extra`: the table's own columns); the owner's older unused codes stop working. */
    async issue(q: Q, serverId: number, owner: Record<string, unknown>, codeHash: string, expiresAt: string, extra = {}) {
      const now = nowIso();
      await owned(k(q).updateTable(table).set({ used_at: now }), serverId, owner)
        .where('used_at', 'is', null)
        .execute();
      const row = await k(q)
        .insertInto(table)
        .values({
          server_id: serverId,
          ...owner,
          ...extra,
          code_hash: codeHash,
          attempts: 0,
          created_at: now,
          expires_at: expiresAt,
          used_at: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id as number;
    },

    /** The codes matching `where` stop working (e.g. one whose SMS was never delivered). */
    retire: (q: Q, serverId: number, where: Record<string, unknown>) =>
      owned(k(q).updateTable(table).set({ used_at: nowIso() }), serverId, where).execute(),

    /**
     * Checks a typed code against the owner's newest one: a wrong code counts as a try (and the refusal says how many
     * are left); a missing, used, expired or exhausted one is refused. Returns the code's id for `consume`.
     */
    async check(serverId: number, owner: Record<string, unknown>, codeHash: string): Promise<number> {
      const row = await latest(serverId, owner);
      if (!row || row.used_at || row.expires_at <= nowIso() || row.attempts >= OTP_MAX_TRIES) throw otpError('walletOtpExpired');
      if (!safeEqual(row.code_hash, codeHash)) {
        await countWrong(serverId, row.id);
        const left = OTP_MAX_TRIES - row.attempts - 1;
        throw left > 0 ? otpError('walletOtpWrong', { left }) : otpError('walletOtpExpired');
      }
      return row.id;
    },

    /** Uses the checked code once (single use even under concurrent requests); refused when it was used, expired or locked meanwhile. */
    async consume(q: Q, serverId: number, id: number, codeHash: string) {
      const now = nowIso();
      const r = await k(q)
        .updateTable(table)
        .set({ used_at: now })
        .where('server_id', '=', serverId)
        .where('id', '=', id)
        .where('code_hash', '=', codeHash)
        .where('used_at', 'is', null)
        .where('expires_at', '>', now)
        .where('attempts', '<', OTP_MAX_TRIES)
        .executeTakeFirst();
      if (Number(r.numUpdatedRows) !== 1) throw otpError('walletOtpExpired');
    },
  };
}
