import type { TableParams } from '../../../components/data-table';
import type { TableSource } from '../../../components/data-table/table-query';
import { getPage } from '../../../lib/list-query';
import type { AuditEntryView } from './types';

/** `GET /api/backoffice/audit`: my server's own trail (owners), with `user` (a person) for the actor filter. */
export const getServerAudit = (params: TableParams, signal?: AbortSignal) => getPage<AuditEntryView>('/backoffice/audit', params, signal);

export const SERVER_AUDIT_TABLE = {
  queryKey: ['audit', 'server'],
  fetcher: getServerAudit,
  sort: 'created_at,desc',
  filterKeys: ['user', 'action', 'awal', 'akhir'],
} as const satisfies TableSource<AuditEntryView>;
