import { createHash } from 'node:crypto';
import type {
  ApprovalAwaiting,
  BankMutationAssignBody,
  BankMutationImportResult,
  BankMutationPushBody,
  BankMutationRow,
  BankMutationsQuery,
  StatementPreview,
} from '@konsol/contract';
import type { Transaction } from 'kysely';
import type { AppContext } from '../../context.js';
import type { DB } from '../../db/schema.js';
import { audit, type SystemActor } from '../../lib/audit.js';
import { BadRequest, Conflict, NotFound, Rule } from '../../lib/errors.js';
import { pageOf } from '../../lib/list.js';
import { settingsRepository } from '../../lib/settings.js';
import { wibToday } from '../../lib/time.js';
import type { AuthInfo } from '../../plugins/auth.js';
import { fourEyes } from '../four-eyes/four-eyes.service.js';
import { tokensmsService } from '../tokensms/tokensms.service.js';
import { bankMutationsRepository, type NewLine, toMutation } from './bank-mutations.repository.js';
import { guessMapping, linesOf, readStatement, type StatementLine, type StatementMapping } from './statement.js';

type Actor = Pick<AuthInfo, 'userId' | 'email'>;

/** Who a statement line that matched exactly one transfer is audited as. */
export const SYSTEM_RECONCILIATION: SystemActor = { userId: null, email: 'system:reconciliation' };

const digits = (s: string) => s.replace(/\D/g, '');

/**
 * Statement lines of the company accounts (DESIGN §14), from an imported file or a mutation service's push, each
 * kept once per account: a credit that equals exactly one open transfer pays it at once, the rest wait for an
 * approver, who assigns one to an order (the `mutationAssign` policy) or ignores it.
 */
export function bankMutationsService(ctx: AppContext) {
  const repo = bankMutationsRepository(ctx.db);
  const tokens = tokensmsService(ctx);
  const gate = fourEyes(ctx);
  const settings = settingsRepository(ctx.db);

  /** The company account `account` names (by its digits), as the platform settings list it. */
  async function companyAccount(account: string): Promise<string> {
    const { banks } = await settings.get('orderPage');
    const found = banks.find((b) => digits(b.accountno) !== '' && digits(b.accountno) === digits(account));
    if (!found) throw new Rule('bankMutationAccountUnknown', { account });
    return found.accountno;
  }

  /** A line without the bank's own reference is known by what it says and its place among identical lines. */
  function keyed(account: string, lines: StatementLine[], source: NewLine['source'], userId: number | null): NewLine[] {
    const seen = new Map<string, number>();
    return lines.map((l) => {
      const said = [l.date, l.type, l.amount, l.balance ?? '', l.description].join('|');
      const n = (seen.get(said) ?? 0) + 1;
      seen.set(said, n);
      const key = l.id ? `ref:${l.id}` : `sha256:${createHash('sha256').update(said).digest('hex')}:${n}`;
      return {
        account,
        line_key: key,
        day: l.date,
        amount: l.amount,
        type: l.type,
        description: l.description.slice(0, 500),
        balance: l.balance ?? null,
        source,
        created_by: userId,
      };
    });
  }

  /** Pays the one open transfer a stored credit line names; false when none or several do. */
  async function match(trx: Transaction<DB>, line: { id: number; amount: number; day: string }): Promise<boolean> {
    const open = await repo.openTransfers(trx, line.amount, line.day);
    if (open.length !== 1) return false;
    const order = await tokens.payByTransfer(trx, open[0]!.id, SYSTEM_RECONCILIATION, '');
    if (!order) return false;
    await repo.settle(trx, line.id, { status: 'matched', matched_kind: 'tokenOrder', matched_id: order.id, decided_by: null });
    await audit(trx, SYSTEM_RECONCILIATION, '', {
      action: 'bankMutation.matched',
      entity: 'bank_mutation',
      entityId: line.id,
      serverId: open[0]!.server_id,
      after: { line: line.id, amount: line.amount, day: line.day, order: order.invoice },
    });
    return true;
  }

  /** Stores the lines once each and pays what they match, in one transaction: all of a file or none. */
  async function ingest(lines: NewLine[], who: { actor: Actor | SystemActor; ip: string }): Promise<BankMutationImportResult> {
    return ctx.db.transaction().execute(async (trx) => {
      const out = { received: lines.length, duplicates: 0, matched: 0, unmatched: 0 };
      for (const line of lines) {
        const row = await repo.insert(trx, line);
        if (!row) out.duplicates++;
        else if (row.type !== 'CR') continue;
        else if (await match(trx, { id: row.id, amount: Number(row.amount), day: row.day })) out.matched++;
        else out.unmatched++;
      }
      const account = lines[0]?.account;
      if (account && lines[0]?.source === 'import')
        await audit(trx, who.actor, who.ip, {
          action: 'bankMutation.import',
          entity: 'bank_account',
          entityId: account,
          after: { account, ...out },
        });
      return out;
    });
  }

  /** The mapping given, else the account's remembered one while the file has its columns, else a guess. */
  async function mappingFor(
    account: string,
    given: StatementMapping | undefined,
    columns: string[],
  ): Promise<StatementMapping | undefined> {
    if (given) return given;
    const saved = await repo.mapping(account);
    const remembered = saved ? (JSON.parse(saved) as StatementMapping) : undefined;
    const named = (m: StatementMapping) => Object.values(m).flatMap((c: string) => c.split('|'));
    const has = new Set(columns.map((c) => c.trim().toLowerCase()));
    if (remembered && named(remembered).every((c) => has.has(c.trim().toLowerCase()))) return remembered;
    return guessMapping(columns);
  }

  async function read(file: { filename: string; buffer: Buffer }) {
    try {
      return await readStatement(file.buffer, file.filename);
    } catch {
      throw new BadRequest('statementUnreadable', { file: 'statementUnreadable' });
    }
  }

  return {
    list: async (q: BankMutationsQuery) => pageOf(q, await repo.list(q), toMutation),

    /** A file's columns and first rows, and the lines the account's mapping (remembered, given or guessed) reads. */
    async preview(accountText: string, file: { filename: string; buffer: Buffer }, given?: StatementMapping): Promise<StatementPreview> {
      const account = await companyAccount(accountText);
      const table = await read(file);
      const mapping = await mappingFor(account, given, table.columns);
      const read20 = mapping ? linesOf(table, mapping) : { lines: [], errors: [] };
      return {
        columns: table.columns,
        rows: table.rows.slice(0, 10).map((r) => r.cells),
        mapping: mapping ?? null,
        lines: read20.lines.slice(0, 20).map((l) => ({ date: l.date, amount: l.amount, type: l.type, description: l.description })),
        errors: read20.errors.slice(0, 20),
      };
    },

    /** Imports a statement file of a company account; its mapping is remembered for the next one. */
    async importFile(actor: Actor, ip: string, accountText: string, file: { filename: string; buffer: Buffer }, given?: StatementMapping) {
      const account = await companyAccount(accountText);
      const table = await read(file);
      const mapping = await mappingFor(account, given, table.columns);
      if (!mapping) throw new BadRequest('statementMappingRequired', { mapping: 'statementMappingRequired' });
      const { lines, errors } = linesOf(table, mapping);
      if (errors.length) {
        const lineNumbers = errors
          .slice(0, 10)
          .map((e) => e.line)
          .join(', ');
        throw new BadRequest('statementRowsInvalid', { file: 'statementRowsInvalid' }, { lines: lineNumbers, message: errors[0]!.message });
      }
      const result = await ingest(keyed(account, lines, 'import', actor.userId), { actor, ip });
      await repo.saveMapping(ctx.db, account, JSON.stringify(mapping), actor.userId);
      return result;
    },

    /** Lines a mutation service pushed (its signature checked by the route). */
    async push(body: BankMutationPushBody) {
      const account = await companyAccount(body.account);
      const lines: StatementLine[] = body.mutations.map((m, i) => ({
        id: m.id,
        date: m.date.length > 10 ? wibToday(Date.parse(m.date)) : m.date.slice(0, 10),
        amount: m.amount,
        type: m.type,
        description: m.description,
        balance: m.balance,
        line: i + 1,
      }));
      return ingest(keyed(account, lines, 'push', null), { actor: SYSTEM_RECONCILIATION, ip: '' });
    },

    /**
     * An approver pays a waiting order with an unmatched credit line whose amount is the order's transfer amount or
     * its price; through the `mutationAssign` gate (its importer cannot assign it).
     */
    async assign(actor: Actor, ip: string, id: number, body: BankMutationAssignBody): Promise<BankMutationRow | ApprovalAwaiting> {
      return ctx.db.transaction().execute(async (trx) => {
        await gate.lock(trx, 'bank_mutations', id);
        const line = await repo.find(trx, id);
        if (!line) throw new NotFound();
        if (line.status !== 'unmatched') throw new Conflict('bankMutationDecided');
        if (line.type !== 'CR') throw new Rule('bankMutationNotCredit');
        const owner = await trx
          .selectFrom('tokensms_orders')
          .select(['id', 'server_id', 'status', 'price', 'transfer_amount'])
          .where('id', '=', body.id)
          .executeTakeFirst();
        if (!owner) throw new NotFound();
        if (owner.status !== 0) throw new Conflict('bankMutationOrderClosed');
        const amount = Number(line.amount);
        const transfer = owner.transfer_amount === null ? null : Number(owner.transfer_amount);
        if (amount !== Number(owner.price) && amount !== transfer)
          throw new Rule('bankMutationAmountMismatch', { amount, transfer: transfer ?? Number(owner.price), price: Number(owner.price) });
        // a line has no deadline: the money is in the account until someone settles it
        const request = {
          kind: 'mutationAssign',
          entity: 'bank_mutation',
          id,
          serverId: owner.server_id,
          amount,
          requestedBy: line.created_by,
          createdAt: new Date().toISOString(),
        } as const;
        const verdict = await gate.approve(trx, request, actor, ip, { code: body.code });
        if (verdict !== 'done') return verdict;
        const order = await tokens.payByTransfer(trx, owner.id, actor, ip);
        if (!order) throw new Conflict('bankMutationOrderClosed');
        await repo.settle(trx, id, { status: 'matched', matched_kind: 'tokenOrder', matched_id: order.id, decided_by: actor.userId });
        const after = await repo.find(trx, id);
        await audit(trx, actor, ip, {
          action: 'bankMutation.assign',
          entity: 'bank_mutation',
          entityId: id,
          serverId: owner.server_id,
          before: toMutation(line),
          after: toMutation(after!),
        });
        return toMutation(after!);
      });
    },

    /** An approver sets an unmatched line aside, saying why. */
    async ignore(actor: Actor, ip: string, id: number, reason: string): Promise<BankMutationRow> {
      return ctx.db.transaction().execute(async (trx) => {
        await gate.lock(trx, 'bank_mutations', id);
        const line = await repo.find(trx, id);
        if (!line) throw new NotFound();
        const done = await repo.settle(trx, id, { status: 'ignored', reason, decided_by: actor.userId });
        if (!done.numUpdatedRows) throw new Conflict('bankMutationDecided');
        const after = (await repo.find(trx, id))!;
        await audit(trx, actor, ip, {
          action: 'bankMutation.ignore',
          entity: 'bank_mutation',
          entityId: id,
          before: toMutation(line),
          after: toMutation(after),
        });
        return toMutation(after);
      });
    },

    unmatchedCount: () => repo.unmatchedCount(),
  };
}
