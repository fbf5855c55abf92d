import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTenant, type TestTenant } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { contentDemoSeeder } from './demo-content.seed.js';

describe('content demo seeder', () => {
  let app: TestApp;
  let t: TestTenant;

  beforeAll(async () => {
    app = await createTestApp();
    t = await createTenant(app);
    await contentDemoSeeder(app.ctx, t.serverPk, t.serverCode);
  });
  afterAll(() => app.close());

  it('fills menus with proper type codes, categories, banners, news, info, popups and running texts', async () => {
    const menus = (await app.inject({ method: 'GET', url: '/api/backoffice/menu?size=-1', headers: t.headers })).json().data;
    expect(menus.totalElements).toBe(16);
    const byLabel = Object.fromEntries(menus.content.map((m: { label: string; type: number }) => [m.label, m.type]));
    expect(byLabel).toMatchObject({
      Pulsa: 9,
      'Token PLN': 1,
      PDAM: 3,
      'E-Wallet': 2,
      Digipos: 19,
      Isimple: 20,
      Sidompul: 21,
      'Pulsa Bebas Nominal': 22,
    });

    const d = (
      await app.inject({ method: 'GET', url: `/api/public/apps/${t.serverCode}/config`, headers: { 'x-app-key': t.appkey } })
    ).json().data;
    expect(d.settings.logo).toMatch(/^https:\/\/konsol\.test\/uploads\/logo\/.+\.png$/);
    expect(d.menus).toHaveLength(15); // "Isi Massal" is inactive
    expect(d.categories.map((c: { title: string }) => c.title)).toEqual(['Prabayar', 'Pascabayar', 'Layanan Operator']);
    expect(d.banners).toHaveLength(3);
    expect(d.news).toHaveLength(3);
    expect(d.infos).toHaveLength(2);
    expect(d.popups.map((p: { name: string }) => p.name).sort()).toEqual(['Promo Gajian', 'Update aplikasi versi terbaru']);
    expect(d.runningtexts).toHaveLength(2);
  });

  it('stores the generated images as uploads of the server that are served as PNG', async () => {
    const rows = await app.ctx.db.selectFrom('media').select(['url', 'purpose', 'server_id']).where('server_id', '=', t.serverPk).execute();
    expect(rows.filter((r) => r.purpose === 'banner')).toHaveLength(4);
    expect(rows.filter((r) => r.purpose === 'menu')).toHaveLength(16);
    const banner = rows.find((r) => r.purpose === 'banner')!;
    const res = await app.inject({ method: 'GET', url: banner.url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
  });
});
