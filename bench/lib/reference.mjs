// The reference server (its own process): the least a server can do to answer what Konsol answers, for
// `/api/health`, a list page and the lists' searches. Fastify with the same API security headers and request id,
// a fast-jwt token check and one prepared session lookup, the lists' statements written by hand and prepared once,
// and a compiled serializer. Its CPU per request and latency are the floor Konsol's are measured against.
// Usage: node reference.mjs sqlite|postgres <sqlite file|database url> <data dir> <server id>; prints `ready <port>`.
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import v8 from 'node:v8';
import fastJson from 'fast-json-stringify';
import { createVerifier } from 'fast-jwt';
import Fastify from 'fastify';

// As Konsol's main.ts, so both processes collect garbage the same way.
v8.setFlagsFromString('--heap-growing-percent=20');

const [kind, where, dataDir, serverIdArg] = process.argv.slice(2);
const serverId = Number(serverIdArg);
const require = createRequire(import.meta.url);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const { apiSecurityHeaders } = await import(pathToFileURL(path.join(root, 'apps/server/dist/plugins/security-headers.js')).href);

const secret = process.env.JWT_SECRET ?? readFileSync(path.join(dataDir, 'jwt-secret'), 'utf8').trim();
const verify = createVerifier({ key: secret, algorithms: ['HS256'], requiredClaims: ['exp', 'sub', 'sid'], cache: true });

// ---- the database: `all(sql, params)` over statements prepared once -----------------------------------------
let all;
if (kind === 'sqlite') {
  const Database = require('better-sqlite3');
  const db = new Database(where);
  db.pragma('journal_mode = WAL');
  db.pragma('busy_timeout = 5000');
  const kept = new Map();
  // `$n` (PostgreSQL's numbering, a parameter may repeat) becomes one `?` per use, bound in the order of use.
  all = async (text, params) => {
    let s = kept.get(text);
    if (!s) {
      const uses = [...text.matchAll(/\$(\d+)/g)].map((m) => Number(m[1]) - 1);
      s = { statement: db.prepare(text.replace(/\$\d+/g, '?')), uses };
      kept.set(text, s);
    }
    return s.statement.all(...s.uses.map((i) => params[i]));
  };
} else {
  const pg = require('pg');
  pg.types.setTypeParser(20, (v) => Number(v));
  pg.types.setTypeParser(1700, (v) => Number(v));
  const pool = new pg.Pool({ connectionString: where, max: 10 });
  const names = new Map();
  // A search runs unnamed, so PostgreSQL plans it for its pattern each time (a generic plan cannot use the trigram
  // indexes for a pattern it does not know); the other statements are prepared once per connection.
  all = async (text, params, plan = 'generic') => {
    if (plan === 'custom') return (await pool.query(text, params)).rows;
    let name = names.get(text);
    if (!name) {
      name = `r${names.size}`;
      names.set(text, name);
    }
    return (await pool.query({ name, text, values: params })).rows;
  };
}

const SESSION = `select s.id as sid, s.revoked_at, s.expires_at, s.token_version as session_version, s.last_seen_at,
  u.id as user_id, u.email, u.name, u.role, u.status as user_status, u.token_version, u.must_change_password,
  u.totp_secret, sv.id as server_pk, sv.server_id as server_code, sv.status as server_status,
  case when (sv.require_2fa = 1 or exists (select 1 as one from settings where key = 'security.require2fa' and value = 'true'))
    then 1 else 0 end as require_2fa
  from sessions as s inner join users as u on u.id = s.user_id inner join servers as sv on sv.id = u.server_id
  where s.id = $1`;

/** The caller's session, checked as Konsol checks it; undefined when the token does not pass. */
async function session(req) {
  const header = req.headers.authorization;
  if (!header?.startsWith('Bearer ')) return undefined;
  let claims;
  try {
    claims = verify(header.slice(7).trim());
  } catch {
    return undefined;
  }
  const [row] = await all(SESSION, [claims.sid]);
  const expires = typeof row?.expires_at === 'string' ? row.expires_at : row?.expires_at?.toISOString();
  if (
    !row ||
    row.revoked_at ||
    String(row.user_id) !== claims.sub ||
    row.session_version !== claims.ver ||
    row.token_version !== claims.ver ||
    row.user_status !== 'active' ||
    expires <= new Date().toISOString() ||
    row.server_status !== 1 ||
    row.must_change_password
  ) {
    return undefined;
  }
  return row;
}

// ---- the lists ----------------------------------------------------------------------------------------------
const iso = (v) => (v === null || typeof v === 'string' ? v : v.toISOString());
const wibFrom = (day) => new Date(Date.parse(`${day}T00:00:00+07:00`)).toISOString();
const wibTo = (day) => new Date(Date.parse(`${day}T00:00:00+07:00`) + 86_400_000).toISOString();
const wibToday = () => new Date(Date.now() + 7 * 3600_000).toISOString().slice(0, 10);

/** The search index's scope of a server (and wallet account), as lib/search.ts writes it. */
function scopeText(account) {
  const key = serverId * 4 + account;
  return String.fromCodePoint(...[6400 * 6400, 6400, 1].map((p) => 0xe000 + (Math.floor(key / p) % 6400)));
}
const quoted = (s) => `"${s.replaceAll('"', '""')}"`;

/**
 * Each list: its table and columns, its filters (with the query's range), its counter, its order by sort field
 * (ties by id in the sort's direction) and the columns its search looks in.
 */
const LISTS = {
  menus: {
    table: 'menus',
    columns: 'id, label, image, type, description, kodeproduk, idoperator, showhome, url, status, sort_order, updated_at',
    sorts: {
      id: 'id',
      label: 'label',
      type: 'type',
      status: 'status',
      showhome: 'showhome',
      order: 'sort_order',
      updated_at: 'updated_at',
    },
    fallback: 'id,asc',
    searched: ['label', 'description', 'kodeproduk'],
    scope: 0,
    term: (q) => q.cari ?? q.search,
  },
  wallet: {
    table: 'wallet_ledger',
    columns: 'id, account, debet, credit, endbalance, ref_type, ref_id, description, created_at',
    account: 'balance',
    ranged: 'wallet:balance',
    sorts: { id: 'id', createdat: 'created_at', debet: 'debet', credit: 'credit', endbalance: 'endbalance' },
    fallback: 'id,desc',
    searched: ['description', 'ref_id'],
    scope: 1,
    term: (q) => q.search,
  },
  tokensms: {
    table: 'tokensms_history',
    columns: '*',
    ranged: 'tokensms',
    sorts: { id: 'id', createdat: 'created_at', phone: 'phone', status: 'status' },
    fallback: 'createdat,desc',
    searched: ['phone', 'senderid'],
    scope: 0,
    term: (q) => q.search,
  },
  resellers: {
    table: 'resellers',
    columns: '*',
    sorts: { kode: 'kode', nama: 'nama', saldo: 'saldo', tgl_daftar: 'tgl_daftar', updateAt: 'updated_at', last_activity: 'last_activity' },
    fallback: 'kode,asc',
    searched: ['kode', 'nama', 'email', 'phone'],
    scope: 0,
    term: (q) => q.search,
  },
};

/** A search's statement: planned for its pattern on PostgreSQL. */
const searched = (text, params) => all(text, params, 'custom');

/**
 * One page 0 of a list, with its total: the counter's on the page's own statement; a search's counted first, to
 * 1,001 matches at most (past 1,000 the answer says 1000, not exact).
 */
async function page(name, q) {
  const l = LISTS[name];
  const size = Math.min(Math.max(Number(q.size ?? 10), 1), 100);
  const [field, dir] = (q.sort ?? l.fallback).split(',');
  const column = l.sorts[field] ?? l.sorts[l.fallback.split(',')[0]];
  const order = (d) => (column === 'id' ? `id ${d}` : `${column} ${d}, id ${d}`);
  const flt = [`server_id = ${serverId}`];
  if (l.account) flt.push(`account = '${l.account}'`);
  const params = [];
  let counter = `(select coalesce(sum(n), 0) from list_counts where server_id = ${serverId} and list = '${l.ranged ?? name}'`;
  if (l.ranged) {
    const first = q.awal ?? q.akhir ?? wibToday();
    const last = q.akhir ?? q.awal ?? wibToday();
    params.push(wibFrom(first), wibTo(last));
    flt.push('created_at >= $1 and created_at < $2');
    counter += ` and bucket >= '${first}' and bucket <= '${last}'`;
  }
  counter += ')';
  const filters = flt.join(' and ');
  const term = l.term(q)?.trim();
  if (!term) {
    const rows = await all(
      `select ${l.columns}, ${counter} as total_elements from ${l.table} where ${filters} order by ${order(dir)} limit ${size}`,
      params,
    );
    return { rows, total: Number(rows[0]?.total_elements ?? 0), exact: true, size };
  }
  // The search: counted to the cap (SQLite by its index). Past the cap, the page is the list's filtered rows in its
  // order; below it, from a window of the list in its order when the matches are dense enough to fill it, else from
  // every match.
  const n = params.length;
  const pattern = `%${term.replace(/[!%_]/g, '!$&')}%`;
  const like = kind === 'sqlite' ? 'like' : 'ilike';
  const search = `(${l.searched.map((c) => `${c} ${like} $${n + 1} escape '!'`).join(' or ')})`;
  const fts = kind === 'sqlite' ? `${l.table}_search` : undefined;
  const match = `scope : ${quoted(scopeText(l.scope))} AND {${l.searched.join(' ')}} : ${quoted(term)}`;
  const [counted] = fts
    ? await all(`select count(*) as n, ${counter} as scope_n from (select 1 from ${fts} where ${fts} match $1 limit 1001) m`, [match])
    : await searched(
        `select count(*) as n, ${counter} as scope_n from (select 1 from ${l.table} where ${filters} and ${search} limit 1001) m`,
        [...params, pattern],
      );
  if (Number(counted.n) > 1000) {
    const rows = await searched(`select ${l.columns} from ${l.table} where ${filters} and ${search} order by ${order(dir)} limit ${size}`, [
      ...params,
      pattern,
    ]);
    return { rows, total: 1000, exact: false, size };
  }
  const total = Number(counted.n);
  const limit = Math.min(size, total);
  if (!limit) return { rows: [], total, exact: true, size };
  const columns = l.columns === '*' ? 'p.*' : l.columns;
  const windowRows = Math.ceil((3 * limit * Number(counted.scope_n)) / total);
  let rows;
  if (windowRows < total) {
    rows = await searched(
      `select ${columns} from (select * from ${l.table} where ${filters} order by ${order(dir)} limit ${windowRows}) p
        where ${search} order by ${order(dir)} limit ${limit}`,
      [...params, pattern],
    );
  }
  if (!rows || rows.length < limit) {
    rows = fts
      ? await all(
          `select ${columns} from (select * from ${l.table} where ${filters} and id in (select rowid from ${fts} where ${fts} match $${n + 2})) p
            where ${search} order by ${order(dir)} limit ${limit}`,
          [...params, pattern, match],
        )
      : await searched(
          `select ${columns} from (select * from ${l.table} where ${filters} and ${search} offset 0) p
            where ${search} order by ${order(dir)} limit ${limit}`,
          [...params, pattern],
        );
  }
  return { rows, total, exact: true, size };
}

// ---- the answers --------------------------------------------------------------------------------------------
const str = { type: 'string' };
const int = { type: 'integer' };
const envelope = (data) => ({
  type: 'object',
  properties: { success: { type: 'boolean' }, msg: str, data },
  required: ['success', 'msg', 'data'],
});
const healthAnswer = fastJson(envelope({ type: 'object', properties: { database: str } }));
const menuRow = {
  type: 'object',
  properties: {
    id: int,
    appid: int,
    label: str,
    image: str,
    type: int,
    description: str,
    kodeproduk: str,
    idoperator: str,
    showhome: int,
    url: str,
    status: int,
    order: int,
    updated_at: str,
  },
};
const pageOf = (row) => ({
  type: 'object',
  properties: { content: { type: 'array', items: row }, totalElements: int, totalExact: { type: 'boolean' }, page: int, size: int },
});
const menuAnswer = fastJson(envelope(pageOf(menuRow)));
const anyAnswer = fastJson(envelope(pageOf({ type: 'object', additionalProperties: true })));

const app = Fastify({ logger: false, genReqId: () => randomUUID() });
app.addHook('onRequest', (req, reply, done) => {
  const raw = reply.raw;
  for (const [name, value] of apiSecurityHeaders) raw.setHeader(name, value);
  raw.setHeader('x-request-id', req.id);
  done();
});
const json = (reply, body) => reply.type('application/json; charset=utf-8').send(body);

app.get('/api/health', async (_req, reply) => {
  await all('select 1', []);
  return json(reply, healthAnswer({ success: true, msg: 'ok', data: { database: kind } }));
});

for (const [name, url] of [
  ['menus', '/api/backoffice/menu'],
  ['wallet', '/api/wallet/history'],
  ['tokensms', '/api/backoffice/tokensms/history'],
  ['resellers', '/api/reseller/'],
]) {
  app.get(url, async (req, reply) => {
    if (!(await session(req))) return reply.status(401).send({ success: false, msg: 'Unauthorized' });
    const r = await page(name, req.query);
    const data = { content: r.rows, totalElements: r.total, totalExact: r.exact, page: 0, size: r.size };
    if (name !== 'menus') return json(reply, anyAnswer({ success: true, msg: 'OK', data }));
    data.content = r.rows.map((m) => ({
      id: m.id,
      appid: serverId,
      label: m.label,
      image: m.image,
      type: m.type,
      description: m.description,
      kodeproduk: m.kodeproduk,
      idoperator: m.idoperator,
      showhome: m.showhome,
      url: m.url,
      status: m.status,
      order: m.sort_order,
      updated_at: iso(m.updated_at),
    }));
    return json(reply, menuAnswer({ success: true, msg: 'OK', data }));
  });
}

await app.listen({ port: 0, host: '127.0.0.1' });
process.stdout.write(`ready ${app.server.address().port}\n`);
