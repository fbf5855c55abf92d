import {
  MAX_WEBHOOKS,
  type Page,
  type PageQuery,
  WEBHOOK_EVENTS,
  WEBHOOK_SIGNATURE_HEADER,
  type Webhook,
  type WebhookBody,
  type WebhookDelivery,
  type WebhookDeliveryDetail,
  type WebhookDeliveryQuery,
  type WebhookEvent,
  type WebhookPatchBody,
  type WebhookPayload,
  type WebhookWithSecret,
} from '@konsol/contract';
import type { Transaction } from 'kysely';
import { checkDestination, postWebhook } from '../../adapters/webhook-http.js';
import type { AppContext } from '../../context.js';
import type { DB } from '../../db/schema.js';
import { audit } from '../../lib/audit.js';
import { openSealed, randomToken, seal, timedSignature } from '../../lib/crypto.js';
import { fieldError, NotFound, RetryLater, Rule } from '../../lib/errors.js';
import { type Job, retryDelayMs } from '../../lib/jobs.js';
import { pageOf } from '../../lib/list.js';
import { isoIn, nowIso } from '../../lib/time.js';
import type { AuthInfo } from '../../plugins/auth.js';
import { webhooksRepository } from './webhooks.repository.js';

/** Failed deliveries are tried again for this long. */
const RETRY_WINDOW_MS = 24 * 3_600_000;
/** The job's own cap on attempts; the 24-hour window ends a delivery first. */
export const WEBHOOK_JOB_ATTEMPTS = 200;
const SEAL_PURPOSE = 'webhook';

export interface WebhookJob {
  deliveryId: number;
}

const eventsOf = (text: string) =>
  (JSON.parse(text) as string[]).filter((e): e is WebhookEvent => (WEBHOOK_EVENTS as readonly string[]).includes(e));

const toWebhook = (r: { id: number; url: string; events: string; status: number; created_at: string; updated_at: string }): Webhook => ({
  id: r.id,
  url: r.url,
  events: eventsOf(r.events),
  status: r.status,
  created_at: r.created_at,
  updated_at: r.updated_at,
});

const toDelivery = (r: {
  id: number;
  event_id: string;
  event: string;
  status: 'pending' | 'delivered' | 'failed';
  attempts: number;
  last_status_code: number | null;
  next_attempt_at: string | null;
  created_at: string;
  updated_at: string;
}): WebhookDelivery => ({
  id: r.id,
  event_id: r.event_id,
  event: r.event as WebhookEvent,
  status: r.status,
  attempts: r.attempts,
  last_status_code: r.last_status_code,
  next_attempt_at: r.next_attempt_at,
  created_at: r.created_at,
  updated_at: r.updated_at,
});

/** `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">` (DESIGN §13). */

/**
 * Outgoing webhooks (DESIGN §13): a server's endpoints, and the events its changes emit. Each event is one
 * delivery per subscribed endpoint, written in the transaction of the change with its job; the job worker signs
 * and posts it, again with backoff for 24 hours until a 2xx comes.
 */
export function webhooksService(ctx: AppContext) {
  const repo = webhooksRepository(ctx.db);
  const allowHosts = ctx.config.WEBHOOK_ALLOW_HOSTS;
  const newSecret = () => `whsec_${randomToken(24)}`;
  const sealed = (secret: string) => seal(ctx.config.JWT_SECRET, SEAL_PURPOSE, secret);

  async function mustGet(serverId: number, id: number) {
    const row = await repo.get(serverId, id);
    if (!row) throw new NotFound();
    return row;
  }
  async function checkUrl(url: string) {
    if (!(await checkDestination(url, allowHosts))) throw fieldError('url', 'webhookUrlInvalid');
  }

  return {
    async list(who: AuthInfo, q: PageQuery): Promise<Page<Webhook>> {
      return pageOf(q, await repo.list(who.serverId, q), toWebhook);
    },

    async create(who: AuthInfo, body: WebhookBody, ip: string): Promise<WebhookWithSecret> {
      await checkUrl(body.url);
      const secret = newSecret();
      const id = await ctx.db.transaction().execute(async (trx) => {
        if ((await repo.count(trx, who.serverId)) >= MAX_WEBHOOKS) throw new Rule('webhookTooMany', { max: MAX_WEBHOOKS });
        const id = await repo.insert(trx, who.serverId, {
          url: body.url,
          events: JSON.stringify(body.events),
          status: body.status,
          secret_sealed: sealed(secret),
        });
        await audit(trx, who, ip, { action: 'webhook.create', entity: 'webhook', entityId: id, serverId: who.serverId, after: body });
        return id;
      });
      return { ...toWebhook(await mustGet(who.serverId, id)), secret };
    },

    async update(who: AuthInfo, id: number, body: WebhookPatchBody, ip: string): Promise<Webhook> {
      const before = toWebhook(await mustGet(who.serverId, id));
      if (body.url !== undefined && body.url !== before.url) await checkUrl(body.url);
      await ctx.db.transaction().execute(async (trx) => {
        await repo.update(trx, who.serverId, id, {
          ...(body.url !== undefined ? { url: body.url } : {}),
          ...(body.events !== undefined ? { events: JSON.stringify(body.events) } : {}),
          ...(body.status !== undefined ? { status: body.status } : {}),
        });
        await audit(trx, who, ip, {
          action: 'webhook.update',
          entity: 'webhook',
          entityId: id,
          serverId: who.serverId,
          before,
          after: body,
        });
      });
      return toWebhook(await mustGet(who.serverId, id));
    },

    async remove(who: AuthInfo, id: number, ip: string): Promise<{ id: number }> {
      const before = toWebhook(await mustGet(who.serverId, id));
      await ctx.db.transaction().execute(async (trx) => {
        await repo.remove(trx, who.serverId, id);
        await audit(trx, who, ip, { action: 'webhook.delete', entity: 'webhook', entityId: id, serverId: who.serverId, before });
      });
      return { id };
    },

    /** A new secret, answered once; the old one signs nothing from now on. */
    async rotate(who: AuthInfo, id: number, ip: string): Promise<WebhookWithSecret> {
      await mustGet(who.serverId, id);
      const secret = newSecret();
      await ctx.db.transaction().execute(async (trx) => {
        await repo.update(trx, who.serverId, id, { secret_sealed: sealed(secret) });
        await audit(trx, who, ip, { action: 'webhook.rotate', entity: 'webhook', entityId: id, serverId: who.serverId });
      });
      return { ...toWebhook(await mustGet(who.serverId, id)), secret };
    },

    async deliveries(who: AuthInfo, id: number, q: WebhookDeliveryQuery): Promise<Page<WebhookDelivery>> {
      await mustGet(who.serverId, id);
      return pageOf(q, await repo.deliveries(who.serverId, id, q), toDelivery);
    },

    async delivery(who: AuthInfo, id: number, deliveryId: number): Promise<WebhookDeliveryDetail> {
      const row = await repo.delivery(who.serverId, id, deliveryId);
      if (!row) throw new NotFound();
      return { ...toDelivery(row), payload: row.payload, log: await repo.attempts(row.id) };
    },

    /** Sends a delivery again (the same event id), with a new 24-hour window of retries. */
    async redeliver(who: AuthInfo, id: number, deliveryId: number, ip: string): Promise<WebhookDelivery> {
      const row = await repo.delivery(who.serverId, id, deliveryId);
      if (!row) throw new NotFound();
      await ctx.db.transaction().execute(async (trx) => {
        await repo.updateDelivery(trx, row.id, { status: 'pending', next_attempt_at: nowIso(), retry_until: isoIn(RETRY_WINDOW_MS) });
        await ctx.jobs.enqueue(trx, 'webhook', { deliveryId: row.id } satisfies WebhookJob, { key: `webhook:${row.id}:${randomToken(8)}` });
        await audit(trx, who, ip, { action: 'webhook.redeliver', entity: 'webhook_delivery', entityId: row.id, serverId: who.serverId });
      });
      ctx.jobs.kick();
      const after = await repo.delivery(who.serverId, id, deliveryId);
      return toDelivery(after!);
    },

    /**
     * One attempt of a delivery (the `webhook` job): a throw asks the worker to try again later. An endpoint that
     * is down is the partner's to fix and expected now and then: one warning line, no error and no stack.
     */
    async deliver(job: WebhookJob, attempt: Job): Promise<void> {
      const d = await repo.toSend(job.deliveryId);
      if (!d) return; // its endpoint was deleted
      const unix = Math.floor(Date.now() / 1000);
      const secret = openSealed(ctx.config.JWT_SECRET, SEAL_PURPOSE, d.secret_sealed);
      const at = nowIso();
      const res = await postWebhook(
        d.url,
        d.payload,
        {
          [WEBHOOK_SIGNATURE_HEADER]: timedSignature(secret, d.payload, unix),
          'Konsol-Event': d.event,
          'Konsol-Event-Id': d.event_id,
          'user-agent': 'Konsol-Webhooks/1',
        },
        allowHosts,
      );
      const ok = res.status !== null && res.status >= 200 && res.status < 300;
      const wait = retryDelayMs(ctx.config.JOBS_RETRY_MS, attempt.attempts);
      const more = !ok && Date.now() + wait < Date.parse(d.retry_until);
      const nextRetryAt = more ? isoIn(wait) : null;
      await ctx.db.transaction().execute(async (trx) => {
        await repo.insertAttempt(trx, { delivery_id: d.id, at, status_code: res.status, duration_ms: res.ms, response: res.response });
        await repo.updateDelivery(trx, d.id, {
          status: ok ? 'delivered' : more ? 'pending' : 'failed',
          attempts: d.attempts + 1,
          last_status_code: res.status,
          next_attempt_at: nextRetryAt,
        });
      });
      if (ok) return;
      // Without a status, our own words say why (refused, timed out, blocked); a partner's body stays in the attempt log.
      const reason = res.status === null ? res.response.slice(0, 100) : undefined;
      ctx.log.warn(
        { deliveryId: d.id, event: d.event, attempt: d.attempts + 1, status: res.status, reason, nextRetryAt },
        more ? 'webhook delivery failed: retrying' : 'webhook delivery failed: given up',
      );
      if (more) throw new RetryLater(`webhook answered ${res.status ?? 'nothing'}: ${res.response.slice(0, 100)}`);
    },
  };
}

/**
 * What the code that makes a change calls, in its transaction: one delivery and one job per active endpoint of
 * the server subscribed to `type`. Nothing is sent unless the change commits.
 */
export function webhookEvents(ctx: AppContext) {
  const repo = webhooksRepository(ctx.db);
  return {
    async emit(trx: Transaction<DB>, serverId: number, type: WebhookEvent, data: unknown): Promise<void> {
      const endpoints = (await repo.active(trx, serverId)).filter((w) => eventsOf(w.events).includes(type));
      if (!endpoints.length) return;
      const created = nowIso();
      const payload: WebhookPayload = { id: `evt_${randomToken(18)}`, type, created, server: endpoints[0]!.server_code, data };
      const body = JSON.stringify(payload);
      for (const w of endpoints) {
        const deliveryId = await repo.insertDelivery(trx, {
          server_id: serverId,
          webhook_id: w.id,
          event_id: payload.id,
          event: type,
          payload: body,
          retry_until: isoIn(RETRY_WINDOW_MS),
        });
        await ctx.jobs.enqueue(trx, 'webhook', { deliveryId } satisfies WebhookJob, { key: `webhook:${deliveryId}:0` });
      }
    },
  };
}
