import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { irsmarketBalance } from '../../modules/engine/engine.repository.js';
import { resellerFigures } from '../../modules/reseller/reseller.repository.js';
import { createAdmin, createTenant, type TestTenant } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { platformDemoSeeder } from './platform-demo.seed.js';

describe('platform demo seeder', () => {
  let app: TestApp;
  let admin: TestTenant;
  let t: TestTenant;
  let small: TestTenant;

  beforeAll(async () => {
    app = await createTestApp();
    admin = await createAdmin(app);
    t = await createTenant(app);
    small = await createTenant(app);
    // the premium demo server is recognised by its code; any other gets the smaller set
    await app.ctx.db.updateTable('servers').set({ server_id: 'PULSANUSA' }).where('id', '=', t.serverPk).execute();
    await platformDemoSeeder(app.ctx, t.serverPk, 'PULSANUSA');
    await platformDemoSeeder(app.ctx, small.serverPk, small.serverCode);
  });
  afterAll(() => app.close());

  it('gives resellers in sound upline chains, some active today, and the dashboard figures', async () => {
    const page = (await app.inject({ method: 'GET', url: '/api/reseller/?size=-1', headers: t.headers })).json().data;
    expect(page.totalElements).toBe(80);
    const kodes = new Set(page.content.map((r: { kode: string }) => r.kode));
    expect(kodes.has('R0001')).toBe(true);
    for (const r of page.content as { kode: string; kode_upline: string; nama: string; saldo: number }[]) {
      if (r.kode_upline) expect(kodes.has(r.kode_upline)).toBe(true);
      expect(r.nama.length).toBeGreaterThan(2);
      expect(r.saldo).toBeGreaterThanOrEqual(0);
    }
    const figures = await resellerFigures(app.ctx.db, t.serverPk);
    expect(figures.totalagen).toBe(80);
    expect(figures.agenaktiftoday).toBeGreaterThan(5);
    expect(figures.agenaktiftoday).toBeLessThan(80);
    expect(await irsmarketBalance(app.ctx.db, t.serverPk)).toBe(12_750_000);
    expect((await resellerFigures(app.ctx.db, small.serverPk)).totalagen).toBe(35);
  });

  it('gives products, pending deletion requests and module records', async () => {
    const products = (await app.inject({ method: 'GET', url: '/api/produk/?size=-1&search=PLN', headers: t.headers })).json().data;
    expect(products.content.map((p: { kode: string }) => p.kode)).toEqual(['PLN100', 'PLN20', 'PLN50']);
    const count = (await app.inject({ method: 'GET', url: '/api/apps/account/delete-count', headers: t.headers })).json().data.count;
    expect(count).toBe(3);
    const digipos = (await app.inject({ method: 'GET', url: '/api/api/v1/digipos', headers: t.headers })).json().data.content[0];
    expect(digipos).toMatchObject({ url_module: 'https://digipos.pulsanusa.co.id/portal', status: 1 });
  });

  it('writes the Kaspro agents once for the platform', async () => {
    const agents = (await app.inject({ method: 'GET', url: '/api/admin/agenkaspro?size=-1', headers: admin.headers })).json().data;
    expect(agents.totalElements).toBe(40);
    const apps = (await app.inject({ method: 'GET', url: '/api/admin/agenkaspro/applications', headers: admin.headers })).json().data;
    expect(apps.totalElements).toBe(1);
  });
});
