import { z } from 'zod';

export const dashboardSchema = z.object({
  totalagen: z.number().int(),
  agenaktiftoday: z.number().int(),
  tokensms: z.number().int(),
  topupchannel: z.number().int(),
  irsmarketbalance: z.number().int(),
  videos: z.array(z.object({ title: z.string(), url: z.string() })),
});
export type Dashboard = z.infer<typeof dashboardSchema>;
