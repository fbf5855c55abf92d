import type { Overview, TrendDay, Trends } from '@konsol/contract';
import type { AppContext } from '../../context.js';
import { nowIso, wibDayRange, wibLastDays, wibToday } from '../../lib/time.js';
import { approvalsService } from '../approvals/approvals.service.js';
import { insightRepository } from './insight.repository.js';

/**
 * The dashboards' insight: a server's or the platform's days (DESIGN §11; each figure is defined in
 * docs/decisions.md), and the platform overview. Every WIB day of the span is present, zeros included.
 */
export function insightService(ctx: AppContext) {
  const repo = insightRepository(ctx.db, ctx.dialect);
  const approvals = approvalsService(ctx);

  async function trends(serverId: number | undefined, dates: string[]): Promise<Trends> {
    const range = { from: wibDayRange(dates[0]!).from, to: wibDayRange(dates[dates.length - 1]!).to };
    const [topups, cashins, cashouts, tokens] = await Promise.all([
      repo.topupDays(serverId, range),
      repo.cashinDays(serverId, range),
      repo.cashoutDays(serverId, range),
      repo.tokenDays(serverId, range),
    ]);
    const days = new Map<string, TrendDay>(
      dates.map((date) => [date, { date, topupCount: 0, topupAmount: 0, cashin: 0, cashout: 0, tokensSpent: 0, activeAgents: 0 }]),
    );
    const at = (date: string) => days.get(date);
    for (const r of topups) Object.assign(at(r.date) ?? {}, { topupCount: r.a, topupAmount: r.b, activeAgents: r.c });
    for (const r of cashins) Object.assign(at(r.date) ?? {}, { cashin: r.a });
    for (const r of cashouts) Object.assign(at(r.date) ?? {}, { cashout: r.a });
    for (const r of tokens) Object.assign(at(r.date) ?? {}, { tokensSpent: r.a });
    return { days: [...days.values()] };
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
