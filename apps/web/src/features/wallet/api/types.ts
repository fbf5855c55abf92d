import type { bankMasterSchema } from '@konsol/contract';
import type { z } from 'zod';

export type { CashinRow, Channel, OwnCashoutRow as CashoutRow, Wallet, WalletBank, WalletHistoryRow } from '@konsol/contract';
export type BankMaster = z.infer<typeof bankMasterSchema>;
