import type { Generated } from 'kysely';

export interface WebhooksTable {
  id: Generated<number>;
  server_id: number;
  url: string;
  /** JSON array of event names. */
  events: string;
  /** 1 active, 0 paused. */
  status: number;
  /** The signing secret, sealed under a key derived from JWT_SECRET (lib/crypto `seal`). */
  secret_sealed: string;
  created_at: string;
  updated_at: string;
}

export interface WebhookDeliveriesTable {
  id: Generated<number>;
  server_id: number;
  webhook_id: number;
  /** The event's id, the same on every attempt and redelivery (`evt_…`). */
  event_id: string;
  event: string;
  /** The JSON body sent. */
  payload: string;
  status: 'pending' | 'delivered' | 'failed';
  attempts: number;
  last_status_code: number | null;
  next_attempt_at: string | null;
  /** Failed attempts are tried again until then (24 hours after the event, or after a redelivery). */
  retry_until: string;
  created_at: string;
  updated_at: string;
}

export interface WebhookAttemptsTable {
  id: Generated<number>;
  delivery_id: number;
  at: string;
  status_code: number | null;
  duration_ms: number;
  response: string;
}
