import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientBasic, sessionFor } from '../factories.js';
import { testDialect } from '../test-app.js';
import { fillPath, loadOps, type Op, opName, pathParamNames, type Schema, sample } from './openapi-ops.js';
import { buildWorld, table, type World } from './world.js';

/**
 * Fuzzing from the OpenAPI document with fast-check, per role (anonymous, operator, administrator): requests with
 * valid-ish and invalid bodies, query strings, path parameters and headers, sent in process (`app.inject`).
 * Every answer: no 5xx, no stack trace or SQL in the body; every certainly-invalid body: 4xx.
 * KONSOL_FUZZ_RUNS (total requests, split over the three roles; default 2400 here, 10,000 with `npm run hardening`),
 * KONSOL_FUZZ_SEED (replay a run; the seed is printed).
 */

const RUNS = Number(process.env.KONSOL_FUZZ_RUNS ?? process.env.KONSOL_FUZZ_REQUESTS ?? 2400);
const SEED = Number(process.env.KONSOL_FUZZ_SEED ?? Date.now() % 2_147_483_647);

/** Texts that would tell an attacker about the internals. */
const LEAK =
  /\bat [\w.<>]+ \((?:file:|\/|node:)|node_modules|\.ts:\d+:\d+|SQLITE_|sqlite3?_|syntax error at or near|relation "[^"]+" does not exist|violates [a-z ]+constraint|duplicate key value|\bkysely\b|\bpg_|TypeError|ReferenceError|RangeError|Cannot read propert|is not a function|ECONNREFUSED|unexpected error/i;
const SQL_TEXT = /\b(select\s+[\w*",. ]+\s+from|insert\s+into|update\s+\w+\s+set|delete\s+from)\b/i;

const SPECIAL = [
  '',
  ' ',
  '0',
  '-1',
  '1e309',
  'NaN',
  'null',
  'true',
  "' OR 1=1 --",
  '"; DROP TABLE users; --',
  "1' UNION SELECT password_hash FROM users --",
  '../../../etc/passwd',
  '<script>alert(1)</script>',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template-injection probe, on purpose
  '${7*7}{{7*7}}',
  '%00',
  '\u0000',
  '\uFFFF\uD800',
  '💥🇮🇩',
  'a'.repeat(5000),
  '9'.repeat(40),
  '-9223372036854775809',
  '__proto__',
  'constructor',
  '2026-13-45T99:99:99Z',
  'Infinity',
  '0x7fffffff',
  '1.5',
  ' 12 ',
];

const weird: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(...SPECIAL),
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  fc.integer(),
  fc.constantFrom(0, -1, 1, 2 ** 31, 2 ** 53, -(2 ** 53), Number.MAX_SAFE_INTEGER + 2, 1e308),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.anything({ maxDepth: 1 }), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.anything({ maxDepth: 1 }), { maxKeys: 3 }),
);

type BodyMode = 'valid' | 'mutate' | 'drop' | 'objectify' | 'anything' | 'malformed' | 'wrongType';

const requestArb = (nOps: number) =>
  fc.record({
    // Every route equally often (fast-check otherwise favours the ends of a range).
    op: fc.noBias(fc.nat(nOps - 1)),
    mode: fc.constantFrom<BodyMode>('valid', 'mutate', 'mutate', 'mutate', 'drop', 'objectify', 'anything', 'malformed', 'wrongType'),
    mutations: fc.array(fc.tuple(fc.nat(), weird), { maxLength: 4 }),
    which: fc.nat(),
    anything: fc.anything({ maxDepth: 2 }),
    malformed: fc.constantFrom(
      '{"a":',
      '{',
      '[',
      '{"x":1,}',
      "{'a':1}",
      'undefined',
      '{"a":1}{"b":2}',
      '\u0000',
      '{"__proto__":',
      `${'['.repeat(3000)}`,
    ),
    path: fc.oneof(fc.integer({ min: 1, max: 40 }), fc.integer(), weird),
    query: fc.array(fc.tuple(fc.oneof(fc.nat(), fc.string({ maxLength: 10 })), weird), { maxLength: 4 }),
    lang: fc.option(fc.constantFrom('id', 'en', 'fr', '*', 'en-US,en;q=0.9', 'xx;q=abc', ''), { nil: undefined }),
    idempotency: fc.option(fc.string({ maxLength: 80 }), { nil: undefined }),
    forwarded: fc.option(fc.string({ maxLength: 60 }), { nil: undefined }),
    credential: fc.boolean(),
  });
type FuzzRequest = ReturnType<ReturnType<typeof requestArb>['generate']>['value'];

/** Printable ASCII only (a header value Node accepts). */
const headerSafe = (s: string) => s.replace(/[^\x20-\x7e]/g, '').slice(0, 200);

/** Text of a generated value (lone surrogates made well-formed, as any HTTP client would send them). */
function toText(v: unknown): string {
  let text: string;
  if (typeof v === 'string') text = v;
  else {
    try {
      text = JSON.stringify(v) ?? String(v);
    } catch {
      text = String(v);
    }
  }
  return Buffer.from(text, 'utf8').toString('utf8');
}

/** The body to send and whether it is certainly invalid for the route's schema. */
function buildBody(op: Op, r: FuzzRequest): { payload?: string; contentType?: string; invalid: boolean } {
  const schema: Schema | undefined = op.body?.schema;
  const json = op.body?.contentTypes[0] === 'application/json';
  if (!op.body || !json) {
    // Routes without a JSON body: sometimes junk anyway.
    if (r.mode === 'anything' || r.mode === 'malformed')
      return { payload: r.mode === 'malformed' ? r.malformed : toText(r.anything), contentType: 'application/json', invalid: false };
    return { invalid: false };
  }
  const objectSchema = schema?.type === 'object';
  const base = (sample(schema, { email: `fz${r.which}@example.com` }) ?? {}) as Record<string, unknown>;
  const keys = Object.keys(schema?.properties ?? {});
  const required: string[] = (schema?.required ?? []).filter((k: string) => schema?.properties?.[k]?.default === undefined);
  switch (r.mode) {
    case 'valid':
      return { payload: JSON.stringify(base), contentType: 'application/json', invalid: false };
    case 'mutate': {
      const body = { ...base };
      for (const [i, v] of r.mutations) {
        const key = keys.length && i % 3 !== 0 ? (keys[i % keys.length] as string) : `x${i % 7}`;
        body[key] = v;
      }
      return { payload: toText(body), contentType: 'application/json', invalid: false };
    }
    case 'drop': {
      if (!objectSchema || !required.length) return { payload: JSON.stringify(base), contentType: 'application/json', invalid: false };
      const body = { ...base };
      delete body[required[r.which % required.length] as string];
      return { payload: JSON.stringify(body), contentType: 'application/json', invalid: true };
    }
    case 'objectify': {
      if (!objectSchema || !required.length) return { payload: JSON.stringify(base), contentType: 'application/json', invalid: false };
      const key = required[r.which % required.length] as string;
      if (schema?.properties?.[key]?.type === 'object')
        return { payload: JSON.stringify(base), contentType: 'application/json', invalid: false };
      return { payload: JSON.stringify({ ...base, [key]: { $ne: 1, $gt: '' } }), contentType: 'application/json', invalid: true };
    }
    case 'anything': {
      const v = r.anything;
      const plainObject = v !== null && typeof v === 'object' && !Array.isArray(v);
      return { payload: toText(v), contentType: 'application/json', invalid: objectSchema && !plainObject && !(typeof v === 'string') };
    }
    case 'malformed':
      return { payload: r.malformed, contentType: 'application/json', invalid: true };
    case 'wrongType':
      return { payload: JSON.stringify(base), contentType: r.which % 2 ? 'text/plain' : 'application/xml', invalid: true };
  }
}

describe('OpenAPI fuzzing', () => {
  let w: World;
  let ops: Op[];
  let serverKey = '';
  let appKey = '';
  const auth: Record<'operator' | 'administrator', Record<string, string>> = { operator: {}, administrator: {} };
  const totals = { requests: 0, s2xx: 0, s4xx: 0, s5xx: 0, invalid: 0, healed: 0 };

  /** A fresh session for the user (no login round trip), after making sure the user and its server are usable. */
  async function session(userId: number, serverPk: number): Promise<Record<string, string>> {
    const { db, jwt } = w.app.ctx;
    await db.updateTable('servers').set({ status: 1 }).where('id', '=', serverPk).execute();
    await db.updateTable('users').set({ status: 'active' }).where('id', '=', userId).execute();
    const user = await db.selectFrom('users').select('token_version').where('id', '=', userId).executeTakeFirstOrThrow();
    return { authorization: `Bearer ${await sessionFor(db, jwt, userId, user.token_version)}` };
  }

  beforeAll(async () => {
    w = await buildWorld();
    ops = await loadOps(w.app);
    auth.operator = await session(w.attacker.userId, w.attacker.serverPk);
    auth.administrator = await session(w.admin.userId, w.admin.serverPk);
    serverKey = (
      await w.app.inject({ method: 'POST', url: `/api/admin/mitra/${w.attacker.serverPk}/rotate-key`, headers: auth.administrator })
    ).json().data.server_key;
    appKey = (await w.app.ctx.db.selectFrom('apps').select('appkey').where('server_id', '=', w.attacker.serverPk).executeTakeFirstOrThrow())
      .appkey;
  }, 120_000);
  afterAll(async () => {
    console.info(`[fuzz ${testDialect}] seed ${SEED}; ${JSON.stringify(totals)}`);
    await w.app.close();
  });

  it('answers 4xx (never 5xx) to ids beyond the database integer range on every id-bearing route', async () => {
    const bad: string[][] = [];
    for (const op of ops.filter((o) => o.security.includes('bearerAuth'))) {
      const props = op.body?.schema?.properties ?? {};
      const inPath = pathParamNames(op.path).includes('id');
      const inBody = op.method !== 'GET' && 'id' in props;
      if (!inPath && !inBody) continue;
      for (const id of [2_147_483_648, 4_294_967_296, Number.MAX_SAFE_INTEGER]) {
        const body = op.body?.contentTypes.includes('application/json')
          ? { ...(sample(op.body.schema) as object), ...(inBody ? { id } : {}) }
          : undefined;
        const res = await w.app.inject({
          method: op.method,
          url: fillPath(op.path, { id }),
          headers: { ...(op.admin ? auth.administrator : auth.operator), ...(body ? { 'content-type': 'application/json' } : {}) },
          payload: body ? JSON.stringify(body) : undefined,
        });
        totals.requests++;
        if (res.statusCode < 400 || res.statusCode >= 500)
          bad.push([opName(op), String(id), String(res.statusCode), res.body.slice(0, 60)]);
      }
    }
    expect(bad, `ids beyond the integer range:\n${table(bad, ['route', 'id', 'status', 'body'])}`).toEqual([]);
  }, 120_000);

  for (const [index, role] of (['anonymous', 'operator', 'administrator'] as const).entries()) {
    it(`${role}: ${Math.ceil(RUNS / 3)} generated requests → no 5xx, no leak, invalid bodies 4xx`, async () => {
      const failures: string[][] = [];
      const requests = fc.sample(requestArb(ops.length), { numRuns: Math.ceil(RUNS / 3), seed: SEED + index });
      for (const r of requests) {
        // Logging out would only end the fuzzer's own session: the next route instead.
        const logout = (ops[r.op] as Op).path === '/api/auth/logout' && role !== 'anonymous';
        const op = ops[(r.op + (logout ? 1 : 0)) % ops.length] as Op;
        const params: Record<string, string | number> = {};
        for (const name of pathParamNames(op.path))
          params[name] = r.credential
            ? name === 'appcode' || name === 'app_code'
              ? w.attacker.serverCode
              : toText(r.path)
            : toText(r.path);
        let url = fillPath(op.path, params);
        const qs = new URLSearchParams();
        const qnames = op.params.filter((p) => p.in === 'query').map((p) => p.name);
        for (const [k, v] of r.query)
          qs.append(typeof k === 'number' && qnames.length ? (qnames[k % qnames.length] as string) : String(k), toText(v));
        if ([...qs].length) url += `?${qs.toString()}`;
        const body = buildBody(op, r);
        const headers: Record<string, string> = {};
        if (role !== 'anonymous') Object.assign(headers, auth[role]);
        if (r.credential) {
          if (op.security.includes('clientBasic')) Object.assign(headers, clientBasic);
          if (op.security.includes('appKey')) headers['x-app-key'] = appKey;
          if (op.security.includes('serverKey')) headers['x-server-key'] = serverKey;
        }
        if (body.contentType) headers['content-type'] = body.contentType;
        if (r.lang !== undefined) headers['accept-language'] = r.lang;
        if (r.idempotency !== undefined) headers['idempotency-key'] = headerSafe(r.idempotency);
        if (r.forwarded !== undefined) headers['x-forwarded-for'] = headerSafe(r.forwarded);
        let res: Awaited<ReturnType<World['app']['inject']>>;
        try {
          res = await w.app.inject({ method: op.method, url, headers, payload: body.payload });
        } catch (err) {
          failures.push([opName(op), url.slice(0, 50), 'throws', String(err).slice(0, 60)]);
          continue;
        }
        totals.requests++;
        const s = res.statusCode;
        if (s >= 500) totals.s5xx++;
        else if (s >= 400) totals.s4xx++;
        else totals.s2xx++;
        if (body.invalid) totals.invalid++;
        if (s >= 500)
          failures.push([opName(op), url.slice(0, 50), String(s), `${body.payload?.slice(0, 40) ?? ''} → ${res.body.slice(0, 60)}`]);
        if (LEAK.test(res.body) || (s >= 400 && SQL_TEXT.test(res.body)))
          failures.push([opName(op), url.slice(0, 50), String(s), `leak: ${res.body.slice(0, 80)}`]);
        if (body.invalid && (s < 400 || s >= 500))
          failures.push([opName(op), r.mode, String(s), `invalid body accepted: ${body.payload?.slice(0, 60)}`]);
        // The fuzzer may have switched its own account or server off (it is allowed to): switch them back on.
        if (role !== 'anonymous' && s === 401 && op.security.includes('bearerAuth')) {
          const me = await w.app.inject({ method: 'GET', url: '/api/getme', headers: auth[role] });
          if (me.statusCode === 401) {
            totals.healed++;
            auth[role] =
              role === 'operator' ? await session(w.attacker.userId, w.attacker.serverPk) : await session(w.admin.userId, w.admin.serverPk);
          }
        }
      }
      expect(
        failures,
        `fuzz failures (seed ${SEED + index}, KONSOL_FUZZ_SEED=${SEED}):\n${table(failures.slice(0, 60), ['route', 'request', 'status', 'problem'])}`,
      ).toEqual([]);
    }, 900_000);
  }
});
