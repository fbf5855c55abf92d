import type { Generated, Kysely, Transaction } from 'kysely';
import { z } from 'zod';
import type { DB } from '../db/schema.js';
import { randomToken, sha256 } from './crypto.js';
import { AppError, BadRequest, Conflict } from './errors.js';
import { isoIn, nowIso } from './time.js';

/** One `Idempotency-Key` of one caller and operation, with the first final answer once there is one. */
export interface IdempotencyKeysTable {
  id: Generated<number>;
  /** Who and what the key belongs to, e.g. `wallet.cashout:12:34` (operation, server, user). */
  scope: string;
  idem_key: string;
  /** sha256 of the canonical JSON of the request body. */
  request_hash: string;
  /** in_flight | done */
  state: string;
  /** Random token of the request holding the claim; only it may complete the key. */
  claim_token: string;
  /** A claim older than this was abandoned (crashed instance) and may be taken over. */
  locked_until: string;
  /** `{ value }` or `{ error: { status, msg, params, errors } }`. */
  response_json: string | null;
  created_at: string;
  updated_at: string;
}

/** `Idempotency-Key` on money-moving POSTs (DESIGN §6). */
export const idempotencyHeaders = z.object({
  'idempotency-key': z
    .string()
    .optional()
    .describe('Same key → the first answer again; a different body with it → 422; still running → 409'),
});

export interface IdempotencyOptions {
  /** How long a repeat of a request still in flight waits for its answer before 409 (default 5 s). */
  waitMs?: number;
  /** How long a claim holds before it counts as abandoned (default 60 s). */
  lockMs?: number;
}

export interface IdempotentRequest {
  scope: string;
  /** The `Idempotency-Key` header; without one the work simply runs. */
  key: string | undefined;
  /** The request body (compared by canonical JSON: a different body with the same key is refused). */
  request: unknown;
}

type Stored =
  | { value: unknown }
  | { error: { status: number; msg: string; params?: Record<string, string | number>; errors?: Record<string, string> } };

const KEY_PATTERN = /^[\x21-\x7e]{1,200}$/;

/** JSON with object keys sorted, so `{a,b}` and `{b,a}` are the same request. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/** A refusal worth replaying: the request ran and was refused by a rule; not a conflict, a rate limit or a crash. */
const isFinalRefusal = (err: unknown): err is AppError =>
  err instanceof AppError && err.statusCode >= 400 && err.statusCode < 500 && err.statusCode !== 409 && err.statusCode !== 429;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * `Idempotency-Key` for money-moving requests (DESIGN §6), kept in the database so every instance shares it:
 * the same key replays the first answer, a different body with the same key is 422, one still in flight is 409
 * (after waiting up to `waitMs` for it, so parallel repeats normally all get the first answer).
 *
 * The first answer is stored in the same transaction as the work's writes, so a key is never "done" without its
 * money change nor the reverse. A refusal by a rule (4xx other than 409/429) is final and replayed too; an
 * unexpected error stores nothing, so the request may be retried with the same key.
 */
export function idempotency(db: Kysely<DB>, opts: IdempotencyOptions = {}) {
  const waitMs = opts.waitMs ?? 5000;
  const lockMs = opts.lockMs ?? 60_000;

  const find = (scope: string, key: string) =>
    db
      .selectFrom('idempotency_keys')
      .select(['id', 'request_hash', 'state', 'claim_token', 'locked_until', 'response_json'])
      .where('scope', '=', scope)
      .where('idem_key', '=', key)
      .executeTakeFirst();

  function replay<T>(json: string | null): T {
    const stored = JSON.parse(json ?? '{}') as Stored;
    if ('error' in stored) {
      throw new AppError(stored.error.status, stored.error.msg, stored.error.params, stored.error.errors, {
        'idempotent-replayed': 'true',
      });
    }
    return stored.value as T;
  }

  /** Claims the key for this request, or returns the answer to replay. */
  async function claim<T>(scope: string, key: string, hash: string, token: string): Promise<{ replay: T } | null> {
    const deadline = Date.now() + waitMs;
    for (;;) {
      const now = nowIso();
      const inserted = await db
        .insertInto('idempotency_keys')
        .values({
          scope,
          idem_key: key,
          request_hash: hash,
          state: 'in_flight',
          claim_token: token,
          locked_until: isoIn(lockMs),
          response_json: null,
          created_at: now,
          updated_at: now,
        })
        .onConflict((oc) => oc.columns(['scope', 'idem_key']).doNothing())
        .returning('id')
        .executeTakeFirst();
      if (inserted) return null;
      const row = await find(scope, key);
      if (!row) continue; // the first attempt failed and let go of the key: claim it again
      if (row.request_hash !== hash) throw new AppError(422, 'idempotencyKeyReused');
      if (row.state === 'done') return { replay: replay<T>(row.response_json) };
      if (row.locked_until < nowIso()) {
        const took = await db
          .updateTable('idempotency_keys')
          .set({ claim_token: token, locked_until: isoIn(lockMs), updated_at: nowIso() })
          .where('id', '=', row.id)
          .where('state', '=', 'in_flight')
          .where('claim_token', '=', row.claim_token)
          .executeTakeFirst();
        if (Number(took.numUpdatedRows) === 1) return null;
        continue;
      }
      if (Date.now() >= deadline) throw new Conflict('idempotencyInFlight');
      await sleep(20);
    }
  }

  /**
   * Runs a money operation at most once per key, in the order written: `check` (optional) runs after the key is
   * claimed and outside the transaction, for checks whose side effects must survive a refusal (e.g. counting a
   * wrong OTP), and returns what `work` needs; `work` does every write of the operation in the given transaction
   * and returns the answer's data (JSON).
   *
   * @example
   * const { value } = await idem.run({ scope: `wallet.cashout:${serverId}:${userId}`, key, request: body },
   *   async () => ({ account: await verifiedAccount(body) }),
   *   (trx, { account }) => placeCashout(trx, account, body.amount));
   */
  async function run<T>(req: IdempotentRequest, work: (trx: Transaction<DB>) => Promise<T>): Promise<{ value: T; replayed: boolean }>;
  async function run<C, T>(
    req: IdempotentRequest,
    check: () => Promise<C>,
    work: (trx: Transaction<DB>, checked: C) => Promise<T>,
  ): Promise<{ value: T; replayed: boolean }>;
  async function run<C, T>(
    req: IdempotentRequest,
    first: (() => Promise<C>) | ((trx: Transaction<DB>) => Promise<T>),
    second?: (trx: Transaction<DB>, checked: C) => Promise<T>,
  ): Promise<{ value: T; replayed: boolean }> {
    const check = second ? (first as () => Promise<C>) : async () => undefined as C;
    const work = second ?? (first as (trx: Transaction<DB>, checked: C) => Promise<T>);
    if (req.key === undefined) {
      const checked = await check();
      const value = await db.transaction().execute((trx) => work(trx, checked));
      return { value: JSON.parse(JSON.stringify(value ?? null)) as T, replayed: false };
    }
    if (!KEY_PATTERN.test(req.key)) throw new BadRequest('idempotencyKeyInvalid', { 'idempotency-key': 'idempotencyKeyInvalid' });
    const { scope, key } = req;
    const hash = sha256(canonicalJson(req.request));
    const token = randomToken(16);
    const replayed = await claim<T>(scope, key, hash, token);
    if (replayed) return { value: replayed.replay, replayed: true };

    try {
      const checked = await check();
      const value = await db.transaction().execute(async (trx) => {
        const json = JSON.stringify({ value: (await work(trx, checked)) ?? null } satisfies Stored);
        const done = await trx
          .updateTable('idempotency_keys')
          .set({ state: 'done', response_json: json, updated_at: nowIso() })
          .where('scope', '=', scope)
          .where('idem_key', '=', key)
          .where('claim_token', '=', token)
          .where('state', '=', 'in_flight')
          .executeTakeFirst();
        // Our claim was taken over (we were too slow): undo everything rather than do it twice.
        if (Number(done.numUpdatedRows) !== 1) throw new Conflict('idempotencyInFlight');
        return (JSON.parse(json) as { value: T }).value;
      });
      return { value, replayed: false };
    } catch (err) {
      const mine = db
        .updateTable('idempotency_keys')
        .where('scope', '=', scope)
        .where('idem_key', '=', key)
        .where('claim_token', '=', token)
        .where('state', '=', 'in_flight');
      if (isFinalRefusal(err)) {
        const stored: Stored = { error: { status: err.statusCode, msg: err.msg, params: err.params, errors: err.errors } };
        await mine.set({ state: 'done', response_json: JSON.stringify(stored), updated_at: nowIso() }).execute();
      } else {
        await db
          .deleteFrom('idempotency_keys')
          .where('scope', '=', scope)
          .where('idem_key', '=', key)
          .where('claim_token', '=', token)
          .where('state', '=', 'in_flight')
          .execute();
      }
      throw err;
    }
  }

  return {
    run,

    /** Forgets keys older than `days` (a client retries within minutes, not weeks). */
    async purge(days = 7): Promise<number> {
      const cutoff = isoIn(-days * 86_400_000);
      const r = await db.deleteFrom('idempotency_keys').where('created_at', '<', cutoff).where('state', '=', 'done').executeTakeFirst();
      return Number(r.numDeletedRows);
    },
  };
}
export type Idempotency = ReturnType<typeof idempotency>;
