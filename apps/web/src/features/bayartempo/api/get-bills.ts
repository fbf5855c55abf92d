import type { TableParams } from '../../../components/data-table';
import type { TableSource } from '../../../components/data-table/table-query';
import { DATE_RANGE_KEYS } from '../../../lib/format';
import { getPage } from '../../../lib/list-query';
import { BAYARTEMPO_KEY, BAYARTEMPO_PATH } from './keys';
import type { BillRow } from './types';

/** `GET …/serpulbills` with awal, akhir (WIB days, default today) and paging. */
export const getBills = (p: TableParams, signal?: AbortSignal) => getPage<BillRow>(`${BAYARTEMPO_PATH}/serpulbills`, p, signal);

/** The bills table: its query, URL prefix and date filters (the Bills tab's DataTable and the route's prefetch). */
export const BILLS_TABLE = {
  queryKey: [...BAYARTEMPO_KEY, 'bills'],
  fetcher: getBills,
  prefix: 'bills.',
  filterKeys: DATE_RANGE_KEYS,
} as const satisfies TableSource<BillRow>;
