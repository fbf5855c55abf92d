import type { ApprovalAwaiting, RekeningCashout } from '@konsol/contract';
import { api } from '../../../lib/api-client';
import { useDecision } from './use-decision';

/**
 * `POST /api/admin/bayartempo/cashouts/{id}/complete {status, code?}`: 1 Sukses once the tier's approvers are in (else
 * `awaiting`), 2 Gagal (the money back on the balance).
 */
export const useCompletePaylaterCashout = () =>
  useDecision(({ id, status, code }: { id: number; status: 1 | 2; code?: string }) =>
    api.post<RekeningCashout | ApprovalAwaiting>(`/admin/bayartempo/cashouts/${id}/complete`, { status, code: code || undefined }),
  );
