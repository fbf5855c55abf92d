import type { TokensmsHistoryRow, TokensmsOrderRow, TokensmsPackage, TokensmsPaymentInfo } from '@konsol/contract';
import type { PageData } from '../../../lib/api-client';

export type { TokensmsHistoryRow, TokensmsOrderRow, TokensmsPackage, TokensmsPaymentInfo };

/** The order list's page with its totals over the whole filter (not just the page). */
export type OrdersPage = PageData<TokensmsOrderRow> & { ordertotal: number; totaltoken: number; totalamountorder: number };
