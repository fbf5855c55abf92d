import type { AppContext } from '../context.js';
import { randomToken } from '../lib/crypto.js';
import { nowIso } from '../lib/time.js';
import { authService } from '../modules/auth/auth.service.js';
import { creditDemoSeeder } from './seeds/credit-demo.seed.js';
import { contentDemoSeeder } from './seeds/demo-content.seed.js';
import { moneyDemoSeeder } from './seeds/money-demo.seed.js';
import { platformDemoSeeder } from './seeds/platform-demo.seed.js';

/** An account to name at start (never with its password: the README lists the demo ones). */
export interface DemoAccount {
  role: string;
  email: string;
  server: string;
}

export const DEMO_OPERATOR = { email: 'demo@konsol.local', password: 'demo12345' };
export const DEMO_OPERATOR_2 = { email: 'mitra@konsol.local', password: 'mitra12345' };

/** A module's demo data for one demo server, written on an empty database. */
export type DemoSeeder = (ctx: AppContext, serverPk: number, serverCode: string) => Promise<void>;

/** Each module that has demo data adds its seeder here. */
const demoSeeders: DemoSeeder[] = [contentDemoSeeder];
demoSeeders.push(platformDemoSeeder);
demoSeeders.push(moneyDemoSeeder);
demoSeeders.push(creditDemoSeeder);

/**
 * First start: the platform administrator from ADMIN_EMAIL/ADMIN_PASSWORD; on an empty database with SEED_DEMO,
 * two demo servers with their operators and realistic data. Returns the accounts to name, and whether the
 * administrator still has the built-in default password.
 */
export async function seed(ctx: AppContext): Promise<{ accounts: DemoAccount[]; defaultAdminPassword: boolean }> {
  const empty = !(await ctx.db.selectFrom('users').select('id').limit(1).executeTakeFirst());
  const auth = authService(ctx);
  const admin = await auth.ensureAdmin(ctx.config.ADMIN_EMAIL, ctx.config.ADMIN_PASSWORD);
  const accounts: DemoAccount[] = [{ role: 'Administrator', email: ctx.config.ADMIN_EMAIL, server: 'KONSOL' }];
  const demo = [
    {
      ...DEMO_OPERATOR,
      name: 'Budi Santoso',
      server: {
        code: 'PULSANUSA',
        name: 'Pulsa Nusantara',
        address: 'Jl. Gatot Subroto No. 12, Jakarta Selatan',
        phone: '081234567890',
        memberType: 1,
      },
    },
    {
      ...DEMO_OPERATOR_2,
      name: 'Siti Rahma',
      server: { code: 'MITRAJAYA', name: 'Mitra Jaya Cell', address: 'Jl. Pemuda No. 45, Surabaya', phone: '082198765432', memberType: 0 },
    },
  ];
  if (empty && ctx.config.SEED_DEMO) {
    for (const d of demo) {
      const now = nowIso();
      const hash = await ctx.hasher.hash(d.password);
      const serverPk = await ctx.db.transaction().execute(async (trx) => {
        const s = await trx
          .insertInto('servers')
          .values({
            server_id: d.server.code,
            name: d.server.name,
            address: d.server.address,
            contact: d.name,
            phone: d.server.phone,
            email: d.email,
            member_type: d.server.memberType,
            engine_core: 0,
            status: 1,
            server_key_hash: null,
            masaaktif: '2027-12-31',
            created_at: now,
            updated_at: now,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await trx
          .insertInto('apps')
          .values({
            server_id: s.id,
            appname: d.server.name,
            appcode: d.server.code,
            tagline: 'Isi pulsa, paket data dan bayar tagihan',
            logo: '',
            version: '1.0',
            primary_color: '#3F51B5',
            primary_color_dark: '#3949AB',
            regonline: 1,
            regmethod: 0,
            zopimkey: '',
            apiurl: `https://api.${d.server.code.toLowerCase()}.co.id`,
            appkey: randomToken(24),
            serverkey: randomToken(24),
            maintenance: 0,
            maxotp: 2,
            created_at: now,
            updated_at: now,
          })
          .execute();
        await trx
          .insertInto('users')
          .values({
            server_id: s.id,
            email: d.email,
            name: d.name,
            phone: d.server.phone,
            password_hash: hash,
            role: 'owner',
            status: 'active',
            token_version: 0,
            created_at: now,
            updated_at: now,
            activated_at: now,
          })
          .execute();
        return s.id;
      });
      for (const seeder of demoSeeders) await seeder(ctx, serverPk, d.server.code);
      accounts.push({ role: 'Operator', email: d.email, server: d.server.code });
    }
  } else if (ctx.config.SEED_DEMO) {
    for (const d of demo) {
      if (await ctx.db.selectFrom('users').select('id').where('email', '=', d.email).executeTakeFirst()) {
        accounts.push({ role: 'Operator', email: d.email, server: d.server.code });
      }
    }
  }
  return { accounts, defaultAdminPassword: admin.defaultPassword };
}
