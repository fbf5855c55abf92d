import type { ApprovalsBulkAnswer, ApprovalsBulkBody } from '@konsol/contract';
import { api } from '../../../lib/api-client';
import { useDecision } from './use-decision';

/**
 * `POST /api/admin/approvals/bulk {kind, ids, approve, reason?, code?}`: up to 100 decisions of one kind with one
 * TOTP code. Answers each item's outcome in the order asked (`done`, `awaiting` another approver, or refused with
 * its `msg`) and the summary as `msg` ("3 dari 4 diputuskan").
 *
 * @example
 * const bulk = useDecideBulk();
 * const res = await bulk.mutateAsync({ kind: 'cashout', ids: [1, 2, 3], approve: true, code: '123456' });
 */
export const useDecideBulk = () => useDecision((body: ApprovalsBulkBody) => api.post<ApprovalsBulkAnswer>('/admin/approvals/bulk', body));
