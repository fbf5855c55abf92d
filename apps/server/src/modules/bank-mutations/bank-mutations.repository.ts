import type { BankMutationRow, BankMutationsQuery } from '@konsol/contract';
import { type Kysely, type Selectable, sql, type Transaction } from 'kysely';
import type { DB } from '../../db/schema.js';
import { listPage, orderOf } from '../../lib/list.js';
import { listSearch } from '../../lib/search.js';
import { nowIso, wibDayRange } from '../../lib/time.js';

type Q = Kysely<DB> | Transaction<DB>;
type Line = Selectable<DB['bank_mutations']>;

/** A statement line before it is stored. */
export interface NewLine {
  account: string;
  line_key: string;
  day: string;
  amount: number;
  type: 'CR' | 'DB';
  description: string;
  balance: number | null;
  source: 'import' | 'push';
  created_by: number | null;
}

const MUTATION_SEARCH = listSearch({ table: 'bank_mutations', as: 'b', columns: ['description', 'account'], prefix: ['account'] });

export const toMutation = (r: Line & { matched_ref: string | null; decided_email: string | null }): BankMutationRow => ({
  id: r.id,
  account: r.account,
  date: r.day,
  amount: Number(r.amount),
  type: r.type,
  description: r.description,
  balance: r.balance === null ? null : Number(r.balance),
  source: r.source as BankMutationRow['source'],
  status: r.status as BankMutationRow['status'],
  matchedKind: r.matched_kind,
  matchedId: r.matched_id,
  matchedRef: r.matched_ref,
  reason: r.reason,
  decidedBy: r.decided_email,
  decidedAt: r.decided_at,
  createdAt: r.created_at,
});

export function bankMutationsRepository(db: Kysely<DB>) {
  const withNames = (q: Q) =>
    q
      .selectFrom('bank_mutations as b')
      .leftJoin('tokensms_orders as o', (j) => j.onRef('o.id', '=', 'b.matched_id').on('b.matched_kind', '=', 'tokenOrder'))
      .leftJoin('users as u', 'u.id', 'b.decided_by');
  const columns = [
    'b.id',
    'b.account',
    'b.line_key',
    'b.day',
    'b.amount',
    'b.type',
    'b.description',
    'b.balance',
    'b.source',
    'b.status',
    'b.matched_kind',
    'b.matched_id',
    'b.reason',
    'b.decided_by',
    'b.decided_at',
    'b.created_by',
    'b.created_at',
    'o.invoice as matched_ref',
    'u.email as decided_email',
  ] as const;

  return {
    /** Stores a line unless its account has it already (undefined then). */
    insert: (q: Q, line: NewLine) =>
      q
        .insertInto('bank_mutations')
        .values({
          ...line,
          status: line.type === 'CR' ? 'unmatched' : 'ignored',
          reason: line.type === 'CR' ? null : 'Debit',
          created_at: nowIso(),
        })
        .onConflict((oc) => oc.columns(['account', 'line_key']).doNothing())
        .returningAll()
        .executeTakeFirst(),

    find: (q: Q, id: number) => withNames(q).select(columns).where('b.id', '=', id).executeTakeFirst(),

    /** A line decided: matched (to what, by whom) or ignored (why); only while unmatched. */
    settle: (
      q: Q,
      id: number,
      to: { status: 'matched' | 'ignored'; matched_kind?: string; matched_id?: number; reason?: string; decided_by: number | null },
    ) =>
      q
        .updateTable('bank_mutations')
        .set({ ...to, decided_at: nowIso() })
        .where('id', '=', id)
        .where('status', '=', 'unmatched')
        .executeTakeFirst(),

    /**
     * The waiting orders a credit of `amount` on WIB day `day` may pay: its transfer amount, created by that day and
     * open through it. At most two are read: one pays, two leave the line to an approver.
     */
    openTransfers: (q: Q, amount: number, day: string) => {
      const { from, to } = wibDayRange(day);
      return q
        .selectFrom('tokensms_orders')
        .select(['id', 'server_id'])
        .where('transfer_amount', '=', amount)
        .where('status', '=', 0)
        .where('created_at', '<', to)
        .where('transfer_expires_at', '>', from)
        .limit(2)
        .execute();
    },

    async mapping(account: string): Promise<string | undefined> {
      return (await db.selectFrom('bank_mutation_mappings').select('mapping').where('account', '=', account).executeTakeFirst())?.mapping;
    },

    saveMapping: (q: Q, account: string, mapping: string, userId: number | null) =>
      q
        .insertInto('bank_mutation_mappings')
        .values({ account, mapping, updated_by: userId, updated_at: nowIso() })
        .onConflict((oc) => oc.column('account').doUpdateSet({ mapping, updated_by: userId, updated_at: nowIso() }))
        .execute(),

    list: (q: BankMutationsQuery) =>
      listPage({
        db,
        from: withNames(db)
          .$if(q.status !== undefined, (qb) => qb.where('b.status', '=', q.status!))
          .$if(!!q.account, (qb) => qb.where('b.account', '=', q.account!)),
        select: (qb) => qb.select(columns),
        order: orderOf({ column: 'b.id', dir: 'desc' }, 'b.id'),
        page: q.page,
        size: q.size,
        search: { term: q.search, ...MUTATION_SEARCH },
        exactTotal: q.exactTotal,
      }),

    unmatchedCount: async () =>
      Number(
        (
          await db
            .selectFrom('bank_mutations')
            .select(sql<number>`count(*)`.as('n'))
            .where('status', '=', 'unmatched')
            .executeTakeFirstOrThrow()
        ).n,
      ),
  };
}
