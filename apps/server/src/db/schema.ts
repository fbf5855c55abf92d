import type { Generated } from 'kysely';
import type { IdempotencyKeysTable } from '../lib/idempotency.js';
import type { ListCountsTable } from '../lib/paging.js';
import type { AccountDeletionRequestsTable } from '../modules/account-deletion/account-deletion.tables.js';
import type { PushMessagesTable } from '../modules/apps/apps.tables.js';
import type { BankMutationMappingsTable, BankMutationsTable } from '../modules/bank-mutations/bank-mutations.tables.js';
import type { BannersTable } from '../modules/banner/banner.tables.js';
import type {
  BayartempoAccountsTable,
  BillDetailsTable,
  BillsTable,
  SerpulCashoutsTable,
  SerpulRekeningTable,
} from '../modules/bayartempo/bayartempo.tables.js';
import type { CategoriesTable, CategoryMenusTable } from '../modules/category/category.tables.js';
import type { EngineBalancesTable } from '../modules/engine/engine.tables.js';
import type { ApprovalStepsTable } from '../modules/four-eyes/four-eyes.tables.js';
import type { KasproAgentsTable, KasproApplicationsTable } from '../modules/kaspro/kaspro.tables.js';
import type {
  LoanAccountsTable,
  LoanContractsTable,
  LoanPaymentsTable,
  LoanPhotosTable,
  LoanRequestsTable,
} from '../modules/loan/loan.tables.js';
import type { MediaTable } from '../modules/media/media.tables.js';
import type { MenusTable } from '../modules/menu/menu.tables.js';
import type { ArticlesTable } from '../modules/news/news.tables.js';
import type { PartnerModulesTable } from '../modules/partner-modules/partner-modules.tables.js';
import type { PaymentCallbacksTable, PaymentVasTable } from '../modules/payments/payments.tables.js';
import type { PopupsTable } from '../modules/popup/popup.tables.js';
import type { ProductsTable } from '../modules/product/product.tables.js';
import type { ResellerActivityDaysTable, ResellersTable } from '../modules/reseller/reseller.tables.js';
import type { RunningTextsTable } from '../modules/runningtext/runningtext.tables.js';
import type {
  AppOtpsTable,
  TokensmsBalancesTable,
  TokensmsDailyTable,
  TokensmsHistoryTable,
  TokensmsLedgerTable,
  TokensmsOrdersTable,
  TokensmsPackagesTable,
} from '../modules/tokensms/tokensms.tables.js';
import type { TopupsTable } from '../modules/topup/topup.tables.js';
import type { PayoutsTable } from '../modules/wallet/payouts.tables.js';
import type {
  OtpsTable,
  WalletBanksTable,
  WalletCashinsTable,
  WalletCashoutsTable,
  WalletLedgerTable,
  WalletsTable,
} from '../modules/wallet/wallet.tables.js';
import type { WebhookAttemptsTable, WebhookDeliveriesTable, WebhooksTable } from '../modules/webhooks/webhooks.tables.js';

/**
 * Table types for Kysely. Times are ISO-8601 UTC text on both databases (see docs/decisions.md), money and
 * counts are whole numbers, flags are 0/1 as the spec writes them.
 */
export interface ServersTable {
  id: Generated<number>;
  server_id: string;
  name: string;
  address: string;
  contact: string;
  phone: string;
  email: string;
  member_type: number;
  engine_core: number;
  status: number;
  server_key_hash: string | null;
  /** JSON array of the CIDR ranges the engine key works from; `[]`: anywhere. */
  allowed_ips: Generated<string>;
  masaaktif: string | null;
  created_at: string;
  updated_at: string;
  /** 1: every user of the server (of the platform, for the platform's own) must sign in with two-factor. */
  require_2fa: Generated<number>;
  /** 1: the server's active owners get the recap e-mail each morning (modules/recap). */
  daily_recap: Generated<number>;
}

export interface UsersTable {
  id: Generated<number>;
  server_id: number;
  email: string;
  name: string;
  phone: string;
  password_hash: string;
  role: string;
  status: string;
  token_version: number;
  created_at: string;
  updated_at: string;
  activated_at: string | null;
  /** 1 while the user must choose a new password before anything else (the built-in administrator password). */
  must_change_password: Generated<number>;
  /** The TOTP key in force (sealed, lib/crypto.ts), or null while two-factor is off. */
  totp_secret: string | null;
  /** A key made by setup, in force once a code confirms it. */
  totp_pending: string | null;
  /** The last TOTP time step a code was accepted for: a code is accepted once. */
  totp_last_step: number | null;
  /** The language of the user's mails (`id` or `en`): the console's, at their last sign-in. */
  lang: Generated<string>;
  /** A new address waiting for its confirmation link. */
  pending_email: string | null;
  /** The team member who invited this one (the invitation page names them); null for the others. */
  invited_by: number | null;
}

export interface SessionsTable {
  id: string;
  user_id: number;
  token_version: number;
  created_at: string;
  expires_at: string;
  revoked_at: string | null;
  user_agent: Generated<string>;
  ip: Generated<string>;
  /** Updated at most every few minutes, not on every request. */
  last_seen_at: string | null;
}

export interface AuthTokensTable {
  id: Generated<number>;
  user_id: number;
  purpose: string;
  token_hash: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
  /** Wrong tries so far (two-factor challenges). */
  attempts: Generated<number>;
}

export interface AppsTable {
  id: Generated<number>;
  server_id: number;
  appname: string;
  appcode: string;
  tagline: string;
  logo: string;
  version: string;
  primary_color: string;
  primary_color_dark: string;
  regonline: number;
  regmethod: number;
  zopimkey: string;
  apiurl: string;
  appkey: string;
  serverkey: string;
  maintenance: number;
  maxotp: number;
  created_at: string;
  updated_at: string;
}

export interface RateLimitsTable {
  key: string;
  window_start: number;
  count: number;
}

export interface SettingsTable {
  key: string;
  value: string;
  updated_at: string;
}

export interface AuditLogTable {
  id: Generated<number>;
  actor_user_id: number | null;
  actor_email: string;
  server_id: number | null;
  action: string;
  entity: string;
  entity_id: string;
  before_json: string | null;
  after_json: string | null;
  ip: string;
  created_at: string;
}

export interface MailsTable {
  id: Generated<number>;
  to_address: string;
  subject: string;
  purpose: string;
  status: string;
  error: string | null;
  created_at: string;
}

/** A server's (0: the platform's) figures of one past WIB day, kept once added up (migration 0019). */
export interface InsightDaysTable {
  server_id: number;
  day: string;
  topup_count: number | string;
  topup_amount: number | string;
  cashin: number | string;
  cashout: number | string;
  tokens_spent: number | string;
  active_agents: number | string;
}

export interface JobsTable {
  id: Generated<number>;
  kind: string;
  /** Makes a second enqueue of the same effect a no-op (and names it to a receiver). */
  key: string | null;
  /** JSON. */
  payload: string;
  /** `queued`, `running`, `done` or `failed` (gave up). */
  status: string;
  attempts: Generated<number>;
  run_at: string;
  locked_until: string | null;
  last_error: string | null;
  created_at: string;
  done_at: string | null;
}

export interface DB {
  servers: ServersTable;
  users: UsersTable;
  sessions: SessionsTable;
  auth_tokens: AuthTokensTable;
  apps: AppsTable;
  rate_limits: RateLimitsTable;
  settings: SettingsTable;
  audit_log: AuditLogTable;
  approval_steps: ApprovalStepsTable;
  mails: MailsTable;
  insight_days: InsightDaysTable;
  jobs: JobsTable;
  media: MediaTable;
  menus: MenusTable;
  categories: CategoriesTable;
  category_menus: CategoryMenusTable;
  articles: ArticlesTable;
  popups: PopupsTable;
  banners: BannersTable;
  running_texts: RunningTextsTable;
  push_messages: PushMessagesTable;
  kaspro_agents: KasproAgentsTable;
  kaspro_applications: KasproApplicationsTable;
  resellers: ResellersTable;
  reseller_activity_days: ResellerActivityDaysTable;
  products: ProductsTable;
  engine_balances: EngineBalancesTable;
  account_deletion_requests: AccountDeletionRequestsTable;
  partner_modules: PartnerModulesTable;
  wallets: WalletsTable;
  wallet_ledger: WalletLedgerTable;
  wallet_banks: WalletBanksTable;
  wallet_cashouts: WalletCashoutsTable;
  wallet_cashins: WalletCashinsTable;
  otps: OtpsTable;
  idempotency_keys: IdempotencyKeysTable;
  payment_vas: PaymentVasTable;
  payment_callbacks: PaymentCallbacksTable;
  tokensms_packages: TokensmsPackagesTable;
  tokensms_orders: TokensmsOrdersTable;
  tokensms_balances: TokensmsBalancesTable;
  tokensms_ledger: TokensmsLedgerTable;
  tokensms_history: TokensmsHistoryTable;
  tokensms_daily: TokensmsDailyTable;
  app_otps: AppOtpsTable;
  topups: TopupsTable;
  loan_accounts: LoanAccountsTable;
  loan_requests: LoanRequestsTable;
  loan_photos: LoanPhotosTable;
  loan_contracts: LoanContractsTable;
  loan_payments: LoanPaymentsTable;
  bayartempo_accounts: BayartempoAccountsTable;
  bills: BillsTable;
  bill_details: BillDetailsTable;
  serpul_rekening: SerpulRekeningTable;
  serpul_cashouts: SerpulCashoutsTable;
  list_counts: ListCountsTable;
  webhooks: WebhooksTable;
  bank_mutations: BankMutationsTable;
  bank_mutation_mappings: BankMutationMappingsTable;
  payouts: PayoutsTable;
  webhook_deliveries: WebhookDeliveriesTable;
  webhook_attempts: WebhookAttemptsTable;
}
