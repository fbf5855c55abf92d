import { type AuditEntryView, type AuditQuery, auditSortFields, parseSort } from '@konsol/contract';
import { type Kysely, sql } from 'kysely';
import type { DB } from '../../db/schema.js';
import { listPage, orderOf } from '../../lib/list.js';
import { containsAny } from '../../lib/search.js';
import { wibDayRange } from '../../lib/time.js';

const sortColumns = { created_at: 'created_at', action: 'action', actor: 'actor_email', entity: 'entity' } as const;

const parse = (json: string | null): unknown => {
  if (json === null) return null;
  try {
    return JSON.parse(json);
  } catch {
    return json;
  }
};

/** The audit log: platform-wide for the platform, one server's entries for its owner (`serverId`). */
export function auditRepository(db: Kysely<DB>) {
  return {
    async list(q: AuditQuery, serverId?: number): Promise<{ rows: AuditEntryView[]; total: number }> {
      let base = db.selectFrom('audit_log');
      if (serverId !== undefined) base = base.where('server_id', '=', serverId);
      if (q.user) base = base.where('actor_user_id', '=', q.user);
      if (q.actor) base = base.where(containsAny(db, ['actor_email'], q.actor));
      if (q.action) {
        // `mitra.` (ending with a dot) takes every action of that family; otherwise the action itself.
        base = q.action.endsWith('.')
          ? base.where(sql<boolean>`substr(action, 1, ${q.action.length}) = ${q.action}`)
          : base.where('action', '=', q.action);
      }
      if (q.entity) base = base.where('entity', '=', q.entity);
      if (q.awal) base = base.where('created_at', '>=', wibDayRange(q.awal).from);
      if (q.akhir) base = base.where('created_at', '<', wibDayRange(q.akhir).to);
      const sort = parseSort(q.sort, auditSortFields, { field: 'created_at', dir: 'desc' });
      const { rows, total } = await listPage({
        db,
        from: base,
        select: (qb) =>
          qb.select([
            'id',
            'actor_email',
            'actor_user_id',
            'action',
            'entity',
            'entity_id',
            'server_id',
            'before_json',
            'after_json',
            'ip',
            'created_at',
          ]),
        order: orderOf({ column: sortColumns[sort.field], dir: sort.dir }),
        page: q.page,
        size: q.size,
      });
      return {
        rows: rows.map((r) => ({
          id: r.id,
          actor: r.actor_email,
          actor_user_id: r.actor_user_id,
          action: r.action,
          entity: r.entity,
          entity_id: r.entity_id,
          server_id: r.server_id,
          before: parse(r.before_json),
          after: parse(r.after_json),
          ip: r.ip,
          created_at: r.created_at,
        })),
        total,
      };
    },
  };
}
