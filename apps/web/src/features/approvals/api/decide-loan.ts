import type { ApprovalAwaiting, LoanRequest } from '@konsol/contract';
import { api } from '../../../lib/api-client';
import { useDecision } from './use-decision';

export interface DecideLoanArgs {
  id: number;
  approve: boolean;
  creditlimit?: number;
  msg?: string;
  /** The approver's TOTP code, where the limit's tier asks for one (approving only). */
  code?: string;
}

/**
 * `POST /api/admin/irmacapital/request/{id}/decide {approve, creditlimit?, msg?, code?}`. Answers the decided
 * application, or `awaiting` (`isAwaiting`) while an approval still needs another approver.
 */
export const useDecideLoan = () =>
  useDecision(({ id, approve, creditlimit, msg, code }: DecideLoanArgs) =>
    api.post<LoanRequest | ApprovalAwaiting>(`/admin/irmacapital/request/${id}/decide`, {
      approve,
      creditlimit,
      msg: msg || undefined,
      code: code || undefined,
    }),
  );
