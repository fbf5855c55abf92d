import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientBasic } from '../factories.js';
import { testDialect } from '../test-app.js';
import { fillPath, loadOps, type Op, opName, pathParamNames, sample } from './openapi-ops.js';
import { buildWorld, ID_SOURCES, idsOf, snapshot, TENANT_TABLES, table, type World } from './world.js';

/**
 * Mass assignment: every write route gets a valid body plus fields it does not declare — a role, another server,
 * a balance, a status, an id, timestamps, `__proto__` and `constructor.prototype` — as the role that may call it.
 * Nothing extra may be stored (no row with those values, the other server untouched, no role raised), no answer
 * may echo them, and no prototype may be polluted.
 */

const SENTINEL_ID = 987_654_321;
const SENTINEL_TIME = '1999-01-01T00:00:00.000Z';
const SENTINEL_BALANCE = 777_777_777;

function extrasFor(op: Op, victimPk: number, victimCode: string): Record<string, unknown> {
  const declared = new Set(Object.keys(op.body?.schema?.properties ?? {}));
  const extra: Record<string, unknown> = {
    role: 'ROLE_ADMIN',
    roles: ['ROLE_ADMIN'],
    isAdmin: true,
    serverid: victimCode,
    server_id: victimPk,
    serverId: victimPk,
    userId: 1,
    user_id: 1,
    balance: SENTINEL_BALANCE,
    saldo: SENTINEL_BALANCE,
    creditlimit: SENTINEL_BALANCE,
    status: 7,
    id: SENTINEL_ID,
    createdAt: SENTINEL_TIME,
    created_at: SENTINEL_TIME,
    updatedAt: SENTINEL_TIME,
    updated_at: SENTINEL_TIME,
    token_version: 99,
    password_hash: 'injected',
    appkey: 'injected-app-key',
  };
  for (const k of declared) delete extra[k];
  return extra;
}

/** JSON text with own `__proto__` and `constructor.prototype` keys (an object literal would set the prototype). */
function pollutedJson(body: Record<string, unknown>): string {
  const text = JSON.stringify(body);
  const poison = '"__proto__":{"polluted":"yes","isAdmin":true,"role":"ROLE_ADMIN"},"constructor":{"prototype":{"polluted2":"yes"}}';
  return text === '{}' ? `{${poison}}` : `${text.slice(0, -1)},${poison}}`;
}

function polluted(): string[] {
  const probe = {} as Record<string, unknown>;
  return ['polluted', 'polluted2', 'isAdmin', 'role'].filter((k) => probe[k] !== undefined || k in Object.prototype);
}

describe('mass assignment over every write route', () => {
  let w: World;
  let ops: Op[];
  let serverKey = '';
  let appKey = '';
  let tried = 0;

  beforeAll(async () => {
    w = await buildWorld();
    ops = await loadOps(w.app);
    const key = await w.app.inject({ method: 'POST', url: `/api/admin/mitra/${w.attacker.serverPk}/rotate-key`, headers: w.admin.headers });
    serverKey = key.json().data.server_key;
    appKey = (await w.app.ctx.db.selectFrom('apps').select('appkey').where('server_id', '=', w.attacker.serverPk).executeTakeFirstOrThrow())
      .appkey;
  }, 120_000);
  afterAll(async () => {
    console.info(`[mass-assignment ${testDialect}] requests: ${tried}`);
    await w.app.close();
  });

  it('stores nothing it was not asked for, answers no 5xx, echoes nothing, pollutes no prototype', async () => {
    const writes = ops.filter(
      (o) =>
        o.method !== 'GET' &&
        o.body &&
        (o.body.contentTypes.includes('application/json') || o.body.contentTypes.includes('application/x-www-form-urlencoded')),
    );
    expect(writes.length).toBeGreaterThan(60);
    const victimBefore = await snapshot(w.app, w.victim.serverPk);
    const bad: string[][] = [];
    const accepted: string[] = [];
    for (const op of writes) {
      const headers: Record<string, string> = {};
      if (op.security.includes('bearerAuth')) Object.assign(headers, op.admin ? w.admin.headers : w.attacker.headers);
      if (op.security.includes('clientBasic')) Object.assign(headers, clientBasic);
      if (op.security.includes('serverKey')) headers['x-server-key'] = serverKey;
      if (op.security.includes('appKey')) headers['x-app-key'] = appKey;
      // The route's own ids point at the caller's rows (the access matrix covers foreign ones).
      const params: Record<string, string | number> = { appcode: w.attacker.serverCode, app_code: w.attacker.serverCode };
      if (pathParamNames(op.path).includes('id')) {
        const source = ID_SOURCES.find(([re]) => re.test(op.path));
        const ids = source ? await idsOf(w.app, source[1], w.attacker.serverPk, source[2]) : [];
        // Without a row of its own, an id nobody has: id 1 may be the other server's, which an administrator route may change.
        params.id = op.path.startsWith('/api/admin/mitra') ? w.attacker.serverPk : (ids[0] ?? 999_999);
      }
      const source = ID_SOURCES.find(([re]) => re.test(op.path));
      const ownIds = source ? await idsOf(w.app, source[1], w.attacker.serverPk, source[2]) : [];
      const menus = await idsOf(w.app, 'menus', w.attacker.serverPk);
      const same = 'wrong-password-1';
      const hints = {
        email: `ma-${tried}@example.com`,
        amount: 10_000,
        // The password change would revoke the caller's session: its current password stays wrong.
        password: same,
        newpassword: same,
        confpassword: same,
        confmpassword: same,
        passwordconf: same,
        grant_type: 'password',
        ...(ownIds[0] ? { id: ownIds[0] } : {}),
        menus: menus.slice(0, 2),
        appcode: w.attacker.serverCode,
      };
      const base = (sample(op.body?.schema, hints) ?? {}) as Record<string, unknown>;
      const body = { ...base, ...extrasFor(op, w.victim.serverPk, w.victim.serverCode) };
      const form = op.body?.contentTypes[0] === 'application/x-www-form-urlencoded';
      const payload = form
        ? new URLSearchParams(Object.entries(body).map(([k, v]) => [k, typeof v === 'object' ? JSON.stringify(v) : String(v)])).toString() +
          '&__proto__[polluted]=yes&constructor[prototype][polluted2]=yes'
        : pollutedJson(body);
      const res = await w.app.inject({
        method: op.method,
        url: fillPath(op.path, params),
        headers: {
          ...headers,
          'content-type': form ? 'application/x-www-form-urlencoded' : 'application/json',
          'idempotency-key': `ma-${tried}`,
        },
        payload,
      });
      tried++;
      const text = res.body;
      if (res.statusCode >= 500) bad.push([opName(op), String(res.statusCode), text.slice(0, 80)]);
      if (res.statusCode < 300) accepted.push(opName(op));
      else if (process.env.KONSOL_HARDENING_DEBUG) console.info(opName(op), res.statusCode, text.slice(0, 140));
      for (const echo of [String(SENTINEL_ID), SENTINEL_TIME, String(SENTINEL_BALANCE), 'injected', '"polluted']) {
        if (text.includes(echo)) bad.push([opName(op), String(res.statusCode), `echoes ${echo}: ${text.slice(0, 60)}`]);
      }
      const left = polluted();
      if (left.length) bad.push([opName(op), String(res.statusCode), `Object.prototype polluted: ${left.join(',')}`]);
    }
    expect(bad, `mass assignment failures:\n${table(bad, ['route', 'status', 'problem'])}`).toEqual([]);
    console.info(`[mass-assignment ${testDialect}] ${accepted.length} of ${writes.length} write routes accepted the padded body`);
    // Most writes really went through with the extra fields (the check below would be empty otherwise).
    expect(accepted.length).toBeGreaterThan(25);

    // Nothing of it was stored anywhere.
    const stored: string[][] = [];
    for (const t of [
      ...TENANT_TABLES,
      'servers',
      'sessions',
      'auth_tokens',
      'wallet_ledger',
      'audit_log',
      'tokensms_packages',
      'kaspro_applications',
    ]) {
      const rows = await sql<Record<string, unknown>>`select * from ${sql.table(t)}`.execute(w.app.ctx.db);
      for (const row of rows.rows) {
        const json = JSON.stringify(row, (_k, v) => (typeof v === 'bigint' ? String(v) : v));
        if (Number(row.id) === SENTINEL_ID) stored.push([t, 'id', json.slice(0, 80)]);
        for (const [col, v] of Object.entries(row)) {
          if (t === 'audit_log') continue; // the audit log may record what was asked
          if (String(v).includes(SENTINEL_TIME) || String(v).includes('1999-01-01')) stored.push([t, col, json.slice(0, 80)]);
          if (Number(v) === SENTINEL_BALANCE) stored.push([t, col, json.slice(0, 80)]);
          if (typeof v === 'string' && (v === 'injected' || v === 'injected-app-key' || v.includes('"polluted')))
            stored.push([t, col, json.slice(0, 80)]);
        }
      }
    }
    const roles = await w.app.ctx.db.selectFrom('users').select(['email', 'role', 'token_version']).where('role', '=', 'admin').execute();
    for (const r of roles) if (r.email !== w.admin.email) stored.push(['users', 'role', `${r.email} became ${r.role}`]);
    const raised = await w.app.ctx.db.selectFrom('users').select(['email', 'token_version']).where('token_version', '=', 99).execute();
    for (const r of raised) stored.push(['users', 'token_version', r.email]);
    expect(stored, `injected values stored:\n${table(stored, ['table', 'column', 'row'])}`).toEqual([]);
    expect(await snapshot(w.app, w.victim.serverPk), 'the other server’s rows changed').toEqual(victimBefore);
    // The caller is still who they were.
    const me = await w.app.inject({ method: 'GET', url: '/api/getme', headers: w.attacker.headers });
    expect(me.statusCode).toBe(200);
    expect(JSON.stringify(me.json())).not.toContain('ROLE_ADMIN');
  });
});
