import {
  type KasproAgent,
  type KasproAgentInput,
  type KasproApplication,
  type KasproApplicationBody,
  kasproSortFields,
  type PlatformListQuery,
  parseSort,
} from '@konsol/contract';
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema.js';
import { chunks, listPage, orderOf } from '../../lib/list.js';
import { listSearch } from '../../lib/search.js';
import { nowIso } from '../../lib/time.js';

type Q = Kysely<DB> | Transaction<DB>;

const agentColumns = ['id', 'accountnumber', 'msisdn', 'fullname', 'updated_at'] as const;
const applicationColumns = ['id', 'appname', 'version', 'primary_color', 'primary_color_dark', 'created_at', 'updated_at'] as const;

/**
 * Kaspro agents and Kaspro applications: platform-wide lists of the administrator (no server owns them, so no
 * tenant id; only administrators reach them).
 */
const AGENT_SEARCH = listSearch({
  table: 'kaspro_agents',
  columns: ['accountnumber', 'msisdn', 'fullname'],
  prefix: ['accountnumber', 'msisdn'],
});
const APPLICATION_SEARCH = listSearch({ table: 'kaspro_applications', columns: ['appname'] });

export function kasproRepository(db: Kysely<DB>) {
  return {
    async list(q: PlatformListQuery): Promise<{ rows: KasproAgent[]; total: number }> {
      const sort = parseSort(q.sort, kasproSortFields, { field: 'accountnumber', dir: 'asc' });
      return listPage({
        db,
        from: db.selectFrom('kaspro_agents'),
        select: (qb) => qb.select(agentColumns),
        order: orderOf({ column: sort.field, dir: sort.dir }),
        page: q.page,
        size: q.size,
        search: { term: q.search, ...AGENT_SEARCH },
        exactTotal: q.exactTotal,
      });
    },

    async findByIds(ids: readonly number[], q: Q = db): Promise<KasproAgent[]> {
      const out: KasproAgent[] = [];
      for (const part of chunks([...new Set(ids)], 500)) {
        out.push(...(await q.selectFrom('kaspro_agents').select(agentColumns).where('id', 'in', part).execute()));
      }
      return out.sort((a, b) => a.accountnumber.localeCompare(b.accountnumber));
    },

    async existingAccounts(accounts: readonly string[], q: Q = db): Promise<Set<string>> {
      const out = new Set<string>();
      for (const part of chunks([...new Set(accounts)], 500)) {
        const rows = await q.selectFrom('kaspro_agents').select('accountnumber').where('accountnumber', 'in', part).execute();
        for (const r of rows) out.add(r.accountnumber);
      }
      return out;
    },

    /** Inserts or updates agents by account number. */
    async upsertMany(agents: readonly KasproAgentInput[], q: Q = db) {
      const now = nowIso();
      for (const part of chunks(agents, 500)) {
        await q
          .insertInto('kaspro_agents')
          .values(part.map((a) => ({ ...a, created_at: now, updated_at: now })))
          .onConflict((oc) =>
            oc.column('accountnumber').doUpdateSet((eb) => ({
              msisdn: eb.ref('excluded.msisdn'),
              fullname: eb.ref('excluded.fullname'),
              updated_at: eb.ref('excluded.updated_at'),
            })),
          )
          .execute();
      }
    },

    async listApplications(q: PlatformListQuery): Promise<{ rows: KasproApplication[]; total: number }> {
      const dir = parseSort(q.sort, ['created_at'] as const, { field: 'created_at', dir: 'desc' }).dir;
      return listPage({
        db,
        from: db.selectFrom('kaspro_applications'),
        select: (qb) => qb.select(applicationColumns),
        order: orderOf({ column: 'created_at', dir }),
        page: q.page,
        size: q.size,
        search: { term: q.search, ...APPLICATION_SEARCH },
        exactTotal: q.exactTotal,
      });
    },

    async insertApplication(a: KasproApplicationBody, createdBy: number | null, q: Q = db): Promise<KasproApplication> {
      const now = nowIso();
      return q
        .insertInto('kaspro_applications')
        .values({ ...a, created_by: createdBy, created_at: now, updated_at: now })
        .returning(applicationColumns)
        .executeTakeFirstOrThrow();
    },
  };
}
