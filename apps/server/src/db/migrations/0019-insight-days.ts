import { type Kysely, sql } from 'kysely';
import type { Dialect } from '../database.js';
import { wibDay } from './0006-performance.js';
import { statementTrigger } from './helpers.js';

/**
 * The dashboards' past days, kept once added up (issue #28): `insight_days` holds a server's figures of one ended
 * WIB day (`server_id` 0: the whole platform), written when a trend first needs the day. A change to a row a
 * figure adds up (its time, status or amount) deletes the kept days it belongs to, old and new, in the change's
 * own transaction; the next read adds the day up again. PostgreSQL serialises the two with an advisory lock per
 * (server, day), taken only for days that can be kept (today's writes never wait on each other).
 */
export const INSIGHT_SOURCES: { table: string; time: string; columns: string[] }[] = [
  { table: 'topups', time: 'waktu', columns: ['waktu', 'status', 'amount', 'reseller'] },
  { table: 'wallet_cashins', time: 'paid_at', columns: ['paid_at', 'status', 'amount'] },
  { table: 'wallet_cashouts', time: 'completed_at', columns: ['completed_at', 'status', 'amount'] },
  { table: 'tokensms_history', time: 'created_at', columns: ['created_at', 'status', 'amount'] },
];

/**
 * A day can be kept once it ended this many hours ago: a transaction open across midnight writes the day it
 * started in, and its trigger (which reads the transaction's start time) must still lock and drop that day.
 */
export const KEEP_MARGIN_HOURS = 1;

/** The advisory lock of a cached day (PostgreSQL): the same key in the triggers and where a day is added up. */
export const dayLockKey = (serverSql: string, daySql: string) => `hashtextextended('insight:' || ${serverSql} || ':' || ${daySql}, 0)`;

export function insightDays(dialect: Dialect) {
  const big = dialect === 'postgres' ? 'bigint' : 'integer';
  const wib = wibDay(dialect);
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('insight_days')
        .addColumn('server_id', 'integer', (c) => c.notNull())
        .addColumn('day', 'varchar(10)', (c) => c.notNull())
        .addColumn('topup_count', big, (c) => c.notNull())
        .addColumn('topup_amount', big, (c) => c.notNull())
        .addColumn('cashin', big, (c) => c.notNull())
        .addColumn('cashout', big, (c) => c.notNull())
        .addColumn('tokens_spent', big, (c) => c.notNull())
        .addColumn('active_agents', big, (c) => c.notNull())
        .addPrimaryKeyConstraint('insight_days_pk', ['server_id', 'day'])
        .execute();

      for (const s of INSIGHT_SOURCES) {
        if (dialect === 'sqlite') {
          const drop = (r: string) => `delete from insight_days where server_id in (${r}.server_id, 0) and day = ${wib(`${r}.${s.time}`)};`;
          await sql.raw(`create trigger ${s.table}_days_ins after insert on ${s.table} begin ${drop('new')} end`).execute(db);
          await sql.raw(`create trigger ${s.table}_days_del after delete on ${s.table} begin ${drop('old')} end`).execute(db);
          await sql
            .raw(
              `create trigger ${s.table}_days_upd after update of ${s.columns.join(', ')} on ${s.table} begin ${drop('old')} ${drop('new')} end`,
            )
            .execute(db);
        } else {
          // Per statement: each (server, day) the changed rows touch, locked in one order (no deadlock), then dropped.
          const kept = (r: string) => `${wib(`${r}.${s.time}`)} < ${wib(`(now() - interval '${KEEP_MARGIN_HOURS} hours')`)}`;
          const drop = (rows: string) =>
            `perform pg_advisory_xact_lock(k) from (
               select distinct ${dayLockKey('x.sid::text', 'x.day')} as k from (
                 select r.server_id as sid, ${wib(`r.${s.time}`)} as day from ${rows} r where ${kept('r')}
                 union select 0, ${wib(`r.${s.time}`)} from ${rows} r where ${kept('r')}
               ) x order by 1
             ) locks;
             delete from insight_days d using ${rows} r
               where ${kept('r')} and d.server_id in (r.server_id, 0) and d.day = ${wib(`r.${s.time}`)};`;
          await statementTrigger(db, `${s.table}_days_ins`, 'insert', s.table, drop('inserted'));
          await statementTrigger(db, `${s.table}_days_del`, 'delete', s.table, drop('deleted'));
          await statementTrigger(db, `${s.table}_days_upd`, 'update', s.table, `${drop('deleted')} ${drop('inserted')}`);
        }
      }
    },
  };
}
