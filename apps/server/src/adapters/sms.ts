import type { Logger } from 'pino';

export interface Sms {
  to: string;
  /** Sender id (masking) shown on the phone, at most 11 characters. */
  senderId: string;
  text: string;
}

/** The SMS gateway: an HTTP gateway when SMS_GATEWAY_URL is configured, otherwise a sandbox that records. */
export interface SmsGateway {
  readonly mode: 'sandbox' | 'http';
  /** Sends one SMS; throws when the gateway does not accept it. Returns the gateway's message id. */
  send(sms: Sms): Promise<{ id: string }>;
  /** What the sandbox "sent" (newest last, at most 1000); empty for the HTTP gateway. */
  readonly sent: readonly (Sms & { id: string; at: string })[];
}

export function createSmsGateway(opts: { url?: string; token?: string; log: Logger; timeoutMs?: number }): SmsGateway {
  if (opts.url) {
    const url = opts.url;
    return {
      mode: 'http',
      sent: [],
      async send(sms) {
        const res = await fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}) },
          body: JSON.stringify({ to: sms.to, from: sms.senderId, text: sms.text }),
          signal: AbortSignal.timeout(opts.timeoutMs ?? 10_000),
        });
        if (!res.ok) throw new Error(`SMS gateway answered ${res.status}`);
        const body = (await res.json().catch(() => ({}))) as { id?: unknown; messageId?: unknown };
        return { id: String(body.id ?? body.messageId ?? '') };
      },
    };
  }
  const sent: (Sms & { id: string; at: string })[] = [];
  let seq = 0;
  return {
    mode: 'sandbox',
    sent,
    async send(sms) {
      const id = `SBX-${Date.now().toString(36)}-${++seq}`;
      sent.push({ ...sms, id, at: new Date().toISOString() });
      if (sent.length > 1000) sent.shift();
      // Like the mail outbox without SMTP: on one machine the log is where a developer reads the code.
      opts.log.info({ to: sms.to, senderId: sms.senderId, id, text: sms.text }, 'sms recorded by the sandbox gateway');
      return { id };
    },
  };
}
