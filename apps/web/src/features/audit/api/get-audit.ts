import type { TableParams } from '../../../components/data-table';
import type { TableSource } from '../../../components/data-table/table-query';
import { getPage } from '../../../lib/list-query';
import type { AuditEntryView } from './types';

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
