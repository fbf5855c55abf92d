import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';

/** Every money endpoint is documented with its request and response schemas. */
describe('OpenAPI of the money endpoints', () => {
  let app: TestApp;
  let doc: {
    paths: Record<
      string,
      Record<string, { responses: Record<string, unknown>; requestBody?: unknown; parameters?: { name: string; in: string }[] }>
    >;
  };
  beforeAll(async () => {
    app = await createTestApp();
    const res = await app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    doc = res.json();
  });
  afterAll(() => app.close());

  const withBody: Array<[string, string]> = [
    ['post', '/api/wallet/cashout'],
    ['post', '/api/wallet/cashin'],
    ['post', '/api/wallet/bank'],
    ['post', '/api/payments/callback'],
    ['post', '/api/payments/sandbox/pay'],
    ['post', '/api/backoffice/tokensms/order'],
    ['post', '/api/admin/tokensms/denom'],
    ['patch', '/api/admin/tokensms/denom/{id}'],
    ['post', '/api/public/apps/{appcode}/otp'],
    ['post', '/api/public/apps/{appcode}/otp/verify'],
    ['post', '/api/admin/wallet/bank/{id}/verify'],
    ['post', '/api/admin/wallet/cashout/{id}/complete'],
  ];
  const withoutBody: Array<[string, string]> = [
    ['get', '/api/wallet'],
    ['get', '/api/wallet/history'],
    ['get', '/api/wallet/cashout'],
    ['get', '/api/wallet/cashin/{status}'],
    ['get', '/api/wallet/bank'],
    ['delete', '/api/wallet/bank/{id}'],
    ['get', '/api/banks'],
    ['get', '/api/channel'],
    ['get', '/api/wallet/otp'],
    ['get', '/api/backoffice/tokensms/denom'],
    ['get', '/api/backoffice/tokensms/balance'],
    ['get', '/api/backoffice/tokensms/history'],
    ['get', '/api/backoffice/tokensms/order'],
    ['get', '/api/backoffice/tokensms/order/{id}'],
    ['get', '/api/backoffice/tokensms/payment-info'],
    ['get', '/api/backoffice/console/topupchannel'],
    ['get', '/api/admin/tokensms/denom'],
    ['delete', '/api/admin/tokensms/denom/{id}'],
    ['get', '/api/admin/approvals'],
    ['get', '/api/admin/approvals/tokensms-orders'],
    ['get', '/api/admin/approvals/banks'],
    ['get', '/api/admin/approvals/cashouts'],
    ['post', '/api/admin/tokensms/order/{id}/paid'],
  ];

  it.each([...withBody, ...withoutBody])('%s %s', (method, path) => {
    const op = doc.paths[path]?.[method];
    expect(op, `${method} ${path}`).toBeDefined();
    expect(Object.keys(op!.responses)).toContain('200');
    if (withBody.some(([m, p]) => m === method && p === path)) expect(op!.requestBody).toBeDefined();
  });

  it('documents the Idempotency-Key, the signature header and the list filters', () => {
    const names = (method: string, path: string) => (doc.paths[path]![method]!.parameters ?? []).map((p) => `${p.in}:${p.name}`);
    expect(names('post', '/api/wallet/cashout')).toContain('header:idempotency-key');
    expect(names('post', '/api/backoffice/tokensms/order')).toContain('header:idempotency-key');
    expect(names('post', '/api/payments/callback')).toContain('header:x-signature');
    expect(names('get', '/api/wallet/history')).toEqual(
      expect.arrayContaining(['query:awal', 'query:akhir', 'query:search', 'query:page', 'query:size', 'query:sort', 'query:identity']),
    );
  });
});
