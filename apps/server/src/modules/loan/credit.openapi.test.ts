import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';

type Op = { responses: Record<string, unknown>; requestBody?: unknown; parameters?: { name: string; in: string }[]; security?: unknown[] };

/** Every credit endpoint (loans, location, pay-later) is documented with its security, body and answers. */
describe('OpenAPI of the credit endpoints', () => {
  let app: TestApp;
  let doc: { paths: Record<string, Record<string, Op>> };
  beforeAll(async () => {
    app = await createTestApp();
    doc = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json();
  });
  afterAll(() => app.close());

  const withBody: Array<[string, string]> = [
    ['put', '/api/admin/irmacapital/setting'],
    ['post', '/api/irmacapital/photo'],
    ['post', '/api/irmacapital/loan/request'],
    ['post', '/api/admin/irmacapital/request/{id}/decide'],
    ['post', '/api/irmacapital/loan/contract'],
    ['post', '/api/irmacapital/loan/payment'],
    ['post', '/api/backoffice/bayartempo/serpul-rekening/add'],
    ['post', '/api/backoffice/bayartempo/serpul-rekening/cashout'],
    ['post', '/api/admin/bayartempo/serpulbills'],
    ['post', '/api/admin/bayartempo/rekening/{id}/verify'],
  ];
  const withoutBody: Array<[string, string]> = [
    ['get', '/api/irmacapital/setting'],
    ['get', '/api/irmacapital/loan'],
    ['get', '/api/irmacapital/loan/request'],
    ['get', '/api/irmacapital/loan/contract'],
    ['get', '/api/irmacapital/loan/payment'],
    ['get', '/api/admin/irmacapital/requests'],
    ['get', '/api/backoffice/bayartempo/serpul-rekening/balance'],
    ['get', '/api/backoffice/bayartempo/serpulbills'],
    ['get', '/api/backoffice/bayartempo/billva'],
    ['patch', '/api/backoffice/bayartempo/serpulbills/payment/{id}'],
    ['get', '/api/backoffice/bayartempo/serpul-rekening'],
    ['get', '/api/admin/bayartempo/serpulbills/pending'],
    ['post', '/api/admin/bayartempo/serpulbills/{id}/confirm'],
    ['get', '/api/admin/bayartempo/rekening/pending'],
  ];

  it.each([...withBody, ...withoutBody])('%s %s has bearer security and a 200 and 401 answer', (method, path) => {
    const op = doc.paths[path]?.[method];
    expect(op, `${method} ${path}`).toBeDefined();
    expect(op!.responses['200']).toBeDefined();
    expect(op!.responses['401']).toBeDefined();
    expect(op!.security).toEqual([{ bearerAuth: [] }]);
    if (withBody.some(([m, p]) => m === method && p === path)) expect(op!.requestBody).toBeDefined();
  });

  it('the photo read and the location lists are documented; the lists are public', () => {
    expect(doc.paths['/api/irmacapital/photo/{id}']?.get?.security).toEqual([{ bearerAuth: [] }]);
    for (const p of ['/api/province', '/api/city', '/api/subdistrict']) expect(doc.paths[p]?.get?.security, p).toEqual([]);
  });

  it('money-moving POSTs take an Idempotency-Key', () => {
    for (const p of [
      '/api/irmacapital/loan/contract',
      '/api/irmacapital/loan/payment',
      '/api/backoffice/bayartempo/serpul-rekening/cashout',
    ]) {
      expect(
        (doc.paths[p]!.post!.parameters ?? []).map((x) => `${x.in}:${x.name}`),
        p,
      ).toContain('header:idempotency-key');
    }
  });
});
