import { api } from '../../../lib/api-client';
import { useDecision } from './use-decision';

/** `POST /api/payments/sandbox/pay {va}`: the sandbox provider reports the VA paid (demos). */
export const useSandboxPay = () => useDecision((va: string) => api.post<unknown>('/payments/sandbox/pay', { va }));
