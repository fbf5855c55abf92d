import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { Mailer } from './adapters/mail.js';
import type { PaymentProvider } from './adapters/payment.js';
import type { PayoutProvider } from './adapters/payout.js';
import type { PushSender } from './adapters/push.js';
import type { SmsGateway } from './adapters/sms.js';
import type { Storages } from './adapters/storage.js';
import type { Config } from './config.js';
import type { Dialect } from './db/database.js';
import type { DB } from './db/schema.js';
import type { JobQueue } from './lib/jobs.js';
import type { JwtService } from './lib/jwt.js';
import type { MailQueue } from './lib/mail-queue.js';
import type { Metrics } from './lib/metrics.js';
import type { PasswordHasher } from './lib/password.js';
import type { RateLimiter } from './lib/rate-limit.js';

/** What every module is built from: handed to each module's routes by app.ts. */
export interface AppContext {
  config: Config;
  db: Kysely<DB>;
  dialect: Dialect;
  log: Logger;
  mailer: Mailer;
  /** Counters and gauges of `GET /metrics` (lib/metrics.ts). */
  metrics: Metrics;
  /** Durable jobs: effects outside the database, delivered with retries (lib/jobs.ts). */
  jobs: JobQueue;
  mail: MailQueue;
  hasher: PasswordHasher;
  jwt: JwtService;
  limiter: RateLimiter;
  /** Files: public images (served at /uploads) and private ones, on disk or in the STORAGE_URL bucket. */
  storage: Storages;
  /** Push notifications to the apps (FCM or recorded). */
  push: PushSender;
  /** Payment provider: issues virtual-account numbers, signs and verifies callbacks (sandbox on one machine). */
  payments: PaymentProvider;
  /** Who pays approved cash-outs out (PAYOUT_PROVIDER); undefined: an administrator, by hand. */
  payouts?: PayoutProvider;
  /** SMS gateway for the apps' OTP SMS (HTTP when SMS_GATEWAY_URL is set, else recorded). */
  sms: SmsGateway;
}
