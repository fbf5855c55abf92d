import type { AuditAction } from '@konsol/contract';
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../db/schema.js';
import type { AuthInfo } from '../plugins/auth.js';
import { nowIso } from './time.js';

export interface AuditEntry {
  /** One of the contract's actions, so the audit pages have its words (`AUDIT_ACTIONS`). */
  action: AuditAction;
  entity: string;
  entityId: string | number;
  /** The server (tenant) the change belongs to, when it has one. */
  serverId?: number | null;
  before?: unknown;
  after?: unknown;
}

/** A change nobody clicked, named for what made it (`system:expiry`). */
export interface SystemActor {
  userId: null;
  email: `system:${string}`;
}

/**
 * Writes who did what, when, with the state before and after. Call it inside the transaction of the change so the
 * record and the change land together.
 */
export async function audit(
  q: Kysely<DB> | Transaction<DB>,
  actor: Pick<AuthInfo, 'userId' | 'email'> | SystemActor | null,
  ip: string,
  e: AuditEntry,
) {
  await q
    .insertInto('audit_log')
    .values({
      actor_user_id: actor?.userId ?? null,
      actor_email: actor?.email ?? 'system',
      server_id: e.serverId ?? null,
      action: e.action,
      entity: e.entity,
      entity_id: String(e.entityId),
      before_json: e.before === undefined ? null : JSON.stringify(e.before),
      after_json: e.after === undefined ? null : JSON.stringify(e.after),
      ip,
      created_at: nowIso(),
    })
    .execute();
}
