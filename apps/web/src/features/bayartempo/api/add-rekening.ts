import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { BAYARTEMPO_PATH } from './keys';
import type { CodeEnvelope, RekeningRow } from './types';
import { useInvalidate } from './use-invalidate';

/** `POST …/serpul-rekening/add {bankNo, name}`: a new account waiting for the administrator (code "00"). */
export function useAddRekening() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (body: { bankNo: string; name: string }) =>
      apiRequest<CodeEnvelope<RekeningRow>>(`${BAYARTEMPO_PATH}/serpul-rekening/add`, { method: 'POST', body }),
    onSuccess: () => invalidate(),
  });
}
