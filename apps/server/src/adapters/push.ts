import { createSign } from 'node:crypto';
import type { Logger } from 'pino';

export interface PushNotification {
  /** FCM topic: the app code, so every install of one white-label app gets it. */
  topic: string;
  title: string;
  body: string;
  data?: Record<string, string>;
}

export interface PushResult {
  /** `sent`: handed to FCM; `recorded`: no push provider configured, kept in the database and the log only. */
  status: 'sent' | 'recorded';
  messageId?: string;
}

export interface PushSender {
  readonly provider: 'fcm' | 'log';
  /** Delivers one notification; throws when the provider refuses it or cannot be reached. */
  send(n: PushNotification): Promise<PushResult>;
}

export interface FcmOptions {
  projectId: string;
  clientEmail: string;
  /** The service account's PEM private key (`\n` written as two characters is accepted, as env files carry it). */
  privateKey: string;
  fetch?: typeof fetch;
  tokenUrl?: string;
  apiBase?: string;
  now?: () => number;
}

const SCOPE = 'https://www.googleapis.com/auth/firebase.messaging';
const TOKEN_URL = 'https://oauth2.googleapis.com/token';
const API_BASE = 'https://fcm.googleapis.com';
const TIMEOUT_MS = 10_000;

/** FCM topics allow letters, digits and -_.~%; anything else becomes `_`. */
export const fcmTopic = (code: string) => code.replace(/[^A-Za-z0-9\-_.~%]/g, '_').slice(0, 900) || 'app';

const b64url = (v: string | Buffer) => Buffer.from(v).toString('base64url');

/** A service-account JWT (RS256) asking Google's token endpoint for an FCM access token. */
export function serviceAccountJwt(opts: { clientEmail: string; privateKey: string; tokenUrl: string; nowSeconds: number }): string {
  const header = b64url(JSON.stringify({ alg: 'RS256', typ: 'JWT' }));
  const claims = b64url(
    JSON.stringify({ iss: opts.clientEmail, scope: SCOPE, aud: opts.tokenUrl, iat: opts.nowSeconds, exp: opts.nowSeconds + 3600 }),
  );
  const signer = createSign('RSA-SHA256');
  signer.update(`${header}.${claims}`);
  return `${header}.${claims}.${signer.sign(opts.privateKey).toString('base64url')}`;
}

/**
 * FCM HTTP v1: signs a service-account JWT with node:crypto, exchanges it for an access token (kept until a
 * minute before it expires), then POSTs the message to `projects/{id}/messages:send` for the topic.
 */
export function fcmPushSender(opts: FcmOptions): PushSender {
  const doFetch = opts.fetch ?? fetch;
  const tokenUrl = opts.tokenUrl ?? TOKEN_URL;
  const apiBase = opts.apiBase ?? API_BASE;
  const now = opts.now ?? Date.now;
  const privateKey = opts.privateKey.includes('\\n') ? opts.privateKey.replace(/\\n/g, '\n') : opts.privateKey;
  let cached: { token: string; until: number } | undefined;

  async function accessToken(): Promise<string> {
    if (cached && cached.until > now()) return cached.token;
    const assertion = serviceAccountJwt({ clientEmail: opts.clientEmail, privateKey, tokenUrl, nowSeconds: Math.floor(now() / 1000) });
    const res = await doFetch(tokenUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'urn:ietf:params:oauth:grant-type:jwt-bearer', assertion }).toString(),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    const body = (await res.json().catch(() => ({}))) as { access_token?: string; expires_in?: number; error?: string };
    if (!res.ok || !body.access_token) throw new Error(`FCM token exchange failed: ${res.status} ${body.error ?? ''}`.trim());
    cached = { token: body.access_token, until: now() + Math.max(0, (body.expires_in ?? 3600) - 60) * 1000 };
    return cached.token;
  }

  return {
    provider: 'fcm',
    async send(n) {
      const token = await accessToken();
      const res = await doFetch(`${apiBase}/v1/projects/${encodeURIComponent(opts.projectId)}/messages:send`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({
          message: { topic: fcmTopic(n.topic), notification: { title: n.title, body: n.body }, ...(n.data ? { data: n.data } : {}) },
        }),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      const body = (await res.json().catch(() => ({}))) as { name?: string; error?: { message?: string; status?: string } };
      if (res.status === 401) cached = undefined;
      if (!res.ok) throw new Error(`FCM send failed: ${res.status} ${body.error?.status ?? ''} ${body.error?.message ?? ''}`.trim());
      return { status: 'sent', messageId: body.name };
    },
  };
}

/** Without FCM: the notification is only recorded (the database row and the log). */
export function recordingPushSender(log: Logger): PushSender {
  return {
    provider: 'log',
    async send(n) {
      log.info({ topic: n.topic, title: n.title }, 'push recorded (FCM not configured)');
      return { status: 'recorded' };
    },
  };
}

/** FCM when FCM_PROJECT_ID, FCM_CLIENT_EMAIL and FCM_PRIVATE_KEY are all set; otherwise recorded. */
export function createPushSender(
  config: { FCM_PROJECT_ID?: string; FCM_CLIENT_EMAIL?: string; FCM_PRIVATE_KEY?: string },
  log: Logger,
): PushSender {
  const { FCM_PROJECT_ID: projectId, FCM_CLIENT_EMAIL: clientEmail, FCM_PRIVATE_KEY: privateKey } = config;
  if (projectId && clientEmail && privateKey) return fcmPushSender({ projectId, clientEmail, privateKey });
  if (projectId || clientEmail || privateKey) {
    log.warn('FCM_PROJECT_ID, FCM_CLIENT_EMAIL and FCM_PRIVATE_KEY must all be set: push messages are only recorded');
  }
  return recordingPushSender(log);
}
