import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema.js';
import { nowIso } from '../../lib/time.js';

type Q = Kysely<DB> | Transaction<DB>;

/** OTPs sent by e-mail to an operator. Every method takes the server (tenant) id first. */
export function otpRepository(db: Kysely<DB>) {
  return {
    /** The newest OTP of a user and purpose, used or not. */
    latest: (serverId: number, userId: number, purpose: string) =>
      db
        .selectFrom('otps')
        .select(['id', 'code_hash', 'attempts', 'created_at', 'expires_at', 'used_at'])
        .where('server_id', '=', serverId)
        .where('user_id', '=', userId)
        .where('purpose', '=', purpose)
        .orderBy('id', 'desc')
        .limit(1)
        .executeTakeFirst(),

    /** A new code; older unused codes of the same purpose stop working. */
    async issue(q: Q, serverId: number, userId: number, purpose: string, codeHash: string, expiresAt: string) {
      const now = nowIso();
      await q
        .updateTable('otps')
        .set({ used_at: now })
        .where('server_id', '=', serverId)
        .where('user_id', '=', userId)
        .where('purpose', '=', purpose)
        .where('used_at', 'is', null)
        .execute();
      const row = await q
        .insertInto('otps')
        .values({
          server_id: serverId,
          user_id: userId,
          purpose,
          code_hash: codeHash,
          attempts: 0,
          created_at: now,
          expires_at: expiresAt,
          used_at: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    retire: (serverId: number, id: number) =>
      db.updateTable('otps').set({ used_at: nowIso() }).where('server_id', '=', serverId).where('id', '=', id).execute(),

    /** Counts a wrong try (outside the money transaction, so a refusal cannot roll it back). */
    countWrong: (serverId: number, id: number) =>
      db
        .updateTable('otps')
        .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
        .where('server_id', '=', serverId)
        .where('id', '=', id)
        .where('used_at', 'is', null)
        .execute(),

    /** Uses the code once, in the money transaction: false when it was used, expired or locked meanwhile. */
    async consume(trx: Transaction<DB>, serverId: number, id: number, codeHash: string, maxTries: number) {
      const now = nowIso();
      const r = await trx
        .updateTable('otps')
        .set({ used_at: now })
        .where('server_id', '=', serverId)
        .where('id', '=', id)
        .where('code_hash', '=', codeHash)
        .where('used_at', 'is', null)
        .where('expires_at', '>', now)
        .where('attempts', '<', maxTries)
        .executeTakeFirst();
      return Number(r.numUpdatedRows) === 1;
    },
  };
}
