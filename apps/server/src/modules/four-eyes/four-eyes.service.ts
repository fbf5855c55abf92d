import { type ApprovalAwaiting, type ApprovalKind, type ApprovalProgress, type PlatformSettings, tierFor } from '@konsol/contract';
import { type Kysely, sql, type Transaction } from 'kysely';
import { mailIn } from '../../adapters/mail.js';
import type { AppContext } from '../../context.js';
import { isPostgres } from '../../db/database.js';
import type { DB } from '../../db/schema.js';
import { audit, type SystemActor } from '../../lib/audit.js';
import { Conflict, Forbidden } from '../../lib/errors.js';
import { settingsRepository } from '../../lib/settings.js';
import { nowIso } from '../../lib/time.js';
import { twoFactorStore } from '../../lib/two-factor.js';
import type { AuthInfo } from '../../plugins/auth.js';

type Actor = Pick<AuthInfo, 'userId' | 'email'>;

/** A request waiting for approval, as its module knows it. */
export interface ApprovalRequest {
  kind: ApprovalKind;
  /** What is approved, as the audit names it (`wallet_cashout`): the steps are counted per entity and id. */
  entity: string;
  id: number;
  serverId: number;
  amount: number;
  /** The user who asked for it, when one did. */
  requestedBy: number | null;
  /** When it was asked for: it expires `expiryHours` later. */
  createdAt: string;
}

/** Why an expired request ended, as its row and the requester's screen say it. */
export const EXPIRED_REASON = 'Kedaluwarsa: tidak disetujui tepat waktu';

/** What an expired request's requester is told, in both languages. */
export type ExpiredWords = Record<'id' | 'en', { subject: string; text: string }>;

/** Who ends a request nobody completed in time (its audit rows name it). */
export const SYSTEM_EXPIRY: SystemActor = { userId: null, email: 'system:expiry' };

/**
 * Where a kind's waiting requests live: the table, the column values of a waiting row, and the column holding when
 * it was asked for (the request's `createdAt`).
 */
export interface WaitingRequests {
  kind: ApprovalKind;
  table: 'wallet_cashouts' | 'wallet_banks' | 'loan_requests' | 'serpul_rekening' | 'serpul_cashouts' | 'bills' | 'tokensms_orders';
  waiting: Record<string, string | number | null>;
  since: 'created_at' | 'updated_at';
}

/** How a decision's TOTP code was given: in its body, or already checked once for a whole bulk decision. */
export type DecisionCode = { code?: string } | { checked: true };

const HOUR_MS = 3_600_000;

/** When a request made at `createdAt` expires under its kind's policy. */
export const expiresAt = (createdAt: string, expiryHours: number) => new Date(Date.parse(createdAt) + expiryHours * HOUR_MS).toISOString();

/**
 * Four eyes on money (DESIGN §15), the one gate every approval goes through inside the transaction that completes
 * it: the request is locked (two approvers on two instances queue behind each other), its requester cannot approve
 * it, its tier's code is checked, and each person counts once. The request completes, and its module moves the
 * money, only when the tier's approvers are all in; until then the decision answers what it still waits for.
 */
export function fourEyes(ctx: AppContext) {
  const twoFactor = twoFactorStore(ctx.config.JWT_SECRET);

  /** Whether `code` is the actor's right and unused TOTP (or recovery) code; it is spent when it is. */
  async function codeIsRight(q: Kysely<DB>, actor: Actor, code: string | undefined) {
    if (!code) return false;
    const user = await q
      .selectFrom('users')
      .select(['id', 'totp_secret', 'totp_last_step'])
      .where('id', '=', actor.userId)
      .executeTakeFirst();
    return !!user?.totp_secret && (await twoFactor.spend(q, user, code.trim()));
  }

  /**
   * Locks a request's row for the rest of the transaction (PostgreSQL; SQLite writes one transaction at a time): the
   * decision reads the request after this, so two approvers, or an approver and a rejecter, queue behind each other.
   */
  async function lock(trx: Transaction<DB>, table: keyof DB, id: number) {
    if (isPostgres(trx)) await sql`select id from ${sql.table(table)} where id = ${id} for update`.execute(trx);
  }

  return {
    codeIsRight,
    lock,

    /** Mails the requester of an expired request, in their language, with the transaction that ended it. */
    async tellExpired(trx: Transaction<DB>, userId: number, purpose: string, words: ExpiredWords) {
      const user = await trx.selectFrom('users').select(['email', 'lang']).where('id', '=', userId).executeTakeFirst();
      if (user) await ctx.mail.enqueue(mailIn(user.lang, { to: user.email, purpose, ...words }), trx);
    },

    /**
     * One approval of `req` (locked and read as still waiting) by `actor`: `done` when it completes the request (the caller moves the money in the
     * same transaction), else what the request still waits for (the step is audited here).
     */
    async approve(
      trx: Transaction<DB>,
      req: ApprovalRequest,
      actor: Actor,
      ip: string,
      given: DecisionCode,
    ): Promise<'done' | ApprovalAwaiting> {
      if (req.requestedBy === actor.userId) throw new Forbidden('approvalsSelf');
      const policy = (await settingsRepository(trx).get('approvalPolicies'))[req.kind];
      if (Date.parse(expiresAt(req.createdAt, policy.expiryHours)) <= Date.now()) throw new Conflict('approvalsExpired');
      const tier = tierFor(policy, req.amount);
      if (tier.code && !('checked' in given) && !(await codeIsRight(trx, actor, given.code))) throw new Forbidden('approvalsCodeRequired');
      await trx
        .insertInto('approval_steps')
        .values({
          entity: req.entity,
          item_id: req.id,
          server_id: req.serverId,
          user_id: actor.userId,
          email: actor.email,
          amount: req.amount,
          created_at: nowIso(),
        })
        .onConflict((oc) => oc.columns(['entity', 'item_id', 'user_id']).doNothing())
        .execute();
      const { n } = await trx
        .selectFrom('approval_steps')
        .select(sql<number>`count(*)`.as('n'))
        .where('entity', '=', req.entity)
        .where('item_id', '=', req.id)
        .where('amount', '=', req.amount)
        .executeTakeFirstOrThrow();
      const approvals = Number(n);
      if (approvals >= tier.approvers) return 'done';
      const awaiting: ApprovalAwaiting = { status: 'awaiting', approvals, needed: tier.approvers };
      await audit(trx, actor, ip, {
        action: 'approvals.step',
        entity: req.entity,
        entityId: req.id,
        serverId: req.serverId,
        after: awaiting,
      });
      return awaiting;
    },

    /**
     * Each waiting request's tier, approvers so far and deadline, for the approvals screen and the operator's lists
     * (`amount`: the request's, or for a loan the limit it would get by default).
     */
    async progress(
      kind: ApprovalKind,
      entity: string,
      items: readonly { id: number; amount: number; createdAt: string }[],
      settings?: PlatformSettings['approvalPolicies'],
    ): Promise<Map<number, ApprovalProgress>> {
      const out = new Map<number, ApprovalProgress>();
      if (!items.length) return out;
      const policy = (settings ?? (await settingsRepository(ctx.db).get('approvalPolicies')))[kind];
      const steps = await ctx.db
        .selectFrom('approval_steps')
        .select(['item_id', 'email', 'amount', 'created_at'])
        .where('entity', '=', entity)
        .where(
          'item_id',
          'in',
          items.map((i) => i.id),
        )
        .orderBy('id')
        .execute();
      for (const item of items) {
        const approvers = steps
          .filter((s) => s.item_id === item.id)
          .map((s) => ({ email: s.email, at: s.created_at, amount: Number(s.amount) }));
        // What the first approver approved (a loan's limit), else the request's own amount.
        const tier = tierFor(policy, approvers[0]?.amount ?? item.amount);
        out.set(item.id, { needed: tier.approvers, code: tier.code, expiresAt: expiresAt(item.createdAt, policy.expiryHours), approvers });
      }
      return out;
    },

    /**
     * Ends every request of `w` waiting past its kind's expiry (the approvals' minute job), each in its own
     * transaction: the row is locked and `end` (the module's failure, audited by SYSTEM_EXPIRY) runs on it; `end`
     * answers false when the request was decided meanwhile. Answers how many ended.
     */
    async expire(w: WaitingRequests, end: (trx: Transaction<DB>, id: number, serverId: number) => Promise<boolean>): Promise<number> {
      const policy = (await settingsRepository(ctx.db).get('approvalPolicies'))[w.kind];
      const cutoff = new Date(Date.now() - policy.expiryHours * HOUR_MS).toISOString();
      const waiting = Object.entries(w.waiting).map(([column, value]) =>
        value === null ? sql`${sql.ref(column)} is null` : sql`${sql.ref(column)} = ${value}`,
      );
      const { rows } = await sql<{ id: number; server_id: number }>`
        select id, server_id from ${sql.table(w.table)}
        where ${sql.join(waiting, sql` and `)} and ${sql.ref(w.since)} < ${cutoff}
        order by id limit 500`.execute(ctx.db);
      let n = 0;
      for (const { id, server_id: serverId } of rows) {
        const ended = await ctx.db.transaction().execute(async (trx) => {
          await lock(trx, w.table, id);
          return end(trx, id, serverId);
        });
        if (ended) n++;
      }
      return n;
    },
  };
}
export type FourEyes = ReturnType<typeof fourEyes>;
