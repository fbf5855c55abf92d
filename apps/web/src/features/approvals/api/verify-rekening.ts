import { api } from '../../../lib/api-client';
import { useDecision } from './use-decision';

/** `POST /api/admin/bayartempo/rekening/{id}/verify {approve, remark?}`. */
export const useVerifyRekening = () =>
  useDecision(({ id, approve, remark }: { id: number; approve: boolean; remark?: string }) =>
    api.post<unknown>(`/admin/bayartempo/rekening/${id}/verify`, { approve, remark: remark || undefined }),
  );
