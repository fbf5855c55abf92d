import type { Overview, TrendDay, Trends } from '@konsol/contract';
import type { AppContext } from '../../context.js';
import { nowIso, wibDayRange, wibLastDays, wibToday } from '../../lib/time.js';
import { approvalsService } from '../approvals/approvals.service.js';
import { insightRepository, KEEP_MARGIN_HOURS } from './insight.repository.js';

/**
 * The dashboards' insight: a server's or the platform's days (DESIGN §11; each figure is defined in
 * docs/decisions.md), and the platform overview. Every WIB day of the span is present, zeros included.
 */
export function insightService(ctx: AppContext) {
  const repo = insightRepository(ctx.db, ctx.dialect);
  const approvals = approvalsService(ctx);

  /** The figures of `dates` (WIB days), added up from the rows: each list's rows of those days, by day. */
  async function addUp(q: Parameters<typeof repo.daySums>[2], serverId: number | undefined, dates: string[]): Promise<TrendDay[]> {
    if (!dates.length) return [];
    const range = { from: wibDayRange(dates[0]!).from, to: wibDayRange(dates[dates.length - 1]!).to, day: dates[1] ? undefined : dates[0] };
    const days = new Map<string, TrendDay>(
      dates.map((date) => [date, { date, topupCount: 0, topupAmount: 0, cashin: 0, cashout: 0, tokensSpent: 0, activeAgents: 0 }]),
    );
    for (const r of await repo.daySums(serverId, range, q)) {
      const day = days.get(r.date);
      if (!day) continue;
      if (r.k === 'topups') Object.assign(day, { topupCount: r.a, topupAmount: r.b });
      else if (r.k === 'agents') day.activeAgents = r.a;
      else if (r.k === 'cashins') day.cashin = r.a;
      else if (r.k === 'cashouts') day.cashout = r.a;
      else day.tokensSpent = r.a;
    }
    return [...days.values()];
  }

  /**
   * `dates` of a server (or the platform): ended days as kept in `insight_days`, added up and kept when missing (a
   * change to a day's rows drops it, migration 0019); today (and yesterday in today's first hour) from the rows.
   */
  async function trends(serverId: number | undefined, dates: string[]): Promise<Trends> {
    const key = serverId ?? 0;
    const liveFrom = wibToday(Date.now() - KEEP_MARGIN_HOURS * 3_600_000);
    const past = dates.filter((d) => d < liveFrom);
    const kept = await repo.keptDays(ctx.db, key, past);
    const have = new Set(kept.map((d) => d.date));
    const missing = past.filter((d) => !have.has(d));
    const fresh = missing.length
      ? await ctx.db.transaction().execute(async (trx) => {
          await repo.lockDays(trx, key, missing);
          const days = await addUp(trx, serverId, missing);
          await repo.keepDays(trx, key, days);
          return days;
        })
      : [];
    const live = await addUp(
      ctx.db,
      serverId,
      dates.filter((d) => d >= liveFrom),
    );
    const byDate = new Map([...kept, ...fresh, ...live].map((d) => [d.date, d]));
    return { days: dates.map((date) => byDate.get(date)!) };
  }

  return {
    serverTrends: (serverId: number, days: number) => trends(serverId, wibLastDays(days)),
    platformTrends: (days: number) => trends(undefined, wibLastDays(days)),
    /** One WIB day of a server's figures (its daily recap). */
    serverDay: async (serverId: number, date: string): Promise<TrendDay> => (await trends(serverId, [date])).days[0]!,
    /** A server's pay-later bills unpaid, and of them those past due at `now`. */
    serverBills: (serverId: number, now = nowIso()) => repo.bills(serverId, now),

    async overview(): Promise<Overview> {
      const monthStart = wibDayRange(`${wibToday().slice(0, 7)}-01`).from;
      const [servers, resellers, money, waiting, month] = await Promise.all([
        repo.servers(monthStart),
        repo.resellers(),
        repo.money(nowIso()),
        approvals.counts(),
        trends(undefined, wibLastDays(30)),
      ]);
      // Today, the last 7 and the last 30 WIB days (today included), from the platform's own trends.
      const last = (n: number, key: 'cashin' | 'cashout') => month.days.slice(-n).reduce((s, d) => s + d[key], 0);
      const window = (key: 'cashin' | 'cashout') => ({ today: last(1, key), days7: last(7, key), days30: last(30, key) });
      return {
        servers,
        resellers,
        money: {
          walletBalance: money.walletBalance,
          cashin: window('cashin'),
          cashout: window('cashout'),
          cashoutsPending: { count: waiting.cashouts, amount: money.cashoutsPendingAmount },
          loansOutstanding: money.loansOutstanding,
          billsUnpaid: money.billsUnpaid,
          billsOverdue: money.billsOverdue,
        },
        approvals: waiting,
      };
    },
  };
}
