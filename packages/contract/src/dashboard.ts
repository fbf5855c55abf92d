import { z } from 'zod';

export const dashboardSchema = z.object({
  totalagen: z.number().int(),
  agenaktiftoday: z.number().int(),
  tokensms: z.number().int(),
  topupchannel: z.number().int(),
  irsmarketbalance: z.number().int(),
  /** Tutorial videos: `title` in Indonesian, `titleEn` in English when the administrator gave one. */
  videos: z.array(z.object({ title: z.string(), titleEn: z.string().optional(), url: z.string() })),
});
export type Dashboard = z.infer<typeof dashboardSchema>;
