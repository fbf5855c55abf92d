import { generateKeyPairSync, verify } from 'node:crypto';
import type { Logger } from 'pino';
import { describe, expect, it } from 'vitest';
import { createPushSender, fcmPushSender, fcmTopic } from './push.js';

const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const pem = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();

interface Call {
  url: string;
  init: RequestInit;
}

function fakeFetch(answers: Array<{ status: number; body: unknown }>) {
  const calls: Call[] = [];
  const fn = (async (url: string | URL | Request, init?: RequestInit) => {
    calls.push({ url: String(url), init: init ?? {} });
    const a = answers.shift() ?? { status: 500, body: {} };
    return new Response(JSON.stringify(a.body), { status: a.status, headers: { 'content-type': 'application/json' } });
  }) as typeof fetch;
  return { fn, calls };
}

const decode = (part: string) => JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));

describe('FCM HTTP v1 push sender', () => {
  it('signs a service-account JWT, exchanges it for a token once, and posts to the topic', async () => {
    const fetch = fakeFetch([
      { status: 200, body: { access_token: 'ya29.test-token', expires_in: 3600, token_type: 'Bearer' } },
      { status: 200, body: { name: 'projects/konsol-demo/messages/111' } },
      { status: 200, body: { name: 'projects/konsol-demo/messages/222' } },
    ]);
    const sender = fcmPushSender({
      projectId: 'konsol-demo',
      clientEmail: 'push@konsol-demo.iam.gserviceaccount.com',
      privateKey: pem.replace(/\n/g, '\\n'), // as an env file carries it
      fetch: fetch.fn,
      now: () => Date.parse('2025-06-01T00:00:00Z'),
    });
    expect(sender.provider).toBe('fcm');
    const r = await sender.send({ topic: 'PULSANUSA', title: 'Promo', body: 'Diskon pulsa', data: { type: 'broadcast' } });
    expect(r).toEqual({ status: 'sent', messageId: 'projects/konsol-demo/messages/111' });

    const token = fetch.calls[0]!;
    const send = fetch.calls[1]!;
    expect(token.url).toBe('https://oauth2.googleapis.com/token');
    const form = new URLSearchParams(String(token.init.body));
    expect(form.get('grant_type')).toBe('urn:ietf:params:oauth:grant-type:jwt-bearer');
    const [h, c, s] = String(form.get('assertion')).split('.');
    expect(decode(h!)).toEqual({ alg: 'RS256', typ: 'JWT' });
    const claims = decode(c!);
    expect(claims).toMatchObject({
      iss: 'push@konsol-demo.iam.gserviceaccount.com',
      scope: 'https://www.googleapis.com/auth/firebase.messaging',
      aud: 'https://oauth2.googleapis.com/token',
      iat: 1748736000,
      exp: 1748739600,
    });
    expect(verify('RSA-SHA256', Buffer.from(`${h}.${c}`), publicKey, Buffer.from(s!, 'base64url'))).toBe(true);

    expect(send.url).toBe('https://fcm.googleapis.com/v1/projects/konsol-demo/messages:send');
    expect((send.init.headers as Record<string, string>).authorization).toBe('Bearer ya29.test-token');
    expect(JSON.parse(String(send.init.body))).toEqual({
      message: { topic: 'PULSANUSA', notification: { title: 'Promo', body: 'Diskon pulsa' }, data: { type: 'broadcast' } },
    });

    await sender.send({ topic: 'PULSANUSA', title: 'Lagi', body: 'Kedua' });
    expect(fetch.calls).toHaveLength(3); // the token was reused
  });

  it('throws when FCM refuses the message or the token', async () => {
    const refused = fakeFetch([
      { status: 200, body: { access_token: 't', expires_in: 3600 } },
      { status: 403, body: { error: { status: 'PERMISSION_DENIED', message: 'no access' } } },
    ]);
    const sender = fcmPushSender({ projectId: 'p', clientEmail: 'e@x', privateKey: pem, fetch: refused.fn });
    await expect(sender.send({ topic: 'A', title: 't', body: 'b' })).rejects.toThrow(/403 PERMISSION_DENIED/);

    const noToken = fakeFetch([{ status: 400, body: { error: 'invalid_grant' } }]);
    const s2 = fcmPushSender({ projectId: 'p', clientEmail: 'e@x', privateKey: pem, fetch: noToken.fn });
    await expect(s2.send({ topic: 'A', title: 't', body: 'b' })).rejects.toThrow(/invalid_grant/);
  });

  it('uses FCM only when all three FCM_* settings are present, otherwise records', async () => {
    const log = { info: () => {}, warn: () => {} } as unknown as Logger;
    expect(createPushSender({}, log).provider).toBe('log');
    expect(createPushSender({ FCM_PROJECT_ID: 'p' }, log).provider).toBe('log');
    expect(createPushSender({ FCM_PROJECT_ID: 'p', FCM_CLIENT_EMAIL: 'e', FCM_PRIVATE_KEY: pem }, log).provider).toBe('fcm');
    expect(await createPushSender({}, log).send({ topic: 'A', title: 't', body: 'b' })).toEqual({ status: 'recorded' });
  });

  it('keeps topics within what FCM allows', () => {
    expect(fcmTopic('PULSA-NUSA_1')).toBe('PULSA-NUSA_1');
    expect(fcmTopic('A B/C')).toBe('A_B_C');
  });
});
