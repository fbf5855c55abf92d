import type { BillRow } from '@konsol/contract';
import { api } from '../../../lib/api-client';
import { useDecision } from './use-decision';

export interface CreateBillInput {
  server: string;
  amount: number;
  fee: number;
  expiredAt: string;
  details: { idreseller: string; resellername: string; amount: number }[];
}
/** `POST /api/admin/bayartempo/serpulbills`: the sandbox supplier's bill for a server (takes its limit). */
export const useCreateBill = () => useDecision((body: CreateBillInput) => api.post<BillRow>('/admin/bayartempo/serpulbills', body));
