import { type RawBuilder, sql } from 'kysely';
import { creditDemoSeeder } from '../../db/seeds/credit-demo.seed.js';
import { contentDemoSeeder } from '../../db/seeds/demo-content.seed.js';
import { moneyDemoSeeder } from '../../db/seeds/money-demo.seed.js';
import { platformDemoSeeder } from '../../db/seeds/platform-demo.seed.js';
import { nowIso, wibToday } from '../../lib/time.js';
import { bankMutationsRepository } from '../../modules/bank-mutations/bank-mutations.repository.js';
import { webhooksRepository } from '../../modules/webhooks/webhooks.repository.js';
import { createAdmin, createTenant, type TestTenant } from '../factories.js';
import { png } from '../images.js';
import { createTestApp, type TestApp } from '../test-app.js';

/**
 * Two servers with data in every module (the real demo seeders, which go through the services), plus the platform
 * administrator. `victim` is the server whose rows the others try to reach; its text columns carry a marker so a
 * foreign row is recognised in any answer.
 */
export interface World {
  app: TestApp;
  admin: TestTenant;
  victim: TestTenant;
  attacker: TestTenant;
  marker: string;
}

export const MARKER = 'zqvictimzq';

/** Tenant tables and the text columns that get the marker on the victim's rows. */
const MARKED: Record<string, string[]> = {
  menus: ['label', 'description'],
  categories: ['title'],
  articles: ['title'],
  popups: ['name'],
  banners: ['name'],
  running_texts: ['msg'],
  resellers: ['nama'],
  products: ['nama'],
  wallet_banks: ['accountname'],
  wallet_cashouts: ['accountname'],
  tokensms_orders: ['paket_name'],
  serpul_rekening: ['name'],
  loan_requests: ['name'],
  topups: ['reseller'],
  push_messages: ['judul'],
  account_deletion_requests: ['name_reseller'],
  webhooks: ['url'],
  webhook_deliveries: ['payload'],
};

/** Tables whose rows belong to one server (`server_id`), snapshotted to prove foreign writes changed nothing. */
export const TENANT_TABLES = [
  'apps',
  'users',
  'menus',
  'categories',
  'articles',
  'popups',
  'banners',
  'running_texts',
  'resellers',
  'products',
  'wallets',
  'wallet_banks',
  'wallet_cashouts',
  'wallet_cashins',
  'tokensms_orders',
  'tokensms_balances',
  'serpul_rekening',
  'serpul_cashouts',
  'loan_requests',
  'loan_photos',
  'loan_contracts',
  'loan_accounts',
  'bills',
  'topups',
  'push_messages',
  'account_deletion_requests',
  'partner_modules',
  'media',
  'webhooks',
  'webhook_deliveries',
] as const;

export async function buildWorld(env: Record<string, string> = {}): Promise<World> {
  const app = await createTestApp(env);
  const admin = await createAdmin(app);
  const victim = await createTenant(app, { name: 'Victim Server' });
  const attacker = await createTenant(app, { name: 'Attacker Server' });
  for (const t of [victim, attacker]) {
    for (const seeder of [contentDemoSeeder, platformDemoSeeder, moneyDemoSeeder, creditDemoSeeder]) {
      await seeder(app.ctx, t.serverPk, t.serverCode);
    }
  }
  // A second device of each, whose session the matrix may end (not the one the tests go on signing in with).
  for (const t of [victim, attacker]) {
    await app.inject({
      method: 'POST',
      url: '/api/auth/authenticate',
      headers: { 'user-agent': SPARE_DEVICE },
      payload: { email: t.email, password: t.password },
    });
  }
  // A loan photo for each (the credit seeder writes requests without one).
  for (const t of [victim, attacker]) {
    const res = await app.inject({
      method: 'POST',
      url: '/api/irmacapital/photo',
      headers: { ...t.headers, ...multipartHeaders() },
      payload: multipartBody('file', 'ktp.png', 'image/png', await png()),
    });
    if (res.statusCode !== 200) throw new Error(`photo upload: ${res.statusCode} ${res.body}`);
  }
  // A paused webhook endpoint with one delivery each (paused: nothing is sent anywhere).
  for (const t of [victim, attacker]) {
    const res = await app.inject({
      method: 'POST',
      url: '/api/backoffice/webhooks',
      headers: t.headers,
      payload: { url: 'https://hooks.example.invalid/konsol', events: ['bill.paid'], status: 0 },
    });
    if (res.statusCode !== 200) throw new Error(`webhook: ${res.statusCode} ${res.body}`);
    await webhooksRepository(app.ctx.db).insertDelivery(app.ctx.db, {
      server_id: t.serverPk,
      webhook_id: res.json().data.id,
      event_id: `evt_world_${t.serverPk}`,
      event: 'bill.paid',
      payload: '{"id":"evt_world"}',
      retry_until: nowIso(),
    });
  }
  // Statement lines of a company account, waiting for an approver (the platform's, no server's).
  for (const [n, amount] of [35_017, 150_333, 9_999].entries()) {
    await bankMutationsRepository(app.ctx.db).insert(app.ctx.db, {
      account: '0001',
      line_key: `ref:world-${n}`,
      day: wibToday(),
      amount,
      type: 'CR',
      description: `TRSF E-BANKING ${n}`,
      balance: null,
      source: 'push',
      created_by: null,
    });
  }
  for (const [table, columns] of Object.entries(MARKED)) {
    for (const column of columns) {
      await sql`update ${sql.table(table)} set ${sql.ref(column)} = ${sql.lit(`${MARKER} `)} || ${sql.ref(column)} where server_id = ${victim.serverPk}`.execute(
        app.ctx.db,
      );
    }
  }
  return { app, admin, victim, attacker, marker: MARKER };
}

/** The browser of the tenants' spare sessions (`buildWorld`). */
const SPARE_DEVICE = 'hardening-spare-device';

/** Where a route's ids come from (tenant rows): the first matching path prefix, its table and a filter. */
export const ID_SOURCES: [RegExp, string, RawBuilder<unknown>?][] = [
  [/^\/api\/backoffice\/menu/, 'menus'],
  [/^\/api\/backoffice\/categories/, 'categories'],
  [/^\/api\/backoffice\/news/, 'articles', sql`kind = 'news'`],
  [/^\/api\/backoffice\/irmainfo/, 'articles', sql`kind = 'info'`],
  [/^\/api\/backoffice\/popup/, 'popups'],
  [/^\/api\/backoffice\/banner/, 'banners'],
  [/^\/api\/backoffice\/runningtext/, 'running_texts'],
  [/^\/api\/(admin\/)?wallet\/bank|^\/api\/wallet\/cashout/, 'wallet_banks', sql`deleted_at is null`],
  [/^\/api\/admin\/wallet\/cashout/, 'wallet_cashouts'],
  [/^\/api\/admin\/bayartempo\/cashouts/, 'serpul_cashouts'],
  [/^\/api\/(admin|backoffice)\/tokensms\/order/, 'tokensms_orders'],
  [/^\/api\/produk/, 'products'],
  [/^\/api\/reseller/, 'resellers'],
  [/^\/api\/irmacapital\/photo/, 'loan_photos'],
  [/^\/api\/admin\/irmacapital\/request/, 'loan_requests'],
  [/^\/api\/(backoffice|admin)\/bayartempo\/serpulbills/, 'bills'],
  [/^\/api\/backoffice\/bayartempo\/serpul-rekening|^\/api\/admin\/bayartempo\/rekening/, 'serpul_rekening'],
  [/^\/api\/backoffice\/staff/, 'users'],
  [/^\/api\/account\/sessions/, 'sessions', sql`user_agent = ${SPARE_DEVICE}`],
  [/^\/api\/backoffice\/webhooks/, 'webhooks'],
];

/** Path parameters besides `{id}`, filled with the server's first row of their table. */
export async function otherIds(app: TestApp, serverPk: number): Promise<Record<string, string | number>> {
  const [deliveryId] = await idsOf(app, 'webhook_deliveries', serverPk);
  return { deliveryId: deliveryId ?? 1 };
}

/** Ids of the server's rows in a table (oldest first); a session belongs to the server of its user. */
export async function idsOf(app: TestApp, table: string, serverPk: number, where = sql`1=1`): Promise<(number | string)[]> {
  const owned = table === 'sessions' ? sql`user_id in (select id from users where server_id = ${serverPk})` : sql`server_id = ${serverPk}`;
  const rows = await sql<{ id: number | string }>`select id from ${sql.table(table)} where ${owned} and ${where} order by id`.execute(
    app.ctx.db,
  );
  return rows.rows.map((r) => (table === 'sessions' ? String(r.id) : Number(r.id)));
}

/** Every row of the server in every tenant table, for before/after comparison. */
export async function snapshot(app: TestApp, serverPk: number): Promise<Record<string, unknown[]>> {
  const out: Record<string, unknown[]> = {};
  for (const table of TENANT_TABLES) {
    const rows = await sql`select * from ${sql.table(table)} where server_id = ${serverPk} order by 1`.execute(app.ctx.db);
    out[table] = rows.rows.map((r) => JSON.parse(JSON.stringify(r, (_k, v) => (typeof v === 'bigint' ? String(v) : v))));
  }
  return out;
}

const BOUNDARY = '----konsolhardening7MA4YWxkTrZu0gW';
export const multipartHeaders = () => ({ 'content-type': `multipart/form-data; boundary=${BOUNDARY}` });

/** A multipart body with one file part (and optional plain fields). */
export function multipartBody(field: string, filename: string, type: string, data: Buffer, fields: Record<string, string> = {}): Buffer {
  const parts: Buffer[] = [];
  for (const [k, v] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  }
  parts.push(
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
  );
  parts.push(data);
  parts.push(Buffer.from(`\r\n--${BOUNDARY}--\r\n`));
  return Buffer.concat(parts);
}

/** A readable table of offending rows for an assertion message. */
export function table(rows: string[][], header: string[]): string {
  if (!rows.length) return '(none)';
  const all = [header, ...rows];
  const widths = header.map((_, i) => Math.min(70, Math.max(...all.map((r) => (r[i] ?? '').length))));
  return all.map((r) => r.map((c, i) => (c ?? '').slice(0, 70).padEnd(widths[i] ?? 0)).join(' | ')).join('\n');
}
