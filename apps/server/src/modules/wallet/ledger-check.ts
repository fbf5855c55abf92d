import { type Kysely, sql } from 'kysely';
import type { DB } from '../../db/schema.js';
import { tokenLedger } from '../tokensms/tokensms.service.js';
import { walletRepository } from './wallet.repository.js';

export interface LedgerDifference {
  /** What disagrees: a stored field vs its entries, an entry's endbalance vs the running sum, a pending field vs its records. */
  kind: 'field' | 'chain' | 'pending' | 'orphan' | 'payment';
  serverId: number;
  /** balance | pending_balance | pending_cashout | tokensms | transfer | va (the payment behind a paid order) */
  account: string;
  expected: number;
  actual: number;
  entryId?: number;
}

export interface LedgerReport {
  wallets: number;
  tokenBalances: number;
  differences: LedgerDifference[];
}

/**
 * Recomputes every balance from its ledger: each wallet field and each SMS token balance must equal the sum of its
 * entries, each entry's endbalance the running sum (never below zero), and the pending fields the records they
 * stand for; a token order paid by a transfer or a VA has exactly one statement line or provider payment. Read-only; `npm run ledger:check` prints the report and fails on any difference.
 */
export async function checkLedgers(db: Kysely<DB>): Promise<LedgerReport> {
  const wallet = walletRepository(db);
  const tokens = tokenLedger(db);
  const differences: LedgerDifference[] = [];

  const totals = await wallet.walletTotals();
  for (const t of totals) {
    if (t.balance === null) {
      differences.push({ kind: 'orphan', serverId: t.server_id, account: 'wallet', expected: 0, actual: Number(t.sum_balance) });
      continue;
    }
    const pairs: [string, number, number][] = [
      ['balance', Number(t.balance), Number(t.sum_balance)],
      ['pending_balance', Number(t.pending_balance), Number(t.sum_pending_balance)],
      ['pending_cashout', Number(t.pending_cashout), Number(t.sum_pending_cashout)],
    ];
    for (const [account, stored, sum] of pairs) {
      if (stored !== sum) differences.push({ kind: 'field', serverId: t.server_id, account, expected: sum, actual: stored });
    }
  }
  for (const c of await wallet.brokenChains()) {
    differences.push({
      kind: 'chain',
      serverId: c.server_id,
      account: c.account,
      expected: Number(c.running),
      actual: Number(c.endbalance),
      entryId: c.id,
    });
  }
  for (const p of await wallet.pendingTotals()) {
    if (Number(p.pending_balance) !== Number(p.open_cashins)) {
      differences.push({
        kind: 'pending',
        serverId: p.server_id,
        account: 'pending_balance',
        expected: Number(p.open_cashins),
        actual: Number(p.pending_balance),
      });
    }
    if (Number(p.pending_cashout) !== Number(p.open_cashouts)) {
      differences.push({
        kind: 'pending',
        serverId: p.server_id,
        account: 'pending_cashout',
        expected: Number(p.open_cashouts),
        actual: Number(p.pending_cashout),
      });
    }
  }

  const tokenTotals = await tokens.balanceTotals();
  for (const t of tokenTotals) {
    if (t.balance === null) {
      differences.push({ kind: 'orphan', serverId: t.server_id, account: 'tokensms', expected: 0, actual: Number(t.sum_tokens) });
    } else if (Number(t.balance) !== Number(t.sum_tokens)) {
      differences.push({
        kind: 'field',
        serverId: t.server_id,
        account: 'tokensms',
        expected: Number(t.sum_tokens),
        actual: Number(t.balance),
      });
    }
  }
  for (const c of await tokens.brokenChains()) {
    differences.push({
      kind: 'chain',
      serverId: c.server_id,
      account: 'tokensms',
      expected: Number(c.running),
      actual: Number(c.endbalance),
      entryId: c.id,
    });
  }

  for (const o of await unbackedPayments(db)) {
    differences.push({ kind: 'payment', serverId: o.server_id, account: o.via, expected: 1, actual: o.n, entryId: o.id });
  }

  return { wallets: totals.length, tokenBalances: tokenTotals.length, differences };
}

/** Token orders paid by a transfer or a VA without exactly one statement line or paid VA behind them. */
async function unbackedPayments(db: Kysely<DB>) {
  const rows = await db
    .selectFrom('tokensms_orders as o')
    .select((eb) => [
      'o.id',
      'o.server_id',
      'o.paid_via',
      eb
        .selectFrom('bank_mutations as b')
        .select(sql<number>`count(*)`.as('n'))
        .where('b.matched_kind', '=', 'tokenOrder')
        .whereRef('b.matched_id', '=', 'o.id')
        .as('lines'),
      eb
        .selectFrom('payment_vas as v')
        .select(sql<number>`count(*)`.as('n'))
        .where('v.purpose', '=', 'tokensms_order')
        .where('v.status', '=', 'paid')
        .whereRef('v.ref_id', '=', 'o.id')
        .as('vas'),
    ])
    .where('o.status', '=', 1)
    .where('o.paid_via', 'in', ['transfer', 'va'])
    .execute();
  return rows
    .map((r) => ({ id: r.id, server_id: r.server_id, via: r.paid_via!, n: Number(r.paid_via === 'transfer' ? r.lines : r.vas) }))
    .filter((r) => r.n !== 1);
}
