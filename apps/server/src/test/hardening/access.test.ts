import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDialect } from '../test-app.js';
import { fillPath, loadOps, type Op, opName, pathParamNames, sample } from './openapi-ops.js';
import { buildWorld, ID_SOURCES, idsOf, otherIds, snapshot, table, type World } from './world.js';

/**
 * The access matrix (DESIGN §7: role and tenant checked on the server for every call), generated from the route
 * table: every route anonymous, every administrator route as an operator, every id-bearing route as another
 * server's operator, and every list as another server's operator. Failures are printed as a table of routes.
 */

/** Routes that answer without any credential, each for a reason. Anything else must refuse an anonymous caller. */
const PUBLIC = new Map<string, string>([
  ['GET /api/health', 'readiness probe (the older path)'],
  ['GET /api/health/live', 'liveness probe'],
  ['GET /api/health/ready', 'readiness probe'],
  ['POST /api/auth/authenticate', 'login'],
  ['POST /api/auth/2fa', 'the second step of a login (a challenge from authenticate, 5 tries, rate-limited)'],
  ['POST /api/auth/signup', 'self registration (rate-limited)'],
  ['POST /api/auth/resetmypass', 'forgot password (same answer for every e-mail)'],
  ['POST /api/payments/callback', 'payment provider webhook, HMAC-signed body'],
  ['GET /api/province', 'public location list'],
  ['GET /api/city', 'public location list'],
  ['GET /api/subdistrict', 'public location list'],
]);

// `token`: an invitation's link secret (client credential only), which names no server's row a caller could guess.
const NON_ID_PARAMS = new Set(['value', 'status', 'module', 'token']);

/** A tenant route that names a row: an `{id}` in the path, an `id`/`ids` in the body, or the app code. */
function idBearing(op: Op): 'path' | 'body' | 'appcode' | null {
  if (op.admin) return null;
  const names = pathParamNames(op.path);
  if (names.includes('appcode')) return 'appcode';
  if (names.some((n) => !NON_ID_PARAMS.has(n))) return 'path';
  const props = op.body?.schema?.properties ?? {};
  if (op.method !== 'GET' && ('id' in props || 'ids' in props)) return 'body';
  return null;
}

const hintsFor = (op: Op) => ({
  // Fields that would otherwise make the sample fail before the ownership check.
  email: `x${Date.now().toString(36)}@example.com`,
  amount: 10_000,
  ...(op.path.startsWith('/api/public/') ? { phone: '081234567890', otp: '123456' } : {}),
});

function bodyFor(op: Op, extra: Record<string, unknown> = {}) {
  if (!op.body) return {};
  const ct = op.body.contentTypes[0] ?? 'application/json';
  if (ct.startsWith('multipart/') || ct === 'text/csv') return { payload: '', headers: { 'content-type': 'application/json' } };
  if (ct === 'application/x-www-form-urlencoded') {
    return { payload: new URLSearchParams({ grant_type: 'password' }).toString(), headers: { 'content-type': ct } };
  }
  const base = sample(op.body.schema, hintsFor(op)) as Record<string, unknown>;
  return {
    payload: JSON.stringify({ ...(base && typeof base === 'object' ? base : {}), ...extra }),
    headers: { 'content-type': 'application/json' },
  };
}

describe('access matrix (from the route table)', () => {
  let w: World;
  let ops: Op[];
  const tried = { anonymous: 0, operatorOnAdmin: 0, foreign: 0, lists: 0 };

  beforeAll(async () => {
    w = await buildWorld();
    ops = await loadOps(w.app);
  }, 120_000);
  afterAll(async () => {
    console.info(`[access ${testDialect}] requests: ${JSON.stringify(tried)} over ${ops.length} routes`);
    await w.app.close();
  });

  it('finds every /api route of the router in the OpenAPI document', () => {
    // printRoutes lists the router's real table; every /api route must be documented (and so be in the matrix).
    const printed = w.app.printRoutes({ commonPrefix: false });
    const norm = (p: string) => p.replace(/\{([^}]+)\}/g, ':$1').replace(/(.)\/$/, '$1');
    const documented = new Set(ops.map((o) => norm(o.path)));
    const lines = printed.split('\n').filter((l) => l.includes('/api/') && !l.includes('/api/docs'));
    const missing: string[] = [];
    for (const line of lines) {
      const m = /(\/api\/\S*) \(([^)]+)\)/.exec(line);
      if (!m) continue;
      const methods = (m[2] ?? '').split(', ').filter((x) => x !== 'HEAD' && x !== 'OPTIONS');
      if (methods.length && !documented.has(norm(m[1] as string))) missing.push(`${methods.join(',')} ${m[1]}`);
    }
    expect(missing, `routes missing from the OpenAPI document:\n${missing.join('\n')}`).toEqual([]);
    expect(ops.length).toBeGreaterThan(150);
  });

  it('refuses an anonymous caller (401) on every route that is not public by design', async () => {
    const bad: string[][] = [];
    for (const op of ops) {
      if (PUBLIC.has(opName(op))) continue;
      const values: Record<string, string> = { appcode: w.victim.serverCode, app_code: w.victim.serverCode };
      const res = await w.app.inject({ method: op.method, url: fillPath(op.path, values), ...bodyFor(op) });
      tried.anonymous++;
      if (res.statusCode !== 401) bad.push([opName(op), String(res.statusCode), res.body.slice(0, 80)]);
    }
    expect(bad, `anonymous callers not refused with 401:\n${table(bad, ['route', 'status', 'body'])}`).toEqual([]);
  });

  it('lets anonymous callers reach only the public routes, which never answer with another server’s data', async () => {
    for (const name of PUBLIC.keys()) expect(ops.map(opName), `public route ${name} no longer exists`).toContain(name);
  });

  it('refuses an operator (403) on every administrator route, before reading the body', async () => {
    const bad: string[][] = [];
    const admins = ops.filter((o) => o.admin);
    expect(admins.length).toBeGreaterThan(30);
    for (const op of admins) {
      for (const body of [bodyFor(op), { payload: '{"broken', headers: { 'content-type': 'application/json' } }]) {
        const res = await w.app.inject({
          method: op.method,
          url: fillPath(op.path, {}),
          headers: { ...w.attacker.headers, ...body.headers },
          payload: body.payload,
        });
        tried.operatorOnAdmin++;
        if (res.statusCode !== 403) bad.push([opName(op), String(res.statusCode), res.body.slice(0, 80)]);
      }
    }
    expect(bad, `operators not refused with 403:\n${table(bad, ['route', 'status', 'body'])}`).toEqual([]);
  });

  it('answers 404 to another server’s operator for every id-bearing route, and changes none of the owner’s rows', async () => {
    const targets = ops.filter((o) => idBearing(o));
    expect(targets.length).toBeGreaterThan(30);
    const before = await snapshot(w.app, w.victim.serverPk);
    const bad: string[][] = [];
    const noSource: string[] = [];
    for (const op of targets) {
      const kind = idBearing(op);
      if (kind === 'appcode') {
        // The victim's app code with the attacker's app key, and with no key.
        const attackerKey = (
          await w.app.ctx.db.selectFrom('apps').select('appkey').where('server_id', '=', w.attacker.serverPk).executeTakeFirstOrThrow()
        ).appkey;
        for (const key of [attackerKey, undefined]) {
          const body = bodyFor(op);
          const res = await w.app.inject({
            method: op.method,
            url: fillPath(op.path, { appcode: w.victim.serverCode }),
            headers: { ...body.headers, ...(key ? { 'x-app-key': key } : {}) },
            payload: body.payload,
          });
          tried.foreign++;
          if (res.statusCode < 400 || res.statusCode >= 500 || res.body.includes(w.marker)) {
            bad.push([opName(op), key ? 'attacker app key' : 'no app key', String(res.statusCode), res.body.slice(0, 80)]);
          }
        }
        continue;
      }
      const source = ID_SOURCES.find(([re]) => re.test(op.path));
      if (!source) {
        noSource.push(opName(op));
        continue;
      }
      const ids = await idsOf(w.app, source[1], w.victim.serverPk, source[2]);
      if (!ids.length) {
        noSource.push(`${opName(op)} (no ${source[1]} rows seeded)`);
        continue;
      }
      for (const id of ids.slice(0, 2)) {
        const url = fillPath(op.path, { ...(await otherIds(w.app, w.victim.serverPk)), id, status: 'PENDING' });
        const body = kind === 'body' ? bodyFor(op, 'ids' in (op.body?.schema?.properties ?? {}) ? { ids: [id] } : { id }) : bodyFor(op);
        const res = await w.app.inject({
          method: op.method,
          url,
          headers: { ...w.attacker.headers, ...body.headers },
          payload: body.payload,
        });
        tried.foreign++;
        if (res.statusCode !== 404 || res.body.includes(w.marker)) {
          bad.push([opName(op), `id ${id}`, String(res.statusCode), res.body.slice(0, 80)]);
        }
      }
    }
    expect(noSource, 'id-bearing routes without a known source of the victim’s ids (add them to ID_SOURCES)').toEqual([]);
    expect(bad, `foreign ids not refused with 404:\n${table(bad, ['route', 'as', 'status', 'body'])}`).toEqual([]);
    expect(await snapshot(w.app, w.victim.serverPk), 'the victim’s rows changed').toEqual(before);

    // The same ids are real: their owner reads them.
    const ownerBad: string[][] = [];
    for (const op of targets.filter((o) => o.method === 'GET' && idBearing(o) === 'path')) {
      const source = ID_SOURCES.find(([re]) => re.test(op.path));
      if (!source) continue;
      const [id] = await idsOf(w.app, source[1], w.victim.serverPk, source[2]);
      const res = await w.app.inject({
        method: 'GET',
        url: fillPath(op.path, { ...(await otherIds(w.app, w.victim.serverPk)), id: id as number }),
        headers: w.victim.headers,
      });
      if (res.statusCode !== 200) ownerBad.push([opName(op), String(id), String(res.statusCode), res.body.slice(0, 80)]);
    }
    expect(ownerBad, `owners cannot read their own rows:\n${table(ownerBad, ['route', 'id', 'status', 'body'])}`).toEqual([]);

    // And the same writes reach them for their owner (whatever the business rules then say): the 404s above were
    // about ownership, not about a wrong id or body. Deletions last.
    const writes = targets.filter((o) => o.method !== 'GET' && idBearing(o) !== 'appcode');
    writes.sort((a, b) => Number(a.method === 'DELETE') - Number(b.method === 'DELETE'));
    for (const op of writes) {
      const source = ID_SOURCES.find(([re]) => re.test(op.path));
      if (!source) continue;
      const [id] = await idsOf(w.app, source[1], w.victim.serverPk, source[2]);
      if (id === undefined) continue;
      const body =
        idBearing(op) === 'body' ? bodyFor(op, 'ids' in (op.body?.schema?.properties ?? {}) ? { ids: [id] } : { id }) : bodyFor(op);
      const res = await w.app.inject({
        method: op.method,
        url: fillPath(op.path, { ...(await otherIds(w.app, w.victim.serverPk)), id }),
        headers: { ...w.victim.headers, ...body.headers },
        payload: body.payload,
      });
      if (res.statusCode === 404 || res.statusCode >= 500)
        ownerBad.push([opName(op), String(id), String(res.statusCode), res.body.slice(0, 80)]);
    }
    expect(ownerBad, `owners cannot reach their own rows:\n${table(ownerBad, ['route', 'id', 'status', 'body'])}`).toEqual([]);
  });

  it('never shows another server’s row in any list or read answer', async () => {
    const reads = ops.filter(
      (o) => o.method === 'GET' && !o.admin && o.security.includes('bearerAuth') && !pathParamNames(o.path).includes('id'),
    );
    const leaks: string[][] = [];
    let ownerSees = 0;
    for (const op of reads) {
      for (const q of ['', '?size=-1', '?page=0&size=1000', '?search=zqvictimzq', '?cari=zqvictimzq']) {
        const url = fillPath(op.path, { status: 'PENDING', module: 'digipos' }) + q;
        const res = await w.app.inject({ method: 'GET', url, headers: w.attacker.headers });
        tried.lists++;
        if (res.body.includes(w.marker) || res.body.includes(w.victim.serverCode) || res.body.includes(w.victim.email)) {
          leaks.push([opName(op), q, String(res.statusCode), res.body.slice(0, 80)]);
        }
      }
      const own = await w.app.inject({
        method: 'GET',
        url: `${fillPath(op.path, { status: 'PENDING', module: 'digipos' })}?size=-1`,
        headers: w.victim.headers,
      });
      if (own.body.includes(w.marker)) ownerSees++;
    }
    expect(leaks, `foreign rows in answers:\n${table(leaks, ['route', 'query', 'status', 'body'])}`).toEqual([]);
    // The marker is really there for its owner, so its absence above means something.
    expect(ownerSees).toBeGreaterThanOrEqual(12);
  });
});
