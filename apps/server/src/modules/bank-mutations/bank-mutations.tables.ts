import type { Generated } from 'kysely';

/** A line of a company account's statement, imported from a file or pushed by a mutation service; kept once. */
export interface BankMutationsTable {
  id: Generated<number>;
  /** The company account's number, as the platform settings list it. */
  account: string;
  /** The line's identity within its account: the bank's reference, or what the line says and its place that day. */
  line_key: string;
  /** WIB day YYYY-MM-DD. */
  day: string;
  /** Whole rupiah, positive. */
  amount: number;
  /** CR money in, DB money out. */
  type: 'CR' | 'DB';
  description: string;
  balance: number | null;
  /** import | push */
  source: string;
  /** unmatched | matched | ignored */
  status: string;
  /** What the line paid (`tokenOrder`), when matched. */
  matched_kind: string | null;
  matched_id: number | null;
  /** Why it was ignored. */
  reason: string | null;
  /** Who assigned or ignored it (null: matched by the system). */
  decided_by: number | null;
  decided_at: string | null;
  created_by: number | null;
  created_at: string;
}

/** A company account's statement columns, remembered from its last import. */
export interface BankMutationMappingsTable {
  account: string;
  /** JSON `StatementMapping`. */
  mapping: string;
  updated_by: number | null;
  updated_at: string;
}
