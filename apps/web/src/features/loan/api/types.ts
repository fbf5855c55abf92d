import type {
  cityRow,
  Loan,
  LoanContractRow,
  LoanPaymentRow,
  LoanRequest,
  LoanSetting,
  provinceRow,
  subdistrictRow,
} from '@konsol/contract';
import type { z } from 'zod';

export type { Loan, LoanContractRow, LoanPaymentRow, LoanRequest, LoanSetting };
export type Province = z.infer<typeof provinceRow>;
export type City = z.infer<typeof cityRow>;
export type District = z.infer<typeof subdistrictRow>;
