import type { TableParams } from '../../../components/data-table';
import { getPage } from '../../../lib/list-query';
import type { CashinRow, CashoutRow, WalletHistoryRow } from './types';

/** `GET /api/wallet/cashin/{COMPLETED|PENDING}` with awal, akhir, search, paging. */
export const getCashins = (status: 'COMPLETED' | 'PENDING', p: TableParams, signal?: AbortSignal) =>
  getPage<CashinRow>(`/wallet/cashin/${status}`, p, signal, { host: 'second' });

/** `GET /api/wallet/cashout` with awal, akhir, search, paging. */
export const getCashouts = (p: TableParams, signal?: AbortSignal) => getPage<CashoutRow>('/wallet/cashout', p, signal, { host: 'second' });

/** `GET /api/wallet/history`: ledger entries of the balance (debet, credit, description, endbalance). */
export const getHistory = (p: TableParams, signal?: AbortSignal) =>
  getPage<WalletHistoryRow>('/wallet/history', p, signal, { host: 'second' });
