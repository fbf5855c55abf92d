import type { TableParams } from '../../../components/data-table';
import type { TableSource } from '../../../components/data-table/table-query';
import { getPage } from '../../../lib/list-query';
import type { AdminLoanRequest, PendingBill, PendingPaylaterCashout, PendingRekening } from './types';

/** `GET /api/admin/irmacapital/requests`: loan applications waiting for a decision, oldest first. */
export const getLoanRequests = (p: TableParams, signal?: AbortSignal) =>
  getPage<AdminLoanRequest>('/admin/irmacapital/requests', p, signal);
/** `GET /api/admin/bayartempo/serpulbills/pending`: pay-later bills reported paid, to confirm. */
export const getPendingBills = (p: TableParams, signal?: AbortSignal) =>
  getPage<PendingBill>('/admin/bayartempo/serpulbills/pending', p, signal);
/** `GET /api/admin/bayartempo/rekening/pending`: pay-later accounts to verify. */
export const getPendingRekening = (p: TableParams, signal?: AbortSignal) =>
  getPage<PendingRekening>('/admin/bayartempo/rekening/pending', p, signal);

/** `GET /api/admin/bayartempo/cashouts/pending`: pay-later cash-outs waiting for approval. */
export const getPendingPaylaterCashouts = (p: TableParams, signal?: AbortSignal) =>
  getPage<PendingPaylaterCashout>('/admin/bayartempo/cashouts/pending', p, signal);

/** The tables of the loan and pay-later tabs (the tab and its route's prefetch read the same). */
export const LOANS_TABLE = {
  queryKey: ['approvals', 'loans'],
  fetcher: getLoanRequests,
  prefix: 'loans.',
} as const satisfies TableSource<AdminLoanRequest>;
export const BILLS_TABLE = {
  queryKey: ['approvals', 'bills'],
  fetcher: getPendingBills,
  prefix: 'bills.',
} as const satisfies TableSource<PendingBill>;
export const REKENING_TABLE = {
  queryKey: ['approvals', 'rekening'],
  fetcher: getPendingRekening,
  prefix: 'rekening.',
} as const satisfies TableSource<PendingRekening>;
export const PAYLATER_CASHOUTS_TABLE = {
  queryKey: ['approvals', 'paylater-cashouts'],
  fetcher: getPendingPaylaterCashouts,
  prefix: 'plcashouts.',
} as const satisfies TableSource<PendingPaylaterCashout>;
