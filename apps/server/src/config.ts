import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

/** The one place that reads process.env: parsed once at start, a bad value stops the start naming it. */
const bool = z.enum(['1', '0', 'true', 'false', 'yes', 'no', 'on', 'off']).transform((v) => ['1', 'true', 'yes', 'on'].includes(v));

/** The administrator's password when ADMIN_PASSWORD is not set: public (README), so it must be changed at first sign-in. */
export const DEFAULT_ADMIN_PASSWORD = 'admin12345';

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
    .optional(),
  PUBLIC_URL: z.url().optional(),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  JWT_TTL_SECONDS: z.coerce
    .number()
    .int()
    .min(60)
    .default(60 * 60 * 12),
  ADMIN_EMAIL: z.email().default('admin@konsol.local'),
  ADMIN_PASSWORD: z.string().min(8, 'must be at least 8 characters').default(DEFAULT_ADMIN_PASSWORD),
  SEED_DEMO: bool.default(true),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().default('Konsol <no-reply@konsol.local>'),
  OAUTH_CLIENT_ID: z.string().min(1).default('konsol-console'),
  OAUTH_CLIENT_SECRET: z.string().min(1).default('konsol-console-secret'),
  PAYMENT_WEBHOOK_SECRET: z.string().min(16).default('konsol-sandbox-webhook-secret'),
  PAYMENT_MODE: z.enum(['sandbox']).default('sandbox'),
  /** HMAC key of a mutation service's `POST /api/bank-mutations/push`; unset, the push is refused. */
  BANK_MUTATION_SECRET: z.string().min(16).optional(),
  /** Who pays approved cash-outs out: `manual` (an administrator transfers and marks them) or `xendit` (its Payout API). */
  PAYOUT_PROVIDER: z.enum(['manual', 'xendit']).default('manual'),
  XENDIT_SECRET_KEY: z.string().min(1).optional(),
  /** The verification token Xendit sends as `x-callback-token` with its callbacks. */
  XENDIT_CALLBACK_TOKEN: z.string().min(1).optional(),
  XENDIT_API_URL: z.url().default('https://api.xendit.co'),
  /** How long a provider call may take before it is given up and retried (with the same idempotency key). */
  PAYOUT_TIMEOUT_MS: z.coerce.number().int().min(50).max(120_000).default(20_000),
  FCM_PROJECT_ID: z.string().optional(),
  FCM_CLIENT_EMAIL: z.string().optional(),
  FCM_PRIVATE_KEY: z.string().optional(),
  SMS_GATEWAY_URL: z.url().optional(),
  SMS_GATEWAY_TOKEN: z.string().optional(),
  TRUST_PROXY: bool.default(false),
  ARGON2_MEMORY_KIB: z.coerce.number().int().min(1024).default(19456),
  ARGON2_TIME_COST: z.coerce.number().int().min(1).default(2),
  WEB_DIST: z.string().optional(),
  /** `GET /metrics` answers a bearer of this token; without it there is no /metrics. */
  METRICS_TOKEN: z.string().min(16).optional(),
  /**
   * Durable jobs: the idle wait between two looks for due jobs, the first retry's delay (doubling after), and how
   * long a claimed job is held without renewal before another instance may take it (its worker died; a live one
   * renews it every third of this).
   */
  JOBS_POLL_MS: z.coerce.number().int().min(10).max(60_000).default(500),
  JOBS_RETRY_MS: z.coerce.number().int().min(10).max(3_600_000).default(5000),
  JOBS_LEASE_MS: z.coerce.number().int().min(1000).max(3_600_000).default(30_000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Object storage (`s3://<bucket>`) for every upload; unset, files stay under DATA_DIR. */
  STORAGE_URL: z
    .string()
    .regex(/^s3:\/\/[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be s3://<bucket> (a bucket name, no path)')
    .optional(),
  S3_ENDPOINT: z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' }).optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: bool.default(false),
  /** Webhook hosts exempt from the https and public-address rules (internal networks, tests): comma-separated. */
  WEBHOOK_ALLOW_HOSTS: z
    .string()
    .transform((v) =>
      v
        .split(',')
        .map((h) => h.trim().toLowerCase())
        .filter(Boolean),
    )
    .default([]),
});

// A half-made object storage setting would go wrong silently (files left on disk, no credentials).
const checkedEnv = envSchema.superRefine((env, ctx) => {
  for (const key of ['S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const) {
    if (env[key] !== undefined && !env.STORAGE_URL) {
      ctx.addIssue({ code: 'custom', path: [key], message: 'set, but STORAGE_URL is not (files would stay on disk)' });
    }
  }
  if (!env.S3_ACCESS_KEY_ID !== !env.S3_SECRET_ACCESS_KEY) {
    const missing = env.S3_ACCESS_KEY_ID ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID';
    ctx.addIssue({ code: 'custom', path: [missing], message: 'set both S3 keys, or neither for the AWS default credentials' });
  }
  if (env.PAYOUT_PROVIDER === 'xendit') {
    for (const key of ['XENDIT_SECRET_KEY', 'XENDIT_CALLBACK_TOKEN'] as const) {
      if (!env[key]) ctx.addIssue({ code: 'custom', path: [key], message: 'required with PAYOUT_PROVIDER=xendit' });
    }
  }
});

export type Env = z.infer<typeof envSchema>;

export interface Config extends Omit<Env, 'JWT_SECRET' | 'PUBLIC_URL'> {
  JWT_SECRET: string;
  PUBLIC_URL: string;
  DATA_DIR: string;
}

export class ConfigError extends Error {}

/** Reads the environment (or the given overrides, for tests) into a checked Config. */
export function loadConfig(source: Record<string, string | undefined> = process.env): Config {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = checkedEnv.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  const dataDir = path.resolve(env.DATA_DIR);
  mkdirSync(dataDir, { recursive: true });
  return {
    ...env,
    DATA_DIR: dataDir,
    JWT_SECRET: env.JWT_SECRET ?? persistedSecret(dataDir),
    PUBLIC_URL: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, ''),
  };
}

/** A JWT secret generated once and kept in DATA_DIR, so sessions survive a restart without configuration. */
function persistedSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
