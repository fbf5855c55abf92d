import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTenant, type TestTenant } from '../test/factories.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { prepared } from './prepared.js';
import type { DB } from './schema.js';

describe('prepared queries', () => {
  let app: TestApp;
  let a: TestTenant;
  let b: TestTenant;
  beforeAll(async () => {
    app = await createTestApp();
    a = await createTenant(app);
    b = await createTenant(app, { status: 0 });
  }, 120_000);
  afterAll(() => app.close());

  // Constants of the query (status 1, the limit) sit between the arguments, which are used out of order.
  const query = (db: Kysely<DB>, code: string, fromId: number) =>
    db
      .selectFrom('servers')
      .select(['id', 'server_id', 'status'])
      .where('id', '>=', fromId)
      .where('status', '=', 1)
      .where('server_id', '=', code)
      .orderBy('id')
      .limit(5);
  const servers = prepared(query);
  const built = (db: Kysely<DB>, code: string, fromId: number) => query(db, code, fromId).execute();

  it('answers what the same query built each time answers, for each call’s own arguments', async () => {
    const db = app.ctx.db;
    for (const [code, fromId] of [
      [a.serverCode, 0],
      [a.serverCode, a.serverPk + 1],
      [b.serverCode, 0],
      ['NOSUCH', 0],
    ] as const) {
      expect(await servers.all(db, code, fromId)).toEqual(await built(db, code, fromId));
    }
    expect(await servers.first(db, a.serverCode, 0)).toEqual({ id: a.serverPk, server_id: a.serverCode, status: 1 });
    expect(await servers.first(db, b.serverCode, 0)).toBeUndefined();
  });

  it('works inside a transaction too (compiled for it)', async () => {
    const rows = await app.ctx.db.transaction().execute((trx) => servers.all(trx, a.serverCode, 0));
    expect(rows.map((r) => r.id)).toEqual([a.serverPk]);
  });

  it('refuses an argument the SQL does not carry as a parameter; takes one used twice', async () => {
    const unused = prepared((db: Kysely<DB>, _code: string) => db.selectFrom('servers').select('id').limit(1));
    await expect(unused.all(app.ctx.db, 'X')).rejects.toThrow(/argument 0 is not a parameter/);
    const read = prepared((db: Kysely<DB>, code: string) => db.selectFrom('servers').select('id').where('server_id', '=', `${code}`));
    await expect(read.all(app.ctx.db, 'X')).rejects.toThrow(/argument 0 is not a parameter/);
    const twice = prepared((db: Kysely<DB>, code: string) =>
      db
        .selectFrom('servers')
        .select('id')
        .where((eb) => eb.or([eb('server_id', '=', code), eb('name', '=', code)])),
    );
    expect(await twice.all(app.ctx.db, a.serverCode)).toEqual([{ id: a.serverPk }]);
  });

  it('under the tests, fails a query whose SQL depends on an argument’s value', async () => {
    const branching = prepared((db: Kysely<DB>, fromId: number) => {
      const q = db.selectFrom('servers').select('id').where('id', '>=', fromId);
      return typeof fromId === 'number' && fromId > 1 ? q.where('status', '=', 1) : q;
    });
    await expect(branching.all(app.ctx.db, 2)).rejects.toThrow(/depends on the arguments' values/);
  });
});
