import { kasproApplicationBody } from '@konsol/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { applicationsQueryKey } from './keys';
import type { KasproApplication, KasproApplicationBody } from './types';

export { kasproApplicationBody };

/** `POST /api/admin/agenkaspro/applications`: registers a Kaspro application. */
export function useCreateApplication() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: KasproApplicationBody) => api.post<KasproApplication>('/admin/agenkaspro/applications', body),
    onSuccess: () => qc.invalidateQueries({ queryKey: applicationsQueryKey }),
  });
}
