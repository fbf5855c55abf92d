import ipaddr from 'ipaddr.js';
import { z } from 'zod';
import { pageQuery } from './common.js';

/** What Konsol tells a partner's systems (DESIGN §13); an endpoint subscribes to some of them. */
export const WEBHOOK_EVENTS = [
  'topup.created',
  'cashin.paid',
  'cashout.completed',
  'cashout.failed',
  'bank.verified',
  'tokensms.order.paid',
  'loan.decided',
  'bill.paid',
  'account_deletion.requested',
  'account_deletion.approved',
  'reseller.imported',
] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

/** Endpoints one server may have. */
export const MAX_WEBHOOKS = 10;

/** The signature header: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>" under the secret>`. */
export const WEBHOOK_SIGNATURE_HEADER = 'Konsol-Signature';

const url = z
  .string({ error: 'pleaseFill' })
  .trim()
  .min(1, 'pleaseFill')
  .max(500, 'webhookUrlInvalid')
  .refine((v) => URL.canParse(v) && ['https:', 'http:'].includes(new URL(v).protocol), 'webhookUrlInvalid');
const events = z
  .array(z.enum(WEBHOOK_EVENTS, { error: 'invalidValue' }), { error: 'webhookEventsRequired' })
  .min(1, 'webhookEventsRequired')
  .transform((list) => [...new Set(list)]);
const status = z.union([z.literal(0), z.literal(1)], { error: 'invalidValue' });

/** Adding an endpoint: where, which events, active (1) or paused (0). */
export const webhookBody = z.object({ url, events, status: status.default(1) });
export type WebhookBody = z.output<typeof webhookBody>;
export const webhookPatchBody = z.object({ url: url.optional(), events: events.optional(), status: status.optional() });
export type WebhookPatchBody = z.output<typeof webhookPatchBody>;

export const webhookRow = z.object({
  id: z.number().int(),
  url: z.string(),
  events: z.array(z.enum(WEBHOOK_EVENTS)),
  status: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Webhook = z.infer<typeof webhookRow>;

/** Creating an endpoint or rotating its secret answers the secret, once. */
export const webhookWithSecret = webhookRow.extend({ secret: z.string() });
export type WebhookWithSecret = z.infer<typeof webhookWithSecret>;

/** A delivery: one event to one endpoint, with its attempts so far. */
export const webhookDeliveryRow = z.object({
  id: z.number().int(),
  event_id: z.string(),
  event: z.enum(WEBHOOK_EVENTS),
  /** pending (waiting for its next attempt), delivered, or failed (no 2xx within 24 hours). */
  status: z.enum(['pending', 'delivered', 'failed']),
  attempts: z.number().int(),
  last_status_code: z.number().int().nullable(),
  next_attempt_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type WebhookDelivery = z.infer<typeof webhookDeliveryRow>;

export const webhookAttemptRow = z.object({
  at: z.string(),
  /** The receiver's HTTP status; null when none came (refused, timed out, blocked destination). */
  status_code: z.number().int().nullable(),
  duration_ms: z.number().int(),
  /** The first 500 characters of the answer, or what went wrong. */
  response: z.string(),
});
export type WebhookAttempt = z.infer<typeof webhookAttemptRow>;

export const webhookDeliveryDetail = webhookDeliveryRow.extend({ payload: z.string(), log: z.array(webhookAttemptRow) });
export type WebhookDeliveryDetail = z.infer<typeof webhookDeliveryDetail>;

export const webhookDeliveryQuery = pageQuery.extend({ status: z.enum(['pending', 'delivered', 'failed']).optional() });
export type WebhookDeliveryQuery = z.output<typeof webhookDeliveryQuery>;
export const deliveryParams = z.object({ id: z.coerce.number().int().positive(), deliveryId: z.coerce.number().int().positive() });

/** The body a receiver gets: the event's id is the same on every attempt and redelivery. */
export interface WebhookPayload<T = unknown> {
  id: string;
  type: WebhookEvent;
  /** ISO-8601 UTC time of the change. */
  created: string;
  /** The server's code (Server ID). */
  server: string;
  data: T;
}

/** An address or a CIDR range, IPv4 or IPv6 ("203.0.113.7", "203.0.113.0/24", "2001:db8::/48"). */
export function isCidr(text: string): boolean {
  if (ipaddr.isValid(text)) return true;
  try {
    ipaddr.parseCIDR(text);
    return true;
  } catch {
    return false;
  }
}

/** The addresses a server's engine key works from: empty means anywhere. A form's text is split at commas and spaces. */
export const allowedIpsField = z.preprocess(
  (v) => (typeof v === 'string' ? v.split(/[\s,]+/).filter(Boolean) : v),
  z
    .array(z.string().trim().max(60), { error: 'allowedIpsInvalid' })
    .max(50, 'allowedIpsInvalid')
    .refine((list) => list.every(isCidr), 'allowedIpsInvalid'),
);
