import type { StaffRow } from '@konsol/contract';
import type { TableParams } from '../../../components/data-table';
import type { TableSource } from '../../../components/data-table/table-query';
import { getPage } from '../../../lib/list-query';

/** `GET /api/backoffice/staff`: the people of my server, with `search` on name and e-mail. */
export const getStaff = (params: TableParams, signal?: AbortSignal) => getPage<StaffRow>('/backoffice/staff', params, signal);

export const STAFF_TABLE = { queryKey: ['staff', 'list'], fetcher: getStaff } as const satisfies TableSource<StaffRow>;
