import {
  APPROVAL_POLICY_DEFAULTS,
  LOAN_DEFAULTS,
  type PlatformSettings,
  SETTINGS_GROUPS,
  type SettingsGroup,
  settingsGroupRules,
} from '@konsol/contract';
import { type ExpressionBuilder, type Kysely, sql, type Transaction } from 'kysely';
import type { DB } from '../db/schema.js';
import { nowIso } from './time.js';

/** Each group of the platform settings (contract `platformSettingsSchema`): the row that keeps it and its default. */
export const settingDefinitions: { [G in SettingsGroup]: { key: string; default: PlatformSettings[G] } } = {
  videos: {
    key: 'dashboard.videos',
    default: [
      { title: 'Mengatur aplikasi', titleEn: 'Setting up the app', url: '', urlEn: '' },
      { title: 'Mengelola menu dan banner', titleEn: 'Managing menus and banners', url: '', urlEn: '' },
      { title: 'Wallet dan Token SMS', titleEn: 'Wallet and SMS tokens', url: '', urlEn: '' },
    ],
  },
  modulesSoon: { key: 'partnerModules.soon', default: { digipos: false, isimple: false, sidompul: false } },
  orderPage: {
    key: 'tokensms.paymentInfo',
    default: {
      banks: [
        { bank: 'BCA', accountno: '5270 8812 34', accountname: 'PT Konsol Digital Nusantara' },
        { bank: 'MANDIRI', accountno: '137 00 1928374 6', accountname: 'PT Konsol Digital Nusantara' },
      ],
      contact: { name: 'WhatsApp Admin Konsol', phone: '0812-8000-1234', url: 'https://wa.me/6281280001234' },
    },
  },
  tokens: { key: 'tokensms.pricing', default: { pricePerSms: 350, vaBank: 'BCA' } },
  walletChannels: {
    key: 'wallet.channels',
    default: [
      { id: 1, code: 'VA-BCA', name: 'VA-BCA', bank: 'BCA', fee: 4000, status: 1 },
      { id: 2, code: 'VA-MANDIRI', name: 'VA-MANDIRI', bank: 'MANDIRI', fee: 4000, status: 1 },
      { id: 3, code: 'VA-BNI', name: 'VA-BNI', bank: 'BNI', fee: 4000, status: 1 },
      { id: 4, code: 'VA-BRI', name: 'VA-BRI', bank: 'BRI', fee: 4000, status: 1 },
      { id: 5, code: 'ALFAMART', name: 'ALFAMART', bank: 'ALFAMART', fee: 5000, status: 1 },
    ],
  },
  walletLimits: {
    key: 'wallet.limits',
    default: { cashinMin: 10_000, cashinMax: 100_000_000, cashoutMin: 10_000, cashoutMax: 100_000_000 },
  },
  loan: { key: 'loan.setting', default: { ...LOAN_DEFAULTS } },
  bayartempo: { key: 'bayartempo.setting', default: { cashoutFee: 6500, totalLimit: 10_000_000 } },
  require2fa: { key: 'security.require2fa', default: false },
  approvalPolicies: { key: 'approvals.policies', default: APPROVAL_POLICY_DEFAULTS },
};

type Q = Kysely<DB> | Transaction<DB>;

/** A stored value read against its group's schema: a missing or no longer valid row gives the default. */
function storedValue<G extends SettingsGroup>(group: G, stored: string | undefined): PlatformSettings[G] {
  const def = settingDefinitions[group];
  if (stored === undefined) return def.default;
  try {
    const parsed = settingsGroupRules[group].safeParse(JSON.parse(stored));
    return (parsed.success ? parsed.data : def.default) as PlatformSettings[G];
  } catch {
    return def.default;
  }
}

/**
 * `require_2fa` (1 or 0) of a user's query joined to their server as `sv`: two-factor sign-in is required by their
 * server's setting (owner) or by the platform's (administrator), DESIGN §10.
 */
export const requires2fa = (eb: ExpressionBuilder<DB & { sv: DB['servers'] }, 'sv'>) =>
  eb
    .case()
    .when(
      eb.or([
        eb('sv.require_2fa', '=', 1),
        eb.exists(
          eb
            .selectFrom('settings')
            .select(sql.lit(1).as('one'))
            .where('key', '=', settingDefinitions.require2fa.key)
            .where('value', '=', 'true'),
        ),
      ]),
    )
    // literals: PostgreSQL would read untyped parameters of a CASE as text ('0' is truthy)
    .then(sql.lit(1))
    .else(sql.lit(0))
    .end()
    .as('require_2fa');

/** The platform settings the administrator changes (one JSON value per group), read by the modules that use them. */
export function settingsRepository(db: Kysely<DB>) {
  return {
    async get<G extends SettingsGroup>(group: G): Promise<PlatformSettings[G]> {
      const row = await db.selectFrom('settings').select('value').where('key', '=', settingDefinitions[group].key).executeTakeFirst();
      return storedValue(group, row?.value);
    },

    /** Every group, in one query. */
    async all(q: Q = db): Promise<PlatformSettings> {
      const rows = await q
        .selectFrom('settings')
        .select(['key', 'value'])
        .where(
          'key',
          'in',
          SETTINGS_GROUPS.map((g) => settingDefinitions[g].key),
        )
        .execute();
      const stored = new Map(rows.map((r) => [r.key, r.value]));
      return Object.fromEntries(SETTINGS_GROUPS.map((g) => [g, storedValue(g, stored.get(settingDefinitions[g].key))])) as PlatformSettings;
    },

    /** Writes a group (in the caller's transaction when given, so its audit row lands with it). */
    async set<G extends SettingsGroup>(group: G, value: PlatformSettings[G], q: Q = db): Promise<void> {
      const text = JSON.stringify(value);
      await q
        .insertInto('settings')
        .values({ key: settingDefinitions[group].key, value: text, updated_at: nowIso() })
        .onConflict((oc) => oc.column('key').doUpdateSet({ value: text, updated_at: nowIso() }))
        .execute();
    },
  };
}
