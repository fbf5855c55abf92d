/** The Saldo IRSMarket figure each server's engine reports: one row per server. */
export interface EngineBalancesTable {
  server_id: number;
  irsmarketbalance: number;
  /** When the engine says the figure was taken (ISO UTC). */
  as_of: string;
  updated_at: string;
}
