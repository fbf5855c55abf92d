import { can, type Permission, ROLES, type Role } from '@konsol/contract';
import Fastify from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authPlugin } from './plugins/auth.js';
import { createTenant, sessionFor, type TestTenant } from './test/factories.js';
import { createTestApp, type TestApp, testDialect } from './test/test-app.js';

/**
 * The permission matrix (DESIGN §10), generated from the route table the server builds as it starts: every API
 * route declares one guard, and every route that needs a permission is called as every role. A role the table
 * allows gets past the guard (any answer but 403); any other role gets 403, and nothing in the database changes.
 */

const PARAMS: Record<string, string> = { status: '0', value: '1', module: 'digipos', app_code: 'NOAPP', appcode: 'NOAPP' };
const urlOf = (url: string) => url.replace(/:(\w+)/g, (_, name: string) => PARAMS[name] ?? '999999');

describe('permissions on every route', () => {
  let app: TestApp;
  const users = new Map<Role, TestTenant>();

  beforeAll(async () => {
    app = await createTestApp();
    for (const role of ROLES) users.set(role, await createTenant(app, { role, login: false, prefix: role.slice(0, 4) }));
  });
  afterAll(() => app?.close());

  /** Rows per table: a denied call must leave every count as it was. */
  async function counts() {
    const tables =
      testDialect === 'postgres'
        ? await sql<{ name: string }>`select tablename as name from pg_tables where schemaname = current_schema()`.execute(app.ctx.db)
        : await sql<{
            name: string;
          }>`select name from sqlite_master where type = 'table' and name not like 'sqlite_%' and name not like '%_fts%'`.execute(
            app.ctx.db,
          );
    const out: Record<string, number> = {};
    for (const { name } of tables.rows) {
      const r = await sql<{ n: number }>`select count(*) as n from ${sql.table(name)}`.execute(app.ctx.db);
      out[name] = Number(r.rows[0]!.n);
    }
    return out;
  }

  it('every API route declares exactly one guard', () => {
    const undeclared = app.routeAccess.filter((r) => r.access === 'none').map((r) => `${r.method} ${r.url}`);
    expect(undeclared).toEqual([]);
    expect(app.routeAccess.length).toBeGreaterThan(130);
    for (const r of app.routeAccess) {
      if (['public', 'client', 'engine'].includes(r.access)) continue;
      for (const p of r.access.split('|'))
        expect(
          ROLES.some((role) => can(role, p as Permission)),
          `${r.url}: ${p}`,
        ).toBe(true);
    }
  });

  it('a route without a guard is refused', async () => {
    const bare = Fastify();
    await bare.register(authPlugin, app.ctx);
    await bare.register(
      async (api) => {
        api.get('/forgotten', async () => ({ leaked: true }));
      },
      { prefix: '/api' },
    );
    const res = await bare.inject({ method: 'GET', url: '/api/forgotten' });
    expect(res.statusCode).toBe(403);
    expect(res.body).not.toContain('leaked');
    expect(bare.routeAccess).toEqual([{ method: 'GET', url: '/api/forgotten', access: 'none' }]);
    await bare.close();
  });

  for (const role of ROLES) {
    it(`${role}: allowed where the table says, 403 and no change elsewhere`, async () => {
      const user = users.get(role)!;
      const guarded = app.routeAccess.filter((r) => !['public', 'client', 'engine'].includes(r.access));
      const allowed = (r: (typeof guarded)[number]) => r.access.split('|').some((p) => can(role, p as Permission));

      const before = await counts();
      for (const r of guarded.filter((x) => !allowed(x))) {
        const res = await app.inject({
          method: r.method as 'GET',
          url: urlOf(r.url),
          headers: user.headers,
          ...(r.method === 'GET' || r.method === 'DELETE' ? {} : { payload: {} }),
        });
        expect(res.statusCode, `${role} ${r.method} ${r.url}`).toBe(403);
      }
      expect(await counts()).toEqual(before);

      for (const r of guarded.filter(allowed)) {
        // a fresh session per call: sign-out and password changes end the one they run in
        const token = await sessionFor(app.ctx.db, app.ctx.jwt, user.userId);
        const res = await app.inject({
          method: r.method as 'GET',
          url: urlOf(r.url),
          headers: { authorization: `Bearer ${token}` },
          ...(r.method === 'GET' || r.method === 'DELETE' ? {} : { payload: {} }),
        });
        expect(res.statusCode, `${role} ${r.method} ${r.url}: ${res.body.slice(0, 200)}`).not.toBe(403);
      }
    });
  }
});
