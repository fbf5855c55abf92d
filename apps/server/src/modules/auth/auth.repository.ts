import type { Kysely, Transaction } from 'kysely';
import { isPostgres } from '../../db/database.js';
import type { DB } from '../../db/schema.js';
import { rateLimiter } from '../../lib/rate-limit.js';
import { requires2fa } from '../../lib/settings.js';
import { nowIso } from '../../lib/time.js';

type Q = Kysely<DB> | Transaction<DB>;

export interface NewServer {
  server_id: string;
  name: string;
  email: string;
  phone: string;
  contact: string;
}

/** Users, their sessions and single-use tokens. Users are global (e-mail is unique); every row names its server. */
export function authRepository(db: Kysely<DB>) {
  const userColumns = [
    'u.id',
    'u.server_id',
    'u.email',
    'u.name',
    'u.phone',
    'u.password_hash',
    'u.role',
    'u.status',
    'u.token_version',
    'u.must_change_password',
    'u.totp_secret',
    'u.totp_last_step',
    'u.lang',
    'sv.status as server_status',
    'sv.server_id as server_code',
    'sv.name as server_name',
    'sv.member_type',
    'sv.masaaktif',
  ] as const;

  /** Ends every session of a user at once: older tokens stop matching their version, open sessions are revoked. */
  async function endSessions(q: Q, userId: number) {
    const now = nowIso();
    await q
      .updateTable('users')
      .set((eb) => ({ token_version: eb('token_version', '+', 1), updated_at: now }))
      .where('id', '=', userId)
      .execute();
    await q.updateTable('sessions').set({ revoked_at: now }).where('user_id', '=', userId).where('revoked_at', 'is', null).execute();
  }

  return {
    endSessions,

    findUserByEmail: (email: string) =>
      db
        .selectFrom('users as u')
        .innerJoin('servers as sv', 'sv.id', 'u.server_id')
        .select(userColumns)
        .select(requires2fa)
        .where('u.email', '=', email)
        .executeTakeFirst(),

    findUserById: (id: number) =>
      db
        .selectFrom('users as u')
        .innerJoin('servers as sv', 'sv.id', 'u.server_id')
        .select(userColumns)
        .select(requires2fa)
        .where('u.id', '=', id)
        .executeTakeFirst(),

    requirePasswordChange: (userId: number) =>
      db.updateTable('users').set({ must_change_password: 1, updated_at: nowIso() }).where('id', '=', userId).execute(),

    serverCodeTaken: async (q: Q, code: string) =>
      !!(await q.selectFrom('servers').select('id').where('server_id', '=', code).executeTakeFirst()),

    async insertServer(q: Q, s: NewServer) {
      const now = nowIso();
      const row = await q
        .insertInto('servers')
        .values({
          ...s,
          address: '',
          member_type: 0,
          engine_core: 0,
          status: 1,
          server_key_hash: null,
          masaaktif: null,
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    async insertApp(q: Q, serverPk: number, app: { appname: string; appcode: string; appkey: string; serverkey: string }) {
      const now = nowIso();
      await q
        .insertInto('apps')
        .values({
          server_id: serverPk,
          ...app,
          tagline: '',
          logo: '',
          version: '1.0',
          primary_color: '#3F51B5',
          primary_color_dark: '#3949AB',
          regonline: 1,
          regmethod: 0,
          zopimkey: '',
          apiurl: '',
          maintenance: 0,
          maxotp: 2,
          created_at: now,
          updated_at: now,
        })
        .execute();
    },

    async insertUser(
      q: Q,
      u: {
        server_id: number;
        email: string;
        name: string;
        phone: string;
        password_hash: string;
        role: string;
        status: string;
        must_change_password?: number;
        invited_by?: number;
      },
    ) {
      const now = nowIso();
      const row = await q
        .insertInto('users')
        .values({ ...u, token_version: 0, created_at: now, updated_at: now, activated_at: u.status === 'active' ? now : null })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    /**
     * A new session. `forget` names rate-limit counters deleted with it, in the same commit: on PostgreSQL in the
     * same statement (a data-modifying WITH, one round trip where a transaction takes four), on SQLite in one
     * transaction (it has no such WITH; the caller's own, when `db` is one).
     */
    async insertSession(
      s: { id: string; user_id: number; token_version: number; expires_at: string; user_agent: string; ip: string },
      forget: string[] = [],
    ) {
      const now = nowIso();
      const row = { ...s, created_at: now, last_seen_at: now, revoked_at: null };
      if (!forget.length) {
        await db.insertInto('sessions').values(row).execute();
      } else if (isPostgres(db)) {
        await db
          .with('forgotten', (q) => q.deleteFrom('rate_limits').where('key', 'in', forget))
          .insertInto('sessions')
          .values(row)
          .execute();
      } else {
        const write = async (q: Q) => {
          await rateLimiter(q).clear(forget);
          await q.insertInto('sessions').values(row).execute();
        };
        await (db.isTransaction ? write(db) : db.transaction().execute(write));
      }
    },

    revokeSession: (id: string) =>
      db.updateTable('sessions').set({ revoked_at: nowIso() }).where('id', '=', id).where('revoked_at', 'is', null).execute(),

    /** Whether the user signed in before, and whether from this browser (the same user agent). */
    async devices(userId: number, userAgent: string) {
      const rows = await db
        .selectFrom('sessions')
        .select((eb) => [
          eb.fn.countAll<number>().as('all'),
          eb.fn.sum<number>(eb.case().when('user_agent', '=', userAgent).then(1).else(0).end()).as('same'),
        ])
        .where('user_id', '=', userId)
        .executeTakeFirstOrThrow();
      return { signedInBefore: Number(rows.all) > 0, known: Number(rows.same ?? 0) > 0 };
    },

    /** The user's language for their mails, from the console they signed in with. */
    setLang: (userId: number, lang: string) =>
      db.updateTable('users').set({ lang }).where('id', '=', userId).where('lang', '!=', lang).execute(),

    /** A live two-factor challenge (unused, unexpired, tries left) and its user. */
    findChallenge: (tokenHash: string, maxTries: number) =>
      db
        .selectFrom('auth_tokens')
        .select(['id', 'user_id', 'attempts'])
        .where('token_hash', '=', tokenHash)
        .where('purpose', '=', '2fa')
        .where('used_at', 'is', null)
        .where('expires_at', '>', nowIso())
        .where('attempts', '<', maxTries)
        .executeTakeFirst(),

    /** Counts a wrong code on a challenge (outside any transaction, so a refusal cannot roll it back). */
    countWrongCode: (id: number) =>
      db
        .updateTable('auth_tokens')
        .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
        .where('id', '=', id)
        .execute(),

    /** Uses a challenge once: false when it was used, expired or exhausted meanwhile. */
    async spendChallenge(q: Q, id: number, maxTries: number) {
      const now = nowIso();
      const r = await q
        .updateTable('auth_tokens')
        .set({ used_at: now })
        .where('id', '=', id)
        .where('used_at', 'is', null)
        .where('expires_at', '>', now)
        .where('attempts', '<', maxTries)
        .executeTakeFirst();
      return Number(r.numUpdatedRows) === 1;
    },

    /**
     * New password; its sessions end (`endSessions`), so every token issued before stops working. `activatePending`
     * turns a pending account active (only a pending one: an account switched off stays off whatever its password).
     */
    async setPassword(q: Q, userId: number, passwordHash: string, activatePending = false) {
      const now = nowIso();
      await q
        .updateTable('users')
        .set((eb) => ({
          password_hash: passwordHash,
          must_change_password: 0,
          updated_at: now,
          ...(activatePending
            ? {
                status: eb.case().when('status', '=', 'pending').then('active').else(eb.ref('status')).end(),
                activated_at: eb.case().when('status', '=', 'pending').then(now).else(eb.ref('activated_at')).end(),
              }
            : {}),
        }))
        .where('id', '=', userId)
        .execute();
      await endSessions(q, userId);
      const row = await q.selectFrom('users').select('token_version').where('id', '=', userId).executeTakeFirstOrThrow();
      return row.token_version;
    },

    activateUser: (q: Q, userId: number) =>
      q
        .updateTable('users')
        .set({ status: 'active', activated_at: nowIso(), updated_at: nowIso() })
        .where('id', '=', userId)
        .where('status', '=', 'pending')
        .execute(),

    insertToken: (q: Q, t: { user_id: number; purpose: string; token_hash: string; expires_at: string }) =>
      q
        .insertInto('auth_tokens')
        .values({ ...t, created_at: nowIso(), used_at: null })
        .execute(),

    /** A live token's user and expiry, leaving it unused; a used, expired or unknown token gives undefined. */
    findToken: (q: Q, purpose: string, tokenHash: string) =>
      q
        .selectFrom('auth_tokens')
        .select(['user_id', 'expires_at'])
        .where('token_hash', '=', tokenHash)
        .where('purpose', '=', purpose)
        .where('used_at', 'is', null)
        .where('expires_at', '>', nowIso())
        .executeTakeFirst(),

    /** Marks a live token used and returns its user; a used, expired or unknown token gives undefined. */
    async consumeToken(q: Q, purpose: string, tokenHash: string) {
      const now = nowIso();
      const row = await q
        .updateTable('auth_tokens')
        .set({ used_at: now })
        .where('token_hash', '=', tokenHash)
        .where('purpose', '=', purpose)
        .where('used_at', 'is', null)
        .where('expires_at', '>', now)
        .returning('user_id')
        .executeTakeFirst();
      return row?.user_id;
    },

    /** Retires the other live tokens of a purpose (a new reset link makes the older ones useless). */
    retireTokens: (q: Q, userId: number, purpose: string) =>
      q
        .updateTable('auth_tokens')
        .set({ used_at: nowIso() })
        .where('user_id', '=', userId)
        .where('purpose', '=', purpose)
        .where('used_at', 'is', null)
        .execute(),
  };
}
export type AuthRepository = ReturnType<typeof authRepository>;
