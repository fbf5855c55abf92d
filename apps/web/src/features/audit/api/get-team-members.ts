import type { StaffRow } from '@konsol/contract';
import { useQuery } from '@tanstack/react-query';
import { api, type PageData } from '../../../lib/api-client';

/** The people of my server, for the person filter (`GET /api/backoffice/staff`, all rows). */
export const useTeamMembers = () =>
  useQuery({
    queryKey: ['audit', 'team'] as const,
    queryFn: async ({ signal }) =>
      (await api.get<PageData<StaffRow>>('/backoffice/staff', { query: { page: 0, size: -1 }, signal })).data.content,
    staleTime: 60_000,
  });
