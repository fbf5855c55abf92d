import type { ApprovalAwaiting, CashoutRow } from '@konsol/contract';
import { api } from '../../../lib/api-client';
import { useDecision } from './use-decision';

/**
 * `POST /api/admin/wallet/cashout/{id}/complete {status, code?}`: 1 Sukses, 2 Gagal (refunded); `code` the approver's
 * TOTP where the cash-out's tier asks for one. Answers the finished cash-out, or `awaiting` (`isAwaiting`) while it
 * still needs another approver.
 */
export const useCompleteCashout = () =>
  useDecision(({ id, status, code }: { id: number; status: 1 | 2; code?: string }) =>
    api.post<CashoutRow | ApprovalAwaiting>(`/admin/wallet/cashout/${id}/complete`, { status, code: code || undefined }),
  );
