import type { TrendDay } from '@konsol/contract';
import { type Kysely, type RawBuilder, sql, type Transaction } from 'kysely';
import type { Dialect } from '../../db/database.js';
import type { DB } from '../../db/schema.js';

import { wibDaySql, wibToday } from '../../lib/time.js';

/** A span of WIB days as ISO bounds; `day` when it is one day (its figures need no grouping). */
type Range = { from: string; to: string; day?: string };
type Q = Kysely<DB> | Transaction<DB>;
type Day = { date: string; a: number; b: number; c: number };
type DayList = 'topups' | 'cashins' | 'cashouts' | 'tokens' | 'agents';

const num = (v: unknown) => Number(v ?? 0);

/**
 * A day is kept once it ended this many hours ago: a transaction open across midnight writes the day it started in,
 * and its trigger (migration 0019's, which holds the same margin) must still find that day to drop.
 */
export const KEEP_MARGIN_HOURS = 1;

/** The advisory lock of a kept day (PostgreSQL), as migration 0019's triggers take it. */
export const dayLockKey = (serverSql: string, daySql: string) => `hashtextextended('insight:' || ${serverSql} || ':' || ${daySql}, 0)`;

/**
 * Read-only figures over the money, top-up and SMS tables, for the dashboards. `serverId` undefined reads the
 * whole platform. Each daily query is one range of an indexed time column (migration 0017), grouped by WIB day.
 */
export function insightRepository(db: Kysely<DB>, dialect: Dialect) {
  // one day is every row's day: no date worked out per row, nothing to group (today, read on every dashboard)
  const dayOf = (column: string, r: Range): RawBuilder<string> =>
    r.day ? sql<string>`cast(${r.day} as varchar(10))` : sql<string>`${sql.raw(wibDaySql(dialect)(column))}`;

  /** Pay-later bills not paid (count, amount), and those of them past due at `now`: the platform's or a server's. */
  async function bills(serverId: number | undefined, now: string) {
    const r = await db
      .selectFrom('bills')
      .select([
        sql<number>`count(*)`.as('count'),
        sql<number>`coalesce(sum(amount), 0)`.as('amount'),
        sql<number>`coalesce(sum(case when expired_at < ${now} then 1 else 0 end), 0)`.as('overdue_count'),
        sql<number>`coalesce(sum(case when expired_at < ${now} then amount else 0 end), 0)`.as('overdue_amount'),
      ])
      .$if(serverId !== undefined, (q) => q.where('server_id', '=', serverId!))
      .where('status', '=', 'NOTPAID')
      .executeTakeFirstOrThrow();
    return {
      unpaid: { count: num(r.count), amount: num(r.amount) },
      overdue: { count: num(r.overdue_count), amount: num(r.overdue_amount) },
    };
  }

  return {
    /** The kept days of `key` (a server, 0 the platform) from the first to the last of `days` (in order). */
    async keptDays(q: Q, key: number, days: string[]): Promise<TrendDay[]> {
      if (!days.length) return [];
      // a range, not a list of 90 values: PostgreSQL plans the list's parameters each time
      const rows = await q
        .selectFrom('insight_days')
        .select(['day', 'topup_count', 'topup_amount', 'cashin', 'cashout', 'tokens_spent', 'active_agents'])
        .where('server_id', '=', key)
        .where('day', '>=', days[0]!)
        .where('day', '<=', days[days.length - 1]!)
        .execute();
      return rows.map((r) => ({
        date: r.day,
        topupCount: num(r.topup_count),
        topupAmount: num(r.topup_amount),
        cashin: num(r.cashin),
        cashout: num(r.cashout),
        tokensSpent: num(r.tokens_spent),
        activeAgents: num(r.active_agents),
      }));
    },

    /**
     * Keeps days just added up. On PostgreSQL the caller first holds each day's lock (`lockDays`), which a change to
     * the day's rows waits for before it drops the day, so a kept day is never older than its rows.
     */
    async keepDays(trx: Transaction<DB>, key: number, days: TrendDay[]) {
      if (!days.length) return;
      await trx
        .insertInto('insight_days')
        .values(
          days.map((d) => ({
            server_id: key,
            day: d.date,
            topup_count: d.topupCount,
            topup_amount: d.topupAmount,
            cashin: d.cashin,
            cashout: d.cashout,
            tokens_spent: d.tokensSpent,
            active_agents: d.activeAgents,
          })),
        )
        .onConflict((oc) => oc.columns(['server_id', 'day']).doNothing())
        .execute();
    },

    /** PostgreSQL: takes the locks of `key`'s `days` in the triggers' order (migration 0019). */
    async lockDays(trx: Transaction<DB>, key: number, days: string[]) {
      if (dialect !== 'postgres' || !days.length) return;
      await sql`select pg_advisory_xact_lock(k) from (
          select distinct ${sql.raw(dayLockKey(String(Math.trunc(key)), 'd'))} as k from unnest(${days}::text[]) as d
        ) locks order by k`.execute(trx);
    },

    /**
     * Each list's figures of the days of `r`, by WIB day, in one statement (`k` names the list):
     * - `topups`: successful top-ups by `waktu`; a = count, b = amount;
     * - `cashins`: paid cash-ins by the time paid; a = amount;
     * - `cashouts`: completed (Sukses) cash-outs by the time completed; a = amount;
     * - `tokens`: tokens taken by OTP SMS by the time sent (a failed SMS, status 2, had its token given back); a = tokens;
     * - `agents`: resellers with activity reported that day (the rows are WIB days already); a = resellers.
     */
    async daySums(serverId: number | undefined, r: Range, q: Q = db): Promise<(Day & { k: DayList })[]> {
      const branch = (k: DayList, table: string, time: string, status: RawBuilder<unknown>, a: string, b = '0', c = '0') =>
        sql`select ${sql.lit(k)} as k, ${dayOf(time, r)} as date, ${sql.raw(a)} as a, ${sql.raw(b)} as b, ${sql.raw(c)} as c
          from ${sql.table(table)}
          where ${serverId === undefined ? sql`` : sql`server_id = ${serverId} and`} ${sql.ref(time)} >= ${r.from}
            and ${sql.ref(time)} < ${r.to} and ${status} ${r.day ? sql`` : sql`group by 2`}`;
      const [first, last] = [wibToday(Date.parse(r.from)), wibToday(Date.parse(r.to) - 1)];
      // One row per (server, day, reseller): the platform's count is of (server, code) pairs.
      const agents = sql`select 'agents' as k, day as date, count(*) as a, 0 as b, 0 as c from reseller_activity_days
        where ${serverId === undefined ? sql`` : sql`server_id = ${serverId} and`} day >= ${first} and day <= ${last} group by day`;
      const result = await sql<Record<string, unknown>>`${sql.join(
        [
          branch('topups', 'topups', 'waktu', sql`status = 1`, 'count(*)', 'coalesce(sum(amount), 0)'),
          agents,
          branch('cashins', 'wallet_cashins', 'paid_at', sql`status = 'COMPLETED'`, 'coalesce(sum(amount), 0)'),
          branch('cashouts', 'wallet_cashouts', 'completed_at', sql`status = 1`, 'coalesce(sum(amount), 0)'),
          branch('tokens', 'tokensms_history', 'created_at', sql`status <> 2`, 'coalesce(sum(amount), 0)'),
        ],
        sql` union all `,
      )}`.execute(q);
      return result.rows.map((row) => ({ k: row.k as DayList, date: String(row.date), a: num(row.a), b: num(row.b), c: num(row.c) }));
    },

    async servers(monthStart: string) {
      const r = await db
        .selectFrom('servers')
        .select([
          sql<number>`count(*)`.as('total'),
          sql<number>`coalesce(sum(case when status = 1 then 1 else 0 end), 0)`.as('active'),
          sql<number>`coalesce(sum(case when created_at >= ${monthStart} then 1 else 0 end), 0)`.as('fresh'),
        ])
        .executeTakeFirstOrThrow();
      return { total: num(r.total), active: num(r.active), newThisMonth: num(r.fresh) };
    },

    /** Every server's resellers together, from the counters of migration 0006. */
    resellers: async () =>
      num(
        (
          await db
            .selectFrom('list_counts')
            .select(sql<number>`coalesce(sum(n), 0)`.as('n'))
            .where('list', '=', 'resellers')
            .executeTakeFirstOrThrow()
        ).n,
      ),

    bills,

    /** The money held and owed across the platform now (cash-outs pending: their amount; approvals count them). */
    async money(now: string) {
      const countSum = (column: string) =>
        [sql<number>`count(*)`.as('count'), sql<number>`coalesce(sum(${sql.ref(column)}), 0)`.as('amount')] as const;
      const pair = (r: { count: unknown; amount: unknown }) => ({ count: num(r.count), amount: num(r.amount) });
      const [wallets, cashouts, loans, owed] = await Promise.all([
        db.selectFrom('wallets').select(countSum('balance')).executeTakeFirstOrThrow().then(pair),
        db.selectFrom('wallet_cashouts').select(countSum('amount')).where('status', '=', 0).executeTakeFirstOrThrow().then(pair),
        db.selectFrom('loan_contracts').select(countSum('total')).where('status', '=', 0).executeTakeFirstOrThrow().then(pair),
        bills(undefined, now),
      ]);
      return {
        walletBalance: wallets.amount,
        cashoutsPendingAmount: cashouts.amount,
        loansOutstanding: loans,
        billsUnpaid: owed.unpaid,
        billsOverdue: owed.overdue,
      };
    },
  };
}
