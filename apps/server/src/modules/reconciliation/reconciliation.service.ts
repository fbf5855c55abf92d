import type { ReconciliationReport } from '@konsol/contract';
import { sql } from 'kysely';
import type { AppContext } from '../../context.js';
import { settingsRepository } from '../../lib/settings.js';
import { wibDayRange } from '../../lib/time.js';

type Tally = { count: number; amount: number };
const tally = (rows: { amount: number | string }[]): Tally => ({
  count: rows.length,
  amount: rows.reduce((s, r) => s + Number(r.amount), 0),
});
const digits = (s: string) => s.replace(/\D/g, '');
/** A provider payment that brought money (its VA named): what a channel's statement is made of. */
const MONEY_OUTCOMES = ['applied', 'amount_mismatch', 'already_paid', 'unmatched'];

/**
 * The daily reconciliation (DESIGN §14): for one WIB day, each company account's statement lines against the
 * transfers they paid, each provider channel's payments against the virtual accounts they paid, and the transfers a
 * person confirmed by hand.
 */
export function reconciliationService(ctx: AppContext) {
  const { db } = ctx;

  async function accounts(day: string): Promise<ReconciliationReport['accounts']> {
    const { banks } = await settingsRepository(db).get('orderPage');
    const lines = await db
      .selectFrom('bank_mutations as b')
      .leftJoin('tokensms_orders as o', (j) => j.onRef('o.id', '=', 'b.matched_id').on('b.matched_kind', '=', 'tokenOrder'))
      .select(['b.id', 'b.account', 'b.amount', 'b.type', 'b.status', 'b.decided_by', 'b.description', 'o.transfer_amount'])
      .where('b.day', '=', day)
      .orderBy('b.id')
      .execute();
    const named = new Map(banks.map((b) => [digits(b.accountno), b]));
    for (const l of lines)
      if (!named.has(digits(l.account))) named.set(digits(l.account), { bank: '', accountno: l.account, accountname: '' });
    return [...named.values()].map((b) => {
      const mine = lines.filter((l) => digits(l.account) === digits(b.accountno));
      const credits = mine.filter((l) => l.type === 'CR');
      const matched = credits.filter((l) => l.status === 'matched' && l.decided_by === null);
      const assigned = credits.filter((l) => l.status === 'matched' && l.decided_by !== null);
      const ignored = credits.filter((l) => l.status === 'ignored');
      const unmatched = credits.filter((l) => l.status === 'unmatched');
      const paid = [...matched, ...assigned].map((l) => ({ amount: l.transfer_amount ?? l.amount }));
      const c = tally(credits);
      return {
        account: b.accountno,
        bank: b.bank,
        accountname: b.accountname,
        credits: c,
        debits: tally(mine.filter((l) => l.type === 'DB')),
        matched: tally(matched),
        assigned: tally(assigned),
        ignored: tally(ignored),
        unmatched: unmatched.map((l) => ({ id: l.id, amount: Number(l.amount), description: l.description })),
        ledgerCredits: tally(paid),
        difference: c.amount - tally(matched).amount - tally(assigned).amount - tally(ignored).amount,
      };
    });
  }

  async function channels(day: string): Promise<ReconciliationReport['channels']> {
    const { from, to } = wibDayRange(day);
    const payments = await db
      .selectFrom('payment_callbacks as c')
      .leftJoin('payment_vas as v', 'v.va', 'c.va')
      .select(['c.reff', 'c.va', 'c.amount', 'c.outcome', 'c.created_at', sql<string>`coalesce(${sql.ref('v.bank')}, '')`.as('bank')])
      .where('c.va', 'is not', null)
      .where('c.outcome', 'in', MONEY_OUTCOMES)
      .where('c.created_at', '>=', from)
      .where('c.created_at', '<', to)
      .orderBy('c.id')
      .execute();
    const paidVas = await db
      .selectFrom('payment_vas')
      .select(['bank', 'amount'])
      .where('status', '=', 'paid')
      .where('paid_at', '>=', from)
      .where('paid_at', '<', to)
      .execute();
    const banks = [...new Set([...payments.map((p) => p.bank), ...paidVas.map((v) => v.bank)])].sort();
    return banks.map((bank) => {
      const mine = payments.filter((p) => p.bank === bank);
      const credits = tally(mine);
      const matched = tally(mine.filter((p) => p.outcome === 'applied'));
      return {
        bank,
        credits,
        matched,
        unmatched: mine
          .filter((p) => p.outcome !== 'applied')
          .map((p) => ({ reff: p.reff, va: p.va ?? '', amount: Number(p.amount), outcome: p.outcome, at: p.created_at })),
        ledgerCredits: tally(paidVas.filter((v) => v.bank === bank)),
        difference: credits.amount - matched.amount,
      };
    });
  }

  return {
    async report(day: string): Promise<ReconciliationReport> {
      const { from, to } = wibDayRange(day);
      const hand = await db
        .selectFrom('tokensms_orders')
        .select(['invoice', 'price', 'paid_at'])
        .where('paid_via', '=', 'admin')
        .where('paid_at', '>=', from)
        .where('paid_at', '<', to)
        .orderBy('paid_at')
        .execute();
      return {
        date: day,
        accounts: await accounts(day),
        channels: await channels(day),
        handConfirmed: hand.map((h) => ({ invoice: h.invoice, amount: Number(h.price), paidAt: h.paid_at ?? '' })),
      };
    },

    /** Credit lines of every day that nobody has accounted for yet (the metric). */
    async unmatchedLines(): Promise<number> {
      const r = await db
        .selectFrom('bank_mutations')
        .select(sql<number>`count(*)`.as('n'))
        .where('status', '=', 'unmatched')
        .executeTakeFirstOrThrow();
      return Number(r.n);
    },
  };
}
