import type { TableParams } from '../../../components/data-table';
import type { TableSource } from '../../../components/data-table/table-query';
import { getPage } from '../../../lib/list-query';
import type { LoanContractRow, LoanPaymentRow } from './types';

/** `GET /api/irmacapital/loan/contract`: contracts, newest first. */
export const getContracts = (p: TableParams, signal?: AbortSignal) =>
  getPage<LoanContractRow>('/irmacapital/loan/contract', p, signal, { host: 'second' });
/** `GET /api/irmacapital/loan/payment`: repayments, newest first. */
export const getPayments = (p: TableParams, signal?: AbortSignal) =>
  getPage<LoanPaymentRow>('/irmacapital/loan/payment', p, signal, { host: 'second' });

/** The approved loan's tabs (URL `tab`; the first is the default) and their tables. */
export const LOAN_TABS = ['pencairan', 'pembayaran'] as const;
export const CONTRACTS_TABLE = {
  queryKey: ['loan', 'contracts'],
  fetcher: getContracts,
  prefix: 'c.',
} as const satisfies TableSource<LoanContractRow>;
export const PAYMENTS_TABLE = {
  queryKey: ['loan', 'payments'],
  fetcher: getPayments,
  prefix: 'p.',
} as const satisfies TableSource<LoanPaymentRow>;
