import { nowIso } from './time.js';

/** What a ledger entry points at, and the line the History tab shows. */
export interface LedgerRef {
  type: string;
  id: string | number;
  description: string;
}

/**
 * The row both ledgers (wallet, SMS tokens) append for a move of `delta` that left `endbalance`: a debit or a
 * credit, never both.
 */
export function ledgerEntry(serverId: number, delta: number, endbalance: number, ref: LedgerRef) {
  return {
    server_id: serverId,
    debet: delta < 0 ? -delta : 0,
    credit: Math.max(delta, 0),
    endbalance,
    ref_type: ref.type,
    ref_id: String(ref.id),
    description: ref.description.slice(0, 200),
    created_at: nowIso(),
  };
}
