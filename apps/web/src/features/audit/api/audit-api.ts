import type { AuditEntryView, Mitra, StaffRow } from '@konsol/contract';
import { useQuery } from '@tanstack/react-query';
import type { TableParams } from '../../../components/data-table';
import type { TableSource } from '../../../components/data-table/table-query';
import { api, type PageData } from '../../../lib/api-client';
import { getPage } from '../../../lib/list-query';

export type { AuditEntryView };
export const auditQueryKey = ['audit', 'list'] as const;

/**
 * `GET /api/admin/audit`: entries newest first; filters `actor` (e-mail contains), `action` (exact, or a family
 * ending with "."), `awal`/`akhir` (WIB days, inclusive).
 */
export const getAudit = (params: TableParams, signal?: AbortSignal) => getPage<AuditEntryView>('/admin/audit', params, signal);

/** The audit table: its query, default order and URL filters (the page's DataTable and its route's prefetch). */
export const AUDIT_TABLE = {
  queryKey: auditQueryKey,
  fetcher: getAudit,
  sort: 'created_at,desc',
  filterKeys: ['actor', 'action', 'awal', 'akhir'],
} as const satisfies TableSource<AuditEntryView>;

/** `GET /api/backoffice/audit`: my server's own trail (owners), with `user` (a person) for the actor filter. */
export const getServerAudit = (params: TableParams, signal?: AbortSignal) => getPage<AuditEntryView>('/backoffice/audit', params, signal);

export const SERVER_AUDIT_TABLE = {
  queryKey: ['audit', 'server'],
  fetcher: getServerAudit,
  sort: 'created_at,desc',
  filterKeys: ['user', 'action', 'awal', 'akhir'],
} as const satisfies TableSource<AuditEntryView>;

/** The people of my server, for the person filter (`GET /api/backoffice/staff`, all rows). */
export const useTeamMembers = () =>
  useQuery({
    queryKey: ['audit', 'team'] as const,
    queryFn: async ({ signal }) =>
      (await api.get<PageData<StaffRow>>('/backoffice/staff', { query: { page: 0, size: -1 }, signal })).data.content,
    staleTime: 60_000,
  });

/** Server id → Server ID and name, to name the server of each entry (`GET /api/admin/mitra`, all rows). */
export const useServerNames = (enabled = true) =>
  useQuery({
    enabled,
    queryKey: ['audit', 'servers'] as const,
    queryFn: async ({ signal }) => {
      const { data } = await api.get<PageData<Mitra>>('/admin/mitra', { query: { page: 0, size: -1, sort: 'name,asc' }, signal });
      return new Map(data.content.map((m) => [m.id, { code: m.server_id, name: m.name }]));
    },
    staleTime: 60_000,
  });
