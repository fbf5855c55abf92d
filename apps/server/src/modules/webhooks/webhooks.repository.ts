import type { PageQuery, WebhookDeliveryQuery } from '@konsol/contract';
import type { Kysely, Transaction, Updateable } from 'kysely';
import type { DB } from '../../db/schema.js';
import { listPage, orderOf } from '../../lib/list.js';
import { nowIso } from '../../lib/time.js';
import type { WebhookDeliveriesTable } from './webhooks.tables.js';

type Q = Kysely<DB> | Transaction<DB>;

const endpointColumns = ['id', 'url', 'events', 'status', 'secret_sealed', 'created_at', 'updated_at'] as const;
const deliveryColumns = [
  'id',
  'webhook_id',
  'event_id',
  'event',
  'status',
  'attempts',
  'last_status_code',
  'next_attempt_at',
  'created_at',
  'updated_at',
] as const;

/** A server's webhook endpoints, their deliveries and the attempts of each; every method takes the server first. */
export function webhooksRepository(db: Kysely<DB>) {
  return {
    list: (serverId: number, q: PageQuery) =>
      listPage({
        db,
        from: db.selectFrom('webhooks').where('server_id', '=', serverId),
        select: (qb) => qb.select(endpointColumns),
        order: orderOf({ column: 'id', dir: 'asc' }),
        page: q.page,
        size: q.size,
      }),

    get: (serverId: number, id: number, q: Q = db) =>
      q.selectFrom('webhooks').select(endpointColumns).where('server_id', '=', serverId).where('id', '=', id).executeTakeFirst(),

    async count(q: Q, serverId: number) {
      const row = await q
        .selectFrom('webhooks')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('server_id', '=', serverId)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    async insert(q: Q, serverId: number, v: { url: string; events: string; status: number; secret_sealed: string }) {
      const now = nowIso();
      const row = await q
        .insertInto('webhooks')
        .values({ server_id: serverId, ...v, created_at: now, updated_at: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    update: (q: Q, serverId: number, id: number, v: Partial<{ url: string; events: string; status: number; secret_sealed: string }>) =>
      q
        .updateTable('webhooks')
        .set({ ...v, updated_at: nowIso() })
        .where('server_id', '=', serverId)
        .where('id', '=', id)
        .execute(),

    remove: (q: Q, serverId: number, id: number) =>
      q.deleteFrom('webhooks').where('server_id', '=', serverId).where('id', '=', id).execute(),

    /** The active endpoints of a server, with its code (the events' `server`). */
    active: (q: Q, serverId: number) =>
      q
        .selectFrom('webhooks as w')
        .innerJoin('servers as s', 's.id', 'w.server_id')
        .select(['w.id', 'w.events', 's.server_id as server_code'])
        .where('w.server_id', '=', serverId)
        .where('w.status', '=', 1)
        .execute(),

    async insertDelivery(
      q: Q,
      d: { server_id: number; webhook_id: number; event_id: string; event: string; payload: string; retry_until: string },
    ) {
      const now = nowIso();
      const row = await q
        .insertInto('webhook_deliveries')
        .values({ ...d, status: 'pending', attempts: 0, last_status_code: null, next_attempt_at: now, created_at: now, updated_at: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    deliveries: (serverId: number, webhookId: number, q: WebhookDeliveryQuery) =>
      listPage({
        db,
        from: db
          .selectFrom('webhook_deliveries')
          .where('server_id', '=', serverId)
          .where('webhook_id', '=', webhookId)
          .$if(!!q.status, (qb) => qb.where('status', '=', q.status!)),
        select: (qb) => qb.select(deliveryColumns),
        order: orderOf({ column: 'id', dir: 'desc' }),
        page: q.page,
        size: q.size,
      }),

    delivery: (serverId: number, webhookId: number, id: number, q: Q = db) =>
      q
        .selectFrom('webhook_deliveries')
        .select([...deliveryColumns, 'payload', 'retry_until'])
        .where('server_id', '=', serverId)
        .where('webhook_id', '=', webhookId)
        .where('id', '=', id)
        .executeTakeFirst(),

    /** A delivery with what sending it needs: its endpoint's address and sealed secret (undefined once deleted). */
    toSend: (id: number) =>
      db
        .selectFrom('webhook_deliveries as d')
        .innerJoin('webhooks as w', 'w.id', 'd.webhook_id')
        .select(['d.id', 'd.event_id', 'd.event', 'd.payload', 'd.attempts', 'd.retry_until', 'w.url', 'w.secret_sealed'])
        .where('d.id', '=', id)
        .executeTakeFirst(),

    updateDelivery: (q: Q, id: number, v: Updateable<WebhookDeliveriesTable>) =>
      q
        .updateTable('webhook_deliveries')
        .set({ ...v, updated_at: nowIso() })
        .where('id', '=', id)
        .execute(),

    insertAttempt: (q: Q, a: { delivery_id: number; at: string; status_code: number | null; duration_ms: number; response: string }) =>
      q.insertInto('webhook_attempts').values(a).execute(),

    attempts: (deliveryId: number) =>
      db
        .selectFrom('webhook_attempts')
        .select(['at', 'status_code', 'duration_ms', 'response'])
        .where('delivery_id', '=', deliveryId)
        .orderBy('id')
        .execute(),
  };
}
