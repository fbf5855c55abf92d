import { useMutation, useQueryClient } from '@tanstack/react-query';

/** A decision: every approvals query (lists and badge counts) reloads after it. */
export function useDecision<A, R = unknown>(fn: (args: A) => Promise<{ msg: string; data: R }>) {
  const qc = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => qc.invalidateQueries({ queryKey: ['approvals'] }) });
}
