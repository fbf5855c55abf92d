import { type ExpressionBuilder, type Kysely, sql, type Transaction } from 'kysely';
import type { DB, UsersTable } from '../../db/schema.js';
import { listPage, orderOf } from '../../lib/list.js';
import { listSearch } from '../../lib/search.js';
import { nowIso } from '../../lib/time.js';

type Q = Kysely<DB> | Transaction<DB>;

/** A removed member keeps their row (the audit names them) and leaves every list. */
export const REMOVED = 'removed';

/** The people of one server: its users, their status and their last sign-in. */
const STAFF_SEARCH = listSearch({ table: 'users', as: 'u', columns: ['name', 'email'] });

export function staffRepository(db: Kysely<DB>) {
  const columns = (eb: ExpressionBuilder<DB & { u: UsersTable }, 'u'>) =>
    [
      'u.id',
      'u.name',
      'u.email',
      'u.role',
      'u.status',
      'u.lang',
      eb('u.totp_secret', 'is not', null).as('twofactor'),
      eb
        .selectFrom('sessions as s')
        .select(sql<string | null>`max(s.created_at)`.as('m'))
        .whereRef('s.user_id', '=', 'u.id')
        .as('last_login_at'),
    ] as const;
  const members = (q: Q, serverId: number) =>
    q.selectFrom('users as u').where('u.server_id', '=', serverId).where('u.status', '!=', REMOVED);

  return {
    list(serverId: number, q: { page: number; size: number; search?: string; exactTotal?: boolean }) {
      return listPage({
        db,
        from: members(db, serverId),
        select: (qb) => qb.select(columns),
        order: orderOf({ column: 'u.id', dir: 'asc' }, 'u.id'),
        page: q.page,
        size: q.size,
        search: { term: q.search, ...STAFF_SEARCH },
        exactTotal: q.exactTotal,
      });
    },

    find: (q: Q, serverId: number, id: number) => members(q, serverId).select(columns).where('u.id', '=', id).executeTakeFirst(),

    /** An invited member's server, role and inviter, for the invitation page; undefined once they are not invited. */
    invitation: (id: number) =>
      db
        .selectFrom('users as u')
        .innerJoin('servers as s', 's.id', 'u.server_id')
        .leftJoin('users as i', 'i.id', 'u.invited_by')
        .select(['u.role', 's.server_id', 's.name as server_name', 'i.name as inviter'])
        .where('u.id', '=', id)
        .where('u.status', '=', 'invited')
        .executeTakeFirst(),

    identity: (q: Q, id: number) => q.selectFrom('users').select(['email', 'server_id']).where('id', '=', id).executeTakeFirstOrThrow(),

    /** The server's sign-in policy (the platform's, for the platform's server). */
    policy: (serverId: number) => db.selectFrom('servers').select('require_2fa').where('id', '=', serverId).executeTakeFirstOrThrow(),
    setPolicy: (q: Q, serverId: number, require2fa: boolean) =>
      q
        .updateTable('servers')
        .set({ require_2fa: require2fa ? 1 : 0, updated_at: nowIso() })
        .where('id', '=', serverId)
        .execute(),

    /** Active owners of the server, read in the caller's transaction. */
    async activeOwners(q: Q, serverId: number) {
      const r = await q
        .selectFrom('users')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('server_id', '=', serverId)
        .where('role', '=', 'owner')
        .where('status', '=', 'active')
        .executeTakeFirstOrThrow();
      return Number(r.n);
    },

    update: (
      q: Q,
      id: number,
      changes: {
        role?: string;
        status?: string;
        name?: string;
        password_hash?: string;
        activated_at?: string;
        totp_secret?: null;
        invited_by?: number;
      },
    ) =>
      q
        .updateTable('users')
        .set({ ...changes, updated_at: nowIso() })
        .where('id', '=', id)
        .execute(),
  };
}
