import type { Generated } from 'kysely';

/** One person's approval of one request (DESIGN §15): a request completes when its tier's approvers have one each. */
export interface ApprovalStepsTable {
  id: Generated<number>;
  /** What is approved: the request's entity (`wallet_cashout`, `serpul_rekening`, …) and its id in its table. */
  entity: string;
  item_id: number;
  server_id: number;
  user_id: number;
  email: string;
  /** The amount approved: a step counts towards that amount only (a loan's limit may change between approvers). */
  amount: number;
  created_at: string;
}
