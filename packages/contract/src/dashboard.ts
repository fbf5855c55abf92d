import { z } from 'zod';

export const dashboardSchema = z.object({
  totalagen: z.number().int(),
  agenaktiftoday: z.number().int(),
  tokensms: z.number().int(),
  topupchannel: z.number().int(),
  irsmarketbalance: z.number().int(),
  /** Tutorial videos (platform settings): title and address in Indonesian, and in English (`urlEn` empty: the same). */
  videos: z.array(z.object({ title: z.string(), titleEn: z.string(), url: z.string(), urlEn: z.string() })),
});
export type Dashboard = z.infer<typeof dashboardSchema>;

/** The trends' spans in days (DESIGN §11); any other `days` is refused. */
export const TREND_SPANS = [7, 30, 90] as const;
export const trendsQuery = z.object({
  days: z.coerce
    .number({ error: 'trendDaysInvalid' })
    .refine((d) => (TREND_SPANS as readonly number[]).includes(d), { error: 'trendDaysInvalid' }),
});

/** One WIB day of a server's (or the platform's) activity; every figure is defined in docs/decisions.md. */
export const trendDaySchema = z.object({
  date: z.string(),
  topupCount: z.number().int(),
  topupAmount: z.number().int(),
  cashin: z.number().int(),
  cashout: z.number().int(),
  tokensSpent: z.number().int(),
  activeAgents: z.number().int(),
});
export type TrendDay = z.infer<typeof trendDaySchema>;
export const trendsSchema = z.object({ days: z.array(trendDaySchema) });
export type Trends = z.infer<typeof trendsSchema>;

const countAmount = z.object({ count: z.number().int(), amount: z.number().int() });
const lastDays = z.object({ today: z.number().int(), days7: z.number().int(), days30: z.number().int() });

/** The platform at a glance, for platform users (`GET /api/admin/overview`). */
export const overviewSchema = z.object({
  servers: z.object({ total: z.number().int(), active: z.number().int(), newThisMonth: z.number().int() }),
  resellers: z.number().int(),
  money: z.object({
    walletBalance: z.number().int(),
    cashin: lastDays,
    cashout: lastDays,
    cashoutsPending: countAmount,
    loansOutstanding: countAmount,
    billsUnpaid: countAmount,
    billsOverdue: countAmount,
  }),
  /** The same kinds and counts as `GET /api/admin/approvals`. */
  approvals: z.object({
    tokensmsOrders: z.number().int(),
    banks: z.number().int(),
    cashouts: z.number().int(),
    loanRequests: z.number().int(),
    bills: z.number().int(),
    rekening: z.number().int(),
    paylaterCashouts: z.number().int(),
  }),
});
export type Overview = z.infer<typeof overviewSchema>;
