import type { Kysely, Transaction } from 'kysely';
import { prepared } from '../../db/prepared.js';
import type { DB } from '../../db/schema.js';
import { listPage, orderOf } from '../../lib/list.js';
import { nowIso } from '../../lib/time.js';

type Q = Kysely<DB> | Transaction<DB>;

export interface AppChanges {
  appname: string;
  appcode: string;
  tagline?: string;
  logo?: string;
  version?: string;
  regonline?: number;
  regmethod?: number;
  zopimkey?: string;
  apiurl: string;
  appkey: string;
  primary_color?: string;
  primary_color_dark?: string;
}

const appColumns = [
  'id',
  'server_id',
  'appname',
  'appcode',
  'tagline',
  'logo',
  'version',
  'primary_color',
  'primary_color_dark',
  'regonline',
  'regmethod',
  'zopimkey',
  'apiurl',
  'appkey',
  'serverkey',
  'maintenance',
  'maxotp',
  'updated_at',
] as const;

const pushColumns = ['id', 'judul', 'isi', 'topic', 'provider', 'status', 'error', 'created_at', 'sent_at'] as const;

/** The id of a server's app, asked by every content list and form: compiled once. */
const appIdOf = prepared((db: Kysely<DB>, serverId: number) => db.selectFrom('apps').select('id').where('server_id', '=', serverId));
/** A server's app is created with it and never moved or deleted, so its id, once found, is kept (per database). */
const appIdsFound = new WeakMap<Kysely<DB>, Map<number, number>>();

/** The app settings of a server (one app per server) and the push messages it sent. */
export function appsRepository(db: Kysely<DB>) {
  return {
    get: (serverId: number, q: Q = db) => q.selectFrom('apps').select(appColumns).where('server_id', '=', serverId).executeTakeFirst(),

    /** The id of the server's app: `appid` in every content answer (0 when the server has no app). */
    async appId(serverId: number): Promise<number> {
      let found = appIdsFound.get(db);
      if (!found) {
        found = new Map();
        appIdsFound.set(db, found);
      }
      const known = found.get(serverId);
      if (known !== undefined) return known;
      const row = await appIdOf.first(db, serverId);
      if (row) found.set(serverId, row.id);
      return row?.id ?? 0;
    },

    /** Is the code used as server id or app code by another server? */
    async codeTaken(serverId: number, code: string, q: Q = db): Promise<boolean> {
      const server = await q
        .selectFrom('servers')
        .select('id')
        .where('server_id', '=', code)
        .where('id', '<>', serverId)
        .executeTakeFirst();
      if (server) return true;
      const app = await q.selectFrom('apps').select('id').where('appcode', '=', code).where('server_id', '<>', serverId).executeTakeFirst();
      return !!app;
    },

    update: (serverId: number, changes: AppChanges, q: Q = db) =>
      q
        .updateTable('apps')
        .set({ ...changes, updated_at: nowIso() })
        .where('server_id', '=', serverId)
        .execute(),

    /** The app code is the server's id (`serverid`): they change together. */
    renameServer: (serverId: number, code: string, q: Q = db) =>
      q.updateTable('servers').set({ server_id: code, updated_at: nowIso() }).where('id', '=', serverId).execute(),

    setLogo: (serverId: number, logo: string) =>
      db.updateTable('apps').set({ logo, updated_at: nowIso() }).where('server_id', '=', serverId).execute(),

    /** One of the app's switches the header and the Token SMS settings change on their own. */
    setSwitch: (serverId: number, column: 'maintenance' | 'maxotp', value: number) =>
      db
        .updateTable('apps')
        .set({ [column]: value, updated_at: nowIso() })
        .where('server_id', '=', serverId)
        .executeTakeFirst(),

    async insertPush(q: Q, serverId: number, p: { user_id: number | null; judul: string; isi: string; topic: string; provider: string }) {
      const row = await q
        .insertInto('push_messages')
        .values({
          ...p,
          server_id: serverId,
          status: 'sending',
          provider_message_id: null,
          error: null,
          created_at: nowIso(),
          sent_at: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    finishPush: (
      serverId: number,
      id: number,
      r: { status: string; provider_message_id?: string | null; error?: string | null; sent_at?: string | null },
    ) =>
      db
        .updateTable('push_messages')
        .set({ status: r.status, provider_message_id: r.provider_message_id ?? null, error: r.error ?? null, sent_at: r.sent_at ?? null })
        .where('server_id', '=', serverId)
        .where('id', '=', id)
        .execute(),

    getPush: (serverId: number, id: number) =>
      db.selectFrom('push_messages').select(pushColumns).where('server_id', '=', serverId).where('id', '=', id).executeTakeFirst(),

    async listPush(serverId: number, page: number, size: number) {
      return listPage({
        db,
        from: db.selectFrom('push_messages').where('server_id', '=', serverId),
        select: (qb) => qb.select(pushColumns),
        order: orderOf({ column: 'id', dir: 'desc' }),
        page,
        size,
      });
    },
  };
}
export type AppsRepository = ReturnType<typeof appsRepository>;
export type AppRow = NonNullable<Awaited<ReturnType<AppsRepository['get']>>>;
