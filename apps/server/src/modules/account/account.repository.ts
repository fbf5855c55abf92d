import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema.js';
import { nowIso } from '../../lib/time.js';

type Q = Kysely<DB> | Transaction<DB>;

/** A user's own account: the second factor's columns, their signed-in devices, name, phone and e-mail. */
export function accountRepository(db: Kysely<DB>) {
  return {
    setPendingKey: (userId: number, sealed: string) =>
      db.updateTable('users').set({ totp_pending: sealed, updated_at: nowIso() }).where('id', '=', userId).execute(),

    pendingKey: async (userId: number) =>
      (await db.selectFrom('users').select('totp_pending').where('id', '=', userId).executeTakeFirst())?.totp_pending ?? null,

    /** Puts the confirmed key in force (only while two-factor is off): false when it was turned on meanwhile. */
    async enable(q: Q, userId: number, sealed: string, step: number) {
      const r = await q
        .updateTable('users')
        .set({ totp_secret: sealed, totp_pending: null, totp_last_step: step, updated_at: nowIso() })
        .where('id', '=', userId)
        .where('totp_secret', 'is', null)
        .executeTakeFirst();
      return Number(r.numUpdatedRows) === 1;
    },

    disable: (q: Q, userId: number) =>
      q
        .updateTable('users')
        .set({ totp_secret: null, totp_pending: null, totp_last_step: null, updated_at: nowIso() })
        .where('id', '=', userId)
        .execute(),

    /** The user's live sessions (not revoked, not expired, of the current token version), the latest seen first. */
    sessions: (userId: number) =>
      db
        .selectFrom('sessions as s')
        .innerJoin('users as u', 'u.id', 's.user_id')
        .select(['s.id', 's.user_agent', 's.ip', 's.created_at', 's.last_seen_at'])
        .where('s.user_id', '=', userId)
        .where('s.revoked_at', 'is', null)
        .where('s.expires_at', '>', nowIso())
        .whereRef('s.token_version', '=', 'u.token_version')
        .orderBy('s.last_seen_at', 'desc')
        .orderBy('s.created_at', 'desc')
        .execute(),

    /** Ends one session of the user (`id`), or every one but `except`: how many ended. */
    async signOut(userId: number, which: { id: string } | { except: string }) {
      let q = db.updateTable('sessions').set({ revoked_at: nowIso() }).where('user_id', '=', userId).where('revoked_at', 'is', null);
      q = 'id' in which ? q.where('id', '=', which.id) : q.where('id', '!=', which.except);
      const r = await q.executeTakeFirst();
      return Number(r.numUpdatedRows);
    },

    setProfile: (q: Q, userId: number, p: { name: string; phone: string }) =>
      q
        .updateTable('users')
        .set({ ...p, updated_at: nowIso() })
        .where('id', '=', userId)
        .execute(),

    setPendingEmail: (q: Q, userId: number, email: string) =>
      q.updateTable('users').set({ pending_email: email, updated_at: nowIso() }).where('id', '=', userId).execute(),

    /** Makes the waiting address the user's own; the old one is returned (undefined when none was waiting). */
    async confirmEmail(q: Q, userId: number) {
      const row = await q.selectFrom('users').select(['email', 'pending_email', 'server_id']).where('id', '=', userId).executeTakeFirst();
      if (!row?.pending_email) return undefined;
      await q
        .updateTable('users')
        .set({ email: row.pending_email, pending_email: null, updated_at: nowIso() })
        .where('id', '=', userId)
        .execute();
      return { before: row.email, after: row.pending_email, serverId: row.server_id };
    },
  };
}
