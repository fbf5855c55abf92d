import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { ApprovalCounts } from './types';

/** `GET /api/admin/approvals`: how many items wait, per kind (tab badges); the page's query and its route's prefetch. */
export const approvalCountsQueryOptions = () =>
  queryOptions({
    queryKey: ['approvals', 'counts'] as const,
    queryFn: async ({ signal }) => (await api.get<ApprovalCounts>('/admin/approvals', { signal })).data,
  });
export const useApprovalCounts = () => useQuery(approvalCountsQueryOptions());
