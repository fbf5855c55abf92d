import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** `PATCH /api/backoffice/apps/maxotp/{value}`: OTP SMS one phone may receive per day. */
export function useSetMaxOtp() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (value: number) => api.patch<{ maxotp: number }>(`/backoffice/apps/maxotp/${value}`),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['apps'] }),
  });
}
