import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { bankMutationsQueryKey } from './keys';
import type { ReconciliationReport } from './types';

/**
 * `GET /api/admin/reconciliation?date=YYYY-MM-DD`: one WIB day's money in (docs/payments.md, Daily reconciliation):
 * each company account's statement lines against the transfers they paid, each provider channel's payments against
 * the virtual accounts they paid, and the transfers a person confirmed by hand. Under the statements' key, so an
 * import, an assignment or an ignore refreshes it.
 */
export const reconciliationQueryOptions = (date: string) =>
  queryOptions({
    queryKey: [...bankMutationsQueryKey, 'reconciliation', date] as const,
    queryFn: async ({ signal }) => (await api.get<ReconciliationReport>('/admin/reconciliation', { signal, query: { date } })).data,
  });
export const useReconciliation = (date: string) => useQuery(reconciliationQueryOptions(date));
