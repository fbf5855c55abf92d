import { useQueryClient } from '@tanstack/react-query';
import { BAYARTEMPO_KEY } from './keys';

/** Cards, bills, accounts (and the wallet screens' cache) after a change. */
export function useInvalidate() {
  const qc = useQueryClient();
  return () =>
    Promise.all([qc.invalidateQueries({ queryKey: BAYARTEMPO_KEY }), qc.invalidateQueries({ queryKey: ['wallet'] })]).then(() => undefined);
}
