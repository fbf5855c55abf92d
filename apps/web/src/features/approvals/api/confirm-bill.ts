import { api } from '../../../lib/api-client';
import { useDecision } from './use-decision';

/** `POST /api/admin/bayartempo/serpulbills/{id}/confirm`: SUCCESS, the limit released. */
export const useConfirmBill = () => useDecision((id: number) => api.post<unknown>(`/admin/bayartempo/serpulbills/${id}/confirm`));
