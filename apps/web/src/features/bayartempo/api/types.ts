import type { bayartempoBalanceSchema, billVaRow, rekeningCashoutRow } from '@konsol/contract';
import type { z } from 'zod';
import type { Envelope } from '../../../lib/api-client';

export type { BillRow, RekeningRow } from '@konsol/contract';
export type BayartempoBalance = z.infer<typeof bayartempoBalanceSchema>;
export type BillVa = z.infer<typeof billVaRow>;
export type RekeningCashout = z.infer<typeof rekeningCashoutRow>;
export interface SerpulBank {
  code: string;
  name: string;
}
/** The answers that carry the spec's code: "00" for a bill update or a new account, "200" for a cash-out. */
export type CodeEnvelope<T> = Envelope<T> & { code: string };
