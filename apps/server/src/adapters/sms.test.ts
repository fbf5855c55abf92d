import { createServer, type IncomingMessage } from 'node:http';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPaymentProvider } from './payment.js';
import { createSmsGateway } from './sms.js';

describe('SMS gateway adapter', () => {
  const received: { headers: IncomingMessage['headers']; body: unknown }[] = [];
  let status = 200;
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({ headers: req.headers, body: JSON.parse(Buffer.concat(chunks).toString('utf8')) });
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify({ id: 'msg-42' }));
    });
  });
  let url = '';
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as { port: number }).port}/send`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  const log = pino({ level: 'silent' });

  it('posts to SMS_GATEWAY_URL with the token and returns the gateway id', async () => {
    const gw = createSmsGateway({ url, token: 'secret-token', log });
    expect(gw.mode).toBe('http');
    const r = await gw.send({ to: '081234567890', senderId: 'PULSANUSA', text: '123456 adalah kode OTP' });
    expect(r.id).toBe('msg-42');
    expect(received.at(-1)).toMatchObject({
      headers: { authorization: 'Bearer secret-token', 'content-type': 'application/json' },
      body: { to: '081234567890', from: 'PULSANUSA', text: '123456 adalah kode OTP' },
    });
  });

  it('throws when the gateway refuses', async () => {
    status = 500;
    const gw = createSmsGateway({ url, log });
    await expect(gw.send({ to: '081234567890', senderId: 'X', text: 't' })).rejects.toThrow(/500/);
    status = 200;
  });

  it('the sandbox records what it would send', async () => {
    const gw = createSmsGateway({ log });
    expect(gw.mode).toBe('sandbox');
    const r = await gw.send({ to: '081234567890', senderId: 'X', text: 'hello' });
    expect(gw.sent).toEqual([expect.objectContaining({ id: r.id, to: '081234567890', text: 'hello' })]);
  });
});

describe('payment adapter (sandbox)', () => {
  const provider = createPaymentProvider({ mode: 'sandbox', webhookSecret: 'a-secret-of-16-chars' });

  it('issues a number per bank and signs/verifies raw bodies with HMAC-SHA256', async () => {
    expect((await provider.issueVa({ bank: 'BRI', amount: 1000, reference: 'R', name: 'N' })).va).toMatch(/^26201\d{11}$/);
    expect((await provider.issueVa({ bank: 'MANDIRI', amount: 1000, reference: 'R', name: 'N' })).va).toMatch(/^88908\d{11}$/);
    const body = '{"event":"va.paid"}';
    const sig = provider.sign(body);
    expect(sig).toMatch(/^[0-9a-f]{64}$/);
    expect(provider.verify(Buffer.from(body), sig)).toBe(true);
    expect(provider.verify(body, sig.toUpperCase())).toBe(true);
    expect(provider.verify(`${body} `, sig)).toBe(false);
    expect(provider.verify(body, undefined)).toBe(false);
    expect(provider.verify(body, 'zz')).toBe(false);
  });
});
