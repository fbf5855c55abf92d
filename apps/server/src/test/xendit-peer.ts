import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

interface StoredPayout {
  body: string;
  payout: Record<string, unknown>;
}

/**
 * Xendit's Payouts API v2 on loopback, as its public reference describes it: `POST /v2/payouts` with Basic auth (the
 * secret key as user, no password) and an `Idempotency-key`; the same key and body answers the first payout again,
 * the same key with another body `409 DUPLICATE_ERROR`; a new payout is `ACCEPTED`. The test arranges failures:
 * an answer held past the client's timeout (the payout is made all the same), a 5xx, a refusal.
 */
export async function startXenditPeer(secretKey: string) {
  const byKey = new Map<string, StoredPayout>();
  const arranged = { hold: 0, holdMs: 1500, serverErrors: 0, refuse: undefined as string | undefined };
  let requests = 0;
  const held = new Set<NodeJS.Timeout>();
  const answer = (res: http.ServerResponse, status: number, body: unknown) =>
    res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      if (req.method !== 'POST' || req.url !== '/v2/payouts') return answer(res, 404, { error_code: 'NOT_FOUND', message: 'not found' });
      requests++;
      if (req.headers.authorization !== `Basic ${Buffer.from(`${secretKey}:`).toString('base64')}`)
        return answer(res, 401, { error_code: 'INVALID_API_KEY', message: 'API key is invalid' });
      const key = req.headers['idempotency-key'];
      if (typeof key !== 'string' || !key)
        return answer(res, 400, { error_code: 'API_VALIDATION_ERROR', message: 'Idempotency-key is required' });
      if (arranged.serverErrors > 0) {
        arranged.serverErrors--;
        return answer(res, 503, { error_code: 'SERVER_ERROR', message: 'temporarily unavailable' });
      }
      if (arranged.refuse) {
        const code = arranged.refuse;
        arranged.refuse = undefined;
        return answer(res, 400, { error_code: code, message: 'refused' });
      }
      const body = Buffer.concat(chunks).toString('utf8');
      const seen = byKey.get(key);
      if (seen) {
        if (seen.body !== body) return answer(res, 409, { error_code: 'DUPLICATE_ERROR', message: 'Idempotency key already used' });
        return answer(res, 200, seen.payout);
      }
      const b = JSON.parse(body) as Record<string, unknown>;
      const now = new Date().toISOString();
      const payout = {
        id: `disb-${randomBytes(12).toString('hex')}`,
        amount: b.amount,
        channel_code: b.channel_code,
        currency: b.currency,
        description: b.description,
        reference_id: b.reference_id,
        status: 'ACCEPTED',
        created: now,
        updated: now,
        estimated_arrival_time: now,
        business_id: '6018306aa16ad90cb3c43ba7',
        channel_properties: b.channel_properties,
      };
      byKey.set(key, { body, payout });
      if (arranged.hold > 0) {
        arranged.hold--;
        const t = setTimeout(() => {
          held.delete(t);
          answer(res, 200, payout);
        }, arranged.holdMs);
        held.add(t);
        return;
      }
      answer(res, 200, payout);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    arranged,
    /** The payouts made, by idempotency key. */
    payouts: () => [...byKey.entries()].map(([key, p]): Record<string, unknown> & { key: string } => ({ ...p.payout, key })),
    requests: () => requests,
    close: async () => {
      for (const t of held) clearTimeout(t);
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
export type XenditPeer = Awaited<ReturnType<typeof startXenditPeer>>;
