import { api } from '../../../lib/api-client';
import { useDecision } from './use-decision';

/** `POST /api/admin/tokensms/order/{id}/paid`: tokens credited, VA closed. */
export const useMarkOrderPaid = () => useDecision((id: number) => api.post<unknown>(`/admin/tokensms/order/${id}/paid`));
