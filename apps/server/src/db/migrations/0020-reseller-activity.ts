import { type Kysely, sql } from 'kysely';
import type { Dialect } from '../database.js';
import { wibDay } from './0006-performance.js';
import { dayLockKey, KEEP_MARGIN_HOURS } from './0019-insight-days.js';
import { statementTrigger } from './helpers.js';

/**
 * One meaning of "active agent" (issue #42): `reseller_activity_days` keeps each WIB day on which a reseller was
 * active (an activity the engine reported in `last_activity`, or a successful top-up), so the dashboard's "Agen
 * Aktif Hari ini" and the trend's active agents of any day count the same rows. It replaces the
 * `resellers-active` counter (which kept a reseller on its latest day only, so a past day could not be told) and
 * the trend's own count of top-up resellers. A change of rows drops the kept trend days it belongs to, like the
 * sources of 0019.
 */
export function resellerActivity(dialect: Dialect) {
  const wib = wibDay(dialect);
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('reseller_activity_days')
        .addColumn('server_id', 'integer', (c) => c.notNull())
        .addColumn('day', 'varchar(10)', (c) => c.notNull())
        .addColumn('kode', 'varchar(30)', (c) => c.notNull())
        .addPrimaryKeyConstraint('reseller_activity_days_pk', ['server_id', 'day', 'kode'])
        .execute();
      // The platform's days read every server's rows of a day.
      await db.schema.createIndex('reseller_activity_days_day_idx').on('reseller_activity_days').columns(['day']).execute();
      await sql
        .raw(
          `insert into reseller_activity_days (server_id, day, kode)
           select server_id, ${wib('last_activity')}, kode from resellers where last_activity is not null
           union select server_id, ${wib('waktu')}, reseller from topups where status = 1 and reseller <> ''`,
        )
        .execute(db);

      if (dialect === 'sqlite') {
        for (const name of ['ins', 'del', 'upd']) await sql.raw(`drop trigger if exists resellers_active_count_${name}`).execute(db);
        const drop = (r: string) => `delete from insight_days where server_id in (${r}.server_id, 0) and day = ${r}.day;`;
        await sql
          .raw(`create trigger reseller_activity_days_ins after insert on reseller_activity_days begin ${drop('new')} end`)
          .execute(db);
        await sql
          .raw(`create trigger reseller_activity_days_del after delete on reseller_activity_days begin ${drop('old')} end`)
          .execute(db);
      } else {
        for (const name of ['ins', 'del', 'upd']) {
          await sql.raw(`drop trigger if exists resellers_active_count_${name} on resellers`).execute(db);
          await sql.raw(`drop function if exists resellers_active_count_${name}()`).execute(db);
        }
        // As 0019: each kept (server, day) the changed rows touch, locked in one order, then dropped.
        const kept = `r.day < ${wib(`(now() - interval '${KEEP_MARGIN_HOURS} hours')`)}`;
        const drop = (rows: string) =>
          `perform pg_advisory_xact_lock(k) from (
             select distinct ${dayLockKey('x.sid::text', 'x.day')} as k from (
               select r.server_id as sid, r.day from ${rows} r where ${kept}
               union select 0, r.day from ${rows} r where ${kept}
             ) x order by 1
           ) locks;
           delete from insight_days d using ${rows} r where ${kept} and d.server_id in (r.server_id, 0) and d.day = r.day;`;
        await statementTrigger(db, 'reseller_activity_days_ins', 'insert', 'reseller_activity_days', drop('inserted'));
        await statementTrigger(db, 'reseller_activity_days_del', 'delete', 'reseller_activity_days', drop('deleted'));
      }
      await sql`delete from list_counts where list = 'resellers-active'`.execute(db);
      // Kept days counted active agents the old way.
      await sql`delete from insight_days`.execute(db);
    },
  };
}
