import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTenant } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

describe('GET /api/backoffice/console/dashboard', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  const figures = async (headers: Record<string, string>) => {
    const res = await app.inject({ method: 'GET', url: '/api/backoffice/console/dashboard', headers });
    expect(res.statusCode).toBe(200);
    return res.json().data;
  };

  it("counts only the caller's own resellers and starts from zero", async () => {
    const a = await createTenant(app);
    const b = await createTenant(app);
    expect(await figures(a.headers)).toMatchObject({ totalagen: 0, agenaktiftoday: 0, tokensms: 0, irsmarketbalance: 0 });
    for (const kode of ['R1', 'R2']) {
      const res = await app.inject({ method: 'POST', url: '/api/reseller/', headers: a.headers, payload: { kode, nama: `Agen ${kode}` } });
      expect(res.statusCode).toBe(200);
    }
    expect((await figures(a.headers)).totalagen).toBe(2);
    expect((await figures(b.headers)).totalagen).toBe(0);
  });

  it('refuses a caller without a token', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/backoffice/console/dashboard' });
    expect(res.statusCode).toBe(401);
  });
});
