import { api } from '../../../lib/api-client';
import { useDecision } from './use-decision';

/** `POST /api/admin/wallet/cashout/{id}/complete {status}`: 1 Sukses, 2 Gagal (refunded). */
export const useCompleteCashout = () =>
  useDecision(({ id, status }: { id: number; status: 1 | 2 }) => api.post<unknown>(`/admin/wallet/cashout/${id}/complete`, { status }));
