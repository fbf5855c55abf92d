import { api } from '../../../lib/api-client';
import { useDecision } from './use-decision';

/** `POST /api/admin/tokensms/order/{id}/paid {code?}`: tokens credited, VA closed, once the tier's approvers are in. */
export const useMarkOrderPaid = () =>
  useDecision(({ id, code }: { id: number; code?: string }) =>
    api.post<unknown>(`/admin/tokensms/order/${id}/paid`, { code: code || undefined }),
  );
